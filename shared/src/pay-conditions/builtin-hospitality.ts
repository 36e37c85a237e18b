/**
 * Hospitality Industry (General) Award 2020 [MA000009], rates from the first full pay period on
 * or after 1 July 2026. What was read and what was not is in each source; docs/pay-conditions.md
 * sums it up.
 */
import * as table from './builtin-tables.ts';
import type { PayConditionSet } from './model.ts';

const source = table.sourcesOf('MA000009');
const AWARD_TEXT = 'Hospitality Industry (General) Award 2020, FWC consolidated award (27 August 2024)';
const AWARD_URL = 'https://library.fairwork.gov.au/award/?krn=MA000009';
const NOT_READ = 'not read in the award text here; the figure is as commonly published and must be checked';
const FWO_EVENING =
  'https://www.fairwork.gov.au/tools-and-resources/library/K600027_Evening-night-work-in-the-Hospitality-Award';

export const HOSPITALITY_GENERAL: PayConditionSet = {
  id: 'MA000009',
  name: 'Hospitality Industry (General) Award 2020',
  instrument: 'MA000009',
  built_in: true,
  versions: [
    {
      effective_from: '2026-07-01',
      base_rates: {
        classifications: table.classifications([
          ['INTRO', 'Introductory level', 2574, true],
          [
            'L1',
            'Level 1 (food and beverage attendant grade 1, guest service grade 1, kitchen attendant grade 1)',
            2644,
            true,
          ],
          ['L3', 'Level 3 (cook grade 2, food and beverage attendant grade 3, front office grade 2 …)', 2797, true],
        ]),
        source: source(
          '18',
          'Annual Wage Review 2025–26 decision of 2 June 2026 (award rates +4.75%; C13 rises to the national ' +
            'minimum wage, $26.44; C14 entry rate $25.74) applied to the 2025–26 rates published by RosterElf',
          'https://www.rosterelf.com/guides/award-rates/hospitality',
          '2026–27 pay guide not available here: Level 1 (C13, $24.95 in 2025–26) is taken as the new national ' +
            'minimum wage $26.44, the Introductory level as the C14 rate $25.74, Level 3 as $26.70 × 1.0475; the ' +
            'other levels are left out because no 2025–26 figure was read',
        ),
      },
      junior_rates: table.juniors(
        21,
        [0, 17, 18, 19],
        [50, 60, 70, 85],
        source(
          '18.3',
          AWARD_TEXT,
          AWARD_URL,
          `the 17-year-old's 60% was read (RosterElf: $14.97 of $24.95); the other percentages ${NOT_READ}; ` +
            'juniors serving liquor are paid the adult rate (not modelled)',
        ),
      ),
      apprentice_rates: null,
      casual_loading: { percent: 2500, source: source('11', AWARD_TEXT, FWO_EVENING) },
      ordinary_span: {
        days: table.everyDay('00:00', '24:00'),
        outside_is_overtime: false,
        source: source('15', AWARD_TEXT, AWARD_URL, `ordinary hours on any day at any time: ${NOT_READ}`),
      },
      penalties: [
        ...table.penalties(
          source(
            '29.2',
            'Fair Work Ombudsman, "Evening & night work in the Hospitality Award" (K600027)',
            FWO_EVENING,
            'the windows and that the amounts are on top of 100% (casual 125%) were read; the amounts were not: ' +
              '$2.88 and $4.31 are $2.31 and $3.46 (a third-party page quoting 2021 amounts) × each annual wage ' +
              'review since; the award pays them for each hour or part of an hour, the interpreter pro rata by minute',
          ),
          table.penalty('evening', 'Monday to Friday 7 pm to midnight', 'mon-fri 19:00-24:00', [100, 100, 125], {
            flat: 288,
          }),
          table.penalty('night', 'Monday to Friday midnight to 7 am', 'mon-fri 00:00-07:00', [100, 100, 125], {
            flat: 431,
          }),
        ),
        ...table.penalties(
          source(
            '29.2',
            'Young Workers Centre ACT, "Penalty rates" (rates from 1 July 2022)',
            'https://intercom.help/youngworkerscbr/en/articles/3076327-penalty-rates',
            `read in a summary of 2022; ${NOT_READ}`,
          ),
          table.penalty('saturday', 'Saturday', 'sat', [125, 125, 150]),
          table.penalty('sunday', 'Sunday', 'sun', [150, 150, 175]),
          table.penalty('public_holiday', 'public holiday', 'public holiday', [225, 225, 250]),
        ),
      ],
      overtime: table.overtime(
        { full_time: [11.5, 38], part_time: [11.5, 38], casual: [11.5, 38] },
        [2, [150, 150, 175], [200, 200, 225], null, [250, 250, 275]],
        source('28', AWARD_TEXT, AWARD_URL, `overtime limits and rates ${NOT_READ}`),
      ),
      minimum_engagement: {
        minutes: table.engagement(null, 3, 2),
        source: source('10, 11', AWARD_TEXT, AWARD_URL, `minimum engagement (casual 2 h, part-time 3 h) ${NOT_READ}`),
      },
      break_between_shifts: table.restBetween(
        10,
        source('15', AWARD_TEXT, AWARD_URL, `10-hour break ${NOT_READ}; flagged, not paid`),
      ),
      meal_break: table.mealBreak(
        6,
        30,
        source(
          '16',
          'AHA (WA), Hospitality Industry (General) Award wage schedules 2014: "meal breaks will change to 6 hours"',
          'https://businessdocbox.com/97358487-Human_Resources/Hospitality-industry-general-award-wage-schedules.html',
          `the 6 hours was read in a 2014 guide; the 30 minutes ${NOT_READ}; flagged, not paid`,
        ),
      ),
      split_shift: {
        max_span_minutes: 12 * 60,
        source: source('15', AWARD_TEXT, AWARD_URL, `the 12-hour span of a split shift ${NOT_READ}; flagged, not paid`),
      },
      time_off_in_lieu: {
        allowed: true,
        basis: 'hour_for_hour',
        source: source(
          null,
          'Fair Work Ombudsman, "Overtime pay: time off instead of overtime pay" (Hospitality Award: by written ' +
            "agreement of the employer, a separate agreement for each pay period's overtime)",
          'https://www.fairwork.gov.au/pay/penalty-rates-and-allowances/overtime-pay',
          'that the award allows it was read (FWO); the clause number (in clause 28, Overtime) and the hour-for-hour ' +
            "ratio (the modern awards' 2016 model term) were not read",
        ),
      },
    },
  ],
};
