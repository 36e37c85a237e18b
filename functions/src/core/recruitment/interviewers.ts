import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import { readDirectory } from '../employees/directory.ts';
import type { UserItem } from '../identity/user-entity.ts';
import { membershipEntity } from '../tenancy/membership-entity.ts';
import { readAsMember } from '../tenancy/memberships.ts';
import type { InterviewItem } from './interview-entity.ts';

/**
 * Interviewers are members of the workspace (user ids), not employee records: a new company's owner
 * has no employee record yet. Interviews saved before this chose employee records
 * (`interviewer_ids`); they stay readable: each such employee is shown as the member linked to
 * their record when there is one (and that member may then give their feedback), otherwise by the
 * employee's name, read from the directory only when such an interview is in the answer. Editing a
 * legacy interview saves member interviewers.
 */
export interface Interviewer {
  user_id: number;
  name: string;
  email: string;
  employee_id: number | null;
}

export interface People {
  members: Map<number, Interviewer>;
  /** Names of employee records of legacy interviews that no member is linked to. */
  employees: Map<number, string>;
}

/** The organization's members with name and e-mail: one Query and one BatchGet. */
export async function interviewerMembers(organizationId: number): Promise<Map<number, Interviewer>> {
  const memberships = (
    await membershipEntity().query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' })
  ).data;
  const identity = tableNames().identity;
  const users = await batchGet([
    {
      table: identity,
      keys: memberships.map((membership) => ({ pk: `user#${membership.user_id}`, sk: 'user' })),
      projection: ['user_id', 'name', 'email'],
    },
  ]);
  const byId = new Map(
    ((users.get(identity) ?? []) as unknown as UserItem[]).map((user) => [Number(user.user_id), user]),
  );
  return new Map(
    memberships.map((membership) => {
      const user = byId.get(membership.user_id);
      return [
        membership.user_id,
        {
          user_id: membership.user_id,
          name: user?.name ?? `User #${membership.user_id}`,
          email: user?.email ?? '',
          employee_id: membership.employee_id ?? null,
        },
      ];
    }),
  );
}

/** The member linked to an employee record, if any. */
function memberOfEmployee(members: Map<number, Interviewer>, employeeId: number): Interviewer | undefined {
  for (const member of members.values()) if (member.employee_id === employeeId) return member;
  return undefined;
}

/**
 * Who the interviews' interviewers are. Reads (lists, details) use the names saved on each interview
 * and read members only for interviews saved without them; `withMembers` (writes and e-mails, which
 * need addresses) always reads them. The directory only when a legacy interview needs its names.
 */
export async function peopleFor(organizationId: number, items: InterviewItem[], withMembers = false): Promise<People> {
  const needed = withMembers || items.some((item) => !item.interviewer_user_ids || !item.interviewer_names);
  const members = needed ? await interviewerMembers(organizationId) : new Map<number, Interviewer>();
  const legacy = items.flatMap((item) => (item.interviewer_user_ids ? [] : (item.interviewer_ids ?? [])));
  const unlinked = legacy.filter((id) => !memberOfEmployee(members, id));
  const employees = new Map<number, string>();
  if (unlinked.length > 0) {
    for (const entry of await readDirectory(organizationId)) {
      employees.set(entry.employee_id, `${entry.first_name} ${entry.last_name}`);
    }
  }
  return { members, employees };
}

/** One interviewer as shown: a member (user id), or a legacy employee no member is linked to. */
export interface InterviewerRef {
  user_id: number | null;
  name: string;
}

/** A legacy interviewer (an employee id) as shown. */
export function legacyInterviewer(people: People, employeeId: number): InterviewerRef {
  const member = memberOfEmployee(people.members, employeeId);
  if (member) return { user_id: member.user_id, name: member.name };
  return { user_id: null, name: people.employees.get(employeeId) ?? `Former employee #${employeeId}` };
}

/** An interview's interviewers, whichever way it was saved. */
export function interviewersOf(item: InterviewItem, people: People): InterviewerRef[] {
  if (item.interviewer_user_ids) {
    return item.interviewer_user_ids.map((id, index) => ({
      user_id: id,
      name: item.interviewer_names?.[index] ?? people.members.get(id)?.name ?? `Former member #${id}`,
    }));
  }
  return (item.interviewer_ids ?? []).map((id) => legacyInterviewer(people, id));
}

/** The interviewers' user ids (legacy employees with no linked member have none). */
export function interviewerUserIds(item: InterviewItem, people: People): number[] {
  return interviewersOf(item, people).flatMap((ref) => (ref.user_id === null ? [] : [ref.user_id]));
}

/** The members who can be chosen as interviewers, by name (one Query and one BatchGet). */
export async function listInterviewers(organizationId: number): Promise<{ user_id: number; name: string }[]> {
  return readAsMember(organizationId, async () =>
    [...(await interviewerMembers(organizationId)).values()]
      .map((member) => ({ user_id: member.user_id, name: member.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-AU') || a.user_id - b.user_id),
  );
}
