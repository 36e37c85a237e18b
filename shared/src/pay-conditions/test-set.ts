/**
 * A pay condition set with round, known figures for the tests (not a real award): $30.00 an
 * hour, casual loading 25%, casual Saturday 150%, Sunday 175%, public holiday 250%, evening
 * 19:00–24:00 weekdays 130% (full-time 115% + $1.00/h), overtime after 38 h a week (full-time
 * also after 8 h a day) at 150% for 2 h then 200% (casual 175%/225%), casual minimum engagement 3 h.
 */
import * as table from './builtin-tables.ts';
import type { PayConditionSet, RuleSource } from './model.ts';

export const testSource = (clause: string): RuleSource => ({
  instrument: 'TEST',
  clause,
  publication: 'Unit test set',
  url: null,
  unverified: false,
  unverified_reason: null,
});

export const TEST_SET: PayConditionSet = {
  id: 'test',
  name: 'Test conditions',
  instrument: 'TEST',
  built_in: false,
  versions: [
    {
      effective_from: '2026-07-01',
      base_rates: {
        classifications: table.classifications([
          ['A', 'Level A', 3000, true],
          ['T', 'Tradesperson', 3200, false],
        ]),
        source: testSource('1'),
      },
      junior_rates: table.juniors(21, [0, 16, 17, 18, 19, 20], [45, 50, 60, 70, 80, 90], testSource('2')),
      apprentice_rates: { of_classification: 'T', by_year: [5000, 6000, 7500, 9000], source: testSource('3') },
      casual_loading: { percent: 2500, source: testSource('4') },
      ordinary_span: { days: table.everyDay('00:00', '24:00'), outside_is_overtime: false, source: testSource('5') },
      penalties: table.penalties(
        testSource('6'),
        table.penalty('evening', 'evening', 'mon-fri 19:00-24:00', [115, 115, 130]),
        table.penalty('saturday', 'Saturday', 'sat', [125, 125, 150]),
        table.penalty('sunday', 'Sunday', 'sun', [150, 150, 175]),
        table.penalty('public_holiday', 'public holiday', 'public holiday', [225, 225, 250]),
      ),
      overtime: table.overtime(
        { full_time: [8, 38], part_time: [null, 38], casual: [null, 38] },
        [2, [150, 150, 175], [200, 200, 225], null, null],
        testSource('7'),
      ),
      minimum_engagement: { minutes: table.engagement(null, 3, 3), source: testSource('8') },
      break_between_shifts: {
        minutes: 10 * 60,
        applies_to: ['full_time', 'part_time'],
        percent: { full_time: 20_000, part_time: 20_000, casual: 20_000 },
        source: testSource('9'),
      },
      meal_break: { after_minutes: 5 * 60, break_minutes: 30, percent: null, source: testSource('10') },
      split_shift: { max_span_minutes: 12 * 60, source: testSource('11') },
    },
  ],
};
