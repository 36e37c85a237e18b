/**
 * General Retail Industry Award 2020 [MA000004], rates from the first full pay period on or after
 * 1 July 2026. What was read and what was not is in each source; docs/pay-conditions.md sums it up.
 */

import * as table from './builtin-tables.ts';
import type { PayConditionSet } from './model.ts';

const source = table.sourcesOf('MA000004');
const AWARD_TEXT = 'General Retail Industry Award 2020, FWC determination PR722492 (award text)';
const AWARD_URL = 'https://fwc.gov.au/documents/awardsandorders/html/pr722492.htm';
const NOT_READ = 'not read in the award text here; the figure is as commonly published and must be checked';

/** 2025–26 hourly rates (RosterElf's 2025–26 table from the FWC pay guide) × 1.0475, to the cent. */
const RATES = table.classifications([
  ['L1', 'Retail Employee Level 1', 2781, true],
  ['L2', 'Retail Employee Level 2', 2845, true],
  ['L3', 'Retail Employee Level 3', 2889, true],
  ['L4', 'Retail Employee Level 4', 2947, false],
  ['L5', 'Retail Employee Level 5', 3075, false],
]);

export const GENERAL_RETAIL: PayConditionSet = {
  id: 'MA000004',
  name: 'General Retail Industry Award 2020',
  instrument: 'MA000004',
  built_in: true,
  versions: [
    {
      effective_from: '2026-07-01',
      base_rates: {
        classifications: RATES,
        source: source(
          '17.1',
          'Annual Wage Review 2025–26 decision of 2 June 2026 (award rates +4.75%) applied to the 2025–26 rates',
          'https://www.rosterelf.com/guides/award-rates/general-retail',
          '2026–27 pay guide not available here: 2025–26 hourly rate (L1 $26.55, L2 $27.16, L3 $27.58, L4 $28.13, ' +
            'L5 $29.36 as published by RosterElf from the FWC pay guide) × 1.0475, rounded to the cent; ' +
            'Levels 6 to 8 are left out because no 2025–26 figure was read',
        ),
      },
      junior_rates: table.juniors(
        21,
        [0, 16, 17, 18, 19, 20],
        [45, 50, 60, 70, 80, 90],
        source(
          '17.2',
          AWARD_TEXT,
          AWARD_URL,
          `junior percentages ${NOT_READ}; since 2021 they apply to Levels 1 to 3 only ([2021] FWCFB 946); ` +
            'the adult rate for 20-year-olds with a year of service (cl. 17.2) is not modelled',
        ),
      ),
      apprentice_rates: null,
      casual_loading: {
        percent: 2500,
        source: source('11', AWARD_TEXT, AWARD_URL),
      },
      ordinary_span: {
        days: {
          mon: ['07:00', '21:00'],
          tue: ['07:00', '21:00'],
          wed: ['07:00', '21:00'],
          thu: ['07:00', '21:00'],
          fri: ['07:00', '21:00'],
          sat: ['07:00', '18:00'],
          sun: ['09:00', '18:00'],
        },
        outside_is_overtime: true,
        source: source(
          '15.1',
          AWARD_TEXT,
          'https://employmentplus.com.au/news/changes-to-retail-award-to-clarify-overtime',
          `span times ${NOT_READ}; that work outside the span is overtime for every employee (Table 10) was read`,
        ),
      },
      penalties: table.penalties(
        source(
          '22.1',
          'Annual Wage Review 2020–21 determination PR729257, Schedule B.1.1 (full-time and part-time); casual ' +
            'rates: HR Legal, "Casual retail penalty rates to increase" (2019) and Young Workers Centre ACT (2022)',
          'https://www.fwc.gov.au/documents/awardsandorders/html/pr729257.htm',
          'full-time/part-time percentages (125/125/150/225) were read in PR729257; the casual ones (150/150/175/250, ' +
            'casual loading included) only in secondary summaries, not in the award text',
        ),
        table.penalty('evening', 'Monday to Friday after 6.00 pm', 'mon-fri 18:00-24:00', [125, 125, 150]),
        table.penalty('saturday', 'Saturday', 'sat', [125, 125, 150]),
        table.penalty('sunday', 'Sunday', 'sun', [150, 150, 175]),
        table.penalty('public_holiday', 'public holiday', 'public holiday', [225, 225, 250]),
      ),
      overtime: table.overtime(
        { full_time: [9, 38], part_time: [9, 38], casual: [9, 38] },
        [3, [150, 150, 175], [200, 200, 225], [200, 200, 225], [250, 250, 275]],
        source(
          '21.2, Tables 10 and 11',
          'Employment Plus, "Changes to Retail Award to clarify overtime" (variation of 5 July 2024)',
          'https://employmentplus.com.au/news/changes-to-retail-award-to-clarify-overtime',
          'rates (first 3 h 150%, then 200%, Sunday 200%, public holiday 250%, casuals +25%) and the casual 9-hour ' +
            'day were read in a summary, not the award text; part-time overtime is past the agreed hours, which a ' +
            'set cannot know, so 9 h a day / 38 h a week stand in; the one 11-hour day a week is not modelled',
        ),
      ),
      minimum_engagement: {
        minutes: table.engagement(null, 3, 3),
        source: source('10.9, 11.3', AWARD_TEXT, AWARD_URL, `3-hour minimum engagement ${NOT_READ}`),
      },
      break_between_shifts: table.restBetween(
        12,
        source('16', AWARD_TEXT, AWARD_URL, `12-hour break ${NOT_READ}; flagged, not paid`),
      ),
      meal_break: table.mealBreak(
        5,
        30,
        source('16', AWARD_TEXT, AWARD_URL, `meal break after 5 hours ${NOT_READ}; flagged, not paid`),
      ),
      split_shift: null,
      time_off_in_lieu: {
        allowed: true,
        basis: 'overtime_rate',
        source: source(
          '21.3',
          'Fair Work Ombudsman, "Overtime pay: time off instead of overtime pay" (Retail Award: time off equal to ' +
            'the overtime rate, e.g. 1.5 h off for an hour at time and a half, taken within 6 months by agreement); ' +
            'Employment Plus, "What is time off in lieu" (25 July 2024): the 2020 award has it in clause 21.3, by ' +
            'written agreement, the time off equivalent to the overtime payment',
          'https://www.fairwork.gov.au/pay/penalty-rates-and-allowances/overtime-pay',
          "the clause number was read in a summary (Employment Plus), not the award text; the rate of time off is the Fair Work Ombudsman's",
        ),
      },
    },
  ],
};
