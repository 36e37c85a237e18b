import type { Case, World } from './world.ts';

/**
 * The people routes' cases for route-cases.ts: employees and their exits, self-service, leave,
 * notifications, public holidays and attendance.
 */
export const PEOPLE_CASES: Record<string, Case> = {
  'GET /api/v1/employees': (w) => ({ path: `/employees?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/trashed': (w) => ({ path: `/employees/trashed?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/options': (w) => ({ path: `/employees/options?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/next-code': (w) => ({ path: `/employees/next-code?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/history': (w) => ({ path: `/employees/history?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/export': (w) => ({ path: `/employees/export?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/history/export': (w) => ({
    path: `/employees/history/export?organization_id=${w.organization.id}`,
  }),
  'POST /api/v1/employees': (w) => ({ path: '/employees', body: w.employeeBody }),
  'GET /api/v1/employees/:id': (w) => ({ path: `/employees/${w.employee.id}` }),
  'PUT /api/v1/employees/:id': (w) => ({ path: `/employees/${w.employee.id}`, body: w.employeeBody }),
  'DELETE /api/v1/employees/:id': (w) => ({ path: `/employees/${w.employee.id}` }),
  'PATCH /api/v1/employees/:id/restore': (w) => ({ path: `/employees/${w.trashed.id}/restore` }),
  'DELETE /api/v1/employees/:id/force': (w) => ({ path: `/employees/${w.trashed.id}/force` }),
  'PATCH /api/v1/employees/:id/status': (w) => ({
    path: `/employees/${w.employee.id}/status`,
    body: { status: 'Inactive' },
  }),
  'PATCH /api/v1/employees/:id/manager': (w) => ({
    path: `/employees/${w.employee.id}/manager`,
    body: { reporting_manager_id: null },
  }),
  'GET /api/v1/employees/:id/history': (w) => ({ path: `/employees/${w.employee.id}/history` }),
  'GET /api/v1/employees/exits': (w) => ({ path: `/employees/exits?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/exit-checklist': (w) => ({
    path: `/employees/exit-checklist?organization_id=${w.organization.id}`,
  }),
  'PUT /api/v1/employees/exit-checklist': (w) => ({
    path: '/employees/exit-checklist',
    body: { organization_id: w.organization.id, tasks: [{ name: 'Injected', due_offset_days: 0 }] },
  }),
  'GET /api/v1/employees/:id/exit': (w) => ({ path: `/employees/${w.employee.id}/exit` }),
  'POST /api/v1/employees/:id/exit': (w) => ({
    path: `/employees/${w.employee.id}/exit`,
    body: { last_working_day: '2026-12-31', reason: 'dismissal' },
  }),
  'POST /api/v1/employees/:id/exit/cancel': (w) => ({ path: `/employees/${w.employee.id}/exit/cancel`, body: {} }),
  'PATCH /api/v1/employees/:id/exit/tasks/:taskId': (w) => ({
    path: `/employees/${w.employee.id}/exit/tasks/1`,
    body: { status: 'completed' },
  }),
  'POST /api/v1/employees/:id/probation/confirm': (w) => ({
    path: `/employees/${w.employee.id}/probation/confirm`,
    body: {},
  }),
  'POST /api/v1/employees/:id/probation/extend': (w) => ({
    path: `/employees/${w.employee.id}/probation/extend`,
    body: { probation_end_date: '2027-12-31', reason: 'Injected' },
  }),
  'POST /api/v1/employees/:id/payroll/reveal': (w) => ({ path: `/employees/${w.employee.id}/payroll/reveal` }),
  'GET /api/v1/dashboard': (w) => ({ path: `/dashboard?organization_id=${w.organization.id}` }),
  'POST /api/v1/employees/:id/self-service-invitation': (w) => ({
    path: `/employees/${w.employee.id}/self-service-invitation`,
    body: { email: 'intruder@example.test' },
  }),
  'GET /api/v1/self-service/profile': (w) => ({ path: `/self-service/profile?organization_id=${w.organization.id}` }),
  'PATCH /api/v1/self-service/profile': (w) => ({
    path: '/self-service/profile',
    body: { organization_id: w.organization.id, version: 1, phone_number: '0400 000 001' },
  }),
  'PUT /api/v1/self-service/bank-details': (w) => ({
    path: '/self-service/bank-details',
    body: {
      organization_id: w.organization.id,
      version: 1,
      bank_bsb: '062-000',
      bank_account_number: '12345678',
      password: 'Test-Password-123',
    },
  }),
  'GET /api/v1/leave/requests': (w) => ({ path: `/leave/requests?organization_id=${w.organization.id}&view=all` }),
  'POST /api/v1/leave/requests': (w) => ({ path: '/leave/requests', body: leaveBody(w) }),
  'POST /api/v1/leave/requests/preview': (w) => ({ path: '/leave/requests/preview', body: leaveBody(w) }),
  'POST /api/v1/leave/attachments': (w) => ({
    path: '/leave/attachments',
    body: { organization_id: w.organization.id, file_name: 'certificate.pdf' },
  }),
  'GET /api/v1/leave/requests/:id': (w) => ({ path: `/leave/requests/${w.leaveRequest.request_id}` }),
  'GET /api/v1/leave/requests/:id/attachment': (w) => ({
    path: `/leave/requests/${w.leaveRequest.request_id}/attachment`,
  }),
  'PATCH /api/v1/leave/requests/:id/approve': (w) => ({
    path: `/leave/requests/${w.leaveRequest.request_id}/approve`,
    body: { version: 1 },
  }),
  'PATCH /api/v1/leave/requests/:id/decline': (w) => ({
    path: `/leave/requests/${w.leaveRequest.request_id}/decline`,
    body: { version: 1, comment: 'Injected' },
  }),
  'PATCH /api/v1/leave/requests/:id/cancel': (w) => ({
    path: `/leave/requests/${w.leaveRequest.request_id}/cancel`,
    body: { version: 1 },
  }),
  'GET /api/v1/leave/calendar': (w) => ({ path: `/leave/calendar?organization_id=${w.organization.id}&month=2026-12` }),
  'GET /api/v1/notifications': (w) => ({ path: `/notifications?organization_id=${w.organization.id}` }),
  'PATCH /api/v1/notifications/:id/read': (w) => ({ path: `/notifications/${w.notification.notification_id}/read` }),
  'POST /api/v1/notifications/read-all': (w) => ({
    path: '/notifications/read-all',
    body: { organization_id: w.organization.id },
  }),
  'GET /api/v1/organizations/:id/public-holidays': (w) => ({
    path: `/organizations/${w.organization.id}/public-holidays?year=2026&state=SA`,
  }),
  'POST /api/v1/organizations/:id/public-holidays': (w) => ({
    path: `/organizations/${w.organization.id}/public-holidays`,
    body: { date: '2026-11-27', name: 'Injected Day', states: 'all' },
  }),
  'PATCH /api/v1/organizations/:id/public-holidays/:holidayKey': (w) => ({
    path: `/organizations/${w.organization.id}/public-holidays/20261225-christmas-day`,
    body: { name: 'Injected', version: 0 },
  }),
  'POST /api/v1/organizations/:id/public-holidays/:holidayKey/restore': (w) => ({
    path: `/organizations/${w.organization.id}/public-holidays/20260126-australia-day/restore`,
  }),
  'DELETE /api/v1/organizations/:id/public-holidays/:holidayKey': (w) => ({
    path: `/organizations/${w.organization.id}/public-holidays/20261226-boxing-day`,
  }),
  'GET /api/v1/employees/:id/leave-balances': (w) => ({ path: `/employees/${w.employee.id}/leave-balances` }),
  'GET /api/v1/employees/:id/leave-entries': (w) => ({
    path: `/employees/${w.employee.id}/leave-entries?leave_type_id=1`,
  }),
  'GET /api/v1/employees/:id/opening-balances': (w) => ({ path: `/employees/${w.employee.id}/opening-balances` }),
  'PUT /api/v1/employees/:id/opening-balances': (w) => ({
    path: `/employees/${w.employee.id}/opening-balances`,
    body: { as_at: '2026-01-05', balances: [{ leave_type_id: 1, hours: '40' }], version: 0 },
  }),
  'GET /api/v1/leave/unconfirmed-balances': (w) => ({
    path: `/leave/unconfirmed-balances?organization_id=${w.organization.id}`,
  }),
  'GET /api/v1/leave/types': (w) => ({ path: `/leave/types?organization_id=${w.organization.id}` }),
  'POST /api/v1/leave/types': (w) => ({
    path: '/leave/types',
    body: { organization_id: w.organization.id, name: 'Injected', paid: false, balance: 'none' },
  }),
  'PUT /api/v1/leave/types/:id': (w) => ({
    path: '/leave/types/1',
    body: { organization_id: w.organization.id, name: 'Hijacked', version: 0 },
  }),
  'DELETE /api/v1/leave/types/:id': (w) => ({ path: `/leave/types/9?organization_id=${w.organization.id}` }),
  'POST /api/v1/leave/adjustments': (w) => ({
    path: '/leave/adjustments',
    body: {
      organization_id: w.organization.id,
      employee_id: w.employee.id,
      leave_type_id: 1,
      hours: '38',
      reason: 'Injected',
    },
  }),
  // Attendance (issue 16 §6).
  'POST /api/v1/attendance/clock': (w) => ({
    path: '/attendance/clock',
    body: { organization_id: w.organization.id, action: 'in' },
  }),
  'GET /api/v1/attendance/me': (w) => ({ path: `/attendance/me?organization_id=${w.organization.id}` }),
  'GET /api/v1/attendance/board': (w) => ({ path: `/attendance/board?organization_id=${w.organization.id}` }),
  'GET /api/v1/attendance/records': (w) => ({
    path: `/attendance/records?organization_id=${w.organization.id}&employee_id=${w.employee.id}&from=2026-01-01&to=2026-01-31`,
  }),
  'POST /api/v1/attendance/adjustments': (w) => ({
    path: '/attendance/adjustments',
    body: {
      organization_id: w.organization.id,
      employee_id: w.employee.id,
      date: '2026-01-06',
      clock_in: '09:00',
      clock_out: '17:00',
      reason: 'Injected',
    },
  }),
  'GET /api/v1/attendance/adjustments': (w) => ({
    path: `/attendance/adjustments?organization_id=${w.organization.id}&view=all`,
  }),
  'PATCH /api/v1/attendance/adjustments/:id/approve': (w) => ({
    path: `/attendance/adjustments/${w.adjustment.id}/approve`,
    body: { comment: 'Hijacked' },
  }),
  'PATCH /api/v1/attendance/adjustments/:id/decline': (w) => ({
    path: `/attendance/adjustments/${w.adjustment.id}/decline`,
    body: {},
  }),
};

const leaveBody = (w: World) => ({
  organization_id: w.organization.id,
  employee_id: w.employee.id,
  leave_type_id: 1,
  start_date: '2027-01-11',
  end_date: '2027-01-11',
});
