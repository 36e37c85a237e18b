import { LEAVE_UNITS_PER_HOUR } from '@wattle/shared/work-pattern';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withActor } from '../src/core/actor.ts';
import { commitLedger } from '../src/core/leave/ledger.ts';
import { hire, SYDNEY_MORNING, setClock, sydneyWorkspace } from './lifecycle-support.ts';
import { type Json, request, type TestUser } from './support.ts';

/**
 * A type's history pages through the employee's entries (ledger-store.ts entriesPage): entries of
 * several types (a pay run's accrual, one item with a part a type) and entries of one type, mixed,
 * more than a page of each. Every entry of the type comes once, newest first, with its own part's
 * figures, and the last page is not followed by an empty one.
 */

afterEach(() => {
  vi.useRealTimers();
});

const ANNUAL = 1;
const PERSONAL = 2;
const LONG_SERVICE = 8;
const HALF_HOUR = LEAVE_UNITS_PER_HOUR / 2;
const system = <T>(run: () => Promise<T>) => withActor({ type: 'system', reason: 'test' }, run);

async function allPages(user: TestUser, employeeId: number, leaveTypeId: number) {
  const pages: Json[][] = [];
  let cursor: string | null = null;
  do {
    const response = await request(
      'GET',
      `/employees/${employeeId}/leave-entries?leave_type_id=${leaveTypeId}${cursor ? `&cursor=${cursor}` : ''}`,
      { token: user.token },
    );
    expect(response.status).toBe(200);
    pages.push(response.body.data.data);
    cursor = response.body.data.next_cursor;
  } while (cursor && pages.length < 10);
  return pages;
}

describe('leave entries paging', () => {
  // About 95 ledger writes, one after another: more than a page of entries of each kind.
  it("a type's history over combined pay-run entries and single-type entries: every entry once, newest first, no empty last page", async () => {
    const { user, fixture } = await sydneyWorkspace();
    setClock(SYDNEY_MORNING);
    const org = fixture.organization.id;
    const employee = await hire(user, fixture, 'Paige', { joining_date: '2025-11-23', status: 'Active' });
    // 55 pay-run postings of annual and personal leave (one item each), with 28 personal
    // adjustments and 11 long service ones between them.
    for (let n = 1; n <= 55; n += 1) {
      const between =
        n % 2 === 1
          ? [{ kind: 'adjustment' as const, leave_type_id: PERSONAL, units: HALF_HOUR, reason: `after run ${n}` }]
          : [];
      const longService =
        n % 5 === 0
          ? [{ kind: 'adjustment' as const, leave_type_id: LONG_SERVICE, units: HALF_HOUR, reason: `after run ${n}` }]
          : [];
      await system(async () => {
        await commitLedger(org, employee.id, [
          { kind: 'pay_run', leave_type_id: ANNUAL, units: LEAVE_UNITS_PER_HOUR / 10, reason: `run ${n} annual` },
          {
            kind: 'pay_run',
            leave_type_id: PERSONAL,
            units: (3 * LEAVE_UNITS_PER_HOUR) / 10,
            reason: `run ${n} personal`,
          },
        ]);
        for (const change of [...between, ...longService]) await commitLedger(org, employee.id, [change]);
      });
    }

    const annual = await allPages(user, employee.id, ANNUAL);
    // The pay-run entries and the accrual the first adjustment posted (through yesterday) before it.
    expect(annual.map((page) => page.length)).toEqual([50, 6]);
    const annualEntries = annual.flat().filter((entry) => entry.kind !== 'accrual');
    expect(annual.flat().filter((entry) => entry.kind === 'accrual')).toHaveLength(1);
    expect(annualEntries.map((entry) => entry.reason)).toEqual(
      Array.from({ length: 55 }, (_, index) => `run ${55 - index} annual`),
    );
    expect(annualEntries.every((entry) => entry.kind === 'pay_run' && entry.leave_type_id === ANNUAL)).toBe(true);

    // Personal: 55 parts of the pay-run entries, 28 adjustments and the accrual.
    const personal = await allPages(user, employee.id, PERSONAL);
    expect(personal.map((page) => page.length)).toEqual([50, 34]);
    const personalEntries = personal.flat();
    expect(new Set(personalEntries.map((entry) => entry.entry_id)).size).toBe(84);
    expect(personalEntries.filter((entry) => entry.kind === 'accrual')).toHaveLength(1);
    expect(personalEntries.filter((entry) => entry.kind === 'pay_run')).toHaveLength(55);
    expect(personalEntries.filter((entry) => entry.kind === 'adjustment')).toHaveLength(28);
    // Newest first (entry numbers falling), and each pay-run entry answers its personal part's figures.
    const numbers = personalEntries.map((entry) => Number(String(entry.entry_id).split('-')[1]));
    expect(numbers.every((number, index) => index === 0 || number < (numbers[index - 1] as number))).toBe(true);
    const newestRun = personalEntries.find((entry) => entry.kind === 'pay_run');
    expect(newestRun).toMatchObject({ leave_type_id: PERSONAL, reason: 'run 55 personal', hours: '0.30' });

    // Long service: 11 adjustments and the accrual, one page, no cursor.
    const longService = await allPages(user, employee.id, LONG_SERVICE);
    expect(longService.map((page) => page.length)).toEqual([12]);
    expect(longService[0]?.filter((entry) => entry.kind === 'adjustment')).toHaveLength(11);
  }, 60_000);
});
