import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { nextId } from '../src/core/db/counter-entity.ts';
import { asQueueEvent } from '../src/core/jobs/queue-event.ts';
import { shiftCounter, shiftEntity, shiftLocator } from '../src/core/rostering/roster-entities.ts';
import { shiftSwapEntity } from '../src/core/rostering/swap-entities.ts';
import { handler as rosteringWorker } from '../src/handlers/rostering-worker.ts';

/** The organization's roster notification tasks, as stored. */
export async function rosterNotifyTasks(organizationId: number) {
  const answer = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().rostering,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :task)',
      ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':task': 'notify#' },
      ConsistentRead: true,
    }),
  );
  return answer.Items ?? [];
}

/**
 * Delivers every pending notification task to the rostering worker, as queue messages (the queue's
 * part): once, or `copies` times at once (a message delivered twice, as a standard queue may).
 */
export async function runPendingRosterNotifications(organizationId: number, copies = 1): Promise<number> {
  const pending = (await rosterNotifyTasks(organizationId)).filter((task) => task.status === 'pending');
  if (pending.length === 0) return 0;
  const event = asQueueEvent({
    Records: pending.map((task) => ({ eventName: 'INSERT', dynamodb: { NewImage: marshall(task) as never } })),
  });
  const responses = await Promise.all(Array.from({ length: copies }, () => rosteringWorker(event)));
  if (responses.some((response) => response && response.batchItemFailures.length > 0))
    throw new Error('a roster notification task failed');
  return pending.length;
}

/** A published shift of `employee`, written straight to the store (the world's shift for the route matrices). */
export async function seedPublishedShift(
  organizationId: number,
  departmentId: number,
  employee: { id: number; first_name: string; last_name: string },
) {
  const shiftId = await nextId(shiftCounter(), 'shift');
  const now = new Date().toISOString();
  const item = {
    organization_id: organizationId,
    shift_id: shiftId,
    employee_id: employee.id,
    employee_name: `${employee.first_name} ${employee.last_name}`,
    department_id: departmentId,
    date: '2026-12-15',
    start_time: '09:00',
    end_time: '17:00',
    break_minutes: 30,
    status: 'published' as const,
    published_at: now,
    version: 2,
    created_at: now,
    updated_at: now,
  };
  await shiftEntity().create(item).go();
  await shiftLocator()
    .create({ kind: 'shift', id: shiftId, organization_id: organizationId, parent_id: departmentId })
    .go();
  return { id: shiftId, version: item.version };
}

/** A drop offer of the world's published shift, written straight to the store (the swap routes' matrices). */
export async function seedShiftSwap(
  organizationId: number,
  departmentId: number,
  shift: { id: number; version: number },
  employee: { id: number; first_name: string; last_name: string },
) {
  const swapId = await nextId(shiftCounter(), 'shift_swap');
  const now = new Date().toISOString();
  const item = {
    organization_id: organizationId,
    swap_id: swapId,
    kind: 'drop' as const,
    status: 'offered' as const,
    shift_id: shift.id,
    shift_version: shift.version,
    department_id: departmentId,
    date: '2026-12-15',
    start_time: '09:00',
    end_time: '17:00',
    break_minutes: 30,
    shift_status: 'published' as const,
    from_employee_id: employee.id,
    from_employee_name: `${employee.first_name} ${employee.last_name}`,
    to_employee_id: 0,
    checks: [],
    requested_by: `${employee.first_name} ${employee.last_name}`,
    requested_by_user_id: 999_999,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  await shiftSwapEntity().create(item).go();
  await shiftLocator()
    .create({ kind: 'shift_swap', id: swapId, organization_id: organizationId, parent_id: departmentId })
    .go();
  return { id: swapId, version: 1 };
}
