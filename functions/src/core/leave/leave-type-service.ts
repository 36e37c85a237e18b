import { customLeaveTypeInput, leaveTypeUpdateInput } from '@wattle/shared/leave-type-schemas';
import type { LeaveType } from '@wattle/shared/leave-types';
import { formatRate, parseRate } from '@wattle/shared/money';
import { auditPut } from '../audit/audit.ts';
import { tableNames } from '../db/client.ts';
import { rawItem, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { requireMembership } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import {
  leaveTypeKey,
  leaveTypeOf,
  nextCustomTypeId,
  type StoredLeaveType,
  typeHasEntries,
} from './leave-type-store.ts';

/**
 * Changing leave types (HR): custom types are created, changed and deleted while unused; a NES
 * type's name, annual leave loading and request rules change, never its legal minimums, and it is
 * never deleted. Each change and its audit event are one transaction, checked against the version.
 */

const versionCondition = (version: number) =>
  version === 0
    ? { ConditionExpression: 'attribute_not_exists(version)' }
    : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': version } };

export async function write(
  item: StoredLeaveType,
  expected: number,
  audit: Parameters<typeof auditPut>[0],
): Promise<void> {
  const condition = versionCondition(expected);
  const result = await transactWrite([
    rawItem({
      Put: {
        TableName: tableNames().leave,
        Item: item,
        ConditionExpression: condition.ConditionExpression,
        ...('ExpressionAttributeValues' in condition
          ? { ExpressionAttributeValues: condition.ExpressionAttributeValues }
          : {}),
      },
    }),
    auditPut(audit),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
}

/** POST /leave/types: a custom type. */
export async function createLeaveType(input: unknown): Promise<LeaveType> {
  const data = parseInput(customLeaveTypeInput, input);
  const organizationId = Number(data.organization_id);
  requireMembership(organizationId);
  const id = await writeCustomType(organizationId, {
    name: data.name,
    paid: data.paid,
    balance: data.balance,
    weeks_per_year: data.balance === 'accruing' ? data.weeks_per_year : null,
    hours_per_year: data.balance === 'fixed' ? data.hours_per_year : null,
    carry_over_cap_hours: data.balance === 'accruing' ? data.carry_over_cap_hours : null,
    attachment_required: data.attachment_required,
    negative_balance_allowed: data.negative_balance_allowed,
  });
  return leaveTypeOf(organizationId, id);
}

type CustomFields = Required<
  Pick<
    StoredLeaveType,
    | 'name'
    | 'paid'
    | 'balance'
    | 'weeks_per_year'
    | 'hours_per_year'
    | 'carry_over_cap_hours'
    | 'attachment_required'
    | 'negative_balance_allowed'
  >
>;

/** A new custom type (its id from the organization's counter) and its audit event; answers the id. */
export async function writeCustomType(organizationId: number, fields: CustomFields, summary?: string) {
  const id = await nextCustomTypeId(organizationId);
  const item: StoredLeaveType = {
    ...leaveTypeKey(organizationId, id),
    organization_id: organizationId,
    leave_type_id: id,
    custom: true,
    ...fields,
    version: 1,
    updated_at: new Date().toISOString(),
  };
  await write(item, 0, {
    organizationId,
    module: 'leave',
    action: 'create',
    record: { type: 'leave_type', id, label: fields.name },
    ...(summary ? { summary } : {}),
  });
  return id;
}

/** PUT /leave/types/{id}. */
export async function updateLeaveType(leaveTypeId: number, input: unknown): Promise<LeaveType> {
  const data = parseInput(leaveTypeUpdateInput, input);
  const organizationId = Number(data.organization_id);
  requireMembership(organizationId);
  const current = await leaveTypeOf(organizationId, leaveTypeId);
  if (data.version !== current.version) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  const errors: Record<string, string[]> = {};
  if (current.code !== null) {
    const fixed = { paid: current.paid, balance: current.balance, weeks_per_year: current.weeks_per_year };
    for (const [field, value] of Object.entries(fixed)) {
      const sent = data[field as keyof typeof fixed];
      if (sent !== undefined && sent !== value) {
        errors[field] = ['This is a National Employment Standards minimum and cannot be changed.'];
      }
    }
  }
  if (data.leave_loading_rate !== undefined && current.code !== 'annual') {
    errors.leave_loading_rate = ['Only annual leave has a loading.'];
  }
  if (Object.keys(errors).length > 0) throw VisibleError.validation(errors);
  const base = {
    ...leaveTypeKey(organizationId, leaveTypeId),
    organization_id: organizationId,
    leave_type_id: leaveTypeId,
    name: data.name,
    attachment_required: data.attachment_required,
    negative_balance_allowed: data.negative_balance_allowed,
    ...(current.in_use ? { used: true } : {}),
    version: current.version + 1,
    updated_at: new Date().toISOString(),
  };
  let item: StoredLeaveType;
  if (current.code !== null) {
    const loading = data.leave_loading_rate ?? current.leave_loading_rate;
    item = {
      ...base,
      ...(current.code === 'annual' && loading ? { leave_loading_points: parseRate(loading) ?? 0 } : {}),
    };
  } else {
    const checked = parseInput(customLeaveTypeInput, {
      organization_id: data.organization_id,
      name: data.name,
      paid: data.paid ?? current.paid,
      balance: data.balance ?? current.balance,
      weeks_per_year: data.weeks_per_year === undefined ? current.weeks_per_year : data.weeks_per_year,
      hours_per_year: data.hours_per_year === undefined ? current.hours_per_year : data.hours_per_year,
      carry_over_cap_hours:
        data.carry_over_cap_hours === undefined ? current.carry_over_cap_hours : data.carry_over_cap_hours,
    });
    if (current.in_use && (checked.balance !== current.balance || checked.paid !== current.paid)) {
      throw VisibleError.validation({
        balance: ['A type in use keeps whether it is paid and how its balance builds.'],
      });
    }
    item = {
      ...base,
      custom: true,
      paid: checked.paid,
      balance: checked.balance,
      weeks_per_year: checked.balance === 'accruing' ? checked.weeks_per_year : null,
      hours_per_year: checked.balance === 'fixed' ? checked.hours_per_year : null,
      carry_over_cap_hours: checked.balance === 'accruing' ? checked.carry_over_cap_hours : null,
    };
  }
  await write(item, current.version, {
    organizationId,
    module: 'leave',
    action: 'update',
    record: { type: 'leave_type', id: leaveTypeId, label: data.name },
    changes: [
      ...(current.name === data.name ? [] : [{ field: 'name', label: 'Name', before: current.name, after: data.name }]),
      ...(data.leave_loading_rate !== undefined &&
      parseRate(data.leave_loading_rate) !== parseRate(current.leave_loading_rate ?? '')
        ? [
            {
              field: 'leave_loading_rate',
              label: 'Leave loading (%)',
              before: current.leave_loading_rate,
              after: formatRate(parseRate(data.leave_loading_rate) ?? 0),
            },
          ]
        : []),
    ],
  });
  return leaveTypeOf(organizationId, leaveTypeId);
}

/** DELETE /leave/types/{id}: a custom type no request or entry uses. */
export async function deleteLeaveType(organizationId: number, leaveTypeId: number): Promise<void> {
  requireMembership(organizationId);
  const current = await leaveTypeOf(organizationId, leaveTypeId);
  if (current.code !== null) {
    throw VisibleError.conflict(`${current.name} is a National Employment Standards type and cannot be deleted.`);
  }
  if (current.in_use || (await typeHasEntries(organizationId, leaveTypeId))) {
    throw VisibleError.conflict(`${current.name} is in use (requests or balance entries) and cannot be deleted.`);
  }
  const result = await transactWrite([
    rawItem({
      Delete: {
        TableName: tableNames().leave,
        Key: leaveTypeKey(organizationId, leaveTypeId),
        // Not used since it was read (a request may have just marked it).
        ConditionExpression: 'version = :version AND attribute_not_exists(used)',
        ExpressionAttributeValues: { ':version': current.version },
      },
    }),
    auditPut({
      organizationId,
      module: 'leave',
      action: 'delete',
      record: { type: 'leave_type', id: leaveTypeId, label: current.name },
    }),
  ]);
  if (result.canceled)
    throw VisibleError.conflict(`${current.name} was changed or used meanwhile. Reload and try again.`);
}
