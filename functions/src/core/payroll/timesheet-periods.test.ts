import { describe, expect, it } from 'vitest';
import { periodHolding, startsPeriod } from './timesheet-periods.ts';

describe('timesheet periods', () => {
  it('finds the first day of the pay period holding a day, forwards and back from the schedule', () => {
    expect(periodHolding('fortnightly', '2026-11-02', '2026-11-09')).toBe('2026-11-02');
    expect(periodHolding('fortnightly', '2026-11-02', '2026-11-16')).toBe('2026-11-16');
    expect(periodHolding('fortnightly', '2026-11-02', '2026-10-25')).toBe('2026-10-19');
    expect(periodHolding('weekly', '2026-11-02', '2026-11-08')).toBe('2026-11-02');
    expect(periodHolding('monthly', '2026-11-01', '2026-12-31')).toBe('2026-12-01');
    expect(periodHolding('monthly', '2026-11-01', '2026-10-15')).toBe('2026-10-01');
  });

  it('agrees with startsPeriod', () => {
    for (const day of ['2026-11-02', '2026-11-05', '2026-11-16', '2026-10-19'])
      expect(startsPeriod('fortnightly', '2026-11-02', day)).toBe(
        periodHolding('fortnightly', '2026-11-02', day) === day,
      );
  });
});
