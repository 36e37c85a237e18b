/**
 * Leave's public face: what the HTTP routes call (types, balances and the ledger, requests and decisions,
 * attachments, public holidays, the team calendar, notifications).
 * Routes import a context only through this file (.dependency-cruiser.cjs); the context's other
 * files, workers and other contexts import its modules directly.
 */
export { createLeaveAttachmentUpload } from './attachments.ts';
export { adjustLeaveBalance, employeeBalances, employeeEntries } from './balance-service.ts';
export { createLeaveType, deleteLeaveType, updateLeaveType } from './leave-type-service.ts';
export { leaveTypesOf } from './ledger.ts';
export { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.ts';
export { openingBalances, setOpeningBalances, unconfirmedBalances } from './opening-balances.ts';
export {
  addPublicHoliday,
  correctPublicHoliday,
  listPublicHolidays,
  removePublicHoliday,
  restorePublicHoliday,
} from './public-holiday-changes.ts';
export { cancelLeaveRequest, decideLeaveRequest } from './request-decisions.ts';
export {
  createLeaveRequest,
  getLeaveRequest,
  leaveRequestAttachment,
  listLeaveRequests,
  previewLeaveRequest,
} from './requests.ts';
export { teamCalendar } from './team-calendar.ts';
