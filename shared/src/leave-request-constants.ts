/**
 * Leave requests without zod: statuses, labels and the shapes the API answers with. The app shell
 * (the notification bell) and the screens import this; the schemas live in leave-requests.ts.
 */

export const LEAVE_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const;
export type LeaveRequestStatus = (typeof LEAVE_REQUEST_STATUSES)[number];

export const LEAVE_REQUEST_STATUS_LABELS: Record<LeaveRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

export const LEAVE_REQUEST_VIEWS = ['mine', 'to_approve', 'all'] as const;
export type LeaveRequestView = (typeof LEAVE_REQUEST_VIEWS)[number];

/** The code of family and domestic violence leave: confidential (NES s 106A–106E). */
export const CONFIDENTIAL_LEAVE_CODE = 'fdv';
/** What everyone without the confidential_leave field group sees instead of the type. */
export const CONFIDENTIAL_LEAVE_LABEL = 'Leave';

/**
 * The most a single occasion of a type may take, in days (NES s 104: 2 days of compassionate leave
 * per occasion; s 102: 2 days of unpaid carer's leave per occasion) or months (s 70–71: up to 12
 * months of unpaid parental leave).
 */
export const PER_OCCASION_LIMITS: Record<string, { days?: number; months?: number }> = {
  compassionate: { days: 2 },
  unpaid_carers: { days: 2 },
  unpaid_parental: { months: 12 },
};

export const LEAVE_REQUESTS_PAGE_SIZE = 25;

/** Answer messages the screens show as they are. */
export const LEAVE_MESSAGES = {
  overlap: 'This request overlaps another pending or approved request.',
  balance: 'The request is more than the projected balance.',
  ownRequest: 'You cannot approve or decline your own request.',
  notPending: 'Only a pending request can be approved or declined.',
  cannotCancel: 'Only a pending request, or an approved one that has not started, can be cancelled.',
  nothingCounted: 'The dates hold no working days: nothing would be taken.',
  attachmentRequired: 'This leave type needs an attachment (such as a medical certificate).',
  partDayOneDay: 'Part-day hours can be given only when the request starts and ends on the same day.',
} as const;

export interface LeaveRequestAttachment {
  file_name: string;
  content_type: string;
  size: number;
}

export interface LeaveRequest {
  request_id: number;
  organization_id: number;
  employee_id: number;
  employee_name: string;
  /** Null when the type is confidential and the caller may not see it. */
  leave_type_id: number | null;
  leave_type_code: string | null;
  /** "Leave" for a confidential type the caller may not see. */
  leave_type_name: string;
  start_date: string;
  end_date: string;
  /** The hours counted, "15.20". */
  hours: string;
  part_day: boolean;
  reason: string | null;
  attachment: LeaveRequestAttachment | null;
  status: LeaveRequestStatus;
  requested_by: string;
  requested_at: string;
  decided_by: string | null;
  decided_at: string | null;
  decision_comment: string | null;
  /** What the caller may do now. */
  can_approve: boolean;
  can_cancel: boolean;
  version: number;
}

/** What a request would count, before it is made (the New request dialog's preview). */
export interface LeaveRequestPreview {
  hours: string;
  /** The projected balance at the end date before this request; null for a type without a balance. */
  projected_balance: string | null;
  /** The unit of the balance: hours, or days (a casual's FDV leave takes a day for each day of leave). */
  balance_unit: 'hours' | 'days';
  /** What the request takes from the balance, in `balance_unit`. */
  balance_taken: string;
  days: { date: string; hours: string; excluded?: 'not_working_day' | 'public_holiday' }[];
}

export interface CalendarAbsence {
  request_id: number;
  employee_id: number;
  employee_name: string;
  leave_type_name: string;
  start_date: string;
  end_date: string;
  status: 'pending' | 'approved';
  /** Hours of a part-day request ("3.80"), null for full days. */
  part_day_hours: string | null;
}

export interface CalendarHoliday {
  date: string;
  name: string;
  states: string[];
}

export interface TeamCalendar {
  month: string;
  absences: CalendarAbsence[];
  holidays: CalendarHoliday[];
}

export const NOTIFICATION_KINDS = [
  'leave_submitted',
  'leave_approved',
  'leave_declined',
  'leave_cancelled',
  'roster_published',
  'shift_changed',
  'shift_swap',
  'review_reminder',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface AppNotification {
  notification_id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An app path: /dashboard/attendance/requests?request=12 */
  link: string;
  read: boolean;
  created_at: string;
}

export interface NotificationList {
  data: AppNotification[];
  unread_count: number;
}
