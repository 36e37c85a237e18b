import { describe, expect, it } from 'vitest';
import { minimumWageOn } from '../minimum-wage.ts';
import { minimumRateFor } from './minimum-rate.ts';
import { TEST_SET } from './test-set.ts';

const ON = '2026-12-01';

describe('minimumRateFor', () => {
  it("gives a junior the set's percentage of the adult rate for their age on the day", () => {
    const seventeen = minimumRateFor(
      TEST_SET,
      { employment_type: 'casual', classification: 'A', date_of_birth: '2009-06-01' },
      ON,
    );
    expect(seventeen).toMatchObject({
      basis: 'junior',
      percent: 6000,
      hourly_cents: 1800,
      rule: 'TEST cl. 2: junior (17) 60% of Level A',
    });
    // The day before the 17th birthday is still 16.
    const sixteen = minimumRateFor(
      TEST_SET,
      { employment_type: 'casual', classification: 'A', date_of_birth: '2009-12-02' },
      ON,
    );
    expect(sixteen).toMatchObject({ basis: 'junior', percent: 5000, hourly_cents: 1500 });
    const adult = minimumRateFor(
      TEST_SET,
      { employment_type: 'casual', classification: 'A', date_of_birth: '2005-12-01' },
      ON,
    );
    expect(adult).toMatchObject({ basis: 'adult', percent: 10_000, hourly_cents: 3000 });
  });

  it('pays a junior in a classification without junior rates the adult rate', () => {
    const result = minimumRateFor(
      TEST_SET,
      { employment_type: 'full_time', classification: 'T', date_of_birth: '2009-06-01' },
      ON,
    );
    expect(result).toMatchObject({ basis: 'adult', hourly_cents: 3200 });
  });

  it("gives an apprentice the year's percentage of the trade rate, below the adult national minimum wage where the award says so", () => {
    const second = minimumRateFor(
      TEST_SET,
      { employment_type: 'full_time', classification: 'A', apprentice_year: 2 },
      ON,
    );
    expect(second).toMatchObject({ basis: 'apprentice', percent: 6000, hourly_cents: 1920 });
    expect(second?.rule).toBe('TEST cl. 3: apprentice year 2 60% of Tradesperson');
    expect(second?.hourly_cents).toBeLessThan(minimumWageOn(ON)?.hourly_cents ?? 0);
    // Past the last year listed, the last year's percentage.
    const ninth = minimumRateFor(
      TEST_SET,
      { employment_type: 'full_time', classification: 'A', apprentice_year: 9 },
      ON,
    );
    expect(ninth?.hourly_cents).toBe(2880);
  });

  it('is null before the first version and for a classification the set lacks', () => {
    expect(minimumRateFor(TEST_SET, { employment_type: 'casual', classification: 'A' }, '2026-06-30')).toBeNull();
    expect(minimumRateFor(TEST_SET, { employment_type: 'casual', classification: 'Z' }, ON)).toBeNull();
  });
});
