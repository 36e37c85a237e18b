/**
 * The interpreter (issue 27 §2 "Interpretation"): worked shifts → pay lines, each citing the rule
 * that produced it. Exact integer maths throughout:
 *
 *   - time in whole minutes; a shift whose end is at or before its start ends the next day, and
 *     belongs (its lines' date, its day's overtime count, its week) to the day it starts. Penalties
 *     follow the clock: the minutes after midnight are paid as the calendar day they fall on.
 *   - a rate is the minimum (or agreed) hourly rate × the rule's percentage, rounded half-up to the
 *     cent as the FWC pay guides publish rates, plus any flat loading per hour;
 *   - a line's amount is minutes × rate / 60, rounded half-up to the cent; the total is the sum of
 *     the lines, so lines always add up to it.
 *
 * Each minute worked is paid once: at the best-paying of the ordinary rate and the penalties that
 * match it, or, past the span or a threshold, at overtime. Linear in the number of shifts (after
 * one sort); the set of boundaries inside a shift is bounded by the set's rules.
 */
import { divideRounded } from '../money.ts';
import type { EmployeeTerms } from './minimum-rate.ts';
import { minimumRateFor, percentOfRate } from './minimum-rate.ts';
import type {
  EmploymentType,
  PayConditionSet,
  PayConditionVersion,
  PercentByType,
  RuleSource,
  Weekday,
} from './model.ts';
import { citation, formatPercent, versionOn } from './model.ts';
import type {
  FlagCode,
  Interpretation,
  InterpretationFlag,
  InterpretOptions,
  PayCategory,
  PayLine,
  WorkedShift,
} from './pay-lines.ts';
import { dateOfDay, dayNumber, formatClock, MINUTES_PER_DAY, parseClock, weekdayOf } from './time.ts';

interface Pay {
  category: PayCategory;
  rate: number;
  rule: string;
  unverified: boolean;
}

interface Placed {
  index: number;
  shift: WorkedShift;
  day: number;
  from: number;
  to: number;
  breakFrom: number;
  breakTo: number;
}

const sourceRule = (source: RuleSource, label: string) => ({
  rule: `${citation(source)}: ${label}`,
  unverified: source.unverified,
});

function place(shift: WorkedShift, index: number): Placed {
  const day = dayNumber(shift.date);
  const start = parseClock(shift.start);
  let end = parseClock(shift.end);
  if (start >= MINUTES_PER_DAY) throw new RangeError(`A shift starts before 24:00: ${shift.start}`);
  if (end <= start) end += MINUTES_PER_DAY;
  const from = day * MINUTES_PER_DAY + start;
  const to = day * MINUTES_PER_DAY + end;
  const breakMinutes = shift.break_minutes;
  if (!Number.isSafeInteger(breakMinutes) || breakMinutes < 0 || breakMinutes >= to - from)
    throw new RangeError(`The break must be shorter than the shift (${shift.date} ${shift.start}–${shift.end})`);
  let breakFrom = from + Math.floor((to - from - breakMinutes) / 2);
  if (shift.break_start) {
    let at = day * MINUTES_PER_DAY + parseClock(shift.break_start);
    if (at < from) at += MINUTES_PER_DAY;
    breakFrom = Math.min(Math.max(at, from), to - breakMinutes);
  }
  return { index, shift, day, from, to, breakFrom, breakTo: breakFrom + breakMinutes };
}

const percentFor = (percent: PercentByType, type: EmploymentType) => percent[type];

/** The interpreter's state for one employee, walked shift by shift in time order. */
class Walk {
  readonly lines: PayLine[] = [];
  readonly flags: InterpretationFlag[] = [];
  private readonly ordinaryByDay = new Map<number, number>();
  private readonly overtimeByDay = new Map<number, number>();
  private readonly ordinaryByWeek = new Map<number, number>();
  private readonly holidays: ReadonlySet<string>;
  private readonly weekStart: number;
  private lastEnd = Number.NEGATIVE_INFINITY;
  private lastDay = Number.NaN;
  private dayFirstStart = 0;
  /** Whether the shift being paid rests on an unconfirmed minimum rate (not when an agreed rate above it is paid). */
  private rateUnverified = false;

  constructor(
    private readonly set: PayConditionSet,
    private readonly employee: EmployeeTerms,
    options: InterpretOptions,
  ) {
    this.holidays = options.public_holidays instanceof Set ? options.public_holidays : new Set(options.public_holidays);
    this.weekStart = dayNumber(options.week_start);
  }

  shift(placed: Placed): void {
    const { shift, day } = placed;
    const version = versionOn(this.set, shift.date);
    const minimum = minimumRateFor(this.set, this.employee, shift.date);
    if (!version || !minimum)
      throw new RangeError(`${this.set.name} has no rate for ${this.employee.classification} on ${shift.date}`);
    const base = Math.max(minimum.hourly_cents, this.employee.rate_override_cents ?? 0);
    this.rateUnverified = base === minimum.hourly_cents && minimum.unverified;
    const type = this.employee.employment_type;
    const flag = (code: FlagCode, source: RuleSource, label: string) =>
      this.flags.push({ shift: placed.index, date: shift.date, code, rule: `${citation(source)}: ${label}` });

    if (placed.from < this.lastEnd) throw new RangeError(`Shifts overlap on ${shift.date}`);
    const rest = version.break_between_shifts;
    // The rest is between days' work: the parts of a split shift on one day are not separate shifts.
    const restUntil =
      rest?.applies_to.includes(type) && day !== this.lastDay ? this.lastEnd + rest.minutes : Number.NEGATIVE_INFINITY;
    if (placed.from < restUntil && rest)
      flag('break_between_shifts', rest.source, `${rest.minutes / 60} h between shifts`);
    const meal = version.meal_break;
    const mealMissed = meal && placed.to - placed.from > meal.after_minutes && shift.break_minutes < meal.break_minutes;
    if (mealMissed) flag('meal_break', meal.source, `meal break after ${meal.after_minutes / 60} h`);
    const split = version.split_shift;
    if (day === this.lastDay && split && placed.to - this.dayFirstStart > split.max_span_minutes)
      flag('split_shift_span', split.source, `span of ${split.max_span_minutes / 60} h`);
    if (day !== this.lastDay) this.dayFirstStart = placed.from;
    this.lastDay = day;
    this.lastEnd = placed.to;

    const cuts = this.cuts(version, placed, restUntil, mealMissed ? placed.from + (meal?.after_minutes ?? 0) : null);
    const first = this.lines.length;
    let outside = false;
    for (let i = 0; i + 1 < cuts.length; i++) {
      const a = cuts[i] as number;
      const b = cuts[i + 1] as number;
      if (a >= placed.breakFrom && b <= placed.breakTo) continue;
      outside = this.segment(version, placed, a, b, base, restUntil, mealMissed ? meal : null) || outside;
    }
    if (outside) flag('outside_span', version.ordinary_span.source, 'ordinary hours span');

    const worked = placed.to - placed.from - shift.break_minutes;
    const engagement = version.minimum_engagement;
    const least = engagement.minutes[type];
    const last = this.lines[this.lines.length - 1];
    if (least && worked < least && last && this.lines.length > first) {
      const end = (placed.to + least - worked) % MINUTES_PER_DAY;
      this.add(placed, last.end, formatClock(end), least - worked, {
        category: 'minimum_engagement',
        rate: last.rate_cents,
        ...sourceRule(engagement.source, `minimum engagement ${least / 60} h`),
      });
    }
  }

  /** Every minute at which the pay of this shift may change, sorted, from its start to its end. */
  private cuts(version: PayConditionVersion, placed: Placed, restUntil: number, mealAt: number | null): number[] {
    const points = new Set([placed.from, placed.to, placed.breakFrom, placed.breakTo, restUntil]);
    if (mealAt !== null) points.add(mealAt);
    for (let day = Math.floor(placed.from / MINUTES_PER_DAY); day * MINUTES_PER_DAY < placed.to; day++) {
      const midnight = day * MINUTES_PER_DAY;
      const weekday = weekdayOf(day);
      points.add(midnight);
      for (const clock of version.ordinary_span.days[weekday] ?? []) points.add(midnight + parseClock(clock));
      for (const penalty of version.penalties)
        if (penalty.when?.days.includes(weekday)) {
          points.add(midnight + parseClock(penalty.when.from));
          points.add(midnight + parseClock(penalty.when.to));
        }
    }
    return [...points].filter((point) => point >= placed.from && point <= placed.to).sort((a, b) => a - b);
  }

  /** Pays [a, b) of a shift, splitting it where a threshold is reached. True when it lies outside the span. */
  private segment(
    version: PayConditionVersion,
    placed: Placed,
    a: number,
    b: number,
    base: number,
    restUntil: number,
    meal: PayConditionVersion['meal_break'],
  ): boolean {
    const type = this.employee.employment_type;
    const day = Math.floor(a / MINUTES_PER_DAY);
    const clock = a - day * MINUTES_PER_DAY;
    const weekday = weekdayOf(day);
    const holiday = this.holidays.has(dateOfDay(day));
    const span = version.ordinary_span.days[weekday];
    const inSpan = span !== null && clock >= parseClock(span[0]) && clock < parseClock(span[1]);
    const week = Math.floor((placed.day - this.weekStart) / 7);
    const threshold = version.overtime.thresholds[type];
    let ordinary = b - a;
    if (!inSpan && version.ordinary_span.outside_is_overtime) ordinary = 0;
    else if (threshold) {
      const daily = (threshold.daily_minutes ?? Number.POSITIVE_INFINITY) - (this.ordinaryByDay.get(placed.day) ?? 0);
      const weekly = (threshold.weekly_minutes ?? Number.POSITIVE_INFINITY) - (this.ordinaryByWeek.get(week) ?? 0);
      ordinary = Math.max(0, Math.min(ordinary, daily, weekly));
    }
    this.ordinaryByDay.set(placed.day, (this.ordinaryByDay.get(placed.day) ?? 0) + ordinary);
    this.ordinaryByWeek.set(week, (this.ordinaryByWeek.get(week) ?? 0) + ordinary);

    const better = (pay: Pay, at: number): Pay => {
      let best = pay;
      const consider = (category: PayCategory, percent: PercentByType | null, source: RuleSource, label: string) => {
        if (!percent) return;
        const rate = percentOfRate(base, percentFor(percent, type));
        if (rate > best.rate)
          best = { category, rate, ...sourceRule(source, `${label} ${formatPercent(percentFor(percent, type))}`) };
      };
      if (at < restUntil && version.break_between_shifts)
        consider(
          'break_penalty',
          version.break_between_shifts.percent,
          version.break_between_shifts.source,
          'short break',
        );
      if (meal && at >= placed.from + meal.after_minutes)
        consider('meal_break_penalty', meal.percent, meal.source, 'no meal break');
      return best;
    };

    if (ordinary > 0)
      this.emit(placed, a, a + ordinary, better(this.ordinaryPay(version, base, weekday, clock, holiday), a));
    let at = a + ordinary;
    const overtime = version.overtime;
    while (at < b) {
      const used = this.overtimeByDay.get(placed.day) ?? 0;
      const firstLeft = Math.max(0, overtime.first_minutes - used);
      const special = holiday ? overtime.public_holiday : weekday === 'sun' ? overtime.sunday : null;
      const end = special || firstLeft === 0 ? b : Math.min(b, at + firstLeft);
      const [category, percent, label]: [PayCategory, PercentByType, string] =
        holiday && overtime.public_holiday
          ? ['overtime_public_holiday', overtime.public_holiday, 'overtime public holiday']
          : weekday === 'sun' && overtime.sunday
            ? ['overtime_sunday', overtime.sunday, 'overtime Sunday']
            : firstLeft > 0
              ? ['overtime_first', overtime.first, `overtime first ${overtime.first_minutes / 60} h`]
              : ['overtime_after', overtime.after, 'overtime after'];
      const rate = percentOfRate(base, percentFor(percent, type));
      const pay = {
        category,
        rate,
        ...sourceRule(overtime.source, `${label} ${formatPercent(percentFor(percent, type))}`),
      };
      this.emit(placed, at, end, better(pay, at));
      this.overtimeByDay.set(placed.day, used + end - at);
      at = end;
    }
    return !inSpan;
  }

  /** The best of the ordinary rate (with the casual loading) and the penalties matching this minute. */
  private ordinaryPay(
    version: PayConditionVersion,
    base: number,
    weekday: Weekday,
    clock: number,
    holiday: boolean,
  ): Pay {
    const type = this.employee.employment_type;
    const casual = type === 'casual';
    const loading = casual ? version.casual_loading.percent : 0;
    const source = casual ? version.casual_loading.source : version.base_rates.source;
    let best: Pay = {
      category: 'ordinary',
      rate: percentOfRate(base, 10_000 + loading),
      ...sourceRule(source, casual ? `ordinary + casual loading ${formatPercent(10_000 + loading)}` : 'ordinary 100%'),
    };
    for (const penalty of version.penalties) {
      if (penalty.classifications && !penalty.classifications.includes(this.employee.classification)) continue;
      const when = penalty.when;
      const matches =
        penalty.category === 'public_holiday'
          ? holiday
          : !holiday &&
            when !== null &&
            when.days.includes(weekday) &&
            clock >= parseClock(when.from) &&
            clock < parseClock(when.to);
      if (!matches) continue;
      const percent = percentFor(penalty.percent, type);
      const rate = percentOfRate(base, percent) + penalty.flat_cents_per_hour;
      const flat = penalty.flat_cents_per_hour ? ` + ${penalty.flat_cents_per_hour}c/h` : '';
      if (rate > best.rate)
        best = {
          category: penalty.category,
          rate,
          ...sourceRule(penalty.source, `${penalty.label} ${formatPercent(percent)}${flat}`),
        };
    }
    return best;
  }

  /** Adds [a, b) to the shift's last line when it continues it at the same pay, else starts a line. */
  private emit(placed: Placed, a: number, b: number, pay: Pay): void {
    if (b <= a) return;
    const last = this.lines[this.lines.length - 1];
    const startClock = formatClock(a % MINUTES_PER_DAY);
    const endClock = formatClock(b % MINUTES_PER_DAY);
    if (
      last &&
      last.shift === placed.index &&
      last.end === startClock &&
      last.category === pay.category &&
      last.rate_cents === pay.rate &&
      last.rule === pay.rule
    ) {
      last.minutes += b - a;
      last.end = endClock;
      last.amount_cents = divideRounded(last.minutes * last.rate_cents, 60);
      return;
    }
    this.add(placed, startClock, endClock, b - a, pay);
  }

  private add(placed: Placed, start: string, end: string, minutes: number, pay: Pay): void {
    this.lines.push({
      shift: placed.index,
      date: placed.shift.date,
      start,
      end,
      minutes,
      category: pay.category,
      rate_cents: pay.rate,
      amount_cents: divideRounded(minutes * pay.rate, 60),
      rule: pay.rule,
      unverified: pay.unverified || this.rateUnverified,
    });
  }
}

/**
 * One employee's shifts → pay lines, in time order. Throws a RangeError for input the routes
 * refuse (overlapping shifts, a break as long as the shift, a classification the set lacks).
 */
export function interpretShifts(
  set: PayConditionSet,
  employee: EmployeeTerms,
  shifts: readonly WorkedShift[],
  options: InterpretOptions,
): Interpretation {
  const placed = shifts.map(place).sort((a, b) => a.from - b.from || a.index - b.index);
  const walk = new Walk(set, employee, options);
  for (const item of placed) walk.shift(item);
  let total = 0;
  for (const line of walk.lines) total += line.amount_cents;
  let worked = 0;
  for (const item of placed) worked += item.to - item.from - item.shift.break_minutes;
  return { lines: walk.lines, total_cents: total, worked_minutes: worked, flags: walk.flags };
}
