import type { AuditAction } from '@wattle/shared/audit';
import type { TransactionItem } from '../db/transactions.ts';
import { fieldsOf } from '../item-fields.ts';
import { type AuditEntry, appendAudit, auditPut } from './audit.ts';

/** At most this many of a transaction's operations are audit events; the rest are appended after it. */
const EVENTS_IN_TRANSACTION = 90;

export interface AccessEvent {
  action: Extract<
    AuditAction,
    | 'sign_in'
    | 'sign_in_failed'
    | 'password_change'
    | 'session_end'
    | 'mfa_enrol'
    | 'mfa_disable'
    | 'mfa_reset'
    | 'mfa_recovery_code'
  >;
  user: { id: number; name: string; email?: string };
  /** Who did it: the user, or nobody known (a failed sign-in). */
  actor: { id: number | null; name: string };
  summary: string;
  clientAddress?: string;
}

/**
 * An access event concerns a user, not one organization: it is recorded in the audit log of every
 * organization the user belongs to, so each organization's owners see who entered their data.
 */
function entries(event: AccessEvent, organizationIds: readonly number[]): AuditEntry[] {
  return organizationIds.map((organizationId) => ({
    organizationId,
    module: 'access',
    action: event.action,
    record: {
      type: 'user',
      id: event.user.id,
      label: event.user.email ? `${event.user.name} (${event.user.email})` : event.user.name,
    },
    ...fieldsOf(event, 'summary', 'actor', 'clientAddress'),
  }));
}

/**
 * The event as operations of the caller's transaction (with the change it records: a session, a
 * password), and a function that appends what did not fit in it, to call after it committed.
 */
export function accessAuditWrites(
  event: AccessEvent,
  organizationIds: readonly number[],
): { operations: TransactionItem[]; appendRest: () => Promise<void> } {
  const all = entries(event, organizationIds);
  return {
    operations: all.slice(0, EVENTS_IN_TRANSACTION).map(auditPut),
    appendRest: () => appendAudit(...all.slice(EVENTS_IN_TRANSACTION)),
  };
}

/** Records an access event that changes nothing else (a failed sign-in). */
export async function appendAccessEvent(event: AccessEvent, organizationIds: readonly number[]): Promise<void> {
  await appendAudit(...entries(event, organizationIds));
}
