import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { periodGuardSortKey, periodGuardsOf } from '../src/core/timesheets/period-timesheets.ts';

/**
 * A pay run task reads the period guards of its slice of employees only (start by start, between
 * its lowest and highest id), not every guard of the organization's period: a 10,000-employee run's
 * 100 tasks would otherwise read 10,000 guards each.
 */

const org = 880_000_000 + Math.floor(Math.random() * 1_000_000);
const period = { period_start: '2026-11-02', period_end: '2026-11-15' };
// Weekly timesheets: two starts inside the fortnight, and one just after it.
const starts = ['2026-11-02', '2026-11-09', '2026-11-16'];

beforeAll(async () => {
  const guards = starts.flatMap((start, s) =>
    Array.from({ length: 10 }, (_, i) => ({
      pk: `org#${org}`,
      sk: periodGuardSortKey(start, i + 1),
      employee_id: i + 1,
      timesheet_id: (s + 1) * 100 + i + 1,
      period_start: start,
    })),
  );
  for (let at = 0; at < guards.length; at += 25) {
    await dynamo().send(
      new BatchWriteCommand({
        RequestItems: {
          [tableNames().timesheets]: guards.slice(at, at + 25).map((Item) => ({ PutRequest: { Item } })),
        },
      }),
    );
  }
});

describe('period guards', () => {
  it("of a slice: the slice's range at each start inside the period, nothing outside it", async () => {
    const guards = await periodGuardsOf(org, period, [5, 3, 4]);
    expect(guards.map((guard) => `${guard.period_start}:${guard.employee_id}:${guard.timesheet_id}`)).toEqual([
      '2026-11-02:3:103',
      '2026-11-02:4:104',
      '2026-11-02:5:105',
      '2026-11-09:3:203',
      '2026-11-09:4:204',
      '2026-11-09:5:205',
    ]);
    expect(await periodGuardsOf(org, period, [])).toEqual([]);
    expect(await periodGuardsOf(org, { period_start: '2026-11-23', period_end: '2026-11-29' }, [1, 2])).toEqual([]);
  });

  it("of a slice whose period starts on no timesheet's first day: the starts inside it, found from its first day", async () => {
    const guards = await periodGuardsOf(org, { period_start: '2026-10-31', period_end: '2026-11-13' }, [9, 10]);
    expect(guards.map((guard) => `${guard.period_start}:${guard.employee_id}`)).toEqual([
      '2026-11-02:9',
      '2026-11-02:10',
      '2026-11-09:9',
      '2026-11-09:10',
    ]);
    const last = await periodGuardsOf(org, { period_start: '2026-11-10', period_end: '2026-11-16' }, [1]);
    expect(last.map((guard) => `${guard.period_start}:${guard.employee_id}`)).toEqual(['2026-11-16:1']);
  });

  it('of the whole period without ids: every guard of its days', async () => {
    const guards = await periodGuardsOf(org, period);
    expect(guards).toHaveLength(20);
    expect(new Set(guards.map((guard) => guard.period_start))).toEqual(new Set(['2026-11-02', '2026-11-09']));
  });
});
