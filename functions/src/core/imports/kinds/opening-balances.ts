import { OPENING_BALANCE_IMPORT_FIELDS } from '@wattle/shared/import-fields/opening-balances';
import type { ImportRowError } from '@wattle/shared/imports';
import { openingBalanceInput } from '@wattle/shared/opening-balances';
import { hoursToUnits, unitsToHours } from '@wattle/shared/work-pattern';
import { VisibleError } from '../../error.ts';
import { leaveTypesOf, ledgerDay } from '../../leave/ledger.ts';
import { leaveEmployeeOf, readEmployeesWithAccounts } from '../../leave/ledger-store.ts';
import { checkLine, recordOpeningBalance, restoreOpeningBalance } from '../../leave/opening-balances.ts';
import type { ImportChangeItem } from '../import-entities.ts';
import { changesBetween, keyedEmployees, readCells } from './keyed-employees.ts';
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
 * The opening leave balances kind (issue 31 §1 and §2): one row per employee and accruing leave
 * type (by name), the hours and the day they are as at. A row is written by recordOpeningBalance,
 * the opening balances' own code path (the ledger's "Opening balance as at {date}" entry, the
 * audit event, the balances confirmed); the same opening again plans as unchanged. A revert puts
 * the type's previous opening back, or removes the one the import added, unless it changed since.
 */
const FIELDS = OPENING_BALANCE_IMPORT_FIELDS;
/** Schema and service paths to the columns they are read from. */
const COLUMN_OF: Record<string, string> = { leave_type_id: 'leave_type', balances: 'leave_type' };

interface Written {
  as_at: string;
  units: number;
}
/**
 * What a change record keeps: the type, its opening before (null: none), the one the import wrote,
 * and the time of the confirmation the row's write makes when the balances were not confirmed before
 * it (chosen when the row is recorded, before its write; its revert removes that confirmation if it
 * is still the one: nothing else confirmed them since).
 */
interface OpeningBefore {
  leave_type_id: number;
  opening: Written | null;
  written: Written;
  confirmed?: string | null;
}

const shownOf = (opening: Written | null): Record<string, string | null> =>
  opening ? { hours: unitsToHours(opening.units), as_at: opening.as_at } : {};

async function planner(options: PlanOptions, rows: readonly RowCells[]) {
  const { organizationId } = options;
  const people = await keyedEmployees(organizationId, options.key, FIELDS);
  const ids = [...new Set(rows.flatMap((cells) => people.peek(cells)?.employee_id ?? []))];
  const [types, accounts, { today }] = await Promise.all([
    leaveTypesOf(organizationId),
    ids.length > 0 ? readEmployeesWithAccounts(organizationId, ids, true) : [],
    ledgerDay(organizationId),
  ]);
  const accountOf = new Map(accounts.map((row) => [row.record.employee_id, row]));
  // Each employee's openings version and whether the balances are confirmed, as the step's rows
  // leave them (rows are written one at a time: a row plans against the one before it).
  const stateOf = new Map(
    accounts.map(({ record, account }) => [
      record.employee_id,
      { version: account.openings_version ?? 0, confirmed: Boolean(account.balances_confirmed) },
    ]),
  );
  /** What a row will write, recorded before it is written (run-rows.ts): the write moves the version on by one. */
  const recordOf = (employeeId: number, before: OpeningBefore): AppliedRow => {
    const version = stateOf.get(employeeId)?.version ?? 0;
    return {
      record_id: employeeId,
      action: before.opening ? 'updated' : 'created',
      before: before as unknown as Record<string, unknown>,
      version_before: version,
      version_after: version + 1,
    };
  };
  const typeByName = new Map(types.map((type) => [type.name.trim().toLowerCase(), type]));

  async function plan(cells: RowCells, column: (field: string) => string): Promise<PlannedRow> {
    const found = people.find(cells, column, cells.leave_type ?? '');
    if ('error' in found) return found.error;
    const { keyValue, entry } = found;
    const fail = (errors: ImportRowError[]): PlannedRow => ({ action: 'error', key: keyValue, errors });
    const { values, errors } = readCells(FIELDS, cells, column);
    const type = typeof values.leave_type === 'string' ? typeByName.get(values.leave_type.trim().toLowerCase()) : null;
    if (typeof values.leave_type === 'string' && !type) {
      errors.push(fieldError(column('leave_type'), `No leave type is named “${values.leave_type}”.`));
    }
    for (const field of FIELDS) {
      if (
        field.required &&
        values[field.key] === undefined &&
        !errors.some((error) => error.column === column(field.key))
      )
        errors.push(fieldError(column(field.key), `${field.label} is required.`));
    }
    const row = accountOf.get(entry.employee_id);
    if (errors.length > 0 || !type || !row) return fail(errors);
    const parsed = openingBalanceInput.safeParse({
      employee_id: entry.employee_id,
      leave_type_id: type.leave_type_id,
      as_at: values.as_at,
      hours: values.hours,
    });
    if (!parsed.success) {
      return fail(
        parsed.error.issues.map((issue) => {
          const path = String(issue.path[0] ?? 'hours');
          return fieldError(column(COLUMN_OF[path] ?? path), issue.message);
        }),
      );
    }
    const data = parsed.data;
    try {
      checkLine(type, data, leaveEmployeeOf(row.record), today);
    } catch (error) {
      if (!(error instanceof VisibleError)) throw error;
      const fields = Object.entries(error.details.errors ?? { hours: [error.message] });
      return fail(
        fields.flatMap(([field, messages]) =>
          messages.map((message) => fieldError(column(COLUMN_OF[field] ?? field), message)),
        ),
      );
    }
    const written: Written = { as_at: data.as_at, units: hoursToUnits(data.hours) ?? 0 };
    const stored = row.account.openings?.[String(type.leave_type_id)];
    const opening = stored ? { as_at: stored.as_at, units: stored.units } : null;
    if (opening && opening.as_at === written.as_at && opening.units === written.units) {
      return { action: 'unchanged', key: keyValue };
    }
    // The confirmation time is chosen when the row is recorded and given to recordOpeningBalance, so
    // the record knows, before the write, the confirmation its revert may remove.
    let recorded: AppliedRow | undefined;
    const record = async (): Promise<AppliedRow> => {
      recorded ??= recordOf(entry.employee_id, {
        leave_type_id: type.leave_type_id,
        opening,
        written,
        confirmed: stateOf.get(entry.employee_id)?.confirmed ? null : new Date().toISOString(),
      });
      return recorded;
    };
    return {
      action: opening ? 'update' : 'create',
      key: keyValue,
      changes: changesBetween(
        shownOf(opening),
        shownOf(written),
        FIELDS,
        (field) => `${type.name} ${field.label.toLowerCase()}`,
      ),
      record,
      apply: async () => {
        const change = await record();
        const { confirmed } = change.before as unknown as OpeningBefore;
        const saved = await recordOpeningBalance(organizationId, data, confirmed ?? undefined);
        stateOf.set(entry.employee_id, { version: saved.version, confirmed: saved.confirmed_at !== null });
        return { ...change, version_after: saved.version };
      },
    };
  }
  return { plan };
}

/** The template with data: every opening balance recorded, one row per employee and type. */
async function openingRows(organizationId: number): Promise<string[][]> {
  const people = await keyedEmployees(organizationId, 'employee_code', FIELDS);
  const live = people.directory.filter((entry) => !entry.trashed_at);
  if (live.length === 0) return [];
  const [types, accounts] = await Promise.all([
    leaveTypesOf(organizationId),
    readEmployeesWithAccounts(
      organizationId,
      live.map((entry) => entry.employee_id),
    ),
  ]);
  const nameOf = new Map(types.map((type) => [String(type.leave_type_id), type.name]));
  return accounts
    .flatMap(({ record, account }) => {
      const entry = people.byId.get(record.employee_id);
      return Object.entries(account.openings ?? {}).flatMap(([typeId, opening]) =>
        entry && nameOf.has(typeId) ? [{ entry, type: nameOf.get(typeId) as string, opening }] : [],
      );
    })
    .sort((a, b) => a.entry.employee_code.localeCompare(b.entry.employee_code) || a.type.localeCompare(b.type))
    .map(({ entry, type, opening }) => {
      const cells: Record<string, string> = {
        employee_code: entry.employee_code,
        personal_email: entry.personal_email,
        leave_type: type,
        hours: unitsToHours(opening.units),
        as_at: opening.as_at,
      };
      return FIELDS.map((field) => cells[field.key] ?? '');
    });
}

const beforeOf = (change: ImportChangeItem) => change.before as unknown as OpeningBefore;

/** The account's openings version (undefined: the employee is gone), what `neverWritten` compares. */
const versionOf = (row: { account: { openings_version?: number } } | undefined) =>
  row ? (row.account.openings_version ?? 0) : undefined;

/** The rows whose type's opening is no longer the one the import wrote (changed or removed since). */
async function changedSince(changes: readonly ImportChangeItem[]): Promise<string[]> {
  if (changes.length === 0) return [];
  const organizationId = changes[0]?.organization_id as number;
  const ids = [...new Set(changes.map((change) => change.record_id))];
  const [rows, types] = await Promise.all([
    readEmployeesWithAccounts(organizationId, ids, true),
    leaveTypesOf(organizationId),
  ]);
  const accountOf = new Map(rows.map((row) => [row.record.employee_id, row]));
  return changes.flatMap((change) => {
    const { leave_type_id, written } = beforeOf(change);
    const row = accountOf.get(change.record_id);
    if (neverWritten(change, versionOf(row))) return [];
    const now = row?.account.openings?.[String(leave_type_id)];
    if (now && now.as_at === written.as_at && now.units === written.units) return [];
    const name = row ? `${row.record.first_name} ${row.record.last_name}` : `Employee ${change.record_id}`;
    const type = types.find((entry) => entry.leave_type_id === leave_type_id)?.name ?? 'Leave';
    return [`${name}'s ${type} opening balance changed since.`];
  });
}

async function revert(change: ImportChangeItem): Promise<string | null> {
  const { leave_type_id, opening, confirmed } = beforeOf(change);
  const [row] = await readEmployeesWithAccounts(change.organization_id, [change.record_id], true);
  if (neverWritten(change, versionOf(row))) return null;
  try {
    await restoreOpeningBalance(
      change.organization_id,
      change.record_id,
      leave_type_id,
      opening,
      confirmed ? { unconfirmIf: confirmed } : 'keep',
    );
    return null;
  } catch (error) {
    if (error instanceof VisibleError) return `Employee ${change.record_id}: ${error.message}`;
    throw error;
  }
}

export const openingBalancesKind: ImportKindDefinition = {
  kind: 'opening-balances',
  fields: FIELDS,
  fieldGroups: [],
  rules: [{ module: 'leave', action: 'edit', scope: 'organization' }],
  planner: (options, rows) => planner(options, rows),
  rows: openingRows,
  changedSince,
  revert,
};
