import { describe, expect, it } from 'vitest';
import { annualMinimum, formatCents, minimumWageOn } from './minimum-wage.ts';
import { APPLICANT_TRANSITIONS, applicantMoveMessage, canMoveApplicant } from './recruitment.ts';

describe('national minimum wage', () => {
  it('uses the row in effect on the date, and none before the first', () => {
    expect(minimumWageOn('2025-06-30')?.weekly_cents).toBe(91_590);
    expect(minimumWageOn('2025-07-01')?.weekly_cents).toBe(94_800);
    expect(minimumWageOn('2026-11-25')?.weekly_cents).toBe(100_490);
    expect(minimumWageOn('2023-06-30')).toBeNull();
    expect(annualMinimum('2023-01-01', 38, false)).toBeNull();
  });

  it('is a full-time week × 52, or pro rata with the casual loading', () => {
    expect(annualMinimum('2026-07-01', 38, false)?.annual_cents).toBe(100_490 * 52);
    expect(annualMinimum('2026-07-01', 20, false)?.annual_cents).toBe(2_644 * 20 * 52);
    expect(annualMinimum('2026-07-01', 20, true)?.annual_cents).toBe(Math.round(2_644 * 20 * 1.25) * 52);
    expect(formatCents(5_225_480)).toBe('$52,254.80');
  });
});

describe('applicant transitions', () => {
  it('moves forward or out, never straight to hired', () => {
    expect(canMoveApplicant('applied', 'hired')).toBe(false);
    expect(canMoveApplicant('offer', 'hired')).toBe(true);
    expect(canMoveApplicant('hired', 'hired')).toBe(true);
    expect(APPLICANT_TRANSITIONS.hired).toEqual([]);
    expect(applicantMoveMessage('interview', 'applied')).toBe(
      'An applicant cannot move from interview to applied. Next steps: offer or rejected.',
    );
  });
});
