import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ShiftAcknowledgement } from '@wattle/shared/roster-publishing';
import { shiftText } from '@wattle/shared/shift-text';
import { auditPut } from '../audit/audit.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { ownEmployeeId } from './own-shifts.ts';
import type { RosterDeliveryItem } from './publish-entities.ts';
import { shiftEntity } from './roster-entities.ts';

const pad = (id: number) => String(id).padStart(12, '0');

/** The employee's latest deliveries that name the shift and do not yet count it acknowledged. */
async function deliveriesAwaiting(organizationId: number, employeeId: number, shiftId: number) {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().rostering,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `org#${organizationId}#emp#${pad(employeeId)}`, ':prefix': 'delivery#' },
      ScanIndexForward: false,
      Limit: 20,
    }),
  );
  return ((result.Items ?? []) as (RosterDeliveryItem & { pk: string; sk: string })[]).filter(
    (item) => item.shift_ids.includes(shiftId) && !(item.acknowledged_shift_ids ?? []).includes(shiftId),
  );
}

/** Counts the shift acknowledged on a delivery (and the delivery acknowledged once all its shifts are). */
function deliveryAcknowledged(item: RosterDeliveryItem & { pk: string; sk: string }, shiftId: number, now: string) {
  const acknowledged = new Set([...(item.acknowledged_shift_ids ?? []), shiftId]);
  const all = item.shift_ids.every((id) => acknowledged.has(id));
  return rawItem({
    Update: {
      TableName: tableNames().rostering,
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: `SET acknowledged_shift_ids = list_append(if_not_exists(acknowledged_shift_ids, :empty), :shift)${all ? ', acknowledged_at = :now' : ''}`,
      ConditionExpression: 'NOT contains(acknowledged_shift_ids, :id)',
      ExpressionAttributeValues: { ':empty': [], ':shift': [shiftId], ':id': shiftId, ...(all ? { ':now': now } : {}) },
    },
  });
}

/**
 * `POST /shifts/{id}/acknowledge`: the employee confirms they saw their published shift. Their own
 * published shift only (anyone else's, or a draft, answers 404); again is the same answer, no
 * write. The shift's acknowledgement, its audit event and the deliveries that named it are one
 * transaction, conditional on the shift's version (a shift changed meanwhile answers 409: the
 * employee acknowledges what they were shown). The version does not move: a manager's edit in
 * flight is not refused by it.
 */
export async function acknowledgeShift(organizationId: number, shiftId: number): Promise<ShiftAcknowledgement> {
  const employeeId = ownEmployeeId();
  const { data: shift } = await shiftEntity()
    .get({ organization_id: organizationId, shift_id: shiftId })
    .go({ consistent: true });
  if (!shift || shift.employee_id !== employeeId || shift.status !== 'published') throw VisibleError.notFound('Shift');
  if (shift.acknowledged_at) return { shift_id: shiftId, acknowledged_at: shift.acknowledged_at };
  const now = new Date().toISOString();
  const deliveries = await deliveriesAwaiting(organizationId, employeeId, shiftId);
  const writes: TransactionItem[] = [
    rawItem({
      Update: {
        TableName: tableNames().rostering,
        Key: shiftEntity()
          .get({ organization_id: organizationId, shift_id: shiftId })
          .params<{ Key: Record<string, unknown> }>().Key,
        UpdateExpression: 'SET acknowledged_at = :now',
        ConditionExpression: '#version = :version AND #status = :published AND attribute_not_exists(acknowledged_at)',
        ExpressionAttributeNames: { '#version': 'version', '#status': 'status' },
        ExpressionAttributeValues: { ':now': now, ':version': shift.version, ':published': 'published' },
      },
    }),
    auditPut({
      organizationId,
      module: 'rostering',
      action: 'update',
      record: { type: 'shift', id: shiftId, label: `${shift.employee_name ?? 'Shift'}, ${shiftText(shift)}` },
      summary: `Acknowledged the shift ${shiftText(shift)}`,
      changes: [{ field: 'acknowledged_at', label: 'Acknowledged', before: null, after: now }],
    }),
    ...deliveries.map((item) => deliveryAcknowledged(item, shiftId, now)),
  ];
  const result = await transactWrite(writes);
  if (result.canceled) {
    const { data: again } = await shiftEntity()
      .get({ organization_id: organizationId, shift_id: shiftId })
      .go({ consistent: true });
    if (again?.acknowledged_at && again.version === shift.version)
      return { shift_id: shiftId, acknowledged_at: again.acknowledged_at };
    throw new VisibleError('conflict', 'The shift changed since you opened it: reload to see it.');
  }
  return { shift_id: shiftId, acknowledged_at: now };
}
