import { FDV_DAYS_PER_YEAR, type LeaveType, NES_LEAVE_TYPES } from '@wattle/shared/leave-types';
import { defaultWorkPattern, unitsToHours, type WorkPatternPeriod } from '@wattle/shared/work-pattern';
import { describe, expect, it } from 'vitest';
import { figuresAsOf, fixedEntitlement, inDaysOn, type LeaveEmployee, ZERO_TOTALS } from './balance-math.ts';
import { applyChange, startDraft } from './ledger-changes.ts';
import { emptyAccount } from './ledger-store.ts';

/**
 * Family and domestic violence leave is 10 days for every employee, casuals included (Fair Work
 * Act s 106A): a casual's is kept in days whatever their work pattern says.
 */

const fdv = NES_LEAVE_TYPES.find((entry) => entry.code === 'fdv') as LeaveType;
const period = (employment_type: string, overrides: Partial<WorkPatternPeriod> = {}): WorkPatternPeriod => ({
  ...defaultWorkPattern(employment_type, '2025-11-23'),
  ...overrides,
});
const employee = (periods: WorkPatternPeriod[]): LeaveEmployee => ({
  organization_id: 1,
  employee_id: 2,
  joining_date: '2025-11-23',
  periods,
});
const SYSTEM = { id: null, name: 'System' };
const leave = { start_date: '2026-03-02', end_date: '2026-03-03', leave_request_id: 8 };

describe('family and domestic violence leave in days for a casual', () => {
  it('is 10 days for a casual whatever the pattern; 10 of the pattern’s days in hours for anyone else', () => {
    for (const pattern of [
      period('Casual'),
      period('Casual', { ordinary_hours_per_week: '4', work_days: ['sat'] }),
      period('Casual', {
        ordinary_hours_per_week: '0.5',
        work_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      }),
    ]) {
      const casual = employee([pattern]);
      expect(inDaysOn(fdv, casual, '2026-03-01')).toBe(true);
      expect(unitsToHours(fixedEntitlement(fdv, casual, '2026-03-01'))).toBe(`${FDV_DAYS_PER_YEAR}.00`);
    }
    const partTimer = employee([
      period('Part-time', { ordinary_hours_per_week: '22.8', work_days: ['mon', 'tue', 'wed'] }),
    ]);
    expect(inDaysOn(fdv, partTimer, '2026-03-01')).toBe(false);
    expect(unitsToHours(fixedEntitlement(fdv, partTimer, '2026-03-01'))).toBe('76.00');
  });

  it('takes a day for each day of leave a casual takes, whatever its hours', () => {
    const casual = employee([period('Casual', { ordinary_hours_per_week: '4', work_days: ['mon', 'tue'] })]);
    const draft = startDraft(emptyAccount(1, 2));
    // Two days of 2 h each: the request's hours are 4, its days 2.
    applyChange(
      draft,
      casual,
      fdv,
      { kind: 'taken', leave_type_id: 5, units: 4 * 2_184_000, days: 2, leave, from_pending: false },
      '2026-03-04',
      SYSTEM,
      'now',
    );
    const totals = draft.account.totals['5'] ?? ZERO_TOTALS;
    expect(totals).toMatchObject({ taken: 2 * 2_184_000, days: true });
    expect(draft.entries[0]).toMatchObject({ kind: 'taken', units: -2 * 2_184_000 });
    const figures = figuresAsOf(fdv, totals, casual, undefined, '2026-03-05', []);
    expect(unitsToHours(figures.balance)).toBe('8.00');
    // A full-timer's change moves the balance by its hours.
    const fullTimer = employee([period('Full-time')]);
    const other = startDraft(emptyAccount(1, 3));
    applyChange(
      other,
      fullTimer,
      fdv,
      { kind: 'taken', leave_type_id: 5, units: 15.2 * 2_184_000, days: 2, leave, from_pending: false },
      '2026-03-04',
      SYSTEM,
      'now',
    );
    expect(unitsToHours(other.account.totals['5']?.taken ?? 0)).toBe('15.20');
  });

  it('turns the year’s figures into the new unit when a casual becomes part-time, a day being their pattern’s', () => {
    const changed = employee([
      period('Casual'),
      period('Part-time', {
        effective_from: '2026-06-01',
        ordinary_hours_per_week: '22.8',
        work_days: ['mon', 'tue', 'wed'],
      }),
    ]);
    const casualYear = { ...ZERO_TOTALS, taken: 3 * 2_184_000, year_start: '2025-11-23', days: true };
    // As a casual: 7 of 10 days left. As a part-timer: 10 × 7.6 h less 3 × 7.6 h.
    expect(unitsToHours(figuresAsOf(fdv, casualYear, changed, undefined, '2026-05-31', []).balance)).toBe('7.00');
    expect(unitsToHours(figuresAsOf(fdv, casualYear, changed, undefined, '2026-06-01', []).balance)).toBe('53.20');
  });
});
