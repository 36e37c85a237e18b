import { addDays } from '@wattle/shared/calendar';
import { defaultWorkPattern, hoursToUnits, unitsToHours, type WorkPatternPeriod } from '@wattle/shared/work-pattern';
import { describe, expect, it } from 'vitest';
import { accruedUnits, accruingOrdinaryUnits, leaveDays, patternDays, patternSpans } from './accrual.ts';

const ANNUAL = { weeks_per_year: '4', shiftworker_weeks_per_year: '5' };
const PERSONAL = { weeks_per_year: '2' };

const fullTime = (from = '2025-01-06'): WorkPatternPeriod => defaultWorkPattern('Full-time', from);
const partTime = (from = '2025-01-06'): WorkPatternPeriod => ({
  ...defaultWorkPattern('Part-time', from),
  ordinary_hours_per_week: '22.8',
  work_days: ['mon', 'wed', 'fri'],
});
/** 52 whole weeks from a Monday: a year of service's ordinary hours. */
const yearFrom = (monday: string) => ({ from: monday, to: addDays(monday, 52 * 7 - 1) });

const hours = (units: number) => unitsToHours(units);

describe('accrual engine', () => {
  it('a 38 h/week full-timer accrues 152 h annual and 76 h personal leave in a year', () => {
    const { from, to } = yearFrom('2025-01-06');
    expect(hours(accruedUnits(patternDays([fullTime()], from, to), ANNUAL))).toBe('152.00');
    expect(hours(accruedUnits(patternDays([fullTime()], from, to), PERSONAL))).toBe('76.00');
  });

  it('a 3-day 22.8 h part-timer accrues 91.2 h annual and 45.6 h personal leave', () => {
    const { from, to } = yearFrom('2025-01-06');
    expect(hours(accruedUnits(patternDays([partTime()], from, to), ANNUAL))).toBe('91.20');
    expect(hours(accruedUnits(patternDays([partTime()], from, to), PERSONAL))).toBe('45.60');
  });

  it('a casual accrues nothing', () => {
    const { from, to } = yearFrom('2025-01-06');
    const period = defaultWorkPattern('Casual', from);
    expect(accruedUnits(patternDays([period], from, to), ANNUAL)).toBe(0);
  });

  it('a fixed-term (Contract) employee and an intern accrue like any employee (s 87, s 96)', () => {
    const { from, to } = yearFrom('2025-01-06');
    for (const type of ['Contract', 'Internship']) {
      const period = defaultWorkPattern(type, from);
      expect(hours(accruedUnits(patternDays([period], from, to), ANNUAL))).toBe('152.00');
      expect(hours(accruedUnits(patternDays([period], from, to), PERSONAL))).toBe('76.00');
    }
  });

  it('a shiftworker accrues five weeks', () => {
    const { from, to } = yearFrom('2025-01-06');
    const period = { ...fullTime(), shiftworker: true };
    expect(hours(accruedUnits(patternDays([period], from, to), ANNUAL))).toBe('190.00');
  });

  it('unpaid leave pauses accrual; paid leave does not', () => {
    const { from, to } = yearFrom('2025-01-06');
    // Two weeks unpaid: 50 weeks of ordinary hours accrue.
    const unpaid = [{ start_date: '2025-03-03', end_date: '2025-03-16' }];
    expect(hours(accruedUnits(patternDays([fullTime()], from, to, unpaid), ANNUAL))).toBe('146.15');
    expect(accruedUnits(patternDays([fullTime()], from, to, unpaid), PERSONAL)).toBe(
      ((hoursToUnits('38') ?? 0) * 50 * 2) / 52,
    );
  });

  it('a calendar year accrues on its working days: 261 in 2025, 262 in the leap year 2024', () => {
    // 1983.6 ordinary hours / 13 and 1991.2 / 13: more than 152 h, as pay by the working day gives.
    expect(accruedUnits(patternDays([fullTime('2024-01-01')], '2025-01-01', '2025-12-31'), ANNUAL)).toBe(
      ((hoursToUnits('7.6') ?? 0) * 261) / 13,
    );
    expect(accruedUnits(patternDays([fullTime('2024-01-01')], '2024-01-01', '2024-12-31'), ANNUAL)).toBe(
      ((hoursToUnits('7.6') ?? 0) * 262) / 13,
    );
    // 29 February 2024 is a Thursday and a working day.
    expect(accruedUnits(patternDays([fullTime('2024-01-01')], '2024-02-29', '2024-02-29'), PERSONAL)).toBe(
      (hoursToUnits('7.6') ?? 0) / 26,
    );
  });

  it('nothing accrues before the first period (joining), and a pattern change applies from its day', () => {
    const periods = [fullTime('2025-01-06'), { ...partTime('2025-07-07') }];
    const days = [...patternDays(periods, '2025-01-01', '2025-07-13')];
    expect(days[0]?.date).toBe('2025-01-06');
    const firstHalf = 26 * 38;
    const lastWeek = 22.8;
    expect(hours(accruedUnits(days, PERSONAL))).toBe(((firstHalf + lastWeek) / 26).toFixed(2));
  });

  it('posting in pieces gives exactly what posting at once gives', () => {
    const periods = [
      partTime('2025-01-06'),
      { ...fullTime('2025-04-02'), work_days: ['mon', 'tue', 'wed'] as const },
    ].map((period) => ({ ...period, work_days: [...period.work_days] }));
    const whole = accruedUnits(patternDays(periods, '2025-01-06', '2026-01-04'), ANNUAL);
    let pieces = 0;
    for (let from = '2025-01-06'; from <= '2026-01-04'; from = addDays(from, 17)) {
      const to = addDays(from, 16) > '2026-01-04' ? '2026-01-04' : addDays(from, 16);
      pieces += accruedUnits(patternDays(periods, from, to), ANNUAL);
    }
    expect(pieces).toBe(whole);
    expect(Number.isInteger(whole)).toBe(true);
  });

  it('property: any weekly hours over 1 to 7 days accrue whole units, and more days never accrue less', () => {
    for (let trial = 0; trial < 200; trial++) {
      const hundredths = 100 + ((trial * 7919) % 5900);
      const dayCount = 1 + (trial % 7);
      const period: WorkPatternPeriod = {
        ...fullTime('2025-01-06'),
        ordinary_hours_per_week: `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`,
        work_days: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).slice(0, dayCount),
      };
      const span = 1 + (trial % 60);
      const shorter = accruedUnits(patternDays([period], '2025-01-06', addDays('2025-01-06', span)), ANNUAL);
      const longer = accruedUnits(patternDays([period], '2025-01-06', addDays('2025-01-06', span + 1)), ANNUAL);
      expect(Number.isInteger(shorter)).toBe(true);
      expect(longer).toBeGreaterThanOrEqual(shorter);
      const year = accruedUnits(patternDays([period], '2025-01-06', addDays('2025-01-06', 52 * 7 - 1)), ANNUAL);
      expect(year).toBe((hoursToUnits(period.ordinary_hours_per_week) ?? 0) * 4);
    }
  });
});

describe('accrual over long spans (patternSpans)', () => {
  const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

  it('property: the runs sum to exactly what the days sum to, across pattern changes, unpaid leave and casual spells', () => {
    for (let trial = 0; trial < 300; trial++) {
      const start = addDays('2019-01-01', (trial * 37) % 400);
      const second = addDays(start, 20 + ((trial * 53) % 500));
      const periods: WorkPatternPeriod[] = [
        {
          ...fullTime(start),
          ordinary_hours_per_week: `${10 + (trial % 29)}.${String((trial * 7) % 100).padStart(2, '0')}`,
          work_days: WEEKDAYS.filter((_, index) => (trial >> index) % 2 === 1 || index === trial % 7).slice(),
          shiftworker: trial % 5 === 0,
        },
        { ...(trial % 3 === 0 ? defaultWorkPattern('Casual', second) : partTime(second)) },
      ];
      const unpaid = [
        { start_date: addDays(start, 30 + (trial % 90)), end_date: addDays(start, 40 + (trial % 200)) },
        { start_date: addDays(second, (trial % 17) - 8), end_date: addDays(second, 9) },
      ];
      const from = addDays(start, (trial % 11) - 5);
      const to = addDays(from, (trial * 131) % 2000);
      expect(accruingOrdinaryUnits(patternSpans(periods, from, to, unpaid))).toEqual(
        accruingOrdinaryUnits(patternDays(periods, from, to, unpaid)),
      );
      expect(accruedUnits(patternSpans(periods, from, to, unpaid), ANNUAL)).toBe(
        accruedUnits(patternDays(periods, from, to, unpaid), ANNUAL),
      );
    }
  });

  it('ten years since joining are a run or two, not 3,650 days', () => {
    const spans = [...patternSpans([fullTime('2016-01-04')], '2016-01-04', '2026-01-03')];
    expect(spans).toHaveLength(1);
    expect(hours(accruedUnits(spans, ANNUAL))).toBe(
      hours(accruedUnits(patternDays([fullTime('2016-01-04')], '2016-01-04', '2026-01-03'), ANNUAL)),
    );
  });
});

describe('counting a request', () => {
  const nsw = { ...fullTime('2025-01-06'), state: 'NSW' as const };

  it('counts only working days: a request across a weekend and a state public holiday', () => {
    // Fri 3 Oct 2025 to Tue 7 Oct 2025; Mon 6 Oct is Labour Day in NSW.
    const days = leaveDays([nsw], '2025-10-03', '2025-10-07', [{ date: '2025-10-06' }]);
    expect(days.map((day) => day.excluded ?? hours(day.units))).toEqual([
      '7.60',
      'not_working_day',
      'not_working_day',
      'public_holiday',
      '7.60',
    ]);
  });

  it('a part-day holiday takes off only the working hours after it starts', () => {
    const late = { ...nsw, start_time: '13:00' };
    // 7.6 h from 13:00 runs to 20:36; the holiday from 19:00 leaves 6 h of leave.
    expect(
      hours(
        leaveDays([late], '2025-12-24', '2025-12-24', [{ date: '2025-12-24', from_time: '19:00' }])[0]?.units ?? -1,
      ),
    ).toBe('6.00');
    expect(
      hours(leaveDays([nsw], '2025-12-24', '2025-12-24', [{ date: '2025-12-24', from_time: '19:00' }])[0]?.units ?? -1),
    ).toBe('7.60');
  });

  it('a part-timer counts their own days', () => {
    const days = leaveDays([partTime('2025-01-06')], '2025-10-06', '2025-10-12', []);
    expect(days.filter((day) => day.units > 0).map((day) => day.date)).toEqual([
      '2025-10-06',
      '2025-10-08',
      '2025-10-10',
    ]);
  });
});
