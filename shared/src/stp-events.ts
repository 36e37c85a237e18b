import * as z from 'zod';
import { ID_PATTERN } from './validation.ts';

/*
 * Single Touch Payroll Phase 2 events and the end of the financial year (issue 30 §5): the events
 * Wattle HR prepares (a pay event per finalised run, update events, the finalisation declaration
 * and its removal, a full-file replacement), the state a gateway reports for each, and the
 * "Finalise the year" summary. Lodging through an SBR gateway is out of scope: the product's
 * gateway is a file export (core/payroll/stp-gateway.ts); a registered gateway is one module.
 */

/**
 * - `pay`: the pay event of a finalised run (PAYEVNT + PAYEVNTEMP).
 * - `update`: year-to-date figures corrected without a pay (an update event).
 * - `finalisation`: an update event declaring the year complete for its employees (final event indicator true).
 * - `finalisation_removal`: an update event with the indicator false, so the year can be amended and declared again.
 * - `replacement`: a full-file replacement of an earlier pay event (same run, marked as replacing it).
 */
export const STP_EVENT_KINDS = ['pay', 'update', 'finalisation', 'finalisation_removal', 'replacement'] as const;
export type StpEventKind = (typeof STP_EVENT_KINDS)[number];
export const STP_EVENT_KIND_LABELS: Record<StpEventKind, string> = {
  pay: 'Pay event',
  update: 'Update event',
  finalisation: 'Finalisation declaration',
  finalisation_removal: 'Finalisation removed (amendment)',
  replacement: 'Full-file replacement',
};

/** prepared: the file is ready (the file export's end state); sent, accepted, rejected: a gateway's answers. */
export const STP_EVENT_STATES = ['prepared', 'sent', 'accepted', 'rejected'] as const;
export type StpEventState = (typeof STP_EVENT_STATES)[number];
export const STP_EVENT_STATE_LABELS: Record<StpEventState, string> = {
  prepared: 'Prepared',
  sent: 'Sent',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** The financial year as the product labels it: `2026-27` (1 July 2026 – 30 June 2027). */
export const FINANCIAL_YEAR_PATTERN = /^\d{4}-\d{2}$/;
const YEAR_MESSAGE = 'Choose a financial year (like 2026-27).';
export const financialYearField = () =>
  z
    .string({ error: YEAR_MESSAGE })
    .regex(FINANCIAL_YEAR_PATTERN, { error: YEAR_MESSAGE })
    .refine((label) => (Number(label.slice(0, 4)) + 1) % 100 === Number(label.slice(5)), { error: YEAR_MESSAGE });
/** The financial year a day falls in, as labelled: `2026-11-18` → `2026-27`, `2027-06-30` → `2026-27`. */
export const financialYearLabelOf = (day: string) => {
  const year = Number(day.slice(0, 4));
  const first = Number(day.slice(5, 7)) >= 7 ? year : year - 1;
  return `${first}-${String(first + 1).slice(2)}`;
};
/** `2026-27` → its first and last days. */
export const financialYearDays = (label: string) => {
  const first = Number(label.slice(0, 4));
  return { start: `${first}-07-01`, end: `${first + 1}-06-30` };
};

const id = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: message }).regex(ID_PATTERN, { error: message }).transform(Number),
  );

/** At most this many employees named in one request (an event for everyone names none). */
export const STP_EVENT_MAX_NAMED = 500;
const employeeIds = () =>
  z
    .array(id('Unknown employee.'), { error: 'Name the employees as a list of ids.' })
    .min(1, { error: 'Name at least one employee.' })
    .max(STP_EVENT_MAX_NAMED, { error: `Name at most ${STP_EVENT_MAX_NAMED} employees, or none for everyone.` });

/** POST /payroll/stp-events: prepare an event and hand it to the gateway. */
export const stpEventCreateInput = z.lazy(() =>
  z.discriminatedUnion(
    'kind',
    [
      z.object({
        organization_id: id('The organization is required.'),
        kind: z.literal('pay'),
        pay_run_id: id('Choose a pay run.'),
      }),
      z.object({
        organization_id: id('The organization is required.'),
        kind: z.enum(['update', 'finalisation', 'finalisation_removal']),
        financial_year: financialYearField(),
        employee_ids: employeeIds().optional(),
      }),
      z.object({
        organization_id: id('The organization is required.'),
        kind: z.literal('replacement'),
        replaces_stp_event_id: id('Choose the pay event to replace.'),
      }),
    ],
    { error: 'Choose the kind of event: pay, update, finalisation, finalisation_removal or replacement.' },
  ),
);
export type StpEventCreateInput = z.input<typeof stpEventCreateInput>;

/** POST /payroll/stp-events/{id}/outcome: what the gateway (or the employer's lodging service) answered. */
export const stpEventOutcomeInput = z.lazy(() =>
  z.object({
    state: z.enum(['sent', 'accepted', 'rejected'], { error: 'Choose sent, accepted or rejected.' }),
    reference: z.string().trim().max(100).optional(),
    message: z.string().trim().max(1000).optional(),
    version: id('The version is required.'),
  }),
);

export const stpEventListQuery = z.lazy(() =>
  z.object({
    organization_id: id('Choose an organization.'),
    financial_year: financialYearField(),
  }),
);

export const eofyQuery = stpEventListQuery;

/** One answer of the gateway, kept against the event in order. */
export interface StpGatewayResponse {
  at: string;
  gateway: string;
  state: StpEventState;
  reference: string | null;
  message: string | null;
}

export interface StpEvent {
  stp_event_id: number;
  organization_id: number;
  financial_year: string;
  kind: StpEventKind;
  submission_id: string;
  pay_run_id: number | null;
  replaces_stp_event_id: number | null;
  employee_count: number;
  state: StpEventState;
  gateway: string;
  responses: StpGatewayResponse[];
  created_at: string;
  created_by: string;
  version: number;
}

/** The stored payload of an event (TFNs are never stored: the file export opens them from the employee record). */
export interface StpEventDetail extends StpEvent {
  /** The event header (submission, dates, the `Payer` record) with its `Payees`, as the file has them. */
  payload: Record<string, unknown> & { Payees: Record<string, unknown>[] };
}

/** GET /payroll/eofy: the "Finalise the year" screen. */
export interface EofyEmployee {
  employee_id: number;
  employee_name: string;
  employee_code: string | null;
  payslips: number;
  /** Year to date by STP category, two-decimal strings. */
  gross: string;
  paid_leave: string;
  allowances: string;
  overtime: string;
  bonuses_and_commissions: string;
  /** Back pay reported as Lump Sum E, every year it accrued in together (the pay event has them by year). */
  lump_sum_e: string;
  salary_sacrifice: string;
  withholding: string;
  super_liability: string;
  ordinary_time_earnings: string;
  qualifying_earnings: string | null;
  problems: string[];
  /** The employee's finalisation: the last declaration or removal naming them, with its state. */
  finalised: boolean;
  finalisation_state: StpEventState | null;
  finalisation_event_id: number | null;
}

export interface EofySummary {
  financial_year: string;
  start: string;
  end: string;
  employees: EofyEmployee[];
  totals: { employees: number; payslips: number; gross: string; withholding: string };
  problems: number;
  finalised: number;
}
