import { holdsFields, type RouteRule, type Scope } from '@wattle/shared/permissions';
import type { OrganizationAccess } from '../actor.ts';
import { batchGet } from '../db/batch-get.ts';
import { VisibleError } from '../error.ts';
import { noAccess } from './permissions.ts';

/**
 * Data scope on a record route, enforced once, before the handler: the access middleware
 * (http/middleware/access.ts) names whose record the request is about, and this answers 404 when
 * the scope the route's permission was granted with does not reach that employee, like a record
 * that does not exist. A rule whose field groups are needed only for someone else's record
 * (`fieldsUnlessOwn`) is checked here too: 403 on another's record without them.
 *
 * It costs at most one strongly consistent BatchGetItem, and none for a grant over the whole
 * organization that holds the field groups (owners, HR): the record (when its id does not say whose
 * it is) and the organization's people (only for a department or reports scope).
 */

/** What reach needs to know of a person: their department and manager. */
export interface ReachPerson {
  employee_id: number;
  department_id: number;
  reporting_manager_id: number | null;
}

type Key = Record<string, unknown>;
type Item = Record<string, unknown>;

/** The organization's people, as the employees context keeps them: which items to read, and what they hold. */
export interface PeopleSource {
  table: () => string;
  keys: (organizationId: number) => Key[];
  people: (organizationId: number, items: Item[]) => readonly ReachPerson[];
}

/** Whose record a request names: the request says (a path, a payslip id, a field), or the record's `employee_id` does. */
export type ReachTarget = { employeeId: number } | { record: { table: string; key: Key } };

/** The employee ids `scope` reaches from `employeeId` among `people`; null when it reaches everyone. */
export function reachOfScope(
  scope: Scope | undefined,
  employeeId: number | undefined,
  people: readonly ReachPerson[],
): ReadonlySet<number> | null {
  // No scope: the route's rule was not a module grant (an owner's or the caller's own route).
  if (!scope || scope === 'organization') return null;
  if (!employeeId) return new Set();
  if (scope === 'self') return new Set([employeeId]);
  if (scope === 'department') {
    const own = people.find((person) => person.employee_id === employeeId);
    return new Set([
      employeeId,
      ...(own ? people.filter((person) => person.department_id === own.department_id) : []).map(
        (person) => person.employee_id,
      ),
    ]);
  }
  const reportsOf = new Map<number, number[]>();
  for (const person of people) {
    if (!person.reporting_manager_id) continue;
    const reports = reportsOf.get(person.reporting_manager_id) ?? [];
    reports.push(person.employee_id);
    reportsOf.set(person.reporting_manager_id, reports);
  }
  // The caller and everyone below them; the set also stops a (refused, but stored) cycle.
  const reach = new Set([employeeId]);
  const queue = [employeeId];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const report of reportsOf.get(next) ?? []) {
      if (reach.has(report)) continue;
      reach.add(report);
      queue.push(report);
    }
  }
  return reach;
}

const sameKey = (item: Item, key: Key) => Object.entries(key).every(([name, value]) => item[name] === value);

/**
 * 404 naming `what` unless the caller's scope for the route's permission reaches the record's
 * employee (their own record always does); then 403 when the rule's field groups are needed for it
 * and the role lacks them. A record that does not exist answers 404 as well.
 */
export async function enforceReach(
  access: OrganizationAccess,
  rule: RouteRule,
  target: ReachTarget,
  source: PeopleSource,
  what: string,
): Promise<void> {
  if (!('module' in rule)) return;
  const { scope, employeeId: own } = access;
  const wide = !scope || scope === 'organization';
  const fieldsMissing = !holdsFields(access.permissions, rule);
  if (wide && !fieldsMissing) return;
  if ('employeeId' in target && target.employeeId === own) return;
  const record = 'record' in target ? target.record : undefined;
  // A self scope reaches only the caller's record; a department or reports scope needs the people.
  const peopleNeeded = !wide && scope !== 'self' && own !== undefined;
  const reads = new Map<string, Key[]>();
  if (record) reads.set(record.table, [record.key]);
  if (peopleNeeded) reads.set(source.table(), [...(reads.get(source.table()) ?? []), ...source.keys(access.id)]);
  const items =
    reads.size > 0
      ? await batchGet([...reads].map(([table, keys]) => ({ table, keys, consistent: true })))
      : new Map<string, Item[]>();
  let employeeId: number | undefined;
  if (record) {
    const found = (items.get(record.table) ?? []).find((item) => sameKey(item, record.key));
    if (!found || typeof found.employee_id !== 'number') throw VisibleError.notFound(what);
    employeeId = found.employee_id;
  } else if ('employeeId' in target) {
    employeeId = target.employeeId;
  }
  if (employeeId === undefined) throw VisibleError.notFound(what);
  if (employeeId === own) return;
  if (!wide) {
    const people = peopleNeeded ? source.people(access.id, items.get(source.table()) ?? []) : [];
    if (!reachOfScope(scope, own, people)?.has(employeeId)) throw VisibleError.notFound(what);
  }
  if (fieldsMissing) throw noAccess();
}
