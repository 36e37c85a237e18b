import { describe, expect, it } from 'vitest';
import { clockText, rosterRangeText, shiftText, weekdayDay, weekStart } from './shift-text.ts';

describe('shift text (en-AU)', () => {
  it('writes times on the 12-hour clock', () => {
    expect(clockText('09:00')).toBe('9:00 am');
    expect(clockText('17:30')).toBe('5:30 pm');
    expect(clockText('00:00')).toBe('12:00 am');
    expect(clockText('12:15')).toBe('12:15 pm');
  });

  it('names the roster range as the e-mail subject does', () => {
    expect(`Your roster for ${rosterRangeText('2026-12-07', '2026-12-13')}`).toBe(
      'Your roster for 7 Dec 2026 – 13 Dec 2026',
    );
    expect(rosterRangeText('2026-12-07', '2026-12-07')).toBe('7 Dec 2026');
  });

  it('writes a shift with its weekday, times, overnight end and break', () => {
    expect(weekdayDay('2026-12-07')).toBe('Mon 7 Dec 2026');
    expect(shiftText({ date: '2026-12-07', start_time: '09:00', end_time: '17:00', break_minutes: 30 })).toBe(
      'Mon 7 Dec 2026, 9:00 am – 5:00 pm (30 min break)',
    );
    expect(shiftText({ date: '2026-12-12', start_time: '22:00', end_time: '06:00', break_minutes: 0 })).toBe(
      'Sat 12 Dec 2026, 10:00 pm – 6:00 am (next day)',
    );
  });

  it('finds the Monday of a week', () => {
    expect(weekStart('2026-12-07')).toBe('2026-12-07');
    expect(weekStart('2026-12-13')).toBe('2026-12-07');
    expect(weekStart('2026-12-14')).toBe('2026-12-14');
  });
});
