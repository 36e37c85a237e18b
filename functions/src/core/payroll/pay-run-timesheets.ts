import { formatDayRange } from '@wattle/shared/calendar';
import { divideRounded } from '@wattle/shared/money';
import { minimumRateFor } from '@wattle/shared/pay-conditions/minimum-rate';
import type { PayConditionSet } from '@wattle/shared/pay-conditions/model';
import { awardEmploymentType } from '@wattle/shared/pay-conditions/model';
import { PAY_CATEGORY_LABELS, type PayCategory } from '@wattle/shared/pay-conditions/pay-lines';
import { timeOffWeeksOf } from '@wattle/shared/pay-conditions/time-off-in-lieu';
import { type TimesheetPayTerms, timesheetPayLines } from '@wattle/shared/pay-conditions/timesheet-pay';
import { TIMESHEET_STATUS_LABELS } from '@wattle/shared/timesheet-constants';
import { type AuState, periodOn } from '@wattle/shared/work-pattern';
import { publicHolidaysFor } from '../leave/public-holidays.ts';
import { lockPaidPeriods, type PaidPeriodLock } from '../timesheets/paid-periods.ts';
import {
  type PeriodGuard,
  type PeriodTimesheet,
  type PeriodTimesheetVersion,
  periodGuardsOf,
  timesheetVersionsOfPeriod,
} from '../timesheets/period-timesheets.ts';
import { payConditionSetsById } from './pay-conditions.ts';
import type { TaskEmployee } from './pay-run-inputs.ts';
import type { CalculatedLine } from './payslip-types.ts';
import type { EmployeePayPeriod } from './setup-entities.ts';
import { withTimeOff } from './time-off-credit.ts';

/**
 * Hourly employees paid from their approved timesheets (issue 27 §2): a pay condition set's
 * employees, casuals without ordinary hours, and any hourly employee with an approved timesheet in
 * the period. Their ordinary time is the timesheets' pay lines (interpreted under the set, or at the
 * agreed rate award-free), one payslip line per category and rate, naming the rule; without an
 * approved timesheet they get no ordinary pay, and the payslip's notice says why.
 *
 * A run pays the timesheets whose period starts in its period (timesheets follow the employee's pay
 * schedule), only their days inside it.
 */

/** What the pay period stores of the employee's pay conditions (issue 27 §1). */
type AwardFields = Pick<
  EmployeePayPeriod,
  'basis' | 'ordinary_hours_per_week' | 'hourly_rate_e4' | 'pay_condition_set_id' | 'classification' | 'apprentice_year'
>;

export interface TimesheetPayslip {
  lines: CalculatedLine[];
  /** The rate leave is paid at: the agreed rate, else the set's minimum for the employee (ten-thousandths). */
  rate_e4: number;
  /** Why there is no or less ordinary pay (no approved timesheet, one not yet approved): shown in review. */
  notice?: string;
  /** What stops finalising (a set that no longer exists, entries the rules cannot read). */
  problem?: string;
}

const award = (period: EmployeePayPeriod): AwardFields => period as AwardFields;

/** Whether an employee's period is paid from timesheets (given whether one was approved). */
export function paidFromTimesheets(period: EmployeePayPeriod, approved: boolean): boolean {
  const fields = award(period);
  if (fields.basis !== 'hourly') return false;
  return Boolean(fields.pay_condition_set_id) || fields.ordinary_hours_per_week === 0 || approved;
}

/** The terms a timesheet is paid on, or why it cannot be. */
export function timesheetTermsOf(
  period: EmployeePayPeriod,
  employee: Pick<TaskEmployee, 'leave_record'> & { date_of_birth?: string },
  sets: ReadonlyMap<string, PayConditionSet>,
): TimesheetPayTerms | string {
  const fields = award(period);
  if (!fields.pay_condition_set_id) return { kind: 'flat', hourly_rate_e4: fields.hourly_rate_e4 ?? 0 };
  const set = sets.get(fields.pay_condition_set_id);
  if (!set) return 'Its pay condition set no longer exists: choose another in pay setup.';
  return {
    kind: 'set',
    set,
    employee: {
      employment_type: awardEmploymentType(employee.leave_record.employment_type),
      classification: fields.classification ?? '',
      date_of_birth: employee.date_of_birth ?? null,
      apprentice_year: fields.apprentice_year ?? null,
      rate_override_cents: fields.hourly_rate_e4 === undefined ? null : divideRounded(fields.hourly_rate_e4, 100),
    },
  };
}

const OVERTIME: ReadonlySet<PayCategory> = new Set([
  'overtime_first',
  'overtime_after',
  'overtime_sunday',
  'overtime_public_holiday',
  'overtime_time_off',
]);

/** One payslip line per category, rate and rule, in the order they were first paid. */
export function payslipLinesOf(
  lines: ReadonlyArray<{
    category: PayCategory;
    rate_cents: number;
    rule: string;
    minutes: number;
    amount_cents: number;
    unverified: boolean;
    time_off_minutes?: number;
  }>,
): CalculatedLine[] {
  const groups = new Map<string, { line: CalculatedLine; minutes: number }>();
  for (const line of lines) {
    const key = `${line.category}#${line.rate_cents}#${line.rule}`;
    const group = groups.get(key);
    if (group) {
      group.minutes += line.minutes;
      group.line.amount_cents += line.amount_cents;
      group.line.hours = divideRounded(group.minutes * 100, 60);
      withTimeOff(group.line, line.time_off_minutes);
      continue;
    }
    groups.set(key, {
      minutes: line.minutes,
      line: {
        id: `timesheet-${groups.size + 1}`,
        kind: OVERTIME.has(line.category) ? 'overtime' : 'ordinary',
        description: `${PAY_CATEGORY_LABELS[line.category]} (${line.rule}${line.unverified ? ', unverified' : ''})`,
        hours: divideRounded(line.minutes * 100, 60),
        rate_e4: line.rate_cents * 100,
        amount_cents: line.amount_cents,
        source: 'calculated',
      },
    });
    withTimeOff((groups.get(key) as { line: CalculatedLine }).line, line.time_off_minutes);
  }
  return [...groups.values()].map((group) => group.line);
}

/**
 * The timesheet pay of those paid from timesheets, and every employee's approved timesheets of the
 * period as a payslip keeps them (a salaried employee's too: one approved later makes the payslip stale).
 */
export interface RunTimesheets {
  pay: Map<number, TimesheetPayslip>;
  basis: Map<number, string[]>;
}

/** The public holiday dates of each state the employees work in, over the run's period: one read a state. */
export async function holidaysByState(
  organizationId: number,
  states: Iterable<AuState | null>,
  period: { period_start: string; period_end: string },
): Promise<Map<AuState | null, string[]>> {
  const found = new Map<AuState | null, string[]>();
  await Promise.all(
    [...new Set(states)].map(async (state) => {
      const holidays = await publicHolidaysFor(organizationId, state, period.period_start, period.period_end);
      found.set(
        state,
        holidays.map((holiday) => holiday.date),
      );
    }),
  );
  return found;
}

export const stateOf = (employee: TaskEmployee, on: string): AuState | null => {
  const periods = employee.leave_record.work_pattern_periods ?? [];
  return (periodOn(periods, on) ?? periods[0])?.state ?? null;
};

/** The pay condition sets and public holiday dates (by state) a slice's timesheets are paid under. */
export interface TimesheetReferences {
  sets: ReadonlyMap<string, PayConditionSet>;
  holidays: ReadonlyMap<AuState | null, string[]>;
}

/**
 * What paying the slice from timesheets reads besides the timesheets, for every hourly employee (any
 * of them may have one approved): the sets they are paid under (one read a set) and the public
 * holidays of their states (one read a state). It needs only their pay and records, so a calculate
 * task reads it beside the timesheets, not after them; nothing is read for a slice with no one hourly.
 */
export async function timesheetReferencesOf(
  run: { organization_id: number; period_start: string; period_end: string },
  employees: ReadonlyMap<number, TaskEmployee>,
  periods: ReadonlyMap<number, EmployeePayPeriod>,
): Promise<TimesheetReferences> {
  const hourly = [...periods].filter(([id, period]) => award(period).basis === 'hourly' && employees.has(id));
  if (hourly.length === 0) return { sets: new Map(), holidays: new Map() };
  const [sets, holidays] = await Promise.all([
    payConditionSetsById(
      run.organization_id,
      hourly.flatMap(([, period]) => award(period).pay_condition_set_id ?? []),
    ),
    holidaysByState(
      run.organization_id,
      hourly.map(([id]) => stateOf(employees.get(id) as TaskEmployee, run.period_end)),
      run,
    ),
  ]);
  return { sets, holidays };
}

/**
 * The timesheet pay of the slice's employees paid from timesheets, by employee, from the period's
 * `timesheets` (timesheetsOfPeriod) and the `references` they are paid under
 * (timesheetReferencesOf), both read by the caller with its other reads.
 */
export function timesheetPayOf(
  run: { organization_id: number; period_start: string; period_end: string },
  ids: readonly number[],
  employees: ReadonlyMap<number, TaskEmployee & { date_of_birth?: string }>,
  periods: ReadonlyMap<number, EmployeePayPeriod>,
  timesheets: ReadonlyMap<number, PeriodTimesheet[]>,
  references: TimesheetReferences,
): RunTimesheets {
  const found = new Map<number, TimesheetPayslip>();
  const basis = new Map(ids.map((id) => [id, timesheetBasisOf(timesheets.get(id))]));
  for (const id of ids) {
    const period = periods.get(id);
    const employee = employees.get(id);
    const approved = (timesheets.get(id) ?? []).some((sheet) => sheet.status === 'approved');
    if (period === undefined || employee === undefined || !paidFromTimesheets(period, approved)) continue;
    const terms = timesheetTermsOf(period, employee, references.sets);
    const holidays = references.holidays.get(stateOf(employee, run.period_end)) ?? [];
    found.set(id, payOfSheets(timesheets.get(id) ?? [], terms, holidays, run, period));
  }
  return { pay: found, basis };
}

function payOfSheets(
  sheets: readonly PeriodTimesheet[],
  terms: TimesheetPayTerms | string,
  holidays: readonly string[],
  run: { period_start: string; period_end: string },
  period: EmployeePayPeriod,
): TimesheetPayslip {
  const rate = award(period).hourly_rate_e4 ?? 0;
  if (typeof terms === 'string') return { lines: [], rate_e4: rate, problem: terms };
  const approved = sheets.filter((sheet) => sheet.status === 'approved');
  const waiting = sheets.filter((sheet) => sheet.status !== 'approved');
  const notices = waiting.map(
    (sheet) =>
      `The timesheet for ${formatDayRange(sheet.period_start, sheet.period_end)} is ${TIMESHEET_STATUS_LABELS[sheet.status].toLowerCase()}, not approved: its hours are not paid.`,
  );
  if (approved.length === 0 && waiting.length === 0)
    notices.push('No approved timesheet in this period: no ordinary hours are paid.');
  const lines: CalculatedLine[] = [];
  const minimum = terms.kind === 'set' && rate === 0 ? minimumRateFor(terms.set, terms.employee, run.period_end) : null;
  const rateE4 = minimum ? minimum.hourly_cents * 100 : rate;
  try {
    for (const sheet of approved) {
      const days = sheet.days.filter((day) => day.date >= run.period_start && day.date <= run.period_end);
      const pay = timesheetPayLines(days, terms, {
        public_holidays: holidays,
        period_start: sheet.period_start,
        time_off_weeks: timeOffWeeksOf(sheet.overtime_decisions),
      });
      lines.push(...payslipLinesOf(pay.lines));
    }
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { lines: [], rate_e4: rateE4, problem: `Its timesheet cannot be paid: ${error.message}.` };
  }
  lines.forEach((line, index) => {
    line.id = `timesheet-${index + 1}`;
  });
  return {
    lines,
    rate_e4: rateE4,
    ...(notices.length > 0 ? { notice: notices.join(' ') } : {}),
  };
}

/** The approved timesheets of an employee's period as a payslip keeps them (`<id>:<version>`, sorted). */
export const timesheetBasisOf = (sheets: readonly PeriodTimesheetVersion[] = []): string[] =>
  sheets
    .filter((sheet) => sheet.status === 'approved')
    .map((sheet) => `${sheet.timesheet_id}:${sheet.version}`)
    .sort();

/**
 * The payslips whose period's approved timesheets are no longer those they were worked out with
 * (one approved, changed or sent back since): finalising refuses them, recalculating works them
 * out again. None in an adjustment run. Two reads (timesheetVersionsOfPeriod: versions, not days).
 */
export async function staleTimesheetSlips<
  S extends { employee_id: number; posted?: boolean; timesheet_basis?: string[] },
>(
  run: { organization_id: number; period_start: string; period_end: string; adjusts_pay_run_id?: number },
  slips: readonly S[],
  /** All the period's guards, when the caller has them (lockPaidTimesheetPeriods). */
  guards?: readonly PeriodGuard[],
) {
  if (run.adjusts_pay_run_id !== undefined || slips.length === 0) return [];
  const ids = slips.map((slip) => slip.employee_id).sort((a, b) => a - b);
  const sheets = await timesheetVersionsOfPeriod(run.organization_id, ids, run, guards);
  return slips.filter((slip) => {
    if (slip.posted === true) return false;
    const now = timesheetBasisOf(sheets.get(slip.employee_id));
    const then = slip.timesheet_basis ?? [];
    return now.length !== then.length || now.some((entry, index) => entry !== then[index]);
  });
}

export const staleTimesheetMessage = (names: readonly string[]) =>
  `Timesheets were approved or changed in this period after ${names.length === 1 ? 'this payslip was' : `these ${names.length} payslips were`} calculated: ${names.join(', ')}. Recalculate ${names.length === 1 ? 'it' : 'them'} before finalising.`;

/**
 * Finalising a regular run locks the periods of the timesheets its payslips were worked out with
 * (core/timesheets/paid-periods.ts) before it checks they are still those versions: one Query of
 * the period guards, then a write a period start and block. None for an adjustment run. The guards
 * read come back with the lock, for the check (staleTimesheetSlips) not to read them again: every
 * employee it locks has its guard among them (a period's guard is written with its timesheet).
 */
export async function lockPaidTimesheetPeriods<
  S extends { employee_id: number; posted?: boolean; timesheet_basis?: string[] },
>(
  run: {
    organization_id: number;
    pay_run_id: number;
    period_start: string;
    period_end: string;
    adjusts_pay_run_id?: number;
  },
  slips: readonly S[],
): Promise<{ lock?: PaidPeriodLock; guards?: PeriodGuard[] }> {
  if (run.adjusts_pay_run_id !== undefined) return {};
  const paidIds = new Set(
    slips.flatMap((slip) =>
      slip.posted === true ? [] : (slip.timesheet_basis ?? []).map((basis) => Number(basis.split(':')[0])),
    ),
  );
  if (paidIds.size === 0) return {};
  const guards = await periodGuardsOf(run.organization_id, run);
  const paid = guards.filter((guard) => paidIds.has(guard.timesheet_id));
  return { lock: await lockPaidPeriods(run.organization_id, run.pay_run_id, paid), guards };
}
