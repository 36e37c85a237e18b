/**
 * Leave figure (issue 16 §4): a month's team calendar for 500 employees away, over HTTP: its time
 * and DynamoDB requests per read. The month's calendar entries (what a request writes for each month
 * it touches) are seeded straight into the leave table for 500 employees of the large organization,
 * one request each spanning the whole month, so the read is measured at its largest.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, todayIn } from '@wattle/shared/calendar';
import { onAwsCommand } from '../../functions/src/core/aws/command-log.ts';
import { dynamo, tableNames } from '../../functions/src/core/db/client.ts';
import { leaveCalendarEntryEntity } from '../../functions/src/core/leave/request-entities.ts';
import type { HttpApi } from './http.ts';
import { median, progress, round } from './util.ts';

export const CALENDAR_EMPLOYEES = 500;
/** Request ids for the seeded entries, far above any the bench's own requests take. */
const FIRST_REQUEST_ID = 900_000_000;

export interface LeaveCalendarFigures {
  employees: number;
  month: string;
  medianMs: number;
  requests: number;
  samples: number;
}

export async function measureLeaveCalendar(
  api: HttpApi,
  organizationId: number,
  runs: number,
): Promise<LeaveCalendarFigures> {
  const options = await api.call('GET', `/employees/options?organization_id=${organizationId}`);
  const ids = ((options.body?.data ?? []) as { id: number }[]).map((option) => option.id).slice(0, CALENDAR_EMPLOYEES);
  if (ids.length === 0) throw new Error('leave calendar bench: no employees');
  const month = todayIn('Australia/Sydney').slice(0, 7);
  const last = addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);
  progress(`leave calendar: ${ids.length} employees away all of ${month}`);
  const items = ids.map((employeeId, index) => {
    const { Item } = leaveCalendarEntryEntity()
      .put({
        organization_id: organizationId,
        month,
        request_id: FIRST_REQUEST_ID + index,
        employee_id: employeeId,
        leave_type_code: 'annual',
        leave_type_name: 'Annual Leave',
        confidential: false,
        start_date: `${month}-01`,
        end_date: last,
        status: 'approved',
      })
      .params<{ Item: Record<string, unknown> }>();
    return { PutRequest: { Item } };
  });
  for (let start = 0; start < items.length; start += 25) {
    await dynamo().send(
      new BatchWriteCommand({ RequestItems: { [tableNames().leave]: items.slice(start, start + 25) } }),
    );
  }
  const samples: number[] = [];
  let requests = 0;
  for (let index = 0; index < runs; index += 1) {
    let count = 0;
    const stop = onAwsCommand((command) => {
      if (command.service === 'dynamodb') count += 1;
      return undefined;
    });
    const started = performance.now();
    const answer = await api.call('GET', `/leave/calendar?organization_id=${organizationId}&month=${month}`);
    samples.push(performance.now() - started);
    stop();
    if (answer.status !== 200) throw new Error(`leave calendar bench: answered ${answer.status}`);
    const away = (answer.body?.data?.absences ?? []).length;
    if (away < ids.length) throw new Error(`leave calendar bench: ${away} away of ${ids.length}`);
    requests = count;
  }
  return { employees: ids.length, month, medianMs: round(median(samples)), requests, samples: samples.length };
}
