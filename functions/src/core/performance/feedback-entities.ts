import {
  FEEDBACK_KINDS,
  PAY_CHANGE_KINDS,
  PAY_CHANGE_STATUSES,
  PRAISE_VISIBILITIES,
} from '@wattle/shared/performance-feedback';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, optional, required, timestampAttributes } from '../db/attributes.ts';
import { organizationGsi, organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

/*
 * Feedback, 1:1s and pay change proposals in the performance table (issue 29 §3):
 * - feedback:     pk org#<org>, sk feedback#<id>
 *                 gsi1 org#<org>#feed#<praise | asked#<employee> | none>, feedback#<id>  (recent public praise; requests asked of someone)
 *                 gsi2 org#<org>#about#<employee>, feedback#<id>                          (a person's feed)
 * - a 1:1:        pk org#<org>, sk oneonone#<id>; gsi2 org#<org>#report#<report>, oneonone#<id> (a report's 1:1s)
 * - agenda item:  pk org#<org>, sk agenda#<1:1>#<id>                                      (a 1:1's agenda: one Query)
 * - private note: pk org#<org>, sk oonote#<1:1>#<author employee>                         (read only by GetItem with the caller's own id)
 * - pay change:   pk org#<org>, sk paychange#<id>; gsi1 org#<org>#paychanges#<status>, paychange#<id>
 * A private note has a prefix of its own, so no Query of a 1:1 or its agenda ever reads one.
 */

export const feedbackEntity = organizationScopedEntity('performance', 'feedback', {
  attributes: {
    feedback_id: keyIdAttribute,
    kind: { type: FEEDBACK_KINDS, required: true },
    /** Who it is about. */
    employee_id: { type: 'number', required: true, readOnly: true },
    employee_name: { type: 'string', required: true },
    /** `praise`, `asked#<employee>` (an open request) or `none`: the gsi1 feed it is in. */
    feed: { type: 'string', required: true },
    visibility: { type: PRAISE_VISIBILITIES },
    ...required.strings('body', 'author_name'),
    ...required.numbers('author_user_id'),
    ...optional.numbers('author_employee_id', 'asked_employee_id'),
    ...optional.strings('asked_name', 'response', 'responded_at'),
    ...timestampAttributes,
  },
  indexes: {
    byId: organizationIndex('feedback#${feedback_id}'),
    byFeed: organizationGsi('gsi1', 'feed#${feed}', 'feedback#${feedback_id}'),
    byEmployee: organizationGsi('gsi2', 'about#${employee_id}', 'feedback#${feedback_id}'),
  },
});
export type FeedbackItem = EntityItem<ReturnType<typeof feedbackEntity>>;

export const oneOnOneEntity = organizationScopedEntity('performance', 'one_on_one', {
  attributes: {
    one_on_one_id: keyIdAttribute,
    date: { type: 'string', required: true },
    manager_employee_id: { type: 'number', required: true, readOnly: true },
    manager_name: { type: 'string', required: true },
    report_employee_id: { type: 'number', required: true, readOnly: true },
    report_name: { type: 'string', required: true },
    ...timestampAttributes,
  },
  indexes: {
    byId: organizationIndex('oneonone#${one_on_one_id}'),
    byReport: organizationGsi('gsi2', 'report#${report_employee_id}', 'oneonone#${one_on_one_id}'),
  },
});
export type OneOnOneItem = EntityItem<ReturnType<typeof oneOnOneEntity>>;

export const agendaItemEntity = organizationScopedEntity('performance', 'agenda_item', {
  attributes: {
    one_on_one_id: keyIdAttribute,
    item_id: keyIdAttribute,
    text: { type: 'string', required: true },
    done: { type: 'boolean', required: true },
    ...required.numbers('added_by_employee_id'),
    ...required.strings('added_by_name'),
    ...optional.numbers('carried_from'),
    ...timestampAttributes,
  },
  indexes: {
    byOneOnOne: organizationIndex('agenda#${one_on_one_id}#${item_id}'),
  },
});
export type AgendaItemItem = EntityItem<ReturnType<typeof agendaItemEntity>>;

export const oneOnOneNoteEntity = organizationScopedEntity('performance', 'one_on_one_note', {
  attributes: {
    one_on_one_id: keyIdAttribute,
    author_employee_id: keyIdAttribute,
    body: { type: 'string', required: true },
    ...timestampAttributes,
  },
  indexes: {
    byAuthor: organizationIndex('oonote#${one_on_one_id}#${author_employee_id}'),
  },
});

export const payChangeEntity = organizationScopedEntity('performance', 'pay_change', {
  attributes: {
    pay_change_id: keyIdAttribute,
    employee_id: { type: 'number', required: true, readOnly: true },
    employee_name: { type: 'string', required: true },
    basis: { type: ['salary', 'hourly'] as const, required: true },
    kind: { type: PAY_CHANGE_KINDS, required: true },
    /** Cents a year (salary) or the rate ×10⁴ an hour (hourly): an increase, or the new rate. */
    amount: { type: 'number', required: true },
    effective_from: { type: 'string', required: true },
    reason: { type: 'string', required: true },
    status: { type: PAY_CHANGE_STATUSES, required: true },
    ...required.numbers('proposed_by_user_id'),
    ...optional.numbers('proposed_by_employee_id', 'decided_by_user_id'),
    ...required.strings('proposed_by_name'),
    ...optional.strings('decided_by_name', 'decided_at', 'decision_note'),
    ...timestampAttributes,
  },
  indexes: {
    byId: organizationIndex('paychange#${pay_change_id}'),
    byStatus: organizationGsi('gsi1', 'paychanges#${status}', 'paychange#${pay_change_id}'),
  },
});
export type PayChangeItem = EntityItem<ReturnType<typeof payChangeEntity>>;
