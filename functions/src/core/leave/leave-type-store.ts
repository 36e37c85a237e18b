import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_LEAVE_LOADING_RATE,
  FIRST_CUSTOM_LEAVE_TYPE_ID,
  type LeaveType,
  NES_LEAVE_TYPES,
} from '@wattle/shared/leave-types';
import { formatRate } from '@wattle/shared/money';
import { dynamo, tableNames } from '../db/client.ts';
import { queryAll } from '../db/query-all.ts';
import { rawItem, type TransactionItem } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';

/**
 * Leave types in the leave table, in the organization's partition (`org#<id>`, `leave_type#<id>`).
 * The eight NES types exist for every organization without a write (ids 1 to 8, from
 * NES_LEAVE_TYPES); a stored item for one holds only what the organization changed (name,
 * loading, request rules) and whether it is used. A custom type is stored whole, with an id from
 * the organization's counter (`leave_type_counter`, in the same partition, so a purge removes it).
 */

export interface StoredLeaveType {
  pk: string;
  sk: string;
  organization_id: number;
  leave_type_id: number;
  name?: string;
  /** Annual leave's loading in basis points (0: none). */
  leave_loading_points?: number;
  /** Before the loading was a rate: true was 17.5%, false none. */
  leave_loading?: boolean;
  attachment_required?: boolean;
  negative_balance_allowed?: boolean;
  /** Custom types: every field of LeaveType. */
  custom?: boolean;
  paid?: boolean;
  balance?: LeaveType['balance'];
  weeks_per_year?: string | null;
  hours_per_year?: string | null;
  carry_over_cap_hours?: string | null;
  /** Set the first time a request or an entry uses the type. */
  used?: boolean;
  version?: number;
  updated_at?: string;
}

const partition = (organizationId: number) => `org#${organizationId}`;
export const leaveTypeKey = (organizationId: number, leaveTypeId: number) => ({
  pk: partition(organizationId),
  sk: `leave_type#${String(leaveTypeId).padStart(6, '0')}`,
});

/** Annual leave's loading: what the organization set, else the default (17.5%). */
function loadingRateOf(stored: StoredLeaveType | undefined): string {
  if (stored?.leave_loading_points !== undefined) return formatRate(stored.leave_loading_points);
  if (stored?.leave_loading !== undefined) return formatRate(stored.leave_loading ? LEGACY_LOADING_POINTS : 0);
  return DEFAULT_LEAVE_LOADING_RATE;
}
const LEGACY_LOADING_POINTS = 1750;

/** A NES type with what the organization changed, or a stored custom type. */
function merged(stored: StoredLeaveType | undefined, base: LeaveType | undefined): LeaveType | undefined {
  if (base) {
    return {
      ...base,
      ...(stored?.name ? { name: stored.name } : {}),
      ...(base.code === 'annual' ? { leave_loading_rate: loadingRateOf(stored) } : {}),
      ...(stored?.attachment_required !== undefined ? { attachment_required: stored.attachment_required } : {}),
      ...(stored?.negative_balance_allowed !== undefined
        ? { negative_balance_allowed: stored.negative_balance_allowed }
        : {}),
      in_use: stored?.used === true,
      version: stored?.version ?? 0,
    };
  }
  if (!stored?.custom || !stored.name || stored.balance === undefined) return undefined;
  const balance = stored.balance;
  return {
    leave_type_id: stored.leave_type_id,
    code: null,
    name: stored.name,
    paid: stored.paid === true,
    balance,
    weeks_per_year: balance === 'accruing' ? (stored.weeks_per_year ?? null) : null,
    shiftworker_weeks_per_year: null,
    hours_per_year: balance === 'fixed' ? (stored.hours_per_year ?? null) : null,
    days_per_occasion: null,
    carry_over: balance === 'accruing',
    carry_over_cap_hours: balance === 'accruing' ? (stored.carry_over_cap_hours ?? null) : null,
    leave_loading_rate: null,
    attachment_required: stored.attachment_required === true,
    negative_balance_allowed: stored.negative_balance_allowed === true,
    available_to_casuals: false,
    confidential: false,
    in_use: stored.used === true,
    version: stored.version ?? 1,
  };
}

/** Every leave type of the organization, NES first then custom by id: one Query, no write. */
export async function leaveTypesOf(organizationId: number): Promise<LeaveType[]> {
  const stored = await queryAll<StoredLeaveType>({
    TableName: tableNames().leave,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': partition(organizationId), ':prefix': 'leave_type#' },
    ConsistentRead: true,
  });
  const byId = new Map(stored.map((item) => [item.leave_type_id, item]));
  const nes = NES_LEAVE_TYPES.map((base) => merged(byId.get(base.leave_type_id), base) as LeaveType);
  const custom = stored
    .filter((item) => item.leave_type_id >= FIRST_CUSTOM_LEAVE_TYPE_ID)
    .map((item) => merged(item, undefined))
    .filter((type): type is LeaveType => type !== undefined);
  return [...nes, ...custom];
}

/** One type of the organization; 404 when it has none with that id. */
export async function leaveTypeOf(organizationId: number, leaveTypeId: number): Promise<LeaveType> {
  const type = (await leaveTypesOf(organizationId)).find((entry) => entry.leave_type_id === leaveTypeId);
  if (!type) throw VisibleError.notFound('Leave type');
  return type;
}

const markUsed = (organizationId: number, leaveTypeId: number) => ({
  TableName: tableNames().leave,
  Key: leaveTypeKey(organizationId, leaveTypeId),
  UpdateExpression: 'SET used = :true, organization_id = :organization, leave_type_id = :type',
  ExpressionAttributeValues: { ':true': true, ':organization': organizationId, ':type': leaveTypeId },
});

/** An operation marking the type used (a request or an entry of it exists): it can no longer be deleted. */
export function markTypeUsed(organizationId: number, leaveTypeId: number): TransactionItem {
  return rawItem({ Update: markUsed(organizationId, leaveTypeId) });
}

/**
 * Marks types used ahead of the writes that use them, each with one idempotent update outside any
 * transaction: for writers that run side by side on the same types (a pay run's posting tasks),
 * whose transactions would otherwise all write the same type items and collide.
 */
export async function markTypesUsed(organizationId: number, leaveTypeIds: Iterable<number>): Promise<void> {
  await Promise.all(
    [...new Set(leaveTypeIds)].map((id) => dynamo().send(new UpdateCommand(markUsed(organizationId, id)))),
  );
}

/** The next custom type id of the organization (9, 10, ...). */
export async function nextCustomTypeId(organizationId: number): Promise<number> {
  const answer = await dynamo().send(
    new UpdateCommand({
      TableName: tableNames().leave,
      Key: { pk: partition(organizationId), sk: 'leave_type_counter' },
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return FIRST_CUSTOM_LEAVE_TYPE_ID - 1 + Number(answer.Attributes?.value ?? 1);
}

/** Whether the type has a balance entry, for a custom type not marked used (its entries are in the type's index: ledger-store.ts inTypeIndex); one item read. */
export async function typeHasEntries(organizationId: number, leaveTypeId: number): Promise<boolean> {
  const answer = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().leave,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': typeEntriesKey(organizationId, leaveTypeId) },
      Limit: 1,
    }),
  );
  return (answer.Items ?? []).length > 0;
}

/** The gsi2 partition of a type's balance entries (all employees). */
export const typeEntriesKey = (organizationId: number, leaveTypeId: number) =>
  `org#${organizationId}#leave_type#${leaveTypeId}`;
