import { queryAll } from './query-all.ts';
import type { ShiftItem } from './roster-entities.ts';

const pad = (id: number) => String(id).padStart(12, '0');

/**
 * One employee's published shifts from `from` to `to`, every department's: ONE Query of the
 * per-employee index (gsi1), drafts filtered out. Self-service and the calendar feed read it, and
 * so do the contexts above (timesheets' prefill) and, handed in by the route, attendance's clock-in.
 */
export async function publishedShiftsOf(
  organizationId: number,
  employeeId: number,
  from: string,
  to: string,
): Promise<ShiftItem[]> {
  return queryAll<ShiftItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    FilterExpression: '#status = :published',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':pk': `org#${organizationId}#emp#${pad(employeeId)}`,
      ':from': `shift#${from}`,
      ':to': `shift#${to}~`,
      ':published': 'published',
    },
  });
}
