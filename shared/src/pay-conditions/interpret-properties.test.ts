import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded } from '../money.ts';
import { BUILT_IN_PAY_CONDITION_SETS } from './builtins.ts';
import { interpretShifts } from './interpret.ts';
import { EMPLOYMENT_TYPES } from './model.ts';
import type { WorkedShift } from './pay-lines.ts';
import { TEST_SET } from './test-set.ts';
import { dateOfDay, dayNumber, formatClock, MINUTES_PER_DAY, parseClock } from './time.ts';

const FIRST_DAY = dayNumber('2026-11-30');
const SETS = [TEST_SET, ...BUILT_IN_PAY_CONDITION_SETS];

/** Shifts that never overlap: each starts `gap` minutes after the last one ended. */
const shiftsArbitrary = fc
  .array(
    fc.record({ gap: fc.nat(2 * MINUTES_PER_DAY), length: fc.integer({ min: 1, max: 16 * 60 }), pause: fc.nat(90) }),
    {
      maxLength: 14,
    },
  )
  .map((items) => {
    let at = FIRST_DAY * MINUTES_PER_DAY + 6 * 60;
    return items.map(({ gap, length, pause }) => {
      const from = at + gap;
      at = from + length;
      const day = Math.floor(from / MINUTES_PER_DAY);
      const shift: WorkedShift = {
        date: dateOfDay(day),
        start: formatClock(from - day * MINUTES_PER_DAY),
        end: formatClock(at % MINUTES_PER_DAY),
        break_minutes: Math.min(pause, length - 1),
      };
      return { shift, from, to: at };
    });
  });

describe('interpretShifts, for any shifts', () => {
  it('pays every worked minute exactly once, and its lines add up to the total to the cent', () => {
    fc.assert(
      fc.property(
        fc.nat(SETS.length - 1),
        fc.constantFrom(...EMPLOYMENT_TYPES),
        shiftsArbitrary,
        fc.uniqueArray(fc.nat(20), { maxLength: 4 }),
        fc.nat(6),
        fc.option(fc.integer({ min: 14, max: 30 })),
        (setIndex, employmentType, placed, holidayOffsets, weekOffset, age) => {
          const set = SETS[setIndex] ?? TEST_SET;
          const classification = set.versions[0]?.base_rates.classifications[0]?.code ?? '';
          const employee = {
            employment_type: employmentType,
            classification,
            date_of_birth: age === null ? null : `${2026 - age}-06-15`,
          };
          const result = interpretShifts(
            set,
            employee,
            placed.map((item) => item.shift),
            {
              public_holidays: holidayOffsets.map((offset) => dateOfDay(FIRST_DAY + offset)),
              week_start: dateOfDay(FIRST_DAY + weekOffset),
            },
          );
          let total = 0;
          for (const line of result.lines) {
            expect(line.amount_cents).toBe(divideRounded(line.minutes * line.rate_cents, 60));
            expect(line.minutes).toBeGreaterThan(0);
            total += line.amount_cents;
          }
          expect(result.total_cents).toBe(total);

          // Each paid interval, in absolute minutes, inside its shift and outside its break; none overlap.
          const intervals: Array<[number, number]> = [];
          for (const line of result.lines) {
            if (line.category === 'minimum_engagement') continue;
            const item = placed[line.shift];
            if (!item) throw new Error(`a line for shift ${line.shift}, which was not given`);
            const { shift, from, to } = item;
            let start = dayNumber(line.date) * MINUTES_PER_DAY + parseClock(line.start);
            if (parseClock(line.start) < parseClock(shift.start)) start += MINUTES_PER_DAY;
            expect(start).toBeGreaterThanOrEqual(from);
            expect(start + line.minutes).toBeLessThanOrEqual(to);
            expect(formatClock((start + line.minutes) % MINUTES_PER_DAY)).toBe(line.end);
            intervals.push([start, start + line.minutes]);
          }
          intervals.sort((a, b) => a[0] - b[0]);
          for (let i = 1; i < intervals.length; i++)
            expect(intervals[i]?.[0]).toBeGreaterThanOrEqual(intervals[i - 1]?.[1] ?? 0);
          const paid = intervals.reduce((sum, [a, b]) => sum + b - a, 0);
          const worked = placed.reduce((sum, item) => sum + item.to - item.from - item.shift.break_minutes, 0);
          expect(paid).toBe(worked);
          expect(result.worked_minutes).toBe(worked);

          // A top-up brings a shift exactly to the minimum engagement, once.
          const least = set.versions[0]?.minimum_engagement.minutes[employmentType] ?? null;
          placed.forEach((item, index) => {
            const topUps = result.lines.filter(
              (line) => line.shift === index && line.category === 'minimum_engagement',
            );
            const workedHere = item.to - item.from - item.shift.break_minutes;
            const expected = least !== null && workedHere < least ? least - workedHere : 0;
            expect(topUps.reduce((sum, line) => sum + line.minutes, 0)).toBe(expected);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
