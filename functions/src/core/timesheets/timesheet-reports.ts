import { addDays, isCalendarDate } from '@wattle/shared/calendar';
import { formatMoney } from '@wattle/shared/money';
import { PAY_CATEGORY_LABELS, type PayCategory, type PayLine } from '@wattle/shared/pay-conditions/pay-lines';
import { type OvertimeDecision, RANGE_OVER_A_YEAR, withinAYear } from '@wattle/shared/timesheet-constants';
import {
  type TimesheetOvertimeRow,
  type TimesheetReportRow,
  type TimesheetStatus,
  timesheetReportQuery,
} from '@wattle/shared/timesheets';
import { ID_PATTERN } from '@wattle/shared/validation';
import * as z from 'zod';
import { holdsField } from '../access/permissions.ts';
import { type CsvExport, toCsv } from '../csv.ts';
import { reachOf } from '../employees/employee-scope.ts';
import { parseInput } from '../validation.ts';
import { withPaidLocks } from './paid-periods.ts';
import { type TimesheetItem, timesheetEntity } from './timesheet-entities.ts';
import { priced, type TimesheetPricing } from './timesheet-pricing.ts';
import { peopleAndDepartments } from './timesheet-store.ts';

/**
 * Overtime and the hours-and-cost report, from the pay lines of the timesheets in the caller's
 * reach whose period shares a day with the range (read from the status index, one Query per
 * status; periods start at most a month before the range). A paid period's adjustment, when it is
 * read too, stands in for the timesheet it corrects.
 */

const isOvertime = (category: PayCategory) => category.startsWith('overtime');

async function timesheetsIn(organizationId: number, statuses: TimesheetStatus[], from: string, to: string) {
  const pages = await Promise.all(
    statuses.map((status) =>
      timesheetEntity()
        .query.byStatus({ organization_id: organizationId, status })
        .gte({ period_start: addDays(from, -31) })
        .go({ pages: 'all' }),
    ),
  );
  const { directory, departments } = await peopleAndDepartments(organizationId);
  const reach = reachOf(directory);
  const read = pages.flatMap((page) => page.data);
  // A paid period corrected by an adjustment counts once: the adjustment (read with it) replaces it.
  const replaced = new Set(read.map((item) => item.timesheet_id));
  const items = read
    .filter((item) => item.adjusted_by_timesheet_id === undefined || !replaced.has(item.adjusted_by_timesheet_id))
    .filter((item) => item.period_start <= to && item.period_end >= from)
    .filter((item) => !reach || reach.has(item.employee_id));
  // Paid periods' locks: one BatchGet of the few lock items the rows name.
  return { items: await withPaidLocks(organizationId, items), directory, departments };
}

export const overtimeQuery = z.lazy(() =>
  z
    .object({
      organization_id: z.string().regex(ID_PATTERN, { error: 'The organization is required.' }).transform(Number),
      from: z
        .string({ error: 'Choose the start date.' })
        .refine(isCalendarDate, { error: 'Enter a valid date (YYYY-MM-DD).' }),
      to: z
        .string({ error: 'Choose the end date.' })
        .refine(isCalendarDate, { error: 'Enter a valid date (YYYY-MM-DD).' }),
    })
    .refine((query) => query.from <= query.to, { path: ['to'], error: 'The end date cannot be before the start date.' })
    .refine((query) => withinAYear(query.from, query.to), { path: ['to'], error: RANGE_OVER_A_YEAR }),
);

/** A week's overtime decision as the overtime rows show it. */
function decisionOf(item: TimesheetItem, week: string): OvertimeDecision | null {
  const found = item.overtime_decisions?.find((row) => row.week_start === week);
  return found
    ? {
        week_start: found.week_start,
        decision: found.decision,
        comment: found.comment ?? null,
        decided_by: found.decided_by,
        decided_at: found.decided_at,
      }
    : null;
}

const weekOf = (item: TimesheetItem, date: string) => {
  const days = Math.round((Date.parse(date) - Date.parse(item.period_start)) / 86_400_000);
  return addDays(item.period_start, Math.floor(days / 7) * 7);
};

/** GET /timesheets/overtime: per employee and week (submitted and approved timesheets), the minutes the rules classed as overtime. */
export async function timesheetOvertime(input: unknown, pricing: TimesheetPricing): Promise<TimesheetOvertimeRow[]> {
  const query = parseInput(overtimeQuery, input);
  const { items, directory } = await timesheetsIn(
    query.organization_id,
    ['submitted', 'approved'],
    query.from,
    query.to,
  );
  const names = new Map(directory.map((entry) => [entry.employee_id, `${entry.first_name} ${entry.last_name}`]));
  const rows = new Map<string, TimesheetOvertimeRow>();
  const prices = await priced(pricing, query.organization_id, items);
  for (const item of items) {
    const pay = prices.get(item.timesheet_id)?.pay;
    for (const line of pay?.lines ?? []) {
      if (!isOvertime(line.category) || line.date < query.from || line.date > query.to) continue;
      const week = weekOf(item, line.date);
      const key = `${item.timesheet_id}#${week}`;
      const row: TimesheetOvertimeRow = rows.get(key) ?? {
        employee_id: item.employee_id,
        employee_name: names.get(item.employee_id) ?? item.employee_name,
        timesheet_id: item.timesheet_id,
        status: item.status,
        week_start: week,
        minutes: 0,
        amount_cents: 0,
        rules: [],
        version: item.version,
        decision: decisionOf(item, week),
        time_off_rule: prices.get(item.timesheet_id)?.time_off_rule ?? null,
        time_off_unverified: prices.get(item.timesheet_id)?.time_off_unverified ?? false,
        locked: item.locked_by_pay_run_id !== undefined && item.locked_by_pay_run_id !== null,
      };
      row.minutes += line.minutes;
      row.amount_cents = (row.amount_cents ?? 0) + line.amount_cents;
      const rule = row.rules.find((candidate) => candidate.rule === line.rule && candidate.category === line.category);
      if (rule) {
        rule.minutes += line.minutes;
        rule.amount_cents = (rule.amount_cents ?? 0) + line.amount_cents;
      } else
        row.rules.push({
          category: line.category,
          rule: line.rule,
          minutes: line.minutes,
          amount_cents: line.amount_cents,
          unverified: line.unverified,
        });
      rows.set(key, row);
    }
  }
  const pay = holdsField('pay');
  return [...rows.values()]
    .map((row) =>
      pay ? row : { ...row, amount_cents: null, rules: row.rules.map((rule) => ({ ...rule, amount_cents: null })) },
    )
    .sort((a, b) => a.week_start.localeCompare(b.week_start) || a.employee_name.localeCompare(b.employee_name, 'en'));
}

export interface TimesheetReport {
  from: string;
  to: string;
  group_by: 'employee' | 'department' | 'category';
  rows: TimesheetReportRow[];
  total: Omit<TimesheetReportRow, 'key' | 'label'>;
}

/** GET /timesheets/reports: hours and cost of approved timesheets' pay lines in the range, by employee, department or pay category. */
export async function timesheetReport(input: unknown, pricing: TimesheetPricing): Promise<TimesheetReport> {
  const query = parseInput(timesheetReportQuery, input);
  const { items, directory, departments } = await timesheetsIn(
    query.organization_id,
    ['approved'],
    query.from,
    query.to,
  );
  const people = new Map(directory.map((entry) => [entry.employee_id, entry]));
  const rows = new Map<string, TimesheetReportRow & { ids: Set<number> }>();
  const total = { minutes: 0, amount_cents: 0, overtime_minutes: 0, timesheets: 0 };
  const counted = new Set<number>();
  const groupOf = (item: TimesheetItem, line: PayLine): [string, string] => {
    const person = people.get(item.employee_id);
    if (query.group_by === 'category') return [line.category, PAY_CATEGORY_LABELS[line.category]];
    if (query.group_by === 'department') {
      const id = person?.department_id;
      return id ? [String(id), departments.get(id) ?? `Department #${id}`] : ['none', 'No department'];
    }
    return [String(item.employee_id), person ? `${person.first_name} ${person.last_name}` : item.employee_name];
  };
  const prices = await priced(pricing, query.organization_id, items);
  for (const item of items) {
    const pay = prices.get(item.timesheet_id)?.pay;
    for (const line of pay?.lines ?? []) {
      if (line.date < query.from || line.date > query.to) continue;
      const [key, label] = groupOf(item, line);
      const row = rows.get(key) ?? {
        key,
        label,
        minutes: 0,
        amount_cents: 0,
        overtime_minutes: 0,
        timesheets: 0,
        ids: new Set(),
      };
      row.minutes += line.minutes;
      row.amount_cents += line.amount_cents;
      if (isOvertime(line.category)) row.overtime_minutes += line.minutes;
      row.ids.add(item.timesheet_id);
      rows.set(key, row);
      total.minutes += line.minutes;
      total.amount_cents += line.amount_cents;
      if (isOvertime(line.category)) total.overtime_minutes += line.minutes;
      counted.add(item.timesheet_id);
    }
  }
  total.timesheets = counted.size;
  return {
    from: query.from,
    to: query.to,
    group_by: query.group_by,
    rows: [...rows.values()]
      .map(({ ids, ...row }) => ({ ...row, timesheets: ids.size }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en')),
    total,
  };
}

const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** The report as CSV (the formula guard of every export). */
export function timesheetReportCsv(report: TimesheetReport): Promise<CsvExport> {
  const heading = { employee: 'Employee', department: 'Department', category: 'Pay category' }[report.group_by];
  return toCsv(
    [heading, 'Hours', 'Overtime hours', 'Amount', 'Timesheets'],
    [
      ...report.rows.map((row) => [
        row.label,
        hours(row.minutes),
        hours(row.overtime_minutes),
        formatMoney(row.amount_cents),
        row.timesheets,
      ]),
      [
        'Total',
        hours(report.total.minutes),
        hours(report.total.overtime_minutes),
        formatMoney(report.total.amount_cents),
        report.total.timesheets,
      ],
    ],
  );
}
