/**
 * Leave figures (issue 16): balances read as of today (requests per read: the running totals mean
 * no history is replayed) and a year of accrual posted for every employee of the large
 * organization (the worker's own function, one transaction per employee).
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, todayIn } from '@wattle/shared/calendar';
import { onAwsCommand } from '../../functions/src/core/aws/command-log.ts';
import { dynamo, tableNames } from '../../functions/src/core/db/client.ts';
import { endOfLastMonth, postOrganizationAccrual } from '../../functions/src/core/leave/accrual-worker.ts';
import { readBalances } from '../../functions/src/core/leave/ledger.ts';
import { accountKey, emptyAccount } from '../../functions/src/core/leave/ledger-store.ts';
import type { HttpApi } from './http.ts';
import { median, progress, round } from './util.ts';

export interface LeaveFigures {
  employees: number;
  /** GET /employees/{id}/leave-balances over HTTP, as of today: median ms and DynamoDB requests of one read. */
  apiRead: { medianMs: number; requests: number; samples: number };
  /** readBalances of every employee at once, as of today. */
  bulkRead: { seconds: number; requests: number };
  /** A year of accrual posted for every employee (accounts posted up to a year before). */
  posting: { seconds: number; posted: number; requests: number; from: string; through: string };
}

/** Counts the DynamoDB requests `work` sends (this process holds the server, so the API's too). */
async function counted<T>(work: () => Promise<T>): Promise<{ value: T; requests: number; ms: number }> {
  let requests = 0;
  const stop = onAwsCommand((command) => {
    if (command.service === 'dynamodb') requests += 1;
    return undefined;
  });
  const started = performance.now();
  try {
    const value = await work();
    return { value, requests, ms: performance.now() - started };
  } finally {
    stop();
  }
}

/** Accounts posted through `day` with nothing yet (as if the worker had run then): the year after is what is timed. */
async function postedAccounts(organizationId: number, employeeIds: readonly number[], day: string) {
  for (let start = 0; start < employeeIds.length; start += 25) {
    const items = employeeIds.slice(start, start + 25).map((id) => ({
      PutRequest: {
        Item: {
          ...emptyAccount(organizationId, id),
          ...accountKey(organizationId, id),
          posted_through: day,
          version: 1,
          updated_at: new Date().toISOString(),
        },
      },
    }));
    await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableNames().leave]: items } }));
  }
}

export async function measureLeave(api: HttpApi, organizationId: number, runs: number): Promise<LeaveFigures> {
  const options = await api.call('GET', `/employees/options?organization_id=${organizationId}`);
  const ids = ((options.body?.data ?? []) as { id: number }[]).map((option) => option.id);
  if (ids.length === 0) throw new Error('leave bench: no employees');
  const today = todayIn('Australia/Sydney');
  const through = endOfLastMonth(today);
  const from = addDays(through, -364);

  progress(`leave: a year of accrual for ${ids.length} employees (${from} to ${through})`);
  await postedAccounts(organizationId, ids, addDays(from, -1));
  const posting = await counted(() => postOrganizationAccrual(organizationId, through, ids.length));

  progress('leave: balances read over HTTP');
  const samples: number[] = [];
  let requests = 0;
  for (let index = 0; index < runs; index += 1) {
    const id = ids[(index * 97) % ids.length] as number;
    const read = await counted(() => api.call('GET', `/employees/${id}/leave-balances`));
    if (read.value.status !== 200) throw new Error(`leave bench: balances answered ${read.value.status}`);
    samples.push(read.ms);
    requests = read.requests;
  }

  progress(`leave: balances of all ${ids.length} employees read at once`);
  const bulk = await counted(() => readBalances(organizationId, ids, today));
  if (bulk.value.size !== ids.length) throw new Error(`leave bench: ${bulk.value.size} balances of ${ids.length}`);

  return {
    employees: ids.length,
    apiRead: { medianMs: round(median(samples)), requests, samples: samples.length },
    bulkRead: { seconds: round(bulk.ms / 1000, 2), requests: bulk.requests },
    posting: {
      seconds: round(posting.ms / 1000),
      posted: posting.value,
      requests: posting.requests,
      from,
      through,
    },
  };
}
