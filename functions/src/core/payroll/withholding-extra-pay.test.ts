import { describe, expect, it } from 'vitest';
import { extraPayWithholding, paydaysInYear } from './withholding-extra-pay.ts';

describe('paydays in a financial year', () => {
  it('counts 27 fortnightly Wednesdays in 2026–27 (1 July 2026 to 30 June 2027) and 26 a week later', () => {
    expect(paydaysInYear('2026-11-18', 14)).toBe(27);
    expect(paydaysInYear('2026-07-01', 14)).toBe(27);
    expect(paydaysInYear('2026-11-25', 14)).toBe(26);
  });

  it('counts 53 weekly paydays when the payday falls on 1 July’s weekday in a 365-day year', () => {
    // 2026-07-01 is a Wednesday: 52 weeks later is 2027-06-30, also in the year.
    expect(paydaysInYear('2026-07-01', 7)).toBe(53);
    expect(paydaysInYear('2026-07-02', 7)).toBe(52);
  });
});

describe('the ATO’s additional amounts', () => {
  const year27 = '2026-11-18';

  it('withholds the table’s amount for the period’s earnings in a 27-fortnight year', () => {
    expect(extraPayWithholding('fortnightly', 139_999, year27)).toBeNull();
    expect(extraPayWithholding('fortnightly', 140_000, year27)).toEqual({
      cents: 1200,
      note: '$12.00 extra for a year of 27 fortnightly pays (ATO, unverified)',
    });
    expect(extraPayWithholding('fortnightly', 304_999, year27)?.cents).toBe(1200);
    expect(extraPayWithholding('fortnightly', 305_000, year27)?.cents).toBe(1700);
    expect(extraPayWithholding('fortnightly', 680_000, year27)?.cents).toBe(4200);
  });

  it('weekly: $3 from $725, $4 from $1,525, $10 from $3,450 in a 53-week year', () => {
    expect(extraPayWithholding('weekly', 72_400, '2026-07-01')).toBeNull();
    expect(extraPayWithholding('weekly', 72_500, '2026-07-01')?.cents).toBe(300);
    expect(extraPayWithholding('weekly', 152_500, '2026-07-01')?.cents).toBe(400);
    expect(extraPayWithholding('weekly', 345_000, '2026-07-01')?.cents).toBe(1000);
  });

  it('withholds nothing extra in a year of the usual 52 (26) paydays, or monthly', () => {
    expect(extraPayWithholding('fortnightly', 300_000, '2026-11-25')).toBeNull();
    expect(extraPayWithholding('weekly', 300_000, '2026-07-02')).toBeNull();
    expect(extraPayWithholding('monthly', 900_000, year27)).toBeNull();
  });
});
