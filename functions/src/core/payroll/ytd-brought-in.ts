import { formatLongDate } from '@wattle/shared/calendar';
import { formatAud, formatMoney, parseMoney } from '@wattle/shared/money';
import { financialYearDays } from '@wattle/shared/stp-events';
import {
  YTD_AMOUNT_FIELDS,
  YTD_AMOUNT_KEYS,
  type YtdBroughtIn,
  ytdBroughtInInput,
  ytdBroughtInQuery,
} from '@wattle/shared/ytd-brought-in';
import { organizationAccess } from '../access/permissions.ts';
import { auditPut, diffFields } from '../audit/audit.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { employeeEntity } from '../employees/employee-entity.ts';
import { readEmployee } from '../employees/employee-links.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { requireMembership } from '../tenancy/memberships.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { type YtdBroughtInItem, ytdBroughtInEntity } from './ytd-brought-in-entity.ts';
import type { BroughtInAmounts } from './ytd-brought-in-math.ts';

/**
 * The year-to-date-brought-in service (the record: ytd-brought-in-entity.ts): the screen's GET and
 * PUT, and the reads every year-to-date reader makes (one BatchGet for a run's employees, one Query
 * for a year).
 */

const amountsOf = (item: Pick<YtdBroughtInItem, 'amounts'> | undefined): BroughtInAmounts =>
  (item?.amounts ?? {}) as BroughtInAmounts;

/** The brought-in figures of these employees in a financial year, by employee (one BatchGet). */
export async function broughtInOf(
  organizationId: number,
  financialYear: string,
  employeeIds: readonly number[],
): Promise<Map<number, BroughtInAmounts>> {
  const ids = [...new Set(employeeIds)];
  if (ids.length === 0) return new Map();
  const { data } = await ytdBroughtInEntity()
    .get(ids.map((employee_id) => ({ organization_id: organizationId, financial_year: financialYear, employee_id })))
    .go({ consistent: true });
  return new Map(data.map((item) => [item.employee_id, amountsOf(item)]));
}

/** Every employee's brought-in figures in a financial year (one Query, paged through). */
export async function broughtInOfYear(organizationId: number, financialYear: string): Promise<YtdBroughtInItem[]> {
  const { data } = await ytdBroughtInEntity()
    .query.byOrganization({ organization_id: organizationId, financial_year: financialYear })
    .go({ pages: 'all' });
  return data;
}

export interface NamedBroughtIn {
  employee_id: number;
  employee_name: string;
  amounts: BroughtInAmounts;
}

/** Every employee's brought-in figures in a financial year with their name (one Query, one BatchGet). */
export async function broughtInWithNames(organizationId: number, financialYear: string): Promise<NamedBroughtIn[]> {
  const items = await broughtInOfYear(organizationId, financialYear);
  if (items.length === 0) return [];
  const { data } = await employeeEntity()
    .get(items.map((item) => ({ organization_id: organizationId, employee_id: item.employee_id })))
    .go({ attributes: ['organization_id', 'employee_id', 'first_name', 'last_name'] });
  const names = new Map(data.map((record) => [record.employee_id, `${record.first_name} ${record.last_name}`.trim()]));
  return items.map((item) => ({
    employee_id: item.employee_id,
    employee_name: names.get(item.employee_id) ?? '',
    amounts: amountsOf(item),
  }));
}

function toJson(employeeId: number, financialYear: string, item: YtdBroughtInItem | null): YtdBroughtIn {
  const amounts = amountsOf(item ?? undefined);
  return {
    employee_id: employeeId,
    financial_year: financialYear,
    amounts: Object.fromEntries(YTD_AMOUNT_KEYS.map((key) => [key, formatMoney(amounts[key] ?? 0)])),
    last_pay_date_elsewhere: item?.last_pay_date_elsewhere ?? null,
    version: item?.version ?? 0,
    updated_at: item?.updated_at ?? null,
  };
}

async function employeeOf(employeeId: number) {
  const organizationId = organizationAccess().id;
  requireMembership(organizationId);
  const employee = await readEmployee(organizationId, employeeId);
  if (!employee || employee.trashed_at) throw VisibleError.notFound('Employee');
  return { organizationId, employee };
}

async function readItem(organizationId: number, financialYear: string, employeeId: number) {
  const { data } = await ytdBroughtInEntity()
    .get({ organization_id: organizationId, financial_year: financialYear, employee_id: employeeId })
    .go({ consistent: true });
  return data;
}

/** GET /employees/{id}/ytd-brought-in?financial_year=: the figures (all 0.00, version 0, when none were entered). */
export async function getYtdBroughtIn(employeeId: number, query: unknown): Promise<YtdBroughtIn> {
  const { financial_year: financialYear } = parseInput(ytdBroughtInQuery, query);
  const { organizationId } = await employeeOf(employeeId);
  return toJson(employeeId, financialYear, await readItem(organizationId, financialYear, employeeId));
}

const LABELS: Record<string, string> = {
  ...Object.fromEntries(YTD_AMOUNT_FIELDS.map((field) => [field.key, field.label])),
  last_pay_date_elsewhere: 'Last pay date elsewhere',
};
const auditView = (amounts: BroughtInAmounts, lastPay: string | null | undefined) => ({
  ...Object.fromEntries(YTD_AMOUNT_KEYS.map((key) => [key, formatAud(amounts[key] ?? 0)])),
  last_pay_date_elsewhere: lastPay ?? null,
});

/**
 * PUT /employees/{id}/ytd-brought-in: sets one financial year's figures (amounts left out are
 * 0.00). `version` is the one the GET answered (0 or none for a first entry; a mismatch: 409).
 * Allowed at any time: every year-to-date reader adds the record when it reads, so a correction
 * reaches the next run, STP event and report without anything else to move.
 */
export async function putYtdBroughtIn(employeeId: number, input: unknown): Promise<YtdBroughtIn> {
  const data = parseInput(ytdBroughtInInput, input);
  const { organizationId, employee } = await employeeOf(employeeId);
  const financialYear = data.financial_year;
  const lastPay = data.last_pay_date_elsewhere ?? null;
  const days = financialYearDays(financialYear);
  if (lastPay && (lastPay < days.start || lastPay > days.end)) {
    throw VisibleError.validation({
      last_pay_date_elsewhere: [
        `The last pay date elsewhere must be in the financial year ${financialYear} (${formatLongDate(days.start)} to ${formatLongDate(days.end)}).`,
      ],
    });
  }
  const current = await readItem(organizationId, financialYear, employeeId);
  if (current) checkVersion(data.version, current.version);
  else if (data.version !== undefined && data.version !== 0) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  const amounts: Record<string, number> = {};
  for (const [key, text] of Object.entries(data.amounts)) {
    const cents = parseMoney(text as string) ?? 0;
    if (cents !== 0) amounts[key] = cents;
  }
  const item = {
    organization_id: organizationId,
    financial_year: financialYear,
    employee_id: employeeId,
    amounts,
    ...(lastPay ? { last_pay_date_elsewhere: lastPay } : {}),
    version: (current?.version ?? 0) + 1,
    updated_at: new Date().toISOString(),
  };
  const write = current
    ? ytdBroughtInEntity()
        .put(item)
        .where(({ version }, { eq }) => eq(version, current.version))
    : ytdBroughtInEntity().create(item);
  const name = `${employee.first_name} ${employee.last_name}`.trim();
  const changes = diffFields(
    current ? auditView(amountsOf(current), current.last_pay_date_elsewhere) : null,
    auditView(amounts, lastPay),
    LABELS,
  );
  const result = await transactWrite([
    committed(write),
    auditPut({
      organizationId,
      module: 'payroll',
      action: current ? 'update' : 'create',
      record: { type: 'ytd_brought_in', id: `${employeeId}-${financialYear}`, label: `${name} ${financialYear}` },
      summary: `${current ? 'Changed' : 'Entered'} ${name}'s year to date brought in for ${financialYear}`,
      changes,
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return toJson(employeeId, financialYear, item as YtdBroughtInItem);
}
