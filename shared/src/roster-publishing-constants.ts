/**
 * Publishing rosters (issue 28 §2): what the API answers about publications, the notifications they
 * send (e-mail and the bell) and the employee's own shifts, zod-free (the screens import them
 * without zod). The payloads the API validates are in roster-publishing.ts.
 */

/** Employees per notification task: each task is one queue message, one worker invocation. */
export const ROSTER_NOTIFY_TASK_SIZE = 100;

/**
 * The notice a roster change should give, in days, when the employee's pay condition set names
 * none: 7 days' notice in writing of a roster change (14 if the employee disagrees).
 * Source: Fair Work Ombudsman, "Rosters" for the General Retail Industry Award 2020 [MA000004]
 * (https://www.fairwork.gov.au/employee-entitlements/hours-of-work-breaks-and-rosters/rosters):
 * "The employer can make permanent roster changes by giving 7 days' notice in writing, or if the
 * employee disagrees with the change, 14 days' notice in writing." The award's clause number for
 * it could not be read in the award text (the brief's "cl. 10.5" is unconfirmed): unverified.
 */
export const ROSTER_CHANGE_NOTICE = {
  days: 7,
  source:
    'MA000004: 7 days’ notice in writing of a roster change (Fair Work Ombudsman, Rosters; award clause not confirmed)',
  unverified: true,
} as const;

/** `swap`: a step of a shift swap (issue 28 §3: offered, accepted, approved, declined, cancelled). */
export const ROSTER_NOTIFICATION_KINDS = ['published', 'changed', 'cancelled', 'swap'] as const;
export type RosterNotificationKind = (typeof ROSTER_NOTIFICATION_KINDS)[number];

export const ROSTER_NOTIFICATION_KIND_LABELS: Record<RosterNotificationKind, string> = {
  published: 'Roster published',
  changed: 'Shift changed',
  cancelled: 'Shift cancelled',
  swap: 'Shift swap',
};

/** What became of a notification's e-mail. */
export const ROSTER_EMAIL_STATUSES = ['sent', 'failed', 'no_address'] as const;
export type RosterEmailStatus = (typeof ROSTER_EMAIL_STATUSES)[number];

export const ROSTER_EMAIL_STATUS_LABELS: Record<RosterEmailStatus, string> = {
  sent: 'Delivered',
  failed: 'Failed',
  no_address: 'No e-mail address',
};

/** `POST /rosters/publish` (202): the shifts published and the employees the queue tells. */
export interface PublishRosterResult {
  published: number;
  notified_employees: number;
  /** The publication; its notifications carry it. */
  job_id: number;
}

/** One shift as a notification and the employee's own roster show it. */
export interface ShiftSummary {
  shift_id: number;
  date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  role: string | null;
  department_name: string | null;
}

/** One notification sent to one employee (`GET /rosters/notifications`). */
export interface RosterDelivery {
  delivery_id: number;
  employee_id: number;
  employee_name: string;
  kind: RosterNotificationKind;
  /** The e-mail's subject: "Your roster for 7 Dec 2026 – 13 Dec 2026". */
  subject: string;
  /** What changed ("Mon 7 Dec 2026 9:00 am – 5:00 pm → Tue 8 Dec 2026 10:00 am – 6:00 pm"). */
  detail: string;
  sent_at: string;
  email_status: RosterEmailStatus;
  /** Shown in the app (the bell): the employee has a member account. */
  in_app: boolean;
  /** A change inside the award's notice period (ROSTER_CHANGE_NOTICE or the pay condition set's). */
  within_notice: boolean;
  /** The publication (job) that sent it; null for a change. */
  job_id: number | null;
  shift_ids: number[];
  /** Every shift of it acknowledged by the employee. */
  acknowledged: boolean;
  acknowledged_at: string | null;
}

/** `POST /self-service/shifts/feed-token`: the caller's calendar feed (the token is shown once). */
export interface ShiftFeed {
  url: string;
  created_at: string;
}

/** `POST /shifts/{id}/acknowledge`. */
export interface ShiftAcknowledgement {
  shift_id: number;
  acknowledged_at: string;
}

/** A published roster as the rosters screen lists it (`GET /rosters/publications`): kept, never deleted. */
export interface RosterPublicationRow {
  job_id: number;
  department_id: number;
  from: string;
  to: string;
  shift_count: number;
  employee_count: number;
  published_by: string;
  published_at: string;
}
