import { addDays } from '@wattle/shared/calendar';
import {
  type PublishRosterInput,
  type PublishRosterResult,
  publishRosterInput,
} from '@wattle/shared/roster-publishing';
import { rosterRangeText, weekStart } from '@wattle/shared/shift-text';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { tableNames } from '../db/client.ts';
import { committed, rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { organizationProfile } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { allocateIds, type NotifyRecipient, queueNotifications, storedSummary, summaryOf } from './notify-tasks.ts';
import { rosterPublicationEntity } from './publish-entities.ts';
import { queryAll } from './query-all.ts';
import { OPEN_SHIFT_EMPLOYEE, rosterWeekEntity, type ShiftItem, shiftCounter, shiftEntity } from './roster-entities.ts';
import { reaches, rosterPeople, rosterReach } from './roster-store.ts';

const pad = (id: number) => String(id).padStart(12, '0');

/** A transaction holds 100 items: 99 shifts and, in the first, the publication. */
const SHIFTS_PER_TRANSACTION = 99;

/** A department's shifts from `from` to `to`: ONE Query of the department index (gsi2). */
async function departmentShifts(organizationId: number, departmentId: number, from: string, to: string) {
  return queryAll<ShiftItem>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': `org#${organizationId}#dept#${pad(departmentId)}`,
      ':from': from,
      ':to': `${to}~`,
    },
  });
}

/** The shift published: status, when and by whom, what it was (the change notices compare with it). */
function publishWrite(shift: ShiftItem, now: string, user: { id: number; name: string }): TransactionItem {
  const after: ShiftItem = {
    ...shift,
    status: 'published',
    published_at: now,
    published_by: user.name,
    published_by_user_id: user.id,
    published_snapshot: {
      ...fieldsOf(shift, 'employee_id', 'date', 'start_time', 'end_time', 'break_minutes'),
      ...(shift.role ? { role: shift.role } : {}),
    },
    changed_after_publish: false,
    version: shift.version + 1,
    updated_at: now,
  };
  return committed(
    shiftEntity()
      .put(after)
      .where(({ version, status }, { eq }) => `${eq(version, shift.version)} AND ${eq(status, 'draft')}`),
  );
}

/** The Mondays of the weeks the range touches. */
function weeksOf(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let monday = weekStart(from); monday <= to; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

/**
 * Refuses a publication while a check of `block` severity fails in the range (the organization
 * chose to block on that rule). `checks` is the roster checks' own function, passed in by the route
 * so publishing does not build the checks itself.
 */
export type BlockingChecks = (
  input: PublishRosterInput & { organization_id: number; department_id: number },
) => Promise<{ rule: string; clause: string; message: string }[]>;

/**
 * `POST /rosters/publish`: the range's draft shifts of the department become published (each a
 * write conditional on the version and status read: a shift changed meanwhile answers 409 and the
 * transactions already written stand — publishing again publishes the rest), the publication is
 * recorded (who, when, counts) with its audit event and the department's weeks marked published,
 * and the employees are told through the queue: tasks of at most 100 employees, each one write
 * whose stream record the rostering worker receives. The request itself sends nothing.
 */
export async function publishRoster(input: unknown, blockingChecks?: BlockingChecks): Promise<PublishRosterResult> {
  const data = parseInput(publishRosterInput, input);
  const organizationId = data.organization_id;
  if (blockingChecks) {
    const blocking = await blockingChecks(data);
    if (blocking.length > 0) {
      const first = blocking[0] as { rule: string; clause: string; message: string };
      throw VisibleError.validation({
        checks: [
          `${blocking.length} check${blocking.length === 1 ? '' : 's'} block publishing: ${first.message} (${first.clause})${blocking.length > 1 ? ' …' : ''}`,
        ],
      });
    }
  }
  const [all, people] = await Promise.all([
    departmentShifts(organizationId, data.department_id, data.from, data.to),
    rosterPeople(organizationId),
  ]);
  // A manager publishes the shifts of the people they reach (their reports), as the roster shows them.
  const reach = rosterReach(people.directory);
  const shifts = all.filter((shift) => reaches(reach, shift.employee_id, shift.department_id));
  const drafts = shifts.filter((shift) => shift.status === 'draft');
  if (drafts.length === 0)
    throw VisibleError.validation({ from: ['There are no draft shifts to publish in this range.'] });
  const user = useUser();
  const now = new Date().toISOString();
  const [jobId] = await allocateIds(shiftCounter(), 'roster_job', 1);
  const departmentName = people.departments.get(data.department_id)?.name ?? null;
  const newlyPublished = new Set(drafts.map((shift) => shift.shift_id));
  // Everyone with a newly published shift hears of ALL their published shifts of the range.
  const byEmployee = new Map<number, ShiftItem[]>();
  for (const shift of shifts) {
    if (shift.employee_id === OPEN_SHIFT_EMPLOYEE) continue;
    byEmployee.set(shift.employee_id, [...(byEmployee.get(shift.employee_id) ?? []), shift]);
  }
  const recipients: NotifyRecipient[] = [...byEmployee.values()]
    .filter((own) => own.some((shift) => newlyPublished.has(shift.shift_id)))
    .map((own) => ({
      employee_id: own[0]?.employee_id as number,
      employee_name: own[0]?.employee_name ?? `Employee #${own[0]?.employee_id}`,
      shifts: own
        .filter((shift) => shift.status === 'published' || newlyPublished.has(shift.shift_id))
        .sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time))
        .map((shift) => storedSummary(summaryOf(shift, departmentName))),
    }));
  const publication = committed(
    rosterPublicationEntity().create({
      organization_id: organizationId,
      job_id: jobId as number,
      ...fieldsOf(data, 'department_id', 'from', 'to'),
      shift_count: drafts.length,
      employee_count: recipients.length,
      task_count: Math.ceil(recipients.length / 100),
      published_by: user.name,
      published_by_user_id: user.id,
      version: 1,
      created_at: now,
      updated_at: now,
    }),
  );
  const chunks: ShiftItem[][] = [];
  for (let start = 0; start < drafts.length; start += SHIFTS_PER_TRANSACTION)
    chunks.push(drafts.slice(start, start + SHIFTS_PER_TRANSACTION));
  for (const chunk of chunks) {
    const result = await transactWrite(chunk.map((shift) => publishWrite(shift, now, user)));
    if (result.canceled)
      throw VisibleError.conflict('The roster changed while it was being published: reload it and publish again.');
  }
  const weeks = weeksOf(data.from, data.to).map((monday) =>
    rawItem({
      Update: {
        TableName: tableNames().rostering,
        Key: rosterWeekEntity()
          .get({ organization_id: organizationId, department_id: data.department_id, week_start: monday })
          .params<{ Key: Record<string, unknown> }>().Key,
        UpdateExpression:
          'SET published_at = :now, published_by = :by, published_by_user_id = :user, organization_id = :org, department_id = :dept, week_start = :week, created_at = if_not_exists(created_at, :now), updated_at = :now, #version = if_not_exists(#version, :zero) + :one, #entity = :entity, #model = :model',
        ExpressionAttributeNames: { '#version': 'version', '#entity': '__edb_e__', '#model': '__edb_v__' },
        ExpressionAttributeValues: {
          ':now': now,
          ':by': user.name,
          ':user': user.id,
          ':org': organizationId,
          ':dept': data.department_id,
          ':week': monday,
          ':zero': 0,
          ':one': 1,
          ':entity': 'roster_week',
          ':model': '1',
        },
      },
    }),
  );
  await transactWrite([
    publication,
    ...weeks,
    auditPut({
      organizationId,
      module: 'rostering',
      action: 'update',
      record: {
        type: 'roster_week',
        id: `${data.department_id}-${data.from}`,
        label: `${departmentName ?? 'Department'}, ${rosterRangeText(data.from, data.to)}`,
      },
      summary: `Published the roster of ${departmentName ?? 'the department'} for ${rosterRangeText(data.from, data.to)}: ${drafts.length} shifts, ${recipients.length} people`,
    }),
  ]);
  const profile = organizationProfile(organizationId);
  await queueNotifications({
    organizationId,
    jobId: jobId as number,
    kind: 'published',
    publication: true,
    from: data.from,
    to: data.to,
    organizationName: profile.name,
    timezone: profile.timezone,
    recipients,
  });
  return { published: drafts.length, notified_employees: recipients.length, job_id: jobId as number };
}
