/**
 * Fast Food Industry Award 2010 [MA000003], rates from the first full pay period on or after
 * 1 July 2026. The percentages were read in the FWO pay guide of 1 July 2023 (each rate ÷ the
 * hourly rate); what else was read and what was not is in each source.
 */
import * as table from './builtin-tables.ts';
import type { PayConditionSet } from './model.ts';

const source = table.sourcesOf('MA000003');
const AWARD_TEXT = 'Fast Food Industry Award 2010';
const AWARD_URL = 'https://library.fairwork.gov.au/award/?krn=MA000003';
const PAY_GUIDE = 'Fair Work Ombudsman pay guide MA000003 from 1 July 2023, as reproduced by Healthy Kids Association';
const PAY_GUIDE_URL = 'https://healthy-kids.com.au/school-canteen-awards/';
const NOT_READ = 'not read in the award text here; the figure is as commonly published and must be checked';
const CLAUSE_NOT_READ = 'the percentages were read in the 2023 pay guide; the clause number was not read';

export const FAST_FOOD: PayConditionSet = {
  id: 'MA000003',
  name: 'Fast Food Industry Award 2010',
  instrument: 'MA000003',
  built_in: true,
  versions: [
    {
      effective_from: '2026-07-01',
      base_rates: {
        classifications: table.classifications([
          ['L1', 'Fast Food Employee Level 1', 2781, true],
          ['L2', 'Fast Food Employee Level 2', 2945, true],
          ['L3A', 'Fast Food Employee Level 3 (in charge of one or no other person)', 2991, true],
          ['L3B', 'Fast Food Employee Level 3 (in charge of two or more persons)', 3027, true],
        ]),
        source: source(
          '17',
          `${PAY_GUIDE}; Annual Wage Reviews 2023–24 (3.75%), 2024–25 (3.5%), 2025–26 (4.75%)`,
          PAY_GUIDE_URL,
          '2026–27 pay guide not available here: the 2023–24 weekly rates read in the pay guide ($939.60, $995.00, ' +
            '$1,010.30, $1,022.70) × each review since, rounded to 10 cents a week, ÷ 38 to the cent',
        ),
      },
      junior_rates: table.juniors(
        21,
        [0, 16, 17, 18, 19, 20],
        [40, 50, 60, 70, 80, 90],
        source('18', AWARD_TEXT, AWARD_URL, `junior percentages ${NOT_READ}`),
      ),
      apprentice_rates: null,
      casual_loading: { percent: 2500, source: source(null, PAY_GUIDE, PAY_GUIDE_URL, CLAUSE_NOT_READ) },
      ordinary_span: {
        days: table.everyDay('00:00', '24:00'),
        outside_is_overtime: false,
        source: source(null, AWARD_TEXT, AWARD_URL, `ordinary hours on any day: ${NOT_READ}`),
      },
      penalties: table.penalties(
        source(null, PAY_GUIDE, PAY_GUIDE_URL, CLAUSE_NOT_READ),
        table.penalty('evening', 'Monday to Friday 10 pm to midnight', 'mon-fri 22:00-24:00', [110, 110, 135]),
        table.penalty('night', 'Monday to Friday midnight to 6 am', 'mon-fri 00:00-06:00', [115, 115, 140]),
        table.penalty('saturday', 'Saturday', 'sat', [125, 125, 150]),
        table.penalty('sunday', 'Sunday (Level 1)', 'sun', [125, 125, 150], { id: 'sunday-level-1', only: ['L1'] }),
        table.penalty('sunday', 'Sunday (Levels 2 and 3)', 'sun', [150, 150, 175], { only: ['L2', 'L3A', 'L3B'] }),
        table.penalty('public_holiday', 'public holiday', 'public holiday', [225, 225, 250]),
      ),
      overtime: table.overtime(
        { full_time: [11, 38], part_time: [11, 38], casual: [11, 38] },
        [2, [150, 150, 175], [200, 200, 225], [200, 200, 225], [250, 250, 275]],
        source(
          null,
          `${PAY_GUIDE}; limits from Adi Insights' summary of the award`,
          'https://adiinsights.com/fast-food-industry-award-australia/',
          `${CLAUSE_NOT_READ}; the limits (11 h a day, 38 h a week) were read in a vendor's summary`,
        ),
      ),
      minimum_engagement: {
        minutes: table.engagement(null, 3, 3),
        source: source(null, AWARD_TEXT, AWARD_URL, `3-hour minimum engagement ${NOT_READ}`),
      },
      break_between_shifts: table.restBetween(
        10,
        source(null, AWARD_TEXT, AWARD_URL, `10-hour break ${NOT_READ}; flagged, not paid`),
      ),
      meal_break: table.mealBreak(
        5,
        30,
        source(null, AWARD_TEXT, AWARD_URL, `meal break after 5 hours ${NOT_READ}; flagged, not paid`),
      ),
      split_shift: null,
      time_off_in_lieu: {
        allowed: true,
        basis: 'hour_for_hour',
        source: source(
          null,
          'FWC Full Bench decision of 13 December 2016 (AM2014/300, award flexibility: time off instead of payment ' +
            'for overtime): the model term of 8 July 2016 and its insertion in the awards that provide paid overtime',
          null,
          `that this award has the term, its clause (within clause 26, Overtime) and its hour-for-hour ratio ${NOT_READ}`,
        ),
      },
    },
  ],
};
