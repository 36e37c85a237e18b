import { todayIn } from '@wattle/shared/calendar';
import { type Pulse, performanceSettingsInput, pulseInput, pulseQuery } from '@wattle/shared/pulse';
import { weekStart } from '@wattle/shared/shift-text';
import { auditPut } from '../audit/audit.ts';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import { entityCursor, openCursor, sealCursor, storePage } from '../db/paging.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import { VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { organizationTimezone } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { type PulseItem, performanceSettingsEntity, pulseEntity } from './pulse-entities.ts';
import { fullName, ownEmployee, reachFor, requireOrganizationWide } from './review-access.ts';

export const PULSES_PER_PAGE = 100;

/** The organization's performance settings (the weekly pulse is off until HR turns it on). */
export async function performanceSettings(organizationId: number) {
  const { data } = await performanceSettingsEntity().get({ organization_id: organizationId }).go();
  return { weekly_pulse: data?.weekly_pulse ?? false, version: data?.version ?? 0 };
}

/** GET /performance/settings. */
export async function getPerformanceSettings(query: Record<string, string | undefined>) {
  return performanceSettings(Number(query.organization_id));
}

/** PUT /performance/settings (HR: performance edit over the whole organization): the weekly pulse on or off; audited. */
export async function putPerformanceSettings(input: unknown) {
  requireOrganizationWide('edit');
  const data = parseInput(performanceSettingsInput, input);
  const before = await performanceSettings(data.organization_id);
  if (before.weekly_pulse === data.weekly_pulse) return before;
  const now = new Date().toISOString();
  await transactWrite([
    committed(
      performanceSettingsEntity().put({
        organization_id: data.organization_id,
        weekly_pulse: data.weekly_pulse,
        version: before.version + 1,
        created_at: now,
        updated_at: now,
      }),
    ),
    auditPut({
      organizationId: data.organization_id,
      module: 'performance',
      action: 'update',
      record: { type: 'performance_settings', id: data.organization_id, label: 'Performance settings' },
      summary: `Turned the weekly pulse ${data.weekly_pulse ? 'on' : 'off'}`,
      changes: [
        {
          field: 'weekly_pulse',
          label: 'Weekly pulse',
          before: before.weekly_pulse ? 'On' : 'Off',
          after: data.weekly_pulse ? 'On' : 'Off',
        },
      ],
    }),
  ]);
  return { weekly_pulse: data.weekly_pulse, version: before.version + 1 };
}

async function requirePulse(organizationId: number): Promise<void> {
  if (!(await performanceSettings(organizationId)).weekly_pulse)
    throw VisibleError.conflict('The weekly pulse is off for this organization.');
}

const toPulse = (item: PulseItem): Pulse => ({
  ...fieldsOf(item, 'employee_id', 'employee_name', 'week'),
  priorities: item.priorities.map((priority) => ({
    text: priority.text,
    done: priority.done,
    ...(priority.carried_from ? { carried_from: priority.carried_from } : {}),
  })),
  last_week: item.last_week ?? null,
  version: item.version,
  updated_at: item.updated_at,
});

const thisWeek = (organizationId: number) => weekStart(todayIn(organizationTimezone(organizationId)));

/** The caller's newest pulse before `week` (one Query of their range, newest first, one item). */
async function previousPulse(organizationId: number, employeeId: number, week: string) {
  const { data } = await pulseEntity()
    .query.byEmployee({ organization_id: organizationId, employee_id: employeeId })
    .lt({ week })
    .go({ order: 'desc', limit: 1 });
  return data[0];
}

/**
 * GET /performance/pulses/mine?week=: the caller's pulse for the week (this week by default); a
 * week not written yet answers a draft (version 0) with the newest earlier week's unfinished
 * priorities carried forward (each keeps the week it was first written).
 */
export async function myPulse(query: Record<string, string | undefined>): Promise<Pulse> {
  const data = parseInput(pulseQuery, query);
  await requirePulse(data.organization_id);
  const employeeId = ownEmployee('Pulse');
  const week = data.week ?? thisWeek(data.organization_id);
  const { data: item } = await pulseEntity()
    .get({ organization_id: data.organization_id, employee_id: employeeId, week })
    .go({ consistent: true });
  if (item) return toPulse(item);
  const previous = await previousPulse(data.organization_id, employeeId, week);
  const person = (await readDirectory(data.organization_id)).find((entry) => entry.employee_id === employeeId);
  return {
    employee_id: employeeId,
    employee_name: person ? fullName(person) : '',
    week,
    priorities: (previous?.priorities ?? [])
      .filter((priority) => !priority.done)
      .map((priority) => ({ text: priority.text, done: false, carried_from: priority.carried_from ?? previous?.week })),
    last_week: null,
    version: 0,
    updated_at: null,
  };
}

/** PUT /performance/pulses/mine: writes the caller's pulse for a week (new at version 0, else at its version). */
export async function putMyPulse(input: unknown): Promise<Pulse> {
  const data = parseInput(pulseInput, input);
  await requirePulse(data.organization_id);
  const employeeId = ownEmployee('Pulse');
  if (data.week > addWeeks(thisWeek(data.organization_id), 1))
    throw VisibleError.validation({ week: ['Write the pulse of this week or next.'] });
  const person = (await readDirectory(data.organization_id)).find((entry) => entry.employee_id === employeeId);
  if (!person) throw VisibleError.notFound('Pulse');
  const now = new Date().toISOString();
  const item: PulseItem = {
    organization_id: data.organization_id,
    employee_id: employeeId,
    week: data.week,
    employee_name: fullName(person),
    priorities: data.priorities.map((priority) => ({
      text: priority.text,
      done: priority.done,
      ...(priority.carried_from && priority.carried_from < data.week ? { carried_from: priority.carried_from } : {}),
    })),
    ...(data.last_week ? { last_week: data.last_week } : {}),
    version: data.version + 1,
    created_at: now,
    updated_at: now,
  };
  const write =
    data.version === 0
      ? pulseEntity().create(item)
      : pulseEntity()
          .put(item)
          .where(({ version }, { eq }) => eq(version, data.version));
  const result = await transactWrite([committed(write)]);
  if (result.canceled)
    throw VisibleError.conflict('Your pulse for this week was changed elsewhere. Reload it and try again.');
  return toPulse(item);
}

function addWeeks(monday: string, weeks: number): string {
  const date = new Date(`${monday}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7 * weeks);
  return date.toISOString().slice(0, 10);
}

/** The most BatchGets one page of a narrowed reach reads (10 × 100 people); a page short of them carries a cursor on. */
export const PULSE_BATCHES_PER_PAGE = 10;

/**
 * GET /performance/pulses?week=: the week's pulses of the people the caller's `performance.view`
 * reaches, PULSES_PER_PAGE a page in employee order. HR (the whole organization): ONE Query of the
 * week's index a page. A narrower reach (a manager: their reports, direct and indirect, and
 * themselves; an employee: themselves) is read by key (reachPage), so its page is full whatever
 * else the week holds.
 */
export async function listPulses(query: Record<string, string | undefined>) {
  const data = parseInput(pulseQuery, query);
  await requirePulse(data.organization_id);
  const week = data.week ?? thisWeek(data.organization_id);
  const reach = reachFor('view', await readDirectory(data.organization_id));
  if (reach) {
    const page = await reachPage(data.organization_id, week, reach, data.cursor);
    return { week, data: page.data.map(toPulse), next_cursor: page.nextCursor, per_page: PULSES_PER_PAGE };
  }
  const page = await storePage(['pulses', data.organization_id, week], data.cursor, {
    perPage: PULSES_PER_PAGE,
    read: (cursor, limit) =>
      pulseEntity().query.byWeek({ organization_id: data.organization_id, week }).go({ cursor, limit }),
    cursorOf: entityCursor(pulseEntity(), 'byWeek'),
  });
  return { week, data: page.data.map(toPulse), next_cursor: page.nextCursor, per_page: PULSES_PER_PAGE };
}

/**
 * One page of the week's pulses of the people in `reach`: their keys in employee order after the
 * cursor's employee, 100 a BatchGet (every pulse a person may have that week is one key), read until
 * the page holds PULSES_PER_PAGE or PULSE_BATCHES_PER_PAGE BatchGets were made. The cursor names the
 * last employee read, so the next page resumes after them.
 */
async function reachPage(
  organizationId: number,
  week: string,
  reach: ReadonlySet<number>,
  cursor: string | undefined,
): Promise<{ data: PulseItem[]; nextCursor: string | null }> {
  const scope = ['pulses', organizationId, week, 'reach'];
  const after = openCursor(scope, cursor) ?? 0;
  if (typeof after !== 'number' || !Number.isSafeInteger(after))
    throw VisibleError.validation({ cursor: ['The cursor is not valid.'] });
  const people = [...reach].filter((id) => id > after).sort((a, b) => a - b);
  const table = tableNames().performance;
  const found: PulseItem[] = [];
  let read = 0;
  for (let batch = 0; batch < PULSE_BATCHES_PER_PAGE && read < people.length; batch++) {
    const ids = people.slice(read, read + 100);
    read += ids.length;
    const keys = ids.map((id) => ({
      pk: `org#${organizationId}`,
      sk: `pulse#${String(id).padStart(12, '0')}#${week}`,
    }));
    const items = ((await batchGet([{ table, keys }])).get(table) ?? []) as unknown as PulseItem[];
    found.push(...items.sort((a, b) => a.employee_id - b.employee_id));
    if (found.length >= PULSES_PER_PAGE) break;
  }
  const data = found.slice(0, PULSES_PER_PAGE);
  const last = data.length === PULSES_PER_PAGE ? data[data.length - 1]?.employee_id : people[read - 1];
  const more = data.length < found.length || read < people.length;
  return { data, nextCursor: more && last ? sealCursor(scope, last) : null };
}
