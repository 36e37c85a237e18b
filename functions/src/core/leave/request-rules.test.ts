import { defaultWorkPattern } from '@wattle/shared/work-pattern';
import { describe, expect, it } from 'vitest';
import { countRequest, lastDayWithinMonths, monthsTouched, overlaps, perOccasionError } from './request-rules.ts';

const fullTime = [defaultWorkPattern('Full-time', '2026-01-05')];
const HOUR = 2_184_000;
/** 7.6 hours in units, exactly. */
const DAY = (760 * HOUR) / 100;

describe('countRequest', () => {
  it('counts Thursday to Tuesday as four working days of 7.6 h, leaving out the weekend and a holiday', () => {
    const plain = countRequest(fullTime, { start_date: '2027-02-04', end_date: '2027-02-09', hours: null }, []);
    expect('counted' in plain && plain.counted.units).toBe(4 * DAY);
    const holiday = countRequest(fullTime, { start_date: '2027-02-04', end_date: '2027-02-09', hours: null }, [
      { date: '2027-02-08' },
    ]);
    expect('counted' in holiday && holiday.counted.units).toBe(3 * DAY);
  });

  it('takes part of one day, up to what the day holds (a part-day holiday counts only its hours before)', () => {
    const part = countRequest(fullTime, { start_date: '2026-12-24', end_date: '2026-12-24', hours: '3.8' }, []);
    expect('counted' in part && part.counted).toMatchObject({ units: DAY / 2, part_day: true });
    const evening = countRequest(fullTime, { start_date: '2026-12-24', end_date: '2026-12-24', hours: '7.6' }, [
      { date: '2026-12-24', from_time: '15:00' },
    ]);
    expect(evening).toEqual({ errors: { hours: ["Part-day hours cannot be more than the day's 6.00 hours."] } });
  });

  it('refuses a request with nothing to count, or hours over more than a day', () => {
    expect(countRequest(fullTime, { start_date: '2027-02-06', end_date: '2027-02-07', hours: null }, [])).toEqual({
      errors: { start_date: ['The dates hold no working days: nothing would be taken.'] },
    });
    expect(countRequest(fullTime, { start_date: '2027-02-04', end_date: '2027-02-05', hours: '2' }, [])).toEqual({
      errors: { hours: ['Part-day hours can be given only when the request starts and ends on the same day.'] },
    });
  });
});

describe('per occasion', () => {
  const counted = (days: number) => ({
    units: 0,
    part_day: false,
    days: Array.from({ length: days }, (_, index) => ({ date: `2027-03-0${index + 1}`, units: HOUR })),
  });
  it("limits compassionate and unpaid carer's leave to 2 days, unpaid parental leave to 12 months", () => {
    const compassionate = { code: 'compassionate', days_per_occasion: '2' };
    expect(
      perOccasionError(compassionate, { start_date: '2027-03-01', end_date: '2027-03-02' }, counted(2)),
    ).toBeNull();
    expect(perOccasionError(compassionate, { start_date: '2027-03-01', end_date: '2027-03-03' }, counted(3))).toBe(
      'This leave is at most 2 days per occasion.',
    );
    const parental = { code: 'unpaid_parental', days_per_occasion: null };
    expect(lastDayWithinMonths('2027-03-15', 12)).toBe('2028-03-14');
    expect(perOccasionError(parental, { start_date: '2027-03-15', end_date: '2028-03-14' }, counted(1))).toBeNull();
    expect(perOccasionError(parental, { start_date: '2027-03-15', end_date: '2028-03-15' }, counted(1))).toBe(
      'This leave is at most 12 months per occasion.',
    );
  });
});

describe('ranges', () => {
  it('overlap on a shared day and touch every month between', () => {
    expect(
      overlaps(
        { start_date: '2027-01-01', end_date: '2027-01-05' },
        { start_date: '2027-01-05', end_date: '2027-01-09' },
      ),
    ).toBe(true);
    expect(
      overlaps(
        { start_date: '2027-01-01', end_date: '2027-01-04' },
        { start_date: '2027-01-05', end_date: '2027-01-09' },
      ),
    ).toBe(false);
    expect(monthsTouched('2026-11-28', '2027-02-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});
