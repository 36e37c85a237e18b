import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_RECORD_TYPE_LABELS,
  type AuditAction,
  type AuditChange,
  type AuditEvent,
  type AuditModule,
  type AuditRecordType,
} from '@wattle/shared/audit';
import { useActor } from '../actor.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { rawItem, type TransactionItem } from '../db/transactions.ts';

/**
 * The organization audit log: one event per change of any record and per access event, written in
 * the same transaction as the change (auditPut) or, for events that change nothing (a sign-in, a
 * reveal), on its own (appendAudit). Functions may only Put into its table; nothing updates or
 * deletes an event, and events expire after seven years.
 */

const RETENTION_SECONDS = 7 * 366 * 24 * 60 * 60;

export interface AuditEntry {
  organizationId: number;
  module: AuditModule;
  action: AuditAction;
  record: { type: AuditRecordType; id: number | string; label: string };
  /** One line for the log's table; defaults to the action and the record ("Created department Sales"). */
  summary?: string;
  changes?: AuditChange[];
  /** Who did it; defaults to the request's actor (a system actor is shown by its reason). */
  actor?: { id: number | null; name: string };
  clientAddress?: string;
}

/** The stored event: the event's fields (AuditEvent) with its keys; absent rather than null where unknown. */
export interface AuditItem
  extends Pick<
    AuditEvent,
    | 'organization_id'
    | 'occurred_at'
    | 'actor_name'
    | 'module'
    | 'action'
    | 'record_type'
    | 'record_id'
    | 'record_label'
    | 'summary'
    | 'changes'
  > {
  pk: string;
  sk: string;
  gsi1pk?: string;
  gsi2pk: string;
  gsi3pk: string;
  event_id: string;
  actor_id?: number;
  client_address?: string;
  expires_at: number;
}

function currentActor(): { id: number | null; name: string; clientAddress?: string } {
  const actor = useActor();
  if (actor?.type === 'user') return { id: actor.userId, name: actor.userName, clientAddress: actor.clientAddress };
  return { id: null, name: actor ? `System (${actor.reason})` : 'System' };
}

/** Key prefixes of the audit log's partition and indexes. */
export const auditKeys = {
  organization: (organizationId: number) => `org#${organizationId}`,
  actor: (organizationId: number, actorId: number) => `org#${organizationId}#actor#${actorId}`,
  record: (organizationId: number, type: string, id: string) => `org#${organizationId}#record#${type}#${id}`,
  module: (organizationId: number, module: string) => `org#${organizationId}#module#${module}`,
};

export function defaultSummary(action: AuditAction, type: AuditRecordType, label: string): string {
  return `${AUDIT_ACTION_LABELS[action]} ${AUDIT_RECORD_TYPE_LABELS[type].toLowerCase()} ${label}`.trim();
}

/** The stored event for `entry`, stamped now by the current actor. */
export function auditItem(entry: AuditEntry, now = new Date()): AuditItem {
  const request = currentActor();
  const actor = entry.actor ?? request;
  const occurredAt = now.toISOString();
  const eventId = randomUUID().slice(0, 12);
  const recordId = String(entry.record.id);
  const address = entry.clientAddress ?? request.clientAddress;
  return {
    pk: auditKeys.organization(entry.organizationId),
    sk: `audit#${occurredAt}#${eventId}`,
    ...(actor.id === null ? {} : { gsi1pk: auditKeys.actor(entry.organizationId, actor.id) }),
    gsi2pk: auditKeys.record(entry.organizationId, entry.record.type, recordId),
    gsi3pk: auditKeys.module(entry.organizationId, entry.module),
    organization_id: entry.organizationId,
    occurred_at: occurredAt,
    event_id: eventId,
    ...(actor.id === null ? {} : { actor_id: actor.id }),
    actor_name: actor.name,
    module: entry.module,
    action: entry.action,
    record_type: entry.record.type,
    record_id: recordId,
    record_label: entry.record.label,
    summary: entry.summary ?? defaultSummary(entry.action, entry.record.type, entry.record.label),
    changes: entry.changes ?? [],
    ...(address ? { client_address: address } : {}),
    expires_at: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
  };
}

/** The event as one operation of the caller's transaction: it is stored exactly when the change is. */
export function auditPut(entry: AuditEntry): TransactionItem {
  return rawItem({
    Put: {
      TableName: tableNames().audit,
      Item: auditItem(entry),
      // Never overwrites: an event id is new, and the table is append-only.
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
}

/** Appends events that go with no other write (sign-ins, reveals), each with its own PutItem. */
export async function appendAudit(...entries: AuditEntry[]): Promise<void> {
  await Promise.all(
    entries.map((entry) =>
      dynamo().send(
        new PutCommand({
          TableName: tableNames().audit,
          Item: auditItem(entry),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    ),
  );
}

export type Display = (field: string, value: unknown) => string | null;

const plain: Display = (_field, value) =>
  value === undefined || value === null || value === ''
    ? null
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);

/**
 * The fields of `labels` whose values differ between two versions of a record, with readable
 * before and after values (`display` turns ids into names where the caller knows them).
 */
export function diffFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  labels: Record<string, string>,
  display: Display = plain,
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const [field, label] of Object.entries(labels)) {
    const old = before ? (display(field, before[field]) ?? plain(field, before[field])) : null;
    const next = after ? (display(field, after[field]) ?? plain(field, after[field])) : null;
    if (old === next) continue;
    changes.push({ field, label, before: old, after: next });
  }
  return changes;
}

/**
 * The audit entries of one kind of record: the organization, id and label come from the record,
 * the changes from its two versions (null before a create, null after a delete) over `labels`.
 */
export function recordAudit<T extends { organization_id: number }>(spec: {
  module: AuditModule;
  type: AuditRecordType;
  id: (record: T) => number | string;
  label: (record: T) => string;
  labels: Record<string, string>;
}) {
  return (action: 'create' | 'update' | 'delete', before: T | null, after: T | null, display?: Display): AuditEntry => {
    const record = (after ?? before) as T;
    return {
      organizationId: record.organization_id,
      module: spec.module,
      action,
      record: { type: spec.type, id: spec.id(record), label: spec.label(record) },
      changes: diffFields(before, after, spec.labels, display),
    };
  };
}
