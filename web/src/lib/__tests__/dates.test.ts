import { describe, expect, it } from 'vitest';
import { formatDate, todayLocal } from '../dates';

describe('formatDate', () => {
  it('writes a date the en-AU way, long or medium', () => {
    expect(formatDate('2026-11-21')).toBe('21 November 2026');
    expect(formatDate('2027-01-05', 'medium')).toBe('5 Jan 2027');
  });

  it('shows a value that is not a calendar date as it is', () => {
    for (const value of ['2026-02-30', '21/11/2026', 'soon', '']) expect(formatDate(value)).toBe(value);
  });
});

describe('todayLocal', () => {
  it("is the browser's own date, not the UTC one", () => {
    // 23:30 local on 21 November, whatever UTC says.
    expect(todayLocal(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21');
    expect(todayLocal(new Date(2027, 0, 1, 0, 5))).toBe('2027-01-01');
  });
});
