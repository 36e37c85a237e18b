import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { ID_PATTERN } from './validation.ts';

/** The parts of the product an audit event belongs to; the audit log filters by these. */
export const AUDIT_MODULES = [
  'access',
  'organizations',
  'recruitment',
  'employees',
  'leave',
  'attendance',
  'payroll',
  'timesheets',
  'rostering',
  'performance',
] as const;
export type AuditModule = (typeof AUDIT_MODULES)[number];

export const AUDIT_MODULE_LABELS: Record<AuditModule, string> = {
  access: 'Access',
  organizations: 'Organization',
  recruitment: 'Recruitment',
  employees: 'Employees',
  leave: 'Leave',
  attendance: 'Attendance',
  payroll: 'Payroll',
  timesheets: 'Timesheets',
  rostering: 'Rostering',
  performance: 'Performance',
};

/**
 * What happened. Record changes are create, update and delete (trash and restore for records with
 * a trash); access events are the rest.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'trash',
  'restore',
  'sign_in',
  'sign_in_failed',
  'password_change',
  'session_end',
  'payroll_reveal',
  'download',
  'mfa_enrol',
  'mfa_disable',
  'mfa_reset',
  'mfa_recovery_code',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  trash: 'Moved to trash',
  restore: 'Restored',
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  password_change: 'Password changed',
  session_end: 'Session ended',
  payroll_reveal: 'Payroll revealed',
  download: 'Downloaded',
  mfa_enrol: 'MFA turned on',
  mfa_disable: 'MFA turned off',
  mfa_reset: 'MFA reset by an owner',
  mfa_recovery_code: 'MFA recovery code used',
};

/** Kinds of record an event can be about; the audit log's record filter is a kind and an id. */
export const AUDIT_RECORD_TYPES = [
  'organization',
  'membership',
  'invitation',
  'role',
  'department',
  'designation',
  'job_opening',
  'applicant',
  'interview',
  'offer',
  'onboarding_template',
  'onboarding_plan',
  'employee',
  'employee_exit',
  'exit_checklist_template',
  'leave_request',
  'user',
  'session',
  'leave_type',
  'leave_balance',
  'public_holiday',
  'attendance_day',
  'attendance_adjustment',
  'tax_table',
  'payroll_settings',
  'pay_schedule',
  'pay_condition_set',
  'employee_pay',
  'ytd_brought_in',
  'pay_item',
  'leave_cash_out',
  'pay_run',
  'payslip',
  'stp_event',
  'timesheet',
  'shift',
  'roster_week',
  'roster_settings',
  'unavailability',
  'shift_template',
  'shift_swap',
  'import',
  'goal',
  'goal_check_in',
  'review_cycle',
  'pay_change',
  'performance_settings',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const AUDIT_RECORD_TYPE_LABELS: Record<AuditRecordType, string> = {
  organization: 'Organization',
  membership: 'Membership',
  invitation: 'Invitation',
  role: 'Role',
  department: 'Department',
  designation: 'Designation',
  job_opening: 'Job opening',
  applicant: 'Applicant',
  interview: 'Interview',
  offer: 'Offer',
  onboarding_template: 'Onboarding template',
  onboarding_plan: 'Onboarding plan',
  employee: 'Employee',
  employee_exit: 'Employee exit',
  exit_checklist_template: 'Exit checklist template',
  leave_request: 'Leave request',
  user: 'User',
  session: 'Session',
  leave_type: 'Leave type',
  leave_balance: 'Leave balance',
  public_holiday: 'Public holiday',
  attendance_day: 'Attendance day',
  attendance_adjustment: 'Attendance correction',
  tax_table: 'Tax table',
  payroll_settings: 'Payroll settings',
  pay_schedule: 'Pay schedule',
  pay_condition_set: 'Pay condition set',
  employee_pay: 'Employee pay',
  ytd_brought_in: 'Year to date brought in',
  pay_item: 'Pay item',
  leave_cash_out: 'Leave cash-out',
  pay_run: 'Pay run',
  payslip: 'Payslip',
  stp_event: 'STP event',
  timesheet: 'Timesheet',
  shift: 'Shift',
  roster_week: 'Roster week',
  roster_settings: 'Roster settings',
  unavailability: 'Unavailability',
  shift_template: 'Shift template',
  shift_swap: 'Shift swap',
  import: 'Import',
  goal: 'Goal',
  goal_check_in: 'Goal check-in',
  review_cycle: 'Review cycle',
  pay_change: 'Pay change proposal',
  performance_settings: 'Performance settings',
};

export const AUDIT_PAGE_SIZE = 25;
/** The most events one CSV export carries; narrower filters export the rest. */
export const AUDIT_EXPORT_LIMIT = 10_000;

export const auditQuery = z.lazy(() =>
  z
    .object({
      actor_id: z.string().regex(ID_PATTERN, { error: 'Unknown user.' }).transform(Number).optional(),
      module: z.enum(AUDIT_MODULES, { error: 'Unknown module.' }).optional(),
      action: z.enum(AUDIT_ACTIONS, { error: 'Unknown action.' }).optional(),
      record_type: z.enum(AUDIT_RECORD_TYPES, { error: 'Unknown record type.' }).optional(),
      record_id: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'Unknown record.' })
        .optional(),
      start_date: z.string().refine(isCalendarDate, { error: 'Enter a valid date (YYYY-MM-DD).' }).optional(),
      end_date: z.string().refine(isCalendarDate, { error: 'Enter a valid date (YYYY-MM-DD).' }).optional(),
      cursor: z.string().max(500).optional(),
      per_page: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
    })
    .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
      path: ['end_date'],
      error: 'The end date cannot be before the start date.',
    })
    .refine((query) => !query.record_id || query.record_type, {
      path: ['record_type'],
      error: 'Choose the kind of record.',
    }),
);
export type AuditQuery = z.input<typeof auditQuery>;

export interface AuditChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

export interface AuditEvent {
  id: string;
  organization_id: number;
  occurred_at: string;
  actor_id: number | null;
  actor_name: string;
  module: AuditModule;
  action: AuditAction;
  record_type: AuditRecordType;
  record_id: string;
  record_label: string;
  summary: string;
  changes: AuditChange[];
  /** The client address, for access events. */
  client_address: string | null;
}

export interface AuditPage {
  data: AuditEvent[];
  next_cursor: string | null;
  per_page: number;
}
