import { beforeAll, describe, expect, it } from 'vitest';
import type { HolidayCorrectionItem } from './public-holiday-entity.ts';
import { findGenerated, generatedHolidays, loadHolidayCalendars, mergeHolidays } from './public-holidays.ts';

// Super due dates count business days: the holiday calendars load on first use (issue 26).
beforeAll(() => loadHolidayCalendars());

const correction = (
  values: Partial<HolidayCorrectionItem> & Pick<HolidayCorrectionItem, 'holiday_key' | 'kind' | 'date' | 'name'>,
): HolidayCorrectionItem => ({
  organization_id: 1,
  all_states: false,
  states: [],
  version: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...values,
});

const year = (state: Parameters<typeof generatedHolidays>[0]) => generatedHolidays(state, 2026);

describe('generated public holidays (date-holidays, type public)', () => {
  it("gives SA and NT the Christmas Eve and New Year's Eve evenings from 19:00, as part days", () => {
    for (const state of ['SA', 'NT'] as const) {
      const evenings = year(state).filter((holiday) => holiday.from_time);
      expect(evenings).toEqual([
        { id: '20261224-christmas-eve', date: '2026-12-24', name: 'Christmas Eve', from_time: '19:00' },
        { id: '20261231-new-year-s-eve', date: '2026-12-31', name: "New Year's Eve", from_time: '19:00' },
      ]);
    }
    expect(year('NSW').some((holiday) => holiday.from_time)).toBe(false);
  });

  it('keeps only public holidays: no bank holidays, observances or school terms', () => {
    const names = year('NSW').map((holiday) => holiday.name);
    expect(names).toContain('Labour Day');
    expect(names).not.toContain('Bank Holiday');
    expect(names).not.toContain("Mother's Day");
    expect(year('VIC').map((holiday) => holiday.name)).not.toContain('Term 1 holidays');
  });

  it('has national holidays only without a state', () => {
    const names = year(null).map((holiday) => holiday.name);
    expect(names).toContain('Christmas Day');
    expect(names).not.toContain('Labour Day');
    expect(names).not.toContain('Melbourne Cup');
  });

  it('keeps Easter Saturday and Easter Sunday out of the national list: states declare them (FWA s 115(1))', () => {
    // Fair Work Act 2009 s 115(1)(a): the national days; Easter's Saturday and Sunday are not among them.
    expect(year(null).map((holiday) => `${holiday.date} ${holiday.name}`)).toEqual([
      "2026-01-01 New Year's Day",
      '2026-01-26 Australia Day',
      '2026-04-03 Good Friday',
      '2026-04-06 Easter Monday',
      '2026-04-25 Anzac Day',
      '2026-12-25 Christmas Day',
      '2026-12-26 Boxing Day',
      '2026-12-28 Boxing Day (substitute day)',
    ]);
    // The states that declare them still have them; Tasmania declares neither.
    expect(year('NSW').map((holiday) => holiday.name)).toEqual(
      expect.arrayContaining(['Easter Saturday', 'Easter Sunday']),
    );
    expect(year('TAS').map((holiday) => holiday.name)).not.toContain('Easter Saturday');
  });

  it('answers the same list again from its cache, and finds a day by key in any state', () => {
    expect(generatedHolidays('VIC', 2026)).toBe(generatedHolidays('VIC', 2026));
    expect(findGenerated('20261103-melbourne-cup')).toMatchObject({ date: '2026-11-03', name: 'Melbourne Cup' });
    expect(findGenerated('20261104-melbourne-cup')).toBeUndefined();
  });
});

describe('merging the organization corrections', () => {
  it('leaves out a removed generated day', () => {
    const list = mergeHolidays(
      year('NSW'),
      [correction({ holiday_key: '20261226-boxing-day', kind: 'removed', date: '2026-12-26', name: 'Boxing Day' })],
      'NSW',
      '2026-12-01',
      '2026-12-31',
    );
    expect(list.map((holiday) => holiday.name)).toEqual(['Christmas Day', 'Boxing Day (substitute day)']);
  });

  it('applies a correction of name, date and start, and says what it was', () => {
    const list = mergeHolidays(
      year('SA'),
      [
        correction({
          holiday_key: '20261224-christmas-eve',
          kind: 'corrected',
          date: '2026-12-24',
          name: 'Christmas Eve (evening)',
          from_time: '18:00',
          version: 2,
        }),
      ],
      'SA',
      '2026-12-24',
      '2026-12-24',
    );
    expect(list).toEqual([
      {
        id: '20261224-christmas-eve',
        date: '2026-12-24',
        name: 'Christmas Eve (evening)',
        from_time: '18:00',
        source: 'generated',
        corrected: { date: '2026-12-24', name: 'Christmas Eve' },
        version: 2,
      },
    ]);
    const wholeDay = mergeHolidays(
      year('SA'),
      [
        correction({
          holiday_key: '20261231-new-year-s-eve',
          kind: 'corrected',
          date: '2026-12-31',
          name: "New Year's Eve",
        }),
      ],
      'SA',
      '2026-12-31',
      '2026-12-31',
    );
    expect(wholeDay[0]?.from_time).toBeUndefined();
  });

  it('adds a day for several states only in those states, and one for all states everywhere, nationally too', () => {
    const corrections = [
      correction({
        holiday_key: '20260309-show-day',
        kind: 'added',
        date: '2026-03-09',
        name: 'Show Day',
        states: ['NSW', 'QLD'],
      }),
      correction({
        holiday_key: '20260310-founders-day',
        kind: 'added',
        date: '2026-03-10',
        name: 'Founders Day',
        all_states: true,
        from_time: '13:00',
      }),
    ];
    const names = (state: Parameters<typeof generatedHolidays>[0]) =>
      mergeHolidays(year(state), corrections, state, '2026-03-01', '2026-03-31').map((holiday) => holiday.name);
    expect(names('NSW')).toEqual(['Show Day', 'Founders Day']);
    expect(names('QLD')).toEqual(['Show Day', 'Founders Day']);
    expect(names('VIC')).toEqual(['Labour Day', 'Founders Day']);
    expect(names(null)).toEqual(['Founders Day']);
    const added = mergeHolidays(year('NSW'), corrections, 'NSW', '2026-03-09', '2026-03-10');
    expect(added).toMatchObject([
      { id: '20260309-show-day', source: 'organization', states: ['NSW', 'QLD'] },
      { id: '20260310-founders-day', source: 'organization', states: 'all', from_time: '13:00' },
    ]);
  });

  it('keeps the range inclusive and the list in date order', () => {
    const list = mergeHolidays(year('NSW'), [], 'NSW', '2026-12-25', '2026-12-28');
    expect(list.map((holiday) => holiday.date)).toEqual(['2026-12-25', '2026-12-26', '2026-12-28']);
  });
});
