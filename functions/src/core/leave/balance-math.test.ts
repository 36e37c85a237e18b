import { type LeaveType, NES_LEAVE_TYPES } from '@wattle/shared/leave-types';
import { defaultWorkPattern, unitsToHours, type WorkPatternPeriod } from '@wattle/shared/work-pattern';
import { describe, expect, it } from 'vitest';
import {
  addYears,
  figuresAsOf,
  type LeaveEmployee,
  longServiceTakeableFrom,
  serviceYearStart,
  ZERO_TOTALS,
} from './balance-math.ts';
import { applyChange, postAccrual, startDraft } from './ledger-changes.ts';
import { emptyAccount } from './ledger-store.ts';

const type = (code: string) => NES_LEAVE_TYPES.find((entry) => entry.code === code) as LeaveType;
const employee = (periods: WorkPatternPeriod[], joining = '2025-11-23'): LeaveEmployee => ({
  organization_id: 1,
  employee_id: 2,
  joining_date: joining,
  periods,
});
const fullTime = (state: WorkPatternPeriod['state'] = 'NSW') => ({
  ...defaultWorkPattern('Full-time', '2025-11-23'),
  state,
});
const SYSTEM = { id: null, name: 'System' };
const hours = (units: number) => unitsToHours(units);

describe('balances from running totals', () => {
  it('years of service: anniversaries, 29 February in a common year', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(serviceYearStart('2020-03-15', '2026-03-14')).toBe('2025-03-15');
    expect(serviceYearStart('2020-03-15', '2026-03-15')).toBe('2026-03-15');
    expect(serviceYearStart('2020-03-15', '2019-01-01')).toBe('2020-03-15');
  });

  it('long service leave accrues at the state rate and is takeable after the qualifying years', () => {
    const year = (state: WorkPatternPeriod['state']) =>
      hours(
        figuresAsOf(type('long_service'), ZERO_TOTALS, employee([fullTime(state)]), undefined, '2026-11-22', [])
          .balance,
      );
    // 1,976 ordinary hours: × 8.6667 / 520 (NSW), × 6.0667 / 364 (VIC), × 13 / 520 (SA).
    expect([year('NSW'), year('VIC'), year('SA')]).toEqual(['32.93', '32.93', '49.40']);
    expect(longServiceTakeableFrom(employee([fullTime('VIC')]), '2026-11-22')).toBe('2032-11-23');
    expect(longServiceTakeableFrom(employee([fullTime('NT')]), '2026-11-22')).toBe('2035-11-23');
  });

  it('nothing accrues after a recorded exit’s last working day', () => {
    const leaver = { ...employee([fullTime()]), last_working_day: '2026-05-22' };
    const stayer = employee([fullTime()]);
    const annual = type('annual');
    const asOf = (who: LeaveEmployee, day: string) =>
      hours(figuresAsOf(annual, ZERO_TOTALS, who, undefined, day, []).balance);
    expect(asOf(leaver, '2026-11-22')).toBe(asOf(stayer, '2026-05-22'));
    expect(asOf(leaver, '2026-11-22')).not.toBe(asOf(stayer, '2026-11-22'));
  });

  it('FDV is 10 of the employee’s days each year of service, less what was taken that year', () => {
    const fdv = type('fdv');
    const partTimer = employee([
      {
        ...fullTime(),
        ordinary_hours_per_week: '22.8',
        work_days: ['mon', 'tue', 'wed'],
        employment_type: 'Part-time',
      },
    ]);
    const taken = { ...ZERO_TOTALS, taken: 7.6 * 2_184_000, year_start: '2025-11-23' };
    expect(hours(figuresAsOf(fdv, taken, partTimer, undefined, '2026-11-01', []).balance)).toBe('68.40');
    // A new year of service: in full again.
    expect(hours(figuresAsOf(fdv, taken, partTimer, undefined, '2026-11-23', []).balance)).toBe('76.00');
  });

  it('posting is idempotent, and a carry-over cap forfeits the excess at each anniversary', () => {
    const capped: LeaveType = {
      ...type('annual'),
      leave_type_id: 9,
      code: null,
      name: 'Wellbeing',
      weeks_per_year: '1',
      shiftworker_weeks_per_year: null,
      carry_over_cap_hours: '20',
    };
    const who = employee([fullTime()]);
    const draft = startDraft(emptyAccount(1, 2));
    postAccrual(draft, who, [capped], '2027-01-31', SYSTEM, 'now');
    // A year of 1 week (38 h) down to the 20 h cap on 22 Nov 2026, then 10 weeks' accrual from the anniversary.
    expect(draft.entries.map((entry) => [entry.kind, entry.date, hours(entry.units)])).toEqual([
      ['accrual', '2026-11-22', '38.00'],
      ['forfeit', '2026-11-22', '-18.00'],
      ['accrual', '2027-01-31', '7.31'],
    ]);
    const before = draft.entries.length;
    postAccrual(draft, who, [capped], '2027-01-31', SYSTEM, 'now');
    expect(draft.entries).toHaveLength(before);
    expect(draft.account.posted_through).toBe('2027-01-31');
  });

  it('taken leave of an unpaid type keeps its days out of accrual until it is returned', () => {
    const who = employee([fullTime()]);
    const draft = startDraft(emptyAccount(1, 2));
    const leave = { start_date: '2026-12-01', end_date: '2026-12-31', leave_request_id: 5 };
    applyChange(
      draft,
      who,
      type('unpaid_parental'),
      { kind: 'taken', leave_type_id: 7, units: 0, leave, from_pending: false },
      '2026-11-25',
      SYSTEM,
      'now',
    );
    expect(draft.account.unpaid_spans).toEqual([leave]);
    // No balance: no entry.
    expect(draft.entries).toEqual([]);
    applyChange(
      draft,
      who,
      type('unpaid_parental'),
      { kind: 'returned', leave_type_id: 7, units: 0, leave },
      '2026-11-26',
      SYSTEM,
      'now',
    );
    expect(draft.account.unpaid_spans).toEqual([]);
  });
});
