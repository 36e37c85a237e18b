import { addDays } from '@wattle/shared/calendar';
import { divideRounded } from '@wattle/shared/money';
import {
  builtInSet,
  type PayConditionSet,
  type PayConditionVersion,
  type TimesheetPay,
  type TimesheetPayTerms,
  timesheetExceptions,
  timesheetPayLines,
} from '@wattle/shared/pay-conditions/index';
import type { TimesheetException, TimesheetPayLines } from '@wattle/shared/timesheets';
import { type AuState, periodOn } from '@wattle/shared/work-pattern';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import type { EmployeeItem } from '../employees/employee-entity.ts';
import { workPatternOf } from '../employees/work-pattern.ts';
import { publicHolidaysFor } from '../leave/public-holidays.ts';
import {
  type EmployeePayItem,
  employeePayEntity,
  type PayConditionSetRecord,
  payConditionSetEntity,
} from '../payroll/setup-entities.ts';
import type { TimesheetItem } from './timesheet-entities.ts';

/**
 * Timesheets interpreted into pay lines (shared/src/pay-conditions/timesheet-pay.ts) under each
 * employee's terms on the period's first day: a pay condition set and classification (a built-in
 * or the organization's own), or award-free at the agreed hourly rate. Public holidays are those of
 * the employee's work state (their work pattern's), with the organization's corrections. Many
 * timesheets are read together: one BatchGet of pay items and employee records, one Query of the
 * organization's own sets, the holidays once per state.
 */

interface Terms {
  terms: TimesheetPayTerms;
  set: PayConditionSet | null;
  classification: string | null;
  state: AuState | null;
}

/** The record's employment type as pay condition sets name it (Contract and Internship are paid as full-time). */
const setEmploymentType = (type: string): 'full_time' | 'part_time' | 'casual' =>
  type === 'Casual' ? 'casual' : type === 'Part-time' ? 'part_time' : 'full_time';

const key = (organizationId: number, sk: string) => ({ pk: `org#${organizationId}`, sk });
const padded = (id: number) => String(id).padStart(12, '0');

function ownSet(record: PayConditionSetRecord): PayConditionSet {
  return {
    id: String(record.pay_condition_set_id),
    name: record.name,
    instrument: record.instrument,
    built_in: false,
    versions: record.versions as PayConditionVersion[],
  } as PayConditionSet;
}

/** Each employee's terms on `periodStarts` (employee → the date their terms are read on). */
async function termsOf(organizationId: number, periodStarts: ReadonlyMap<number, string>): Promise<Map<number, Terms>> {
  const ids = [...periodStarts.keys()];
  const payTable = tableNames().payroll;
  const employeeTable = tableNames().employees;
  const payKey = (id: number) =>
    employeePayEntity()
      .get({ organization_id: organizationId, employee_id: id })
      .params<{ Key: Record<string, string> }>().Key;
  const [found, ownSets] = await Promise.all([
    batchGet([
      { table: payTable, keys: ids.map(payKey), consistent: true },
      { table: employeeTable, keys: ids.map((id) => key(organizationId, `employee#${padded(id)}`)), consistent: true },
    ]),
    payConditionSetEntity().query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' }),
  ]);
  const pays = new Map(
    (found.get(payTable) ?? []).map((item) => [Number(item.employee_id), item as unknown as EmployeePayItem]),
  );
  const employees = new Map(
    (found.get(employeeTable) ?? []).map((item) => [Number(item.employee_id), item as unknown as EmployeeItem]),
  );
  const sets = new Map(ownSets.data.map((record) => [String(record.pay_condition_set_id), ownSet(record)]));
  const result = new Map<number, Terms>();
  for (const [id, start] of periodStarts) {
    const employee = employees.get(id);
    const pay = pays.get(id);
    const period = pay ? (periodOn(pay.periods, start) ?? pay.periods[0]) : undefined;
    const state = employee ? (periodOn(workPatternOf(employee), start)?.state ?? null) : null;
    const setId = period?.pay_condition_set_id;
    const set = setId ? (builtInSet(setId) ?? sets.get(setId) ?? null) : null;
    if (set && period?.classification && employee) {
      result.set(id, {
        terms: {
          kind: 'set',
          set,
          employee: {
            employment_type: setEmploymentType(employee.employment_type),
            classification: period.classification,
            date_of_birth: employee.date_of_birth ?? null,
            apprentice_year: period.apprentice_year ?? null,
            rate_override_cents: period.hourly_rate_e4 === undefined ? null : divideRounded(period.hourly_rate_e4, 100),
          },
        },
        set,
        classification: period.classification,
        state,
      });
    } else {
      result.set(id, {
        terms: { kind: 'flat', hourly_rate_e4: period?.hourly_rate_e4 ?? 0 },
        set: null,
        classification: null,
        state,
      });
    }
  }
  return result;
}

export interface Interpreted {
  item: TimesheetItem;
  terms: Terms;
  /** Null when the entries cannot be interpreted under the terms (a classification the set lacks on a date). */
  pay: TimesheetPay | null;
}

/** The pay lines of `items` (one organization's) under their employees' terms. */
export async function interpretTimesheets(
  organizationId: number,
  items: readonly TimesheetItem[],
): Promise<Interpreted[]> {
  if (items.length === 0) return [];
  const starts = new Map<number, string>();
  for (const item of items) if (!starts.has(item.employee_id)) starts.set(item.employee_id, item.period_start);
  const terms = await termsOf(organizationId, starts);
  const from = items.reduce(
    (min, item) => (item.period_start < min ? item.period_start : min),
    items[0]?.period_start ?? '',
  );
  const to = items.reduce((max, item) => (item.period_end > max ? item.period_end : max), '');
  const states = new Set([...terms.values()].map((term) => term.state));
  const holidays = new Map<AuState | null, string[]>();
  await Promise.all(
    [...states].map(async (state) =>
      holidays.set(
        state,
        (await publicHolidaysFor(organizationId, state, from, addDays(to, 1)))
          .filter((holiday) => !holiday.from_time)
          .map((holiday) => holiday.date),
      ),
    ),
  );
  return items.map((item) => {
    const term = terms.get(item.employee_id) as Terms;
    let pay: TimesheetPay | null = null;
    try {
      pay = timesheetPayLines(item.days, term.terms, {
        public_holidays: holidays.get(term.state) ?? [],
        period_start: item.period_start,
      });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
    return { item, terms: term, pay };
  });
}

/** What the timesheet's pay lines answer. */
export function toPayLines({ item, terms, pay }: Interpreted): TimesheetPayLines {
  return {
    timesheet_id: item.timesheet_id,
    pay_condition_set_id: terms.set?.id ?? null,
    pay_condition_set_name: terms.set?.name ?? null,
    classification: terms.classification,
    lines: pay?.lines ?? [],
    flags: pay?.flags ?? [],
    total_cents: pay?.total_cents ?? 0,
    worked_minutes: pay?.worked_minutes ?? item.worked_minutes,
    by_category: pay?.by_category ?? [],
    unverified: pay?.unverified ?? false,
  };
}

/** The exceptions an approver sees: the set's flags when interpreted under one, else the award-free checks. */
export function exceptionsOf(item: TimesheetItem, interpreted: Interpreted | undefined): TimesheetException[] {
  const flags = interpreted?.terms.terms.kind === 'set' && interpreted.pay ? interpreted.pay.flags : null;
  return timesheetExceptions(item.days, flags, {
    period_start: item.period_start,
    open_clock_dates: item.open_clock_dates ?? [],
  });
}
