import { GENERAL_RETAIL } from '@wattle/shared/pay-conditions/builtin-retail';
import { TEST_SET } from '@wattle/shared/pay-conditions/test-set';
import { timesheetPayLines } from '@wattle/shared/pay-conditions/timesheet-pay';
import type { Unavailability } from '@wattle/shared/roster-scheduling-types';
import { describe, expect, it } from 'vitest';
import { checkWeek, mondayOf, type RosterCheckContext, type RosterShift, shiftsOverlap } from './roster-checks.ts';
import type { RosterTerms } from './roster-pricing.ts';

/** The roster's checks and costs without a database: the pay terms' interpreter, the NES and the person's dates. */

const terms = (
  set = TEST_SET,
  employment_type: 'casual' | 'full_time' | 'part_time' = 'full_time',
  classification = 'A',
): RosterTerms => ({
  terms: {
    kind: 'set',
    set,
    employee: {
      employment_type,
      classification,
      date_of_birth: null,
      apprentice_year: null,
      rate_override_cents: null,
    },
  },
  unpriced: null,
  public_holidays: [],
  contracted_minutes_week: null,
});

let next = 1;
const shift = (date: string, start_time: string, end_time: string, break_minutes = 0): RosterShift => ({
  shift_id: next++,
  employee_id: 7,
  date,
  start_time,
  end_time,
  break_minutes,
});

const context = (overrides: Partial<RosterCheckContext> = {}): RosterCheckContext => ({
  employment: new Map([[7, { joining_date: '2026-01-12', last_working_day: null }]]),
  leave: new Map(),
  severity: {},
  ...overrides,
});

const WEEK = '2026-12-07';

describe('roster checks', () => {
  it('names the retail 12-hour break between shifts 10 hours apart, with its clause', () => {
    const shifts = [shift(WEEK, '13:00', '21:00', 30), shift('2026-12-08', '07:00', '15:00', 30)];
    const { checks } = checkWeek(
      { employee_id: 7, week_start: WEEK, shifts, terms: terms(GENERAL_RETAIL, 'casual', 'L1') },
      context(),
    );
    const rest = checks.find((check) => check.rule === 'break_between_shifts');
    expect(rest).toMatchObject({ shift_id: shifts[1]?.shift_id, severity: 'warn', clause: 'MA000004 cl. 16' });
    expect(rest?.message).toContain('Less than 12 hours between shifts');
  });

  it('flags a casual shorter than the minimum engagement, and the break across the weekend', () => {
    const short = shift('2026-12-09', '10:00', '12:00');
    const monday = shift(WEEK, '06:00', '10:00');
    const previous = shift('2026-12-06', '20:00', '23:00');
    const { checks } = checkWeek(
      {
        employee_id: 7,
        week_start: WEEK,
        shifts: [short, monday],
        previous,
        terms: terms(GENERAL_RETAIL, 'casual', 'L1'),
      },
      context({ severity: { minimum_engagement: 'block' } }),
    );
    expect(checks.find((check) => check.rule === 'minimum_engagement')).toMatchObject({
      shift_id: short.shift_id,
      severity: 'block',
    });
    expect(checks.find((check) => check.rule === 'break_between_shifts')?.shift_id).toBe(monday.shift_id);
  });

  it('flags the daily maximum, 38 hours, the agreed hours, leave and employment', () => {
    const days = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'];
    const shifts = days.map((date) => shift(date, '08:00', '17:30', 30));
    const { checks } = checkWeek(
      { employee_id: 7, week_start: WEEK, shifts, terms: { ...terms(), contracted_minutes_week: 20 * 60 } },
      context({
        employment: new Map([[7, { joining_date: '2026-12-08', last_working_day: null }]]),
        leave: new Map([
          [
            7,
            [{ start_date: '2026-12-11', end_date: '2026-12-11', status: 'approved', leave_type_name: 'Annual leave' }],
          ],
        ]),
      }),
    );
    const rules = (rule: string) => checks.filter((check) => check.rule === rule);
    // 9 h a day against the test set's full-time 8 h daily threshold.
    expect(rules('daily_maximum')).toHaveLength(5);
    expect(rules('daily_maximum')[0]?.clause).toBe('TEST cl. 7');
    // 45 h: past 38 on Friday, past the agreed 20 on Wednesday.
    expect(rules('weekly_hours').map((check) => check.date)).toEqual(['2026-12-11']);
    expect(rules('weekly_hours')[0]?.clause).toBe('Fair Work Act 2009 s 62(1)');
    expect(rules('contracted_hours').map((check) => check.date)).toEqual(['2026-12-09']);
    expect(rules('on_leave')[0]?.message).toBe('On approved Annual leave 11 December 2026');
    expect(rules('not_employed').map((check) => check.date)).toEqual(['2026-12-07']);
  });

  it('gives award-free employees only the NES, leave and employment checks', () => {
    const shifts = [shift(WEEK, '06:00', '18:00'), shift('2026-12-08', '01:00', '02:00')];
    const { checks, costs } = checkWeek(
      {
        employee_id: 7,
        week_start: WEEK,
        shifts,
        terms: {
          terms: { kind: 'flat', hourly_rate_e4: 300_000 },
          unpriced: null,
          public_holidays: [],
          contracted_minutes_week: null,
        },
      },
      context(),
    );
    expect(checks).toEqual([]);
    expect(costs.map((cost) => cost.cost_cents)).toEqual([36_000, 3_000]);
  });

  it('costs the week exactly as the timesheet of the same shifts, overtime at the week’s threshold', () => {
    const days = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12'];
    const shifts = days.map((date) => shift(date, '09:00', '16:30', 30));
    const own = terms(TEST_SET, 'casual');
    const { costs } = checkWeek({ employee_id: 7, week_start: WEEK, shifts, terms: own }, context());
    const sheet = timesheetPayLines(
      days.map((date) => ({ date, entries: [{ start_time: '09:00', end_time: '16:30', break_minutes: 30 }] })),
      own.terms as never,
      { public_holidays: [], period_start: WEEK },
    );
    expect(costs.reduce((sum, cost) => sum + cost.cost_cents, 0)).toBe(sheet.total_cents);
    expect(costs.at(-1)?.lines.some((line) => line.category.startsWith('overtime'))).toBe(true);
  });

  it('notes why a shift has no cost', () => {
    const { costs } = checkWeek(
      {
        employee_id: 7,
        week_start: WEEK,
        shifts: [shift(WEEK, '09:00', '17:00')],
        terms: { terms: null, unpriced: 'Pay is not set up.', public_holidays: [], contracted_minutes_week: null },
      },
      context(),
    );
    expect(costs[0]).toMatchObject({ cost_cents: 0, note: 'Pay is not set up.' });
  });

  it('flags a shift in recorded unavailability, weekly or dated, overnight into the next day, with the note', () => {
    const unavailable = (patch: Partial<Unavailability>): Unavailability => ({
      id: 1,
      organization_id: 1,
      employee_id: 7,
      kind: 'weekly',
      weekday: null,
      start_date: null,
      end_date: null,
      start_time: null,
      end_time: null,
      note: null,
      version: 1,
      created_at: '',
      updated_at: '',
      ...patch,
    });
    const entries = [
      unavailable({ weekday: 1, start_time: '08:00', end_time: '12:00', note: 'School drop-off' }),
      unavailable({ id: 2, kind: 'dated', start_date: '2026-12-10', end_date: '2026-12-10' }),
    ];
    const monday = shift(WEEK, '11:30', '15:00');
    const afternoon = shift('2026-12-08', '12:00', '16:00');
    const overnight = shift('2026-12-09', '22:00', '02:00');
    const clear = shift('2026-12-11', '09:00', '13:00');
    const shifts = [monday, afternoon, overnight, clear];
    const { checks } = checkWeek(
      { employee_id: 7, week_start: WEEK, shifts, terms: undefined },
      context({ unavailability: new Map([[7, entries]]), severity: { unavailable: 'block' } }),
    );
    const found = checks.filter((check) => check.rule === 'unavailable');
    expect(found.map((check) => [check.shift_id, check.message, check.severity])).toEqual([
      [monday.shift_id, 'Unavailable Mondays, 8:00 am – 12:00 pm: School drop-off', 'block'],
      [overnight.shift_id, 'Unavailable 10 Dec 2026, all day', 'block'],
    ]);
    // A shift ending as the unavailability starts does not fall in it.
    const touching = checkWeek(
      { employee_id: 7, week_start: WEEK, shifts: [shift(WEEK, '05:00', '08:00')], terms: undefined },
      context({ unavailability: new Map([[7, entries]]) }),
    );
    expect(touching.checks.filter((check) => check.rule === 'unavailable')).toEqual([]);
  });

  it('knows overnight overlaps and Mondays', () => {
    expect(shiftsOverlap(shift(WEEK, '22:00', '06:00'), shift('2026-12-08', '05:00', '09:00'))).toBe(true);
    expect(shiftsOverlap(shift(WEEK, '22:00', '06:00'), shift('2026-12-08', '06:00', '09:00'))).toBe(false);
    expect(mondayOf('2026-12-13')).toBe(WEEK);
    expect(mondayOf(WEEK)).toBe(WEEK);
  });
});
