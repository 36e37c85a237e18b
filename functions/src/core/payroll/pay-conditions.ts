import type { AuditChange } from '@wattle/shared/audit';
import {
  BUILT_IN_PAY_CONDITION_SETS,
  builtInSet,
  type PayConditionSet,
  type PayConditionSetView,
  type PayConditionVersion,
  type PenaltyRule,
} from '@wattle/shared/pay-conditions/index';
import { payConditionSetCopy, payConditionSetInput } from '@wattle/shared/pay-conditions/schema';
import { type AuditEntry, auditPut, diffFields } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { requireMembership } from '../tenancy/memberships.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { payrollCounter } from './payroll-ids.ts';
import { employeePayEntity, type PayConditionSetRecord, payConditionSetEntity } from './setup-entities.ts';

/**
 * Pay condition sets (issue 27 §1): the built-in awards (code, read-only) and the organization's
 * own sets (copies of a built-in changed into an agreement, or built from nothing), stored whole
 * in the payroll table (`conditions#<id>`). Every write is validated by the shared schema first
 * (422 with the field, nothing written) and goes in one transaction with its audit event, checked
 * against the set's version. docs/pay-conditions.md describes the model.
 */

export const BUILT_IN_READ_ONLY_MESSAGE = 'Built-in pay conditions cannot be changed; copy them first.';
const NOT_FOUND = 'Pay condition set';

const builtInView = (set: PayConditionSet): PayConditionSetView => ({
  ...set,
  organization_id: null,
  copied_from: null,
  version: null,
  created_at: null,
  updated_at: null,
});

const toView = (record: PayConditionSetRecord): PayConditionSetView => ({
  id: String(record.pay_condition_set_id),
  name: record.name,
  instrument: record.instrument,
  built_in: false,
  versions: record.versions as PayConditionVersion[],
  organization_id: record.organization_id,
  copied_from: record.copied_from ?? null,
  version: record.version,
  created_at: record.created_at,
  updated_at: record.updated_at,
});

/** An own set's id from the path: digits, or nothing (a 404). */
const ownId = (setId: string): number | null => (/^[1-9]\d{0,11}$/.test(setId) ? Number(setId) : null);

async function readOwn(organizationId: number, setId: string): Promise<PayConditionSetRecord | null> {
  const id = ownId(setId);
  if (id === null) return null;
  const { data } = await payConditionSetEntity()
    .get({ organization_id: organizationId, pay_condition_set_id: id })
    .go({ consistent: true });
  return data;
}

/**
 * The sets `setIds` name (built-ins by code, the organization's own by id), for the code that pays
 * by them (pay runs, timesheet pay lines): no membership check, the caller has made it. A set that
 * no longer exists is left out.
 */
export async function payConditionSetsById(
  organizationId: number,
  setIds: Iterable<string>,
): Promise<Map<string, PayConditionSet>> {
  const found = new Map<string, PayConditionSet>();
  await Promise.all(
    [...new Set(setIds)].map(async (setId) => {
      const set = builtInSet(setId) ?? (await readOwn(organizationId, setId));
      if (set) found.set(setId, 'pay_condition_set_id' in set ? toView(set) : set);
    }),
  );
  return found;
}

/** An own set that exists, or 409 for a built-in and 404 for anything else. */
async function changeableSet(organizationId: number, setId: string): Promise<PayConditionSetRecord> {
  if (builtInSet(setId)) throw VisibleError.conflict(BUILT_IN_READ_ONLY_MESSAGE);
  const record = await readOwn(organizationId, setId);
  if (!record) throw VisibleError.notFound(NOT_FOUND);
  return record;
}

const LABELS: Record<string, string> = { name: 'Name', instrument: 'Award or agreement' };
const RULE_LABELS: Record<string, string> = {
  base_rates: 'base rates',
  junior_rates: 'junior rates',
  apprentice_rates: 'apprentice rates',
  casual_loading: 'casual loading',
  ordinary_span: 'ordinary hours span',
  penalties: 'penalties',
  overtime: 'overtime',
  minimum_engagement: 'minimum engagement',
  break_between_shifts: 'break between shifts',
  meal_break: 'meal break',
  split_shift: 'split shift span',
  time_off_in_lieu: 'time off instead of payment for overtime',
};
/** The audit keeps each changed rule's figures, cut at this length (the log shows text). */
const AUDIT_TEXT_LIMIT = 2000;
/** Keys sorted: DynamoDB keeps no map's key order, so a stored rule and a sent one compare by content. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, item]) => item !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([key, item]) => [key, canonical(item)]),
        )
      : value;
const auditText = (value: unknown) =>
  value === undefined ? null : JSON.stringify(canonical(value ?? null)).slice(0, AUDIT_TEXT_LIMIT);

/** Penalties one by one (by their id), so a changed Saturday rate shows that rule alone. */
function penaltyChanges(date: string, before: PenaltyRule[], after: PenaltyRule[]): AuditChange[] {
  const ids = [...new Set([...before, ...after].map((rule) => rule.id))];
  return ids.flatMap((id) => {
    const old = before.find((rule) => rule.id === id);
    const next = after.find((rule) => rule.id === id);
    const [was, is] = [auditText(old), auditText(next)];
    if (was === is) return [];
    const label = `From ${date}: penalty ${(next ?? old)?.label ?? id}`;
    return [{ field: `versions.${date}.penalties.${id}`, label, before: was, after: is }];
  });
}

/** The changed rules of each version (by effective date), each with its figures before and after. */
function ruleChanges(before: PayConditionVersion[], after: PayConditionVersion[]): AuditChange[] {
  const dates = [...new Set([...before, ...after].map((version) => version.effective_from))].sort();
  const changes: AuditChange[] = [];
  for (const date of dates) {
    const old = before.find((version) => version.effective_from === date) as Record<string, unknown> | undefined;
    const next = after.find((version) => version.effective_from === date) as Record<string, unknown> | undefined;
    if (!old || !next) {
      const label = `Version from ${date}`;
      changes.push({
        field: `versions.${date}`,
        label,
        before: old ? 'present' : null,
        after: next ? 'present' : null,
      });
      continue;
    }
    for (const [rule, label] of Object.entries(RULE_LABELS)) {
      if (rule === 'penalties') {
        changes.push(...penaltyChanges(date, old.penalties as PenaltyRule[], next.penalties as PenaltyRule[]));
        continue;
      }
      const [was, is] = [auditText(old[rule]), auditText(next[rule])];
      if (was !== is)
        changes.push({ field: `versions.${date}.${rule}`, label: `From ${date}: ${label}`, before: was, after: is });
    }
  }
  return changes;
}

function audit(
  organizationId: number,
  action: AuditEntry['action'],
  before: PayConditionSetView | null,
  after: PayConditionSetView | null,
): ReturnType<typeof auditPut> {
  const record = (after ?? before) as PayConditionSetView;
  // A delete names the set only, as other deletes do; a create lists its name and instrument.
  const fields = after
    ? diffFields(
        before as unknown as Record<string, unknown> | null,
        after as unknown as Record<string, unknown>,
        LABELS,
      )
    : [];
  const rules = before && after ? ruleChanges(before.versions, after.versions) : [];
  return auditPut({
    organizationId,
    module: 'payroll',
    action,
    record: { type: 'pay_condition_set', id: record.id, label: record.name },
    ...(after ? { changes: [...fields, ...rules] } : {}),
  });
}

/** A built-in by its code or one of the organization's own sets by its id (no access check: the caller's). */
export async function findPayConditionSet(organizationId: number, setId: string): Promise<PayConditionSet | null> {
  const builtIn = builtInSet(setId);
  if (builtIn) return builtIn;
  const record = await readOwn(organizationId, setId);
  return record ? toView(record) : null;
}

/** The organization's own sets (one Query; no access check: the caller's). */
export async function ownPayConditionSets(organizationId: number): Promise<PayConditionSetView[]> {
  const { data } = await payConditionSetEntity()
    .query.byOrganization({ organization_id: organizationId })
    .go({ pages: 'all' });
  return data.map(toView);
}

/** GET /organizations/{id}/pay-conditions: the built-ins, then the organization's own by name (one Query). */
export async function listPayConditionSets(organizationId: number): Promise<PayConditionSetView[]> {
  requireMembership(organizationId);
  const own = (await ownPayConditionSets(organizationId)).sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || Number(a.id) - Number(b.id),
  );
  return [...BUILT_IN_PAY_CONDITION_SETS.map(builtInView), ...own];
}

/** GET /organizations/{id}/pay-conditions/{setId}: a built-in by its code, or an own set by its id. */
export async function getPayConditionSet(organizationId: number, setId: string): Promise<PayConditionSetView> {
  requireMembership(organizationId);
  const builtIn = builtInSet(setId);
  if (builtIn) return builtInView(builtIn);
  const record = await readOwn(organizationId, setId);
  if (!record) throw VisibleError.notFound(NOT_FOUND);
  return toView(record);
}

/**
 * The set a body describes, validated whole by the shared schema (its id and built_in are the
 * server's). A set is deep, so its 422 names each field by its whole path
 * (`versions.0.penalties.2.percent.casual`), where other routes name the top-level field only.
 */
function parseSet(input: unknown, id: string): PayConditionSet {
  const body = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const parsed = payConditionSetInput.safeParse({ ...body, id, built_in: false });
  if (parsed.success) return parsed.data as PayConditionSet;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const messages = errors[field] ?? [];
    if (!messages.includes(issue.message)) errors[field] = [...messages, issue.message];
  }
  throw VisibleError.validation(errors);
}

/** The source a copy starts from: a built-in, or one of the organization's own sets (else 422 on copy_of). */
async function copySource(organizationId: number, copyOf: string): Promise<PayConditionSet> {
  const source = builtInSet(copyOf) ?? (await readOwn(organizationId, copyOf));
  if (!source) throw VisibleError.validation({ copy_of: ['Choose a built-in set or one of this organization’s.'] });
  return 'pay_condition_set_id' in source ? toView(source) : source;
}

/**
 * POST /organizations/{id}/pay-conditions: a new own set, either `{copy_of, name}` (a copy of a
 * built-in or own set, its rules and sources unchanged, unverified flags included) or a whole set
 * (`{name, instrument, versions}`) as the shared schema accepts it.
 */
export async function createPayConditionSet(organizationId: number, input: unknown): Promise<PayConditionSetView> {
  requireMembership(organizationId);
  const isCopy = Boolean(input && typeof input === 'object' && 'copy_of' in input);
  let set: PayConditionSet;
  let copiedFrom: string | undefined;
  if (isCopy) {
    const copy = parseInput(payConditionSetCopy, input);
    const source = await copySource(organizationId, copy.copy_of);
    set = { ...structuredClone(source), name: copy.name, built_in: false };
    copiedFrom = source.id;
  } else {
    set = parseSet(input, 'new');
  }
  const setId = await nextId(payrollCounter(), 'pay_condition_set');
  const now = new Date().toISOString();
  const record: PayConditionSetRecord = {
    organization_id: organizationId,
    pay_condition_set_id: setId,
    name: set.name,
    instrument: set.instrument,
    versions: set.versions,
    ...(copiedFrom ? { copied_from: copiedFrom } : {}),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const view = toView(record);
  const result = await transactWrite([
    committed(payConditionSetEntity().create(record)),
    audit(organizationId, 'create', null, view),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return view;
}

/** PUT /organizations/{id}/pay-conditions/{setId}: the whole set with the version it was read at (built-ins: 409). */
export async function updatePayConditionSet(
  organizationId: number,
  setId: string,
  input: unknown,
): Promise<PayConditionSetView> {
  requireMembership(organizationId);
  const current = await changeableSet(organizationId, setId);
  const set = parseSet(input, setId);
  const sent = (input as { version?: unknown }).version;
  checkVersion(typeof sent === 'number' ? sent : undefined, current.version);
  const record: PayConditionSetRecord = {
    ...current,
    name: set.name,
    instrument: set.instrument,
    versions: set.versions,
    version: current.version + 1,
    updated_at: new Date().toISOString(),
  };
  const view = toView(record);
  const result = await transactWrite([
    committed(
      payConditionSetEntity()
        .put(record)
        .where(({ version }, { eq }) => eq(version, current.version)),
    ),
    audit(organizationId, 'update', toView(current), view),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return view;
}

/** DELETE /organizations/{id}/pay-conditions/{setId}: an own set (built-ins: 409), refused (409) while any employee's pay, in any period, uses it. */
export async function deletePayConditionSet(organizationId: number, setId: string): Promise<void> {
  requireMembership(organizationId);
  const current = await changeableSet(organizationId, setId);
  const { data: pays } = await employeePayEntity()
    .query.byOrganization({ organization_id: organizationId })
    .go({ pages: 'all', attributes: ['periods'] });
  const users = pays.filter((pay) => pay.periods?.some((period) => period.pay_condition_set_id === setId)).length;
  if (users > 0)
    throw VisibleError.conflict(
      `${current.name} is used by the pay of ${users} employee${users === 1 ? '' : 's'} and cannot be deleted.`,
    );
  const result = await transactWrite([
    committed(
      payConditionSetEntity()
        .delete({ organization_id: organizationId, pay_condition_set_id: current.pay_condition_set_id })
        .where(({ version }, { eq }) => eq(version, current.version)),
    ),
    audit(organizationId, 'delete', toView(current), null),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
}
