import { type Feedback, feedbackInput, feedbackQuery } from '@wattle/shared/performance-feedback';
import { nextId } from '../db/counter-entity.ts';
import { entityCursor, type StoreQuery, storePage } from '../db/paging.ts';
import { VisibleError } from '../error.ts';
import { fieldsOf, fieldsOrNull } from '../item-fields.ts';
import { parseInput } from '../validation.ts';
import { type FeedbackItem, feedbackEntity } from './feedback-entities.ts';
import { ownEmployee, type PerformanceCaller, performanceCaller, personName, personOf } from './feedback-people.ts';
import { performanceCounter } from './performance-entities.ts';

/**
 * Continuous feedback (issue 29 §3). Who reads an item is decided here, item by item:
 * - praise public to the team: the person, their department, anyone whose performance view reaches them;
 * - private praise: the person and the giver;
 * - a feedback request and its answer: the one who asked and the one asked;
 * - a manager's note: those whose performance view reaches the person (their managers, HR) — never the person.
 * Anyone else asking for a person's feed gets 404, as for someone of another organization.
 */

const PAGE = 50;
const WHAT = 'Employee';

const toFeedback = (item: FeedbackItem): Feedback => ({
  id: item.feedback_id,
  ...fieldsOf(item, 'kind', 'employee_id', 'employee_name'),
  visibility: item.visibility ?? null,
  body: item.body,
  author_employee_id: item.author_employee_id ?? null,
  author_name: item.author_name,
  ...fieldsOrNull(item, 'asked_employee_id', 'asked_name', 'response', 'responded_at'),
  created_at: item.created_at,
});

/** Whether the caller may read `item` (see above). */
export function mayRead(caller: PerformanceCaller, item: FeedbackItem): boolean {
  const own = caller.employeeId;
  const isAuthor = item.author_user_id === caller.userId;
  const isSubject = own !== undefined && own === item.employee_id;
  if (item.kind === 'praise') {
    if (item.visibility === 'private') return isAuthor || isSubject;
    return isAuthor || isSubject || sameTeam(caller, item.employee_id) || caller.reaches('view', item.employee_id);
  }
  if (item.kind === 'request') return isAuthor || (own !== undefined && own === item.asked_employee_id);
  // A manager's note: never its subject, whatever their role.
  return !isSubject && (isAuthor || caller.reaches('view', item.employee_id));
}

function sameTeam(caller: PerformanceCaller, employeeId: number): boolean {
  const own = caller.employeeId === undefined ? undefined : caller.people.get(caller.employeeId);
  return own !== undefined && caller.people.get(employeeId)?.department_id === own.department_id;
}

/** POST /performance/feedback. */
export async function createFeedback(input: unknown): Promise<Feedback> {
  const data = parseInput(feedbackInput, input);
  const caller = await performanceCaller(data.organization_id);
  if (data.kind === 'response') return await answerRequest(caller, data.request_id, data.body);
  const subject = personOf(caller, data.employee_id ?? ownEmployee(caller), WHAT);
  const own = caller.employeeId;
  const base = {
    organization_id: caller.organizationId,
    employee_id: subject.employee_id,
    employee_name: personName(subject),
    body: data.body,
    author_user_id: caller.userId,
    ...(own !== undefined ? { author_employee_id: own } : {}),
    author_name: caller.name,
  };
  let item: Omit<FeedbackItem, 'feedback_id' | 'version' | 'created_at' | 'updated_at'>;
  if (data.kind === 'praise') {
    if (subject.employee_id === own)
      throw VisibleError.validation({ employee_id: ['Praise someone other than yourself.'] });
    item = {
      ...base,
      kind: 'praise',
      visibility: data.visibility,
      feed: data.visibility === 'team' ? 'praise' : 'none',
    };
  } else if (data.kind === 'request') {
    // About yourself, or about someone your performance create scope reaches (a report).
    if (subject.employee_id !== own && !caller.reaches('create', subject.employee_id))
      throw VisibleError.notFound(WHAT);
    const asked = personOf(caller, data.asked_employee_id, 'Employee asked');
    if (asked.employee_id === own || asked.employee_id === subject.employee_id)
      throw VisibleError.validation({ asked_employee_id: ['Ask someone else for this feedback.'] });
    item = {
      ...base,
      kind: 'request',
      asked_employee_id: asked.employee_id,
      asked_name: personName(asked),
      feed: `asked#${asked.employee_id}`,
    };
  } else {
    if (subject.employee_id === own) throw VisibleError.validation({ employee_id: ['A note is about someone else.'] });
    if (!caller.reaches('create', subject.employee_id)) throw VisibleError.notFound(WHAT);
    item = { ...base, kind: 'note', feed: 'none' };
  }
  const id = await nextId(performanceCounter(), 'feedback');
  const now = new Date().toISOString();
  const full = { ...item, feedback_id: id, version: 1, created_at: now, updated_at: now } as FeedbackItem;
  await feedbackEntity().create(full).go();
  return toFeedback(full);
}

async function answerRequest(caller: PerformanceCaller, requestId: number, body: string): Promise<Feedback> {
  const own = ownEmployee(caller);
  const { data: request } = await feedbackEntity()
    .get({ organization_id: caller.organizationId, feedback_id: requestId })
    .go({ consistent: true });
  if (request?.kind !== 'request' || request.asked_employee_id !== own) throw VisibleError.notFound('Feedback request');
  if (request.response) throw VisibleError.conflict('This request has been answered already.');
  const now = new Date().toISOString();
  const { data } = await feedbackEntity()
    .patch({ organization_id: caller.organizationId, feedback_id: requestId })
    .set({ response: body, responded_at: now, feed: 'none', version: request.version + 1, updated_at: now })
    .where(({ version }, { eq }) => eq(version, request.version))
    .go({ response: 'all_new' });
  return toFeedback(data as FeedbackItem);
}

/**
 * GET /performance/feedback: a person's feed (the caller's own without `employee_id`), or with
 * `view=asked` the open requests asked of the caller. One Query a page; items the caller may not
 * read are left out, and a person the caller may see nothing of answers 404.
 */
export async function listFeedback(query: unknown): Promise<{ data: Feedback[]; next_cursor: string | null }> {
  const data = parseInput(feedbackQuery, query);
  const caller = await performanceCaller(data.organization_id);
  if (data.view === 'asked') {
    const own = ownEmployee(caller);
    return await page(caller, data.cursor, ['asked', own], {
      perPage: PAGE,
      read: (cursor, limit) =>
        feedbackEntity()
          .query.byFeed({ organization_id: caller.organizationId, feed: `asked#${own}` })
          .go({ order: 'desc', limit, cursor }),
      cursorOf: entityCursor(feedbackEntity(), 'byFeed'),
    });
  }
  const employeeId = data.employee_id ?? ownEmployee(caller);
  personOf(caller, employeeId, WHAT);
  const related =
    employeeId === caller.employeeId || caller.reaches('view', employeeId) || sameTeam(caller, employeeId);
  if (!related) throw VisibleError.notFound(WHAT);
  return await page(caller, data.cursor, ['about', employeeId], {
    perPage: PAGE,
    read: (cursor, limit) =>
      feedbackEntity()
        .query.byEmployee({ organization_id: caller.organizationId, employee_id: employeeId })
        .go({ order: 'desc', limit, cursor }),
    cursorOf: entityCursor(feedbackEntity(), 'byEmployee'),
  });
}

/** GET /performance/feedback/praise: the organization's recent praise public to the team (organization figures). */
export async function recentPraise(query: unknown): Promise<{ data: Feedback[]; next_cursor: string | null }> {
  const data = parseInput(feedbackQuery, query);
  const caller = await performanceCaller(data.organization_id);
  return await page(caller, data.cursor, ['praise'], {
    perPage: 10,
    read: (cursor, limit) =>
      feedbackEntity()
        .query.byFeed({ organization_id: caller.organizationId, feed: 'praise' })
        .go({ order: 'desc', limit, cursor }),
    cursorOf: entityCursor(feedbackEntity(), 'byFeed'),
  });
}

async function page(
  caller: PerformanceCaller,
  cursor: string | undefined,
  scope: readonly (string | number)[],
  query: StoreQuery<FeedbackItem>,
) {
  const result = await storePage([caller.organizationId, 'feedback', ...scope], cursor, query);
  return {
    data: result.data.filter((item) => mayRead(caller, item)).map(toFeedback),
    next_cursor: result.nextCursor,
  };
}
