import { addDays, showDay } from '@wattle/shared/calendar';
import { loadingPercentText } from '@wattle/shared/leave-types';
import { type Cents, divideRounded, hoursTimesRate, percentOf } from '@wattle/shared/money';
import { PAY_LINE_KIND_LABELS, type PayFrequency } from '@wattle/shared/payroll-constants';
import type { CalculatedLine, DatedTerms, Employment, LeaveInput, PayslipInput, PayTerms } from './payslip-types.ts';

/**
 * A period's ordinary pay when it is not all worked under one set of terms: the employee starts or
 * leaves inside it, their pay changes inside it, or they take unpaid leave in it. Pure, exact.
 *
 * The period is split into segments by employment (joining date to last working day) and by the
 * pay terms in force each day. A segment is paid the full period's ordinary pay under its terms ×
 * its weekdays (Monday to Friday) ÷ the period's weekdays, rounded once to the cent; hours likewise
 * to the hundredth. One segment over the whole period is exactly the full period's pay.
 */

/** Weeks in a period as a fraction: weekly 1, fortnightly 2, monthly 52/12. */
const WEEKS: Record<PayFrequency, [number, number]> = {
  weekly: [1, 1],
  fortnightly: [2, 1],
  monthly: [52, 12],
};
/** The salary's divisor: 52 weeks, 26 fortnights, 12 months. */
const PERIODS_A_YEAR: Record<PayFrequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 };

/** The ordinary hourly rate (ten-thousandths of a dollar): the hourly rate, or salary ÷ (52 × weekly hours). */
export function ordinaryRateE4(terms: PayTerms): number {
  if (terms.basis === 'hourly') return terms.hourly_rate_e4 ?? 0;
  if (terms.ordinary_hours_per_week <= 0) return 0;
  return divideRounded(BigInt(terms.annual_salary_cents ?? 0) * 10_000n, 52 * terms.ordinary_hours_per_week);
}

/** The period's ordinary pay and hours before leave replaces any of them. */
export function ordinaryPay(terms: PayTerms, frequency: PayFrequency): { cents: Cents; hours: number } {
  const [weeks, per] = WEEKS[frequency];
  const hours = divideRounded(terms.ordinary_hours_per_week * weeks, per);
  if (terms.basis === 'salary') {
    return { cents: divideRounded(terms.annual_salary_cents ?? 0, PERIODS_A_YEAR[frequency]), hours };
  }
  const cents = divideRounded(
    BigInt(terms.ordinary_hours_per_week) * BigInt(terms.hourly_rate_e4 ?? 0) * BigInt(weeks),
    10_000 * per,
  );
  return { cents, hours };
}

const isWeekday = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** Monday-to-Friday days from `from` to `to` inclusive (0 when `to` is before `from`). */
export function weekdaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) if (isWeekday(day)) count += 1;
  return count;
}

/** The days of the period the employee is employed, or null when they are employed on none of them. */
export function employedSpan(
  period: { period_start: string; period_end: string },
  employment?: Employment,
): { from: string; to: string } | null {
  const from =
    employment && employment.joining_date > period.period_start ? employment.joining_date : period.period_start;
  const last = employment?.last_working_day;
  const to = last && last < period.period_end ? last : period.period_end;
  return from <= to ? { from, to } : null;
}

export interface PaySegment {
  from: string;
  to: string;
  terms: PayTerms;
  weekdays: number;
  /** The segment's share of the period's ordinary pay and hours. */
  cents: Cents;
  hours: number;
  rate_e4: number;
}

const samePay = (a: PayTerms, b: PayTerms) =>
  a.basis === b.basis &&
  a.annual_salary_cents === b.annual_salary_cents &&
  a.hourly_rate_e4 === b.hourly_rate_e4 &&
  a.ordinary_hours_per_week === b.ordinary_hours_per_week;

export type ProrationInput = Pick<
  PayslipInput,
  'frequency' | 'period_start' | 'period_end' | 'terms' | 'terms_from' | 'employment'
>;

/**
 * The segments of the period the employee is paid ordinary time for, in order. A change of terms
 * that leaves the pay the same (a new super fund, say) does not split a segment. Days before the
 * employee's first pay terms are paid under those first terms: employment decides when pay starts.
 */
export function paySegments(input: ProrationInput): PaySegment[] {
  const span = employedSpan(input, input.employment);
  if (!span) return [];
  const dated = [...(input.terms_from?.length ? input.terms_from : [{ effective_from: '', terms: input.terms }])].sort(
    (a, b) => a.effective_from.localeCompare(b.effective_from),
  );
  let first = dated[0] as DatedTerms;
  for (const entry of dated) if (entry.effective_from <= span.from) first = entry;
  const starts: { from: string; terms: PayTerms }[] = [{ from: span.from, terms: first.terms }];
  for (const entry of dated) {
    if (entry.effective_from <= span.from || entry.effective_from > span.to) continue;
    if (samePay((starts.at(-1) as { terms: PayTerms }).terms, entry.terms)) continue;
    starts.push({ from: entry.effective_from, terms: entry.terms });
  }
  const whole = weekdaysBetween(input.period_start, input.period_end);
  return starts.map((start, index) => {
    const next = starts[index + 1];
    const to = next ? addDays(next.from, -1) : span.to;
    const weekdays = weekdaysBetween(start.from, to);
    const full = ordinaryPay(start.terms, input.frequency);
    return {
      from: start.from,
      to,
      terms: start.terms,
      weekdays,
      cents: whole === 0 ? full.cents : divideRounded(BigInt(full.cents) * BigInt(weekdays), whole),
      hours: whole === 0 ? full.hours : divideRounded(full.hours * weekdays, whole),
      rate_e4: ordinaryRateE4(start.terms),
    };
  });
}

/**
 * `total` shared out in proportion to `weights` with one rounding of the running sum, so the shares
 * add up to exactly total × Σweights ÷ denominator (all of it when the denominator is Σweights).
 */
export function apportion(total: number, weights: readonly number[], denominator?: number): number[] {
  const whole = denominator ?? weights.reduce((sum, weight) => sum + weight, 0);
  if (whole <= 0) return weights.map(() => 0);
  let upTo = 0;
  let given = 0;
  return weights.map((weight) => {
    upTo += weight;
    const cumulative = divideRounded(BigInt(total) * BigInt(upTo), whole);
    const share = cumulative - given;
    given = cumulative;
    return share;
  });
}

/**
 * A leave request's hours in the period by segment, by the weekdays of its days in each. Paid leave
 * is all paid somewhere (its days off employment go to the nearest segment); unpaid leave reduces
 * only the segments its days fall in.
 */
function leaveBySegment(
  leave: LeaveInput,
  segments: readonly PaySegment[],
  period: { period_start: string; period_end: string },
): number[] {
  const from = leave.from ?? period.period_start;
  const to = leave.to ?? period.period_end;
  const weights = segments.map((segment) =>
    weekdaysBetween(segment.from > from ? segment.from : from, segment.to < to ? segment.to : to),
  );
  const inSegments = weights.reduce((sum, weight) => sum + weight, 0);
  const all = weekdaysBetween(from, to);
  if (inSegments > 0) return apportion(leave.hours, weights, leave.unpaid ? all : inSegments);
  // No weekday of the leave in a segment: a weekend day, or days off employment.
  const holding = segments.findIndex((segment) => segment.from <= from && from <= segment.to);
  if (leave.unpaid && (holding < 0 || all > 0)) return weights;
  let nearest = holding;
  if (nearest < 0)
    nearest = Math.max(
      0,
      segments.findLastIndex((segment) => segment.from <= from),
    );
  return segments.map((_, index) => (index === nearest ? leave.hours : 0));
}

interface Replaced {
  hours: number;
  cents: number;
  unpaid: number;
}

/** A paid request's lines (one a segment its days fall in), adding what they replace to `replaced`. */
function leaveLines(
  leave: LeaveInput,
  shares: readonly number[],
  segments: readonly PaySegment[],
  replaced: readonly Replaced[],
): CalculatedLine[] {
  const lines: CalculatedLine[] = [];
  const parts = shares.map((hours, index) => ({ hours, index })).filter((part) => part.hours > 0);
  if (parts.length === 0) parts.push({ hours: leave.hours, index: 0 });
  // A request inside one segment (the common case) is one line of all its units.
  const units = apportion(
    leave.leave_units,
    parts.map((part) => part.hours),
  );
  parts.forEach((part, n) => {
    const segment = segments[part.index] as PaySegment;
    const id = n === 0 ? `leave-${leave.leave_request_id}` : `leave-${leave.leave_request_id}-${n + 1}`;
    const target = replaced[part.index] as Replaced;
    // Leave taking the last of a segment's ordinary hours takes the rest of its ordinary pay, so a
    // salary is not moved by the cent hours × rate rounds to; leave beyond them (a work pattern of
    // more hours than the pay terms) is paid no more than that rest: paid leave replaces ordinary
    // pay, it is never paid on top of it. The line keeps the hours taken.
    const amount =
      segment.hours > 0 && target.hours + part.hours >= segment.hours
        ? Math.max(0, segment.cents - target.cents)
        : hoursTimesRate(part.hours, segment.rate_e4);
    target.hours += part.hours;
    target.cents += amount;
    lines.push({
      id,
      kind: 'leave',
      description: leave.description,
      hours: part.hours,
      rate_e4: segment.rate_e4,
      amount_cents: amount,
      leave_type_id: leave.leave_type_id,
      leave_code: leave.leave_code,
      leave_request_id: leave.leave_request_id,
      leave_units: parts.length > 1 ? (units[n] as number) : leave.leave_units,
      source: 'calculated',
    });
    if (leave.loading_points > 0) {
      lines.push({
        id: `${id}-loading`,
        kind: 'leave_loading',
        description: `${PAY_LINE_KIND_LABELS.leave_loading} ${loadingPercentText(leave.loading_points)}`,
        amount_cents: percentOf(amount, leave.loading_points),
        leave_type_id: leave.leave_type_id,
        leave_code: leave.leave_code,
        source: 'calculated',
      });
    }
  });
  return lines;
}

export interface OrdinaryAndLeave {
  lines: CalculatedLine[];
  /** Ordinary hours of the period (paid leave included, unpaid leave not). */
  hours: number;
  /** Hours of unpaid leave that reduced ordinary pay. */
  unpaid_hours: number;
}

/**
 * The ordinary time lines (one a segment: `ordinary`, `ordinary-2`, ...) and the paid leave lines.
 * Paid leave replaces the ordinary hours it covers at its segment's rate (a request across a pay
 * change is one line a segment); unpaid leave takes its hours × its segment's rate off ordinary
 * pay. Neither takes a segment below zero.
 */
export function ordinaryAndLeaveLines(
  input: ProrationInput & Pick<PayslipInput, 'leave'>,
  periodRate: number,
): OrdinaryAndLeave {
  const found = paySegments(input);
  const segments: PaySegment[] = found.length
    ? found
    : [
        {
          from: input.period_start,
          to: input.period_end,
          terms: input.terms,
          weekdays: 0,
          cents: 0,
          hours: 0,
          rate_e4: periodRate,
        },
      ];
  const replaced: Replaced[] = segments.map(() => ({ hours: 0, cents: 0, unpaid: 0 }));
  const paid: CalculatedLine[] = [];
  for (const leave of input.leave) {
    const shares = leaveBySegment(leave, segments, input);
    if (!leave.unpaid) paid.push(...leaveLines(leave, shares, segments, replaced));
    else
      shares.forEach((hours, index) => {
        (replaced[index] as Replaced).unpaid += hours;
      });
  }
  const lines: CalculatedLine[] = [];
  let hours = 0;
  let unpaidHours = 0;
  const ordinary = segments.map((segment, index) => {
    const less = replaced[index] as Replaced;
    const unpaid = Math.min(less.unpaid, Math.max(0, segment.hours - less.hours));
    unpaidHours += unpaid;
    hours += segment.hours - unpaid;
    // Unpaid leave taking the last of the segment's ordinary hours takes the rest of its pay (as
    // paid leave does), so no cent of hours × rate rounding is left on an ordinary line.
    const left =
      unpaid > 0 && less.hours + unpaid >= segment.hours
        ? 0
        : segment.cents - less.cents - hoursTimesRate(unpaid, segment.rate_e4);
    return {
      id: index === 0 ? 'ordinary' : `ordinary-${index + 1}`,
      kind: 'ordinary',
      description:
        index === 0
          ? PAY_LINE_KIND_LABELS.ordinary
          : `${PAY_LINE_KIND_LABELS.ordinary} (from ${showDay(segment.from)})`,
      hours: Math.max(0, segment.hours - less.hours - unpaid),
      rate_e4: segment.rate_e4,
      amount_cents: Math.max(0, left),
      source: 'calculated',
    } satisfies CalculatedLine;
  });
  lines.push(...ordinary.filter((line) => line.amount_cents > 0));
  if (lines.length === 0 && paid.length === 0) lines.push(ordinary[0] as CalculatedLine);
  lines.push(...paid);
  return { lines, hours, unpaid_hours: unpaidHours };
}
