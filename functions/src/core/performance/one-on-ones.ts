import {
  type AgendaItem,
  agendaItemInput,
  agendaItemUpdate,
  type OneOnOne,
  oneOnOneInput,
  oneOnOneNoteInput,
  oneOnOnesQuery,
} from '@wattle/shared/performance-feedback';
import { allocateIds, nextId } from '../db/counter-entity.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { checkVersion, parseInput } from '../validation.ts';
import {
  type AgendaItemItem,
  agendaItemEntity,
  type OneOnOneItem,
  oneOnOneEntity,
  oneOnOneNoteEntity,
} from './feedback-entities.ts';
import { ownEmployee, type PerformanceCaller, performanceCaller, personName, personOf } from './feedback-people.ts';
import { performanceCounter } from './performance-entities.ts';

/**
 * 1:1s (issue 29 §3): a manager and a report share an agenda (items from either side; the open
 * items of their last 1:1 are carried into the next) and each keeps a private note. Only the two
 * people of a 1:1 read it; a private note is read only by a GetItem keyed by the caller's own
 * employee id, so no route can return the other side's (nor HR, nor an owner: they are not a side).
 */

const WHAT = '1:1';
const RECENT = 20;

const toItem = (item: AgendaItemItem): AgendaItem => ({
  id: item.item_id,
  ...fieldsOf(item, 'text', 'done', 'added_by_employee_id', 'added_by_name'),
  carried_from: item.carried_from ?? null,
});

const isSide = (meeting: OneOnOneItem, employeeId: number | undefined) =>
  employeeId !== undefined && (meeting.manager_employee_id === employeeId || meeting.report_employee_id === employeeId);

async function agendaOf(organizationId: number, oneOnOneId: number) {
  const { data } = await agendaItemEntity()
    .query.byOneOnOne({ organization_id: organizationId, one_on_one_id: oneOnOneId })
    .go({ pages: 'all' });
  return data;
}

async function view(caller: PerformanceCaller, meeting: OneOnOneItem): Promise<OneOnOne> {
  const own = ownEmployee(caller);
  const [agenda, note] = await Promise.all([
    agendaOf(caller.organizationId, meeting.one_on_one_id),
    oneOnOneNoteEntity()
      .get({ organization_id: caller.organizationId, one_on_one_id: meeting.one_on_one_id, author_employee_id: own })
      .go({ consistent: true }),
  ]);
  return {
    id: meeting.one_on_one_id,
    ...fieldsOf(meeting, 'date', 'manager_employee_id', 'manager_name', 'report_employee_id', 'report_name'),
    agenda: agenda.map(toItem),
    my_note: note.data ? { body: note.data.body, version: note.data.version, updated_at: note.data.updated_at } : null,
  };
}

/** A 1:1 the caller is a side of, or 404. */
async function sideOf(caller: PerformanceCaller, oneOnOneId: number): Promise<OneOnOneItem> {
  if (caller.employeeId === undefined) throw VisibleError.notFound(WHAT);
  const { data } = await oneOnOneEntity()
    .get({ organization_id: caller.organizationId, one_on_one_id: oneOnOneId })
    .go({ consistent: true });
  if (!data || !isSide(data, caller.employeeId)) throw VisibleError.notFound(WHAT);
  return data;
}

/**
 * GET /performance/one-on-ones: the 1:1s of a report (the caller's own as the report without
 * `employee_id`) that the caller is a side of, newest first, with each one's agenda and the
 * caller's own note. Anyone else (HR included) gets 404.
 */
export async function listOneOnOnes(query: unknown): Promise<OneOnOne[]> {
  const data = parseInput(oneOnOnesQuery, query);
  const caller = await performanceCaller(data.organization_id);
  // Not a side of anyone's 1:1 (no employee record: HR, an owner): nothing to see.
  if (caller.employeeId === undefined) throw VisibleError.notFound('Employee');
  const own = caller.employeeId;
  const reportId = data.employee_id ?? own;
  const report = personOf(caller, reportId);
  if (reportId !== own && report.reporting_manager_id !== own) throw VisibleError.notFound('Employee');
  const { data: meetings } = await oneOnOneEntity()
    .query.byReport({ organization_id: caller.organizationId, report_employee_id: reportId })
    .go({ order: 'desc', limit: RECENT });
  return await Promise.all(meetings.filter((meeting) => isSide(meeting, own)).map((meeting) => view(caller, meeting)));
}

/**
 * POST /performance/one-on-ones: a 1:1 of the caller and their report (`employee_id`), or of the
 * caller and their own manager (no `employee_id`). The open agenda items of the pair's last 1:1
 * are carried forward.
 */
export async function createOneOnOne(input: unknown): Promise<OneOnOne> {
  const data = parseInput(oneOnOneInput, input);
  const caller = await performanceCaller(data.organization_id);
  const own = ownEmployee(caller);
  const reportId = data.employee_id ?? own;
  const report = personOf(caller, reportId);
  const managerId = reportId === own ? report.reporting_manager_id : own;
  if (reportId !== own && report.reporting_manager_id !== own) throw VisibleError.notFound('Employee');
  if (!managerId) throw VisibleError.validation({ employee_id: ['You have no reporting manager to hold a 1:1 with.'] });
  const manager = personOf(caller, managerId, 'Manager');
  const { data: previous } = await oneOnOneEntity()
    .query.byReport({ organization_id: caller.organizationId, report_employee_id: reportId })
    .go({ order: 'desc', limit: 1 });
  const last = previous.find((meeting) => meeting.manager_employee_id === managerId);
  const carried = last ? (await agendaOf(caller.organizationId, last.one_on_one_id)).filter((item) => !item.done) : [];
  const id = await nextId(performanceCounter(), 'one_on_one');
  const now = new Date().toISOString();
  const meeting: OneOnOneItem = {
    organization_id: caller.organizationId,
    one_on_one_id: id,
    date: data.date,
    manager_employee_id: managerId,
    manager_name: personName(manager),
    report_employee_id: reportId,
    report_name: personName(report),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const count = carried.length + data.agenda.length;
  const itemIds = count > 0 ? await allocateIds(performanceCounter(), 'agenda_item', count) : [];
  const items: AgendaItemItem[] = [
    ...carried.map((item) => ({
      ...fieldsOf(item, 'text', 'added_by_employee_id', 'added_by_name'),
      carried_from: item.carried_from ?? item.one_on_one_id,
    })),
    ...data.agenda.map((text) => ({ text, added_by_employee_id: own, added_by_name: caller.name })),
  ].map((item, index) => ({
    ...item,
    organization_id: caller.organizationId,
    one_on_one_id: id,
    item_id: itemIds[index] as number,
    done: false,
    version: 1,
    created_at: now,
    updated_at: now,
  }));
  await oneOnOneEntity().create(meeting).go();
  if (items.length > 0) await agendaItemEntity().put(items).go();
  return await view(caller, meeting);
}

/** POST /performance/one-on-ones/{id}/items: either side adds to the agenda. */
export async function addAgendaItem(organizationId: number, oneOnOneId: number, input: unknown): Promise<OneOnOne> {
  const data = parseInput(agendaItemInput, input);
  const caller = await performanceCaller(organizationId);
  const meeting = await sideOf(caller, oneOnOneId);
  const own = ownEmployee(caller);
  const now = new Date().toISOString();
  await agendaItemEntity()
    .create({
      organization_id: organizationId,
      one_on_one_id: oneOnOneId,
      item_id: await nextId(performanceCounter(), 'agenda_item'),
      text: data.text,
      done: false,
      added_by_employee_id: own,
      added_by_name: caller.name,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .go();
  return await view(caller, meeting);
}

/** PATCH /performance/one-on-ones/{id}/items/{itemId}: either side marks an item done or open. */
export async function updateAgendaItem(
  organizationId: number,
  oneOnOneId: number,
  itemId: number,
  input: unknown,
): Promise<OneOnOne> {
  const data = parseInput(agendaItemUpdate, input);
  const caller = await performanceCaller(organizationId);
  const meeting = await sideOf(caller, oneOnOneId);
  const key = { organization_id: organizationId, one_on_one_id: oneOnOneId, item_id: itemId };
  const { data: item } = await agendaItemEntity().get(key).go({ consistent: true });
  if (!item) throw VisibleError.notFound('Agenda item');
  await agendaItemEntity()
    .patch(key)
    .set({ done: data.done, version: item.version + 1, updated_at: new Date().toISOString() })
    .go();
  return await view(caller, meeting);
}

/** PUT /performance/one-on-ones/{id}/note: the caller's own private note (only they ever read it). */
export async function putOwnNote(organizationId: number, oneOnOneId: number, input: unknown): Promise<OneOnOne> {
  const data = parseInput(oneOnOneNoteInput, input);
  const caller = await performanceCaller(organizationId);
  const meeting = await sideOf(caller, oneOnOneId);
  const own = ownEmployee(caller);
  const key = { organization_id: organizationId, one_on_one_id: oneOnOneId, author_employee_id: own };
  const { data: current } = await oneOnOneNoteEntity().get(key).go({ consistent: true });
  const now = new Date().toISOString();
  if (current) {
    checkVersion(data.version, current.version);
    await oneOnOneNoteEntity()
      .put({ ...current, body: data.body ?? '', version: current.version + 1, updated_at: now })
      .where(({ version }, { eq }) => eq(version, current.version))
      .go()
      .catch(() => {
        throw VisibleError.conflict(STALE_VERSION_MESSAGE);
      });
  } else {
    await oneOnOneNoteEntity()
      .create({ ...key, body: data.body ?? '', version: 1, created_at: now, updated_at: now })
      .go();
  }
  return await view(caller, meeting);
}
