import { describe, expect, it } from 'vitest';
import { completedYears, nesNoticeWeeks, nesRedundancyWeeks } from './nes-termination.ts';

describe('NES notice (Fair Work Act s 117) and redundancy pay (s 119)', () => {
  it('counts complete years of service to the end of the last working day', () => {
    expect(completedYears('2020-01-01', '2024-12-31')).toBe(5);
    expect(completedYears('2020-01-01', '2024-12-30')).toBe(4);
    expect(completedYears('2024-02-29', '2025-02-27')).toBe(1);
  });

  it('gives 1 week up to a year, 2 to 3 years, 3 to 5 years, 4 over 5 years', () => {
    expect(nesNoticeWeeks('2026-06-01', '2026-12-02')).toBe(1);
    expect(nesNoticeWeeks('2025-12-03', '2026-12-02')).toBe(1);
    expect(nesNoticeWeeks('2025-12-02', '2026-12-02')).toBe(2);
    expect(nesNoticeWeeks('2023-06-01', '2026-12-02')).toBe(3);
    expect(nesNoticeWeeks('2020-01-01', '2026-12-02')).toBe(4);
  });

  it('adds a week for an employee over 45 with at least 2 complete years', () => {
    expect(nesNoticeWeeks('2020-01-01', '2026-12-02', '1970-05-05')).toBe(5);
    expect(nesNoticeWeeks('2025-06-01', '2026-12-02', '1970-05-05')).toBe(2);
    expect(nesNoticeWeeks('2020-01-01', '2026-12-02', '1981-12-02')).toBe(4);
  });

  it('pays redundancy by the s 119 scale: 4 weeks at 1 year up to 16 at 9, then 12 from 10 years', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 25].map(nesRedundancyWeeks)).toEqual([
      0, 4, 6, 7, 8, 10, 11, 13, 14, 16, 12, 12,
    ]);
  });
});
