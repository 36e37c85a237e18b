import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchDelete } from '../db/batch.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { TABLES, type TableDefinition, type TableName } from '../db/table-definitions.ts';
import { deleteKeys, listKeys } from '../storage/s3.ts';

interface PartitionItem {
  pk: string;
  sk: string;
  __edb_e__?: string;
  [id: string]: unknown;
}

/** Entities that have a locator (`<kind>#<id>`) in their table, and the attribute holding the id. */
const LOCATED: Record<string, { kind: string; id: string }> = {
  department: { kind: 'department', id: 'department_id' },
  designation: { kind: 'designation', id: 'designation_id' },
  job_opening: { kind: 'job', id: 'job_opening_id' },
  applicant: { kind: 'applicant', id: 'applicant_id' },
  interview: { kind: 'interview', id: 'interview_id' },
  offer: { kind: 'offer', id: 'offer_id' },
  onboarding_template: { kind: 'template', id: 'template_id' },
  employee: { kind: 'employee', id: 'employee_id' },
  leave_request: { kind: 'leave_request', id: 'request_id' },
  notification: { kind: 'notification', id: 'notification_id' },
  attendance_adjustment: { kind: 'attendance_adjustment', id: 'adjustment_id' },
  pay_run: { kind: 'pay_run', id: 'pay_run_id' },
  pay_schedule: { kind: 'pay_schedule', id: 'pay_schedule_id' },
  pay_item: { kind: 'pay_item', id: 'pay_item_id' },
  tax_table: { kind: 'tax_table', id: 'tax_table_id' },
  shift: { kind: 'shift', id: 'shift_id' },
  goal: { kind: 'goal', id: 'goal_id' },
  review_cycle: { kind: 'review_cycle', id: 'cycle_id' },
  review: { kind: 'review', id: 'review_id' },
  shift_swap: { kind: 'shift_swap', id: 'swap_id' },
};

/** The organization record and its memberships: what lets owners see it, so they go last. */
const isRecordOrMembership = (item: PartitionItem) =>
  item.__edb_e__ === 'organization' || item.__edb_e__ === 'membership';

/**
 * One phase of a purge, named so a job's progress survives a change of this list's order.
 * `records`: in the organizations table, `others` skips the organization record and memberships,
 * `last` deletes only them.
 */
type Phase =
  | { name: string; kind: 'table'; table: TableName; records?: 'others' | 'last' }
  | { name: string; kind: 'objects'; prefix: (organizationId: number) => string };

/**
 * The purge in order: every table whose definition says `organizationPurge: 'partition'` (tables
 * that keep their data, such as jobs or an append-only audit log, are never touched), the
 * organization's resume files and quarantined uploads, then the rest of the organizations
 * table, and the organization record with its memberships at the very end.
 */
export const PURGE_PHASES: readonly Phase[] = [
  ...(Object.entries(TABLES) as [TableName, TableDefinition][])
    .filter(([name, definition]) => definition.organizationPurge === 'partition' && name !== 'organizations')
    .map(([table]): Phase => ({ name: `table:${table}`, kind: 'table', table })),
  { name: 'objects:resumes', kind: 'objects', prefix: (id) => `resumes/org-${id}/` },
  { name: 'objects:quarantine', kind: 'objects', prefix: (id) => `quarantine/org-${id}/` },
  { name: 'table:organizations', kind: 'table', table: 'organizations', records: 'others' },
  { name: 'table:organizations:last', kind: 'table', table: 'organizations', records: 'last' },
];

/** Where a purge is: the phase to run next (undefined: finished) and the position within it. */
export interface PurgePosition {
  phase: string | undefined;
  /** The table's LastEvaluatedKey as JSON; objects need none (deleted keys are no longer listed). */
  cursor?: string;
}

/** How much one step may do before it records its progress. */
export interface StepLimits {
  maxItems: number;
  maxMillis: number;
}

const ids = [...new Set(Object.values(LOCATED).map((located) => located.id))];

/** Deletes one page (at most `limit` items) of a table phase; returns the count and the next cursor. */
async function purgeTablePage(
  phase: Extract<Phase, { kind: 'table' }>,
  organizationId: number,
  cursor: string | undefined,
  limit: number,
): Promise<{ deleted: number; next?: string }> {
  const table = tableNames()[phase.table];
  const page = await dynamo().send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `org#${organizationId}` },
      ProjectionExpression: ['pk', 'sk', '#entity', ...ids].join(', '),
      ExpressionAttributeNames: { '#entity': '__edb_e__' },
      ExclusiveStartKey: cursor ? JSON.parse(cursor) : undefined,
      Limit: limit,
    }),
  );
  const items = ((page.Items ?? []) as PartitionItem[]).filter((item) =>
    phase.records === 'others'
      ? !isRecordOrMembership(item)
      : phase.records === 'last'
        ? isRecordOrMembership(item)
        : true,
  );
  const locators = items.flatMap((item) => {
    const located = item.__edb_e__ ? LOCATED[item.__edb_e__] : undefined;
    return located && item[located.id] !== undefined
      ? [{ pk: `${located.kind}#${item[located.id]}`, sk: 'locator' }]
      : [];
  });
  // Locators first: a locator never points at a record that is already gone.
  await batchDelete(table, locators);
  await batchDelete(
    table,
    items.map((item) => ({ pk: item.pk, sk: item.sk })),
  );
  return {
    deleted: items.length + locators.length,
    ...(page.LastEvaluatedKey ? { next: JSON.stringify(page.LastEvaluatedKey) } : {}),
  };
}

/** Deletes one listing page (up to 1,000 objects) under the phase's prefix; `more` while some remain. */
async function purgeObjectsPage(
  phase: Extract<Phase, { kind: 'objects' }>,
  organizationId: number,
): Promise<{ deleted: number; more: boolean }> {
  const page = await listKeys(phase.prefix(organizationId));
  await deleteKeys(page.keys);
  return { deleted: page.keys.length, more: page.next !== undefined };
}

/**
 * Runs one bounded step of an organization's purge from `from`: deletes page after page until
 * `limits` are reached or the purge is finished, and returns where the next step starts and how
 * many items (and objects) it deleted. Every delete is idempotent, so running a step again from
 * the same position (after a crash, or a replayed stream record) deletes nothing twice and skips
 * nothing.
 */
export async function purgeStep(
  organizationId: number,
  from: PurgePosition,
  limits: StepLimits,
): Promise<PurgePosition & { deleted: number }> {
  const startedAt = Date.now();
  let index = from.phase === undefined ? 0 : PURGE_PHASES.findIndex((phase) => phase.name === from.phase);
  if (index < 0) throw new Error(`Unknown purge phase ${from.phase}`);
  let cursor = from.cursor;
  let deleted = 0;
  while (index < PURGE_PHASES.length && deleted < limits.maxItems && Date.now() - startedAt < limits.maxMillis) {
    const phase = PURGE_PHASES[index] as Phase;
    let finished: boolean;
    if (phase.kind === 'table') {
      const page = await purgeTablePage(phase, organizationId, cursor, Math.min(500, limits.maxItems - deleted));
      deleted += page.deleted;
      cursor = page.next;
      finished = page.next === undefined;
    } else {
      const page = await purgeObjectsPage(phase, organizationId);
      deleted += page.deleted;
      finished = !page.more;
    }
    if (finished) {
      index += 1;
      cursor = undefined;
    }
  }
  return { phase: PURGE_PHASES[index]?.name, ...(cursor ? { cursor } : {}), deleted };
}
