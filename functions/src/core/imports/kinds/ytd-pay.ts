import { YTD_PAY_IMPORT_FIELDS } from '@wattle/shared/import-fields/ytd-pay';
import {
  CLEAR_MARKER,
  IMPORT_DATE_MESSAGE,
  type ImportChange,
  type ImportRowError,
  importDate,
} from '@wattle/shared/imports';
import { formatMoney, parseMoney } from '@wattle/shared/money';
import { financialYearDays, financialYearField } from '@wattle/shared/stp-events';
import { YTD_AMOUNT_FIELDS, YTD_AMOUNT_KEYS } from '@wattle/shared/ytd-brought-in';
import { noAccess, requirePermission } from '../../access/permissions.ts';
import { readDirectory } from '../../employees/directory.ts';
import { normalizeUnique } from '../../employees/employee-checks.ts';
import { VisibleError } from '../../error.ts';
import { putYtdBroughtIn } from '../../payroll/ytd-brought-in.ts';
import { type YtdBroughtInItem, ytdBroughtInEntity } from '../../payroll/ytd-brought-in-entity.ts';
import type { ImportChangeItem } from '../import-entities.ts';
import {
  type AppliedRow,
  fieldError,
  type ImportKindDefinition,
  neverWritten,
  type PlannedRow,
  type PlanOptions,
  type RowCells,
} from './kind.ts';

/**
 * The year-to-date pay kind (issue 31 §1–§2): one row per employee and financial year, written
 * through the screen's service (putYtdBroughtIn: validated, version-checked, audited). A blank
 * amount keeps the stored one; `#CLEAR` sets it to 0.00. Matched on the employee code or e-mail
 * and the financial year. A revert puts the previous figures back through the same service (a row
 * that created the year's figures is reverted to all 0.00, which every reader adds as nothing).
 */
const LABELS = new Map(YTD_PAY_IMPORT_FIELDS.map((field) => [field.key, field.label]));
const YEAR_MESSAGE = 'Enter the financial year like 2026-27.';

/** `2026-27`, `2026-2027`, `2026/27` → `2026-27`; null when it is none. */
function yearOf(text: string): string | null {
  const match = /^(\d{4})\s*[-/–]\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const label = `${match[1]}-${(match[2] as string).slice(-2)}`;
  return financialYearField().safeParse(label).success ? label : null;
}

type Stored = Pick<YtdBroughtInItem, 'amounts' | 'last_pay_date_elsewhere' | 'version'>;
const centsOf = (stored: Stored | undefined, key: string) =>
  ((stored?.amounts ?? {}) as Record<string, number | undefined>)[key] ?? 0;

async function storedOf(organizationId: number, pairs: readonly { employee_id: number; financial_year: string }[]) {
  const found = new Map<string, YtdBroughtInItem>();
  if (pairs.length === 0) return found;
  const { data } = await ytdBroughtInEntity()
    .get(pairs.map((pair) => ({ organization_id: organizationId, ...pair })))
    .go({ consistent: true });
  for (const item of data) found.set(`${item.employee_id}#${item.financial_year}`, item);
  return found;
}

async function planner(options: PlanOptions, rows: readonly RowCells[]) {
  const { organizationId, key } = options;
  // Payroll edit over the organization, as the screen's route asks (the kind also asks the pay group).
  if (requirePermission('payroll', 'edit') !== 'organization') throw noAccess();
  const directory = await readDirectory(organizationId);
  const people = new Map<string, { id: number; trashed: boolean }>();
  for (const entry of directory) {
    const value = key === 'personal_email' ? entry.personal_email : entry.employee_code;
    people.set(normalizeUnique(value), { id: entry.employee_id, trashed: entry.trashed_at !== null });
  }
  const pairs = new Map<string, { employee_id: number; financial_year: string }>();
  for (const cells of rows) {
    const person = people.get(normalizeUnique(cells[key] ?? ''));
    const year = yearOf(cells.financial_year ?? '');
    if (person && year) pairs.set(`${person.id}#${year}`, { employee_id: person.id, financial_year: year });
  }
  const stored = await storedOf(organizationId, [...pairs.values()]);
  const seen = new Set<string>();

  async function plan(cells: RowCells, column: (field: string) => string): Promise<PlannedRow> {
    const keyValue = (cells[key] ?? '').trim();
    const fail = (errors: ImportRowError[]): PlannedRow => ({ action: 'error', key: keyValue, errors });
    if (!keyValue) return fail([fieldError(column(key), `${LABELS.get(key)} is required to match rows.`)]);
    const person = people.get(normalizeUnique(keyValue));
    if (!person) return fail([fieldError(column(key), 'No employee has this code or e-mail.')]);
    if (person.trashed) return fail([fieldError(column(key), 'This employee is in the trash. Restore them first.')]);
    const year = yearOf(cells.financial_year ?? '');
    if (!year) return fail([fieldError(column('financial_year'), YEAR_MESSAGE)]);
    const pairKey = `${person.id}#${year}`;
    if (seen.has(pairKey)) {
      return fail([fieldError(column(key), 'This employee and year appear in an earlier row of the file.')]);
    }
    seen.add(pairKey);
    const before = stored.get(pairKey);
    const errors: ImportRowError[] = [];
    const amounts: Record<string, number> = {};
    for (const field of YTD_AMOUNT_KEYS) amounts[field] = centsOf(before, field);
    for (const field of YTD_AMOUNT_KEYS) {
      const text = cells[field];
      if (text === undefined) continue;
      const clean = text.trim().replace(/^\$/, '').replaceAll(',', '');
      const cents = clean.toUpperCase() === CLEAR_MARKER ? 0 : parseMoney(clean);
      if (cents === null || cents < 0) errors.push(fieldError(column(field), 'Enter an amount of 0.00 or more.'));
      else amounts[field] = cents;
    }
    let lastPay = before?.last_pay_date_elsewhere ?? null;
    const lastText = cells.last_pay_date_elsewhere;
    if (lastText !== undefined) {
      if (lastText.trim().toUpperCase() === CLEAR_MARKER) lastPay = null;
      else {
        const day = importDate(lastText);
        if (day) lastPay = day;
        else errors.push(fieldError(column('last_pay_date_elsewhere'), IMPORT_DATE_MESSAGE));
      }
    }
    if (errors.length > 0) return fail(errors);
    const changes: ImportChange[] = [];
    for (const field of YTD_AMOUNT_FIELDS) {
      const was = centsOf(before, field.key);
      const now = amounts[field.key] ?? 0;
      if (was !== now) {
        changes.push({
          field: field.key,
          label: field.label,
          before: before ? formatMoney(was) : null,
          after: formatMoney(now),
        });
      }
    }
    if ((before?.last_pay_date_elsewhere ?? null) !== lastPay) {
      changes.push({
        field: 'last_pay_date_elsewhere',
        label: LABELS.get('last_pay_date_elsewhere') ?? '',
        before: before?.last_pay_date_elsewhere ?? null,
        after: lastPay,
      });
    }
    if (changes.length === 0) return { action: 'unchanged', key: keyValue };
    const body = {
      financial_year: year,
      amounts: Object.fromEntries(Object.entries(amounts).map(([field, cents]) => [field, formatMoney(cents)])),
      last_pay_date_elsewhere: lastPay,
      ...(before ? { version: before.version } : {}),
    };
    // Checked as the screen checks it (a last pay date outside the year), so a dry run says so.
    const days = financialYearDays(year);
    if (lastPay && (lastPay < days.start || lastPay > days.end)) {
      return fail([fieldError(column('last_pay_date_elsewhere'), `The last pay date must be in ${year}.`)]);
    }
    const recorded: AppliedRow = {
      record_id: person.id,
      action: before ? 'updated' : 'created',
      before: {
        financial_year: year,
        amounts: before?.amounts ?? {},
        last_pay_date_elsewhere: before?.last_pay_date_elsewhere ?? null,
      },
      version_before: before?.version ?? 0,
      version_after: (before?.version ?? 0) + 1,
    };
    return {
      action: before ? 'update' : 'create',
      key: keyValue,
      changes,
      // Recorded before it is written (run-rows.ts): the service moves the version on by one.
      record: async () => recorded,
      apply: async () => {
        const saved = await putYtdBroughtIn(person.id, body);
        return { ...recorded, version_after: saved.version };
      },
    };
  }
  return { plan };
}

const yearOfChange = (change: ImportChangeItem) =>
  String((change.before as { financial_year?: string } | undefined)?.financial_year ?? '');

async function changedSince(changes: readonly ImportChangeItem[]): Promise<string[]> {
  if (changes.length === 0) return [];
  const organizationId = changes[0]?.organization_id as number;
  const stored = await storedOf(
    organizationId,
    changes.map((change) => ({ employee_id: change.record_id, financial_year: yearOfChange(change) })),
  );
  return changes.flatMap((change) => {
    const item = stored.get(`${change.record_id}#${yearOfChange(change)}`);
    if (neverWritten(change, item?.version)) return [];
    return item && item.version === change.version_after
      ? []
      : [`Employee ${change.record_id}'s ${yearOfChange(change)} year to date changed since.`];
  });
}

async function revert(change: ImportChangeItem): Promise<string | null> {
  const year = yearOfChange(change);
  const stored = (
    await storedOf(change.organization_id, [{ employee_id: change.record_id, financial_year: year }])
  ).get(`${change.record_id}#${year}`);
  if (neverWritten(change, stored?.version)) return null;
  if (!stored || stored.version !== change.version_after) {
    return `Employee ${change.record_id}'s ${year} year to date changed since.`;
  }
  const before = (change.before ?? {}) as { amounts?: Record<string, number>; last_pay_date_elsewhere?: string | null };
  try {
    await putYtdBroughtIn(change.record_id, {
      financial_year: year,
      amounts: Object.fromEntries(YTD_AMOUNT_KEYS.map((field) => [field, formatMoney(before.amounts?.[field] ?? 0)])),
      last_pay_date_elsewhere: before.last_pay_date_elsewhere ?? null,
      version: stored.version,
    });
    return null;
  } catch (error) {
    if (error instanceof VisibleError) return `Employee ${change.record_id} (${year}): ${error.message}`;
    throw error;
  }
}

/** The template filled with every year's figures on record, one row per employee and year. */
async function rows(organizationId: number): Promise<string[][]> {
  const [directory, { data }] = await Promise.all([
    readDirectory(organizationId),
    ytdBroughtInEntity().query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' }),
  ]);
  const people = new Map(directory.map((entry) => [entry.employee_id, entry]));
  return data.flatMap((item) => {
    const person = people.get(item.employee_id);
    if (!person || person.trashed_at !== null) return [];
    return [
      YTD_PAY_IMPORT_FIELDS.map((field) => {
        if (field.key === 'employee_code') return person.employee_code;
        if (field.key === 'personal_email') return person.personal_email;
        if (field.key === 'financial_year') return item.financial_year;
        if (field.key === 'last_pay_date_elsewhere') return item.last_pay_date_elsewhere ?? '';
        return formatMoney(centsOf(item, field.key));
      }),
    ];
  });
}

export const ytdPayKind: ImportKindDefinition = {
  kind: 'ytd-pay',
  fields: YTD_PAY_IMPORT_FIELDS,
  fieldGroups: ['pay'],
  // The screen's route's rule (PUT /employees/{id}/ytd-brought-in), checked before the import reads anything.
  rules: [{ module: 'payroll', action: 'edit', scope: 'organization', fields: ['pay'] }],
  planner: (options, all) => planner(options, all),
  rows,
  changedSince,
  revert,
};
