import type { Colleague } from '@wattle/shared/performance-feedback';
import type { Action } from '@wattle/shared/permissions';
import { organizationAccess } from '../access/permissions.ts';
import { reachOfScope } from '../access/reach.ts';
import { useUser } from '../actor.ts';
import { type DirectoryEntry, readDirectory } from '../employees/directory.ts';
import { VisibleError } from '../error.ts';

/**
 * Who the caller is among the organization's people, for feedback, 1:1s and pay change proposals:
 * their own record, the directory (one BatchGet), and how far each performance action reaches.
 */
export interface PerformanceCaller {
  organizationId: number;
  userId: number;
  name: string;
  /** The caller's own employee record, when linked. */
  employeeId: number | undefined;
  people: ReadonlyMap<number, DirectoryEntry>;
  /** Whether `action`'s scope on performance reaches `employeeId` (never the caller's own record: that is "self"). */
  reaches: (action: Action, employeeId: number) => boolean;
}

export const personName = (person: Pick<DirectoryEntry, 'first_name' | 'last_name'>) =>
  `${person.first_name} ${person.last_name}`;

export async function performanceCaller(organizationId: number): Promise<PerformanceCaller> {
  const access = organizationAccess();
  const user = useUser();
  const directory = await readDirectory(organizationId);
  const people = new Map(
    directory.filter((person) => !person.trashed_at).map((person) => [person.employee_id, person]),
  );
  const own = access.employeeId;
  const reaches = (action: Action, employeeId: number) => {
    if (employeeId === own) return false;
    const scope = access.role === 'owner' ? 'organization' : access.permissions.grants.performance?.[action];
    if (!scope) return false;
    const reach = reachOfScope(scope, own, directory);
    return reach === null || reach.has(employeeId);
  };
  const ownRecord = own === undefined ? undefined : people.get(own);
  return {
    organizationId,
    userId: user.id,
    name: ownRecord ? personName(ownRecord) : user.name,
    employeeId: own,
    people,
    reaches,
  };
}

/** The organization's (not trashed) person `employeeId`, or 404 naming `what`. */
export function personOf(caller: PerformanceCaller, employeeId: number, what = 'Employee'): DirectoryEntry {
  const person = caller.people.get(employeeId);
  if (!person) throw VisibleError.notFound(what);
  return person;
}

/** The caller's own employee record, or 422: feedback and 1:1s are between people with a record. */
export function ownEmployee(caller: PerformanceCaller): number {
  if (caller.employeeId === undefined)
    throw VisibleError.validation({ employee_id: ['Your account is not linked to an employee record.'] });
  return caller.employeeId;
}

/**
 * GET /performance/feedback/people: the organization's people by name and reporting line, the ones
 * a member may praise, ask for feedback, nominate as a peer or hold a 1:1 with (an employee's own
 * employee scope shows them only themselves in the directory). Names only: no other field.
 */
export async function listColleagues(organizationId: number): Promise<Colleague[]> {
  const caller = await performanceCaller(organizationId);
  return [...caller.people.values()]
    .map((person) => ({
      id: person.employee_id,
      first_name: person.first_name,
      last_name: person.last_name,
      reporting_manager_id: person.reporting_manager_id ?? null,
    }))
    .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name));
}
