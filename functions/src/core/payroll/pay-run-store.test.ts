import { describe, expect, test } from 'vitest';
import {
  payItemKey,
  runGuardKey,
  runKey,
  runLocatorKey,
  scheduleKey,
  slipKey,
  taskKey,
  ytdKey,
} from './pay-run-store.ts';

/**
 * The store's keys are the ones stored pay runs were written with (before the store took them from
 * the entities, the worker and posting spelled them by hand): a change here would lose stored runs.
 */
describe('pay-run store keys', () => {
  test('the run, its payslips and tasks: the entities’ keys, ids padded to 12 digits (tasks to 6)', () => {
    expect(runKey(3, 12)).toEqual({ pk: 'org#3', sk: 'run#000000000012' });
    expect(slipKey(3, 12, 45)).toEqual({ pk: 'org#3', sk: 'run#000000000012#slip#000000000045' });
    expect(taskKey(3, 12, 7)).toEqual({ pk: 'org#3', sk: 'run#000000000012#task#000007' });
  });

  test('what posting and finalising touch beside the run: pay items, schedules, the locator', () => {
    expect(payItemKey(3, 45, 9)).toEqual({ pk: 'org#3', sk: 'item#000000000045#000000000009' });
    expect(scheduleKey(3, 2)).toEqual({ pk: 'org#3', sk: 'schedule#000000000002' });
    expect(runLocatorKey(12)).toEqual({ pk: 'pay_run#12', sk: 'locator' });
  });

  test('the records only the store writes: year to date and the one-run-a-period guard', () => {
    expect(ytdKey(3, '2026-27', 45)).toEqual({ pk: 'org#3', sk: 'ytd#2026-27#000000000045' });
    expect(runGuardKey(3, 2, '2026-07-01')).toEqual({ pk: 'org#3', sk: 'runguard#000000000002#2026-07-01' });
  });
});
