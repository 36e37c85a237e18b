import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_EXPORT_LIMIT,
  AUDIT_MODULE_LABELS,
  AUDIT_RECORD_TYPE_LABELS,
  type AuditEvent,
  type AuditPage,
  type auditQuery,
} from '@wattle/shared/audit';
import { dayRangeIn, todayIn, utcToZoned } from '@wattle/shared/calendar';
import type * as z from 'zod';
import { useActor } from '../actor.ts';
import { FORMULA_START } from '../csv.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { keyCursor, keyToStoreCursor, storeCursorToKey, storePage } from '../db/paging.ts';
import { fieldsOf } from '../item-fields.ts';
import { requireMembership } from '../tenancy/memberships.ts';
import { type AuditItem, auditKeys } from './audit.ts';

type Filters = Omit<z.output<typeof auditQuery>, 'cursor' | 'per_page'>;

/** Query rounds one page may take while a filter skips events; the page then ends early, with a cursor. */
const MAX_ROUNDS = 20;

/**
 * The query for the filters: the most selective key (a record, an actor, a module, else the whole
 * organization) with the organization's days as a range of the time-ordered sort key, and the
 * other filters applied by DynamoDB before the answer (FilterExpression).
 */
function buildQuery(organizationId: number, filters: Filters, timezone: string): QueryCommandInput {
  // Whole days in the organization's zone, the end date inclusive (up to its last millisecond and any event id).
  const days = dayRangeIn(timezone, filters.start_date, filters.end_date);
  const from = days.from ?? '0';
  const to = days.to ? `${days.to}~` : '~';
  const [index, keyName, key] = filters.record_type
    ? filters.record_id
      ? ['gsi2', 'gsi2pk', auditKeys.record(organizationId, filters.record_type, filters.record_id)]
      : [undefined, 'pk', auditKeys.organization(organizationId)]
    : filters.actor_id
      ? ['gsi1', 'gsi1pk', auditKeys.actor(organizationId, filters.actor_id)]
      : filters.module
        ? ['gsi3', 'gsi3pk', auditKeys.module(organizationId, filters.module)]
        : [undefined, 'pk', auditKeys.organization(organizationId)];
  const conditions: string[] = [];
  const names: Record<string, string> = { '#key': keyName, '#sk': 'sk' };
  const values: Record<string, unknown> = { ':key': key, ':from': `audit#${from}`, ':to': `audit#${to}` };
  const filter = (attribute: string, value: unknown) => {
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = value;
    conditions.push(`#${attribute} = :${attribute}`);
  };
  if (filters.actor_id && index !== 'gsi1') filter('actor_id', filters.actor_id);
  if (filters.module && index !== 'gsi3') filter('module', filters.module);
  if (filters.record_type && index !== 'gsi2') filter('record_type', filters.record_type);
  if (filters.action) filter('action', filters.action);
  return {
    TableName: tableNames().audit,
    ...(index ? { IndexName: index } : {}),
    KeyConditionExpression: '#key = :key AND #sk BETWEEN :from AND :to',
    ...(conditions.length > 0 ? { FilterExpression: conditions.join(' AND ') } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
  };
}

/** Reads up to `count` matching events from `start`, newest first; the key to go on from, if any. */
async function readEvents(input: QueryCommandInput, count: number, start: string | null) {
  const items: AuditItem[] = [];
  let key: Record<string, unknown> | undefined = start ? storeCursorToKey(start) : undefined;
  for (let round = 0; round < MAX_ROUNDS && items.length < count; round++) {
    const answer = await dynamo().send(
      new QueryCommand({ ...input, Limit: Math.min(1000, count - items.length), ExclusiveStartKey: key }),
    );
    items.push(...((answer.Items ?? []) as AuditItem[]));
    key = answer.LastEvaluatedKey;
    if (!key) break;
  }
  return { data: items, cursor: key ? keyToStoreCursor(key) : null };
}

function toAuditEvent(item: AuditItem): AuditEvent {
  return {
    id: `${item.occurred_at}#${item.event_id}`,
    organization_id: item.organization_id,
    occurred_at: item.occurred_at,
    actor_id: item.actor_id ?? null,
    ...fieldsOf(item, 'actor_name', 'module', 'action', 'record_type', 'record_id', 'record_label', 'summary'),
    changes: (item.changes ?? []).map((change) => ({
      field: change.field,
      label: change.label,
      before: change.before ?? null,
      after: change.after ?? null,
    })),
    client_address: item.client_address ?? null,
  };
}

function organizationZone(): string {
  const actor = useActor();
  return actor?.type === 'user' ? (actor.organization?.timezone ?? 'UTC') : 'UTC';
}

/** One page of the organization's audit log, newest first; owners and admins only. */
export async function queryAuditLog(
  organizationId: number,
  query: Omit<z.output<typeof auditQuery>, never>,
): Promise<AuditPage> {
  requireMembership(organizationId);
  const { cursor, per_page: perPage, ...filters } = query;
  const input = buildQuery(organizationId, filters, organizationZone());
  const scope = ['audit', organizationId, JSON.stringify(filters), perPage];
  const page = await storePage(scope, cursor, {
    perPage,
    read: (start, limit) => readEvents(input, limit, start),
    cursorOf: keyCursor('audit', input.IndexName),
  });
  return { data: page.data.map(toAuditEvent), next_cursor: page.nextCursor, per_page: perPage };
}

const describeChange = (change: AuditEvent['changes'][number]) =>
  `${change.label}: ${change.before ?? '(none)'} → ${change.after ?? '(none)'}`;

/**
 * The events the filters select as CSV (newest first, at most AUDIT_EXPORT_LIMIT), with times in
 * the organization's zone; `truncated` when more matched; `day` is today there (for the file's name).
 */
export async function exportAuditLog(
  organizationId: number,
  query: Omit<z.output<typeof auditQuery>, never>,
): Promise<{ csv: string; rows: number; truncated: boolean; day: string }> {
  requireMembership(organizationId);
  const { cursor: _cursor, per_page: _perPage, ...filters } = query;
  const timezone = organizationZone();
  const input = buildQuery(organizationId, filters, timezone);
  const items: AuditItem[] = [];
  let start: string | null = null;
  do {
    const page = await readEvents(input, AUDIT_EXPORT_LIMIT + 1 - items.length, start);
    items.push(...page.data);
    start = page.cursor;
  } while (start && items.length <= AUDIT_EXPORT_LIMIT);
  const truncated = items.length > AUDIT_EXPORT_LIMIT;
  const rows = items.slice(0, AUDIT_EXPORT_LIMIT).map(toAuditEvent);
  // papaparse loads with the first export, not with every request of the function.
  const { default: Papa } = await import('papaparse');
  const csv = Papa.unparse(
    {
      fields: [
        'Time (UTC)',
        `Local time (${timezone})`,
        'User',
        'User id',
        'Module',
        'Action',
        'Record type',
        'Record id',
        'Record',
        'Summary',
        'Changes',
        'Client address',
      ],
      data: rows.map((event) => [
        event.occurred_at,
        utcToZoned(event.occurred_at, timezone).replace('T', ' '),
        event.actor_name,
        event.actor_id ?? '',
        AUDIT_MODULE_LABELS[event.module],
        AUDIT_ACTION_LABELS[event.action],
        AUDIT_RECORD_TYPE_LABELS[event.record_type],
        event.record_id,
        event.record_label,
        event.summary,
        event.changes.map(describeChange).join('; '),
        event.client_address ?? '',
      ]),
    },
    { escapeFormulae: FORMULA_START },
  );
  return { csv, rows: rows.length, truncated, day: todayIn(timezone) };
}
