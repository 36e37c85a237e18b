import { formatLongDate } from '@wattle/shared/calendar';
import { formatAud, hoursTimesRate, percentOf } from '@wattle/shared/money';
import { PAY_LINE_EFFECT, PAY_LINE_KIND_LABELS, type PayLineKind } from '@wattle/shared/payroll-constants';
import {
  type AdditionalWithholding,
  additionalGroups,
  methodsNote,
  schedule5Of,
  withholdWithAdditional,
} from './additional-payments.ts';
import { allowanceIsOrdinaryTime } from './allowance-ote.ts';
import { markLumpSumE } from './back-pay-lump-sum-e.ts';
import { ordinaryAndLeaveLines, ordinaryRateE4 } from './pay-proration.ts';
import type { CalculatedLine, PayItemInput, PayslipFigures, PayslipInput } from './payslip-types.ts';
import { superRateFor } from './super-guarantee-rates.ts';
import { capPeriodStart, superCapRuleOn, superDue } from './super-rules.ts';
import { isTerminationLine, withholdTermination } from './termination/termination-withholding.ts';
import { extraPayWithholding } from './withholding-extra-pay.ts';

/**
 * One payslip's figures from its inputs, with no I/O: the worker loads the inputs, this works
 * them out, and the same function recalculates a payslip whose lines were adjusted in review.
 *
 * Amounts are integer cents and every line's amount is positive (but a timesheet adjustment's,
 * negative when it recovers an overpayment); its kind's effect
 * (PAY_LINE_EFFECT) says how it counts: earnings add to gross, pre-tax deductions (salary
 * sacrifice) reduce the taxable amount, post-tax deductions come off net, reimbursements are added
 * to net untaxed, PAYG comes off net, super is the employer's. So, exactly:
 * net = gross − withholding − deductions + reimbursements, each a sum of lines.
 */

/**
 * Earnings that count as ordinary time earnings for the super guarantee (SGR 2009/2): ordinary
 * hours, paid leave and its loading (unless it is solely for lost overtime), allowances, bonuses
 * and commissions for ordinary hours, back pay of ordinary hours. Overtime is not, and neither is an
 * expense allowance: an allowance counts by its STP allowance type (allowance-ote.ts).
 */
export const ORDINARY_TIME_KINDS: ReadonlySet<PayLineKind> = new Set([
  'ordinary',
  'leave',
  'leave_loading',
  'allowance',
  'bonus',
  'commission',
  'back_pay',
  // Pay in lieu of notice is OTE (SGR 2009/2; ATO advice 1012633408634); unused leave on
  // termination and redundancy pay are not (SGAA s 6(1)).
  'notice_in_lieu',
]);

/** Whether a line counts as ordinary time earnings on a pay date. */
export const isOrdinaryTime = (line: CalculatedLine, payDate: string): boolean =>
  ORDINARY_TIME_KINDS.has(line.kind) &&
  (line.kind !== 'allowance' || allowanceIsOrdinaryTime(line.allowance_type, payDate));

function itemLine(item: PayItemInput): CalculatedLine {
  const amount =
    item.amount_cents ??
    (item.hours !== undefined && item.hourly_rate_e4 !== undefined
      ? hoursTimesRate(item.hours, item.hourly_rate_e4)
      : 0);
  return {
    id: `item-${item.pay_item_id}`,
    kind: item.kind,
    description: item.description,
    ...(item.hours !== undefined ? { hours: item.hours } : {}),
    ...(item.hourly_rate_e4 !== undefined ? { rate_e4: item.hourly_rate_e4 } : {}),
    amount_cents: Math.max(0, amount),
    ...(item.allowance_type ? { allowance_type: item.allowance_type } : {}),
    ...(item.deduction_type ? { deduction_type: item.deduction_type } : {}),
    ...(item.payee ? { payee: item.payee } : {}),
    ...(item.termination_code
      ? { termination_code: item.termination_code, withheld_cents: item.withheld_cents ?? 0 }
      : {}),
    ...(item.leave_code ? { leave_code: item.leave_code } : {}),
    ...(item.paid_leave_type ? { paid_leave_type: item.paid_leave_type } : {}),
    ...schedule5Of(item),
    source: item.recurring ? 'recurring' : 'one_off',
    pay_item_id: item.pay_item_id,
  };
}

/**
 * The lines before withholding and super: ordinary time and leave (pay-proration.ts), items,
 * adjustments. An adjustment run (`ordinary: false`) has no ordinary time or leave: the run it
 * corrects paid them.
 */
function earningsAndDeductions(input: PayslipInput, rate: number) {
  const { lines, hours, unpaid_hours } =
    input.ordinary === false
      ? { lines: [], hours: 0, unpaid_hours: 0 }
      : input.timesheet_lines
        ? timesheetAndLeaveLines(input, rate)
        : ordinaryAndLeaveLines(input, rate);
  lines.push(...(input.timesheet_adjustment_lines ?? []));
  lines.push(...input.items.map(itemLine));
  const removed = new Set(input.removed_line_ids ?? []);
  const adjusted = new Map((input.adjustments ?? []).map((line) => [line.id, line]));
  const kept = lines.filter((line) => !removed.has(line.id) && !adjusted.has(line.id));
  return { lines: [...kept, ...adjusted.values()].filter((line) => !removed.has(line.id)), hours, unpaid_hours };
}

/** Ordinary time from timesheets, and the period's paid leave (its ordinary-time lines are the timesheets'). */
function timesheetAndLeaveLines(input: PayslipInput, rate: number) {
  const timesheet = input.timesheet_lines ?? [];
  const leave = ordinaryAndLeaveLines(input, rate);
  const hours = timesheet.reduce((sum, line) => (line.kind === 'ordinary' ? sum + (line.hours ?? 0) : sum), 0);
  return {
    lines: [...timesheet, ...leave.lines.filter((line) => line.kind !== 'ordinary')],
    hours,
    unpaid_hours: leave.unpaid_hours,
  };
}

const sumOf = (lines: readonly CalculatedLine[], effects: readonly string[]) =>
  lines.reduce((sum, line) => (effects.includes(PAY_LINE_EFFECT[line.kind]) ? sum + line.amount_cents : sum), 0);

/**
 * Net pay below zero cannot be paid (a bank file has no negative payment): the payslip carries this
 * as its problem, so the run cannot be finalised, and an adjustment in review that would leave it is
 * refused with the same words. Deductions are never silently cut down to fit.
 */
export const negativeNetMessage = (net: number): string =>
  `Net pay would be ${formatAud(net)}: deductions cannot be more than the pay left after tax. Reduce or remove a deduction.`;

/** What settling a payslip's withholding and super needs besides its lines. */
export type SettleContext = Pick<
  PayslipInput,
  | 'frequency'
  | 'pay_date'
  | 'terms'
  | 'default_super_rate_points'
  | 'super_base_to_date_cents'
  | 'earnings_to_date_cents'
  | 'normal_earnings_to_date'
  | 'employer_state'
  | 'first_super_payday'
  | 'withhold'
  | 'extra_pay_withholding'
> & {
  ordinary_hours: number;
  hourly_rate_e4: number;
  /** An adjustment run's period: the accrual of its back pay lines that name none (Lump Sum E). */
  adjusted_period?: { start: string; end: string };
};

/** The withholding line's words: the study loan component and the Schedule 5 method, when either applies. */
function withholdingDescription(
  taxed: AdditionalWithholding & { ok: true },
  termination: string | null,
  extra: string | null,
): string {
  const notes: string[] = [];
  if (taxed.study_loan_cents > 0) notes.push(`including study and training loan ${formatAud(taxed.study_loan_cents)}`);
  // Their figures were not all read at the ATO (withholding-adjustments.ts): the line says so, or
  // names the loaded table whose Medicare levy adjustment figures the owner supplied.
  if (taxed.tax_offset_cents) notes.push(`less tax offsets ${formatAud(taxed.tax_offset_cents)} (unverified)`);
  if (taxed.medicare_levy_adjustment_cents)
    notes.push(
      `less Medicare levy adjustment ${formatAud(taxed.medicare_levy_adjustment_cents)} (${taxed.medicare_levy_loaded ?? 'unverified'})`,
    );
  if (taxed.additional) {
    notes.push(
      `${formatAud(taxed.additional.withheld_cents)} of it on bonuses, commissions and back pay of ${formatAud(taxed.additional.cents)} by ATO Schedule 5, ${methodsNote(taxed.additional.methods)}${taxed.additional.limited ? ', limited to 47% of them (unverified)' : ''}`,
    );
  }
  if (termination) notes.push(termination);
  if (extra) notes.push(extra);
  return notes.length > 0
    ? `${PAY_LINE_KIND_LABELS.withholding} (${notes.join('; ')})`
    : PAY_LINE_KIND_LABELS.withholding;
}

/** Works out one payslip. */
export function calculatePayslip(input: PayslipInput): PayslipFigures {
  const rate = ordinaryRateE4(input.terms);
  const { lines, hours, unpaid_hours } = earningsAndDeductions(input, rate);
  const figures = settlePayslip(lines, {
    ...input,
    ordinary_hours: hours,
    hourly_rate_e4: rate,
    ...(input.ordinary === false ? { adjusted_period: { start: input.period_start, end: input.period_end } } : {}),
  });
  return unpaid_hours > 0 ? { ...figures, unpaid_leave_hours: unpaid_hours } : figures;
}

/**
 * PAYG, super and the totals for a payslip's earning and deduction lines (any withholding or
 * super lines among them are worked again): the end of a calculation, and all of a recalculation
 * after a person adjusted lines in review.
 */
export function settlePayslip(given: readonly CalculatedLine[], input: SettleContext): PayslipFigures {
  // Back pay accrued over 12 months before the pay date is Lump Sum E of its year (back-pay-lump-sum-e.ts).
  const lines = markLumpSumE(
    given.filter((line) => line.kind !== 'withholding' && line.kind !== 'super'),
    input.pay_date,
    input.adjusted_period,
  );
  const gross = sumOf(lines, ['earning']);
  const preTax = sumOf(lines, ['pre_tax']);
  const postTax = sumOf(lines, ['post_tax']);
  const reimbursements = sumOf(lines, ['untaxed']);
  const problems: string[] = [];

  // Bonuses, commissions and back pay paid as a lump sum are withheld by Schedule 5, not as one
  // period's earnings (additional-payments.ts).
  // A final pay's termination lines are withheld by Schedules 7 and 11 (termination/), not Schedule 1.
  const taxable = Math.max(0, gross - preTax - sumOf(lines.filter(isTerminationLine), ['earning']));
  // A working holiday maker's Schedule 15 covers bonuses too: it works on the year's earnings.
  const whm = input.terms.income_type === 'WHM';
  const { groups, problem: groupProblem } = whm ? { groups: [] } : additionalGroups(lines, input.frequency, taxable);
  if (groupProblem) problems.push(groupProblem);
  const additional = groups.reduce((sum, group) => sum + group.cents, 0);
  const withholdInput = {
    gross_cents: taxable - additional,
    frequency: input.frequency,
    pay_date: input.pay_date,
    declaration: {
      tfn_provided: input.terms.tfn_provided,
      residency: input.terms.residency,
      tax_free_threshold: input.terms.tax_free_threshold,
      medicare_levy_exemption: input.terms.medicare_levy_exemption,
      study_loan: input.terms.study_loan,
      ...(input.terms.tax_offsets_cents ? { tax_offsets_cents: input.terms.tax_offsets_cents } : {}),
      ...(input.terms.medicare_levy_spouse ? { medicare_levy_spouse: true } : {}),
      ...(input.terms.medicare_levy_children ? { medicare_levy_children: input.terms.medicare_levy_children } : {}),
      ...(whm ? { working_holiday_maker: true } : {}),
    },
    ...(whm ? { earnings_to_date_cents: input.earnings_to_date_cents ?? 0 } : {}),
  };
  const taxed = withholdWithAdditional(input.withhold, withholdInput, groups, input.normal_earnings_to_date);
  const onTermination = withholdTermination(input.withhold, withholdInput, lines);
  // A year with a 53rd weekly (27th fortnightly) payday, when the schedule asks: the ATO's extra
  // amount for the period's earnings (withholding-extra-pay.ts); not for scale 4 or Schedule 15.
  const extra =
    input.extra_pay_withholding && input.terms.tfn_provided && !whm
      ? extraPayWithholding(input.frequency, taxable - additional, input.pay_date)
      : null;
  let withholding = 0;
  if (taxed.ok && onTermination.ok) {
    // The study and training loan component (Schedule 8) is already inside the amount to withhold:
    // it is named on the line, never added again (STP reports one PAYG amount).
    withholding = taxed.withholding_cents + onTermination.cents + (extra?.cents ?? 0);
    lines.push({
      id: 'withholding',
      kind: 'withholding',
      description: withholdingDescription(taxed, onTermination.note, extra?.note ?? null),
      amount_cents: withholding,
      source: 'calculated',
    });
  } else {
    if (!taxed.ok) problems.push(taxed.missing);
    if (!onTermination.ok) problems.push(onTermination.missing);
  }

  const ote = lines.reduce((sum, line) => (isOrdinaryTime(line, input.pay_date) ? sum + line.amount_cents : sum), 0);
  const rule = superCapRuleOn(input.pay_date);
  let superCents = 0;
  let superBase = 0;
  if (rule) {
    const room = Math.max(0, rule.maximum_contribution_base_cents - input.super_base_to_date_cents);
    superBase = Math.min(ote, room);
    const rate = superRateFor(input.pay_date, input.terms.super_rate_points, input.default_super_rate_points);
    if (rate.problem) problems.push(rate.problem);
    superCents = percentOf(superBase, rate.points);
    lines.push({
      id: 'super',
      kind: 'super',
      description: `${PAY_LINE_KIND_LABELS.super}: ${input.terms.super_fund_name}`,
      amount_cents: superCents,
      source: 'calculated',
    });
  } else {
    problems.push(`No super guarantee rules for a pay date of ${formatLongDate(input.pay_date)}.`);
  }

  const due =
    rule &&
    superDue(rule, input.pay_date, {
      state: input.employer_state ?? null,
      firstPayday: input.first_super_payday === true,
    });
  const deductions = preTax + postTax;
  const net = gross - withholding - deductions + reimbursements;
  if (net < 0) problems.push(negativeNetMessage(net));
  const figures: PayslipFigures = {
    lines,
    gross_cents: gross,
    withholding_cents: withholding,
    super_cents: superCents,
    net_cents: net,
    deductions_cents: deductions,
    reimbursements_cents: reimbursements,
    ordinary_time_earnings_cents: ote,
    super_base_cents: superBase,
    hourly_rate_e4: input.hourly_rate_e4,
    ordinary_hours: input.ordinary_hours,
    tax_scale: taxed.ok ? taxed.scale : '',
    tax_schedule: taxed.ok ? taxed.schedule : '',
    super_due_date: due?.date ?? null,
    ...(due ? { super_due_note: due.note } : {}),
  };
  if (problems.length > 0) figures.problem = problems.join(' ');
  return figures;
}

/** The start of the period the MCB counts over for a pay date, or undefined without a rule. */
export function superCapPeriodStart(payDate: string): string | undefined {
  const rule = superCapRuleOn(payDate);
  return rule ? capPeriodStart(rule, payDate) : undefined;
}

/** Totals of a set of figures (a task's payslips, a run). */
export const TOTAL_FIELDS = [
  'gross_cents',
  'withholding_cents',
  'super_cents',
  'net_cents',
  'deductions_cents',
  'reimbursements_cents',
] as const;
export type Totals = Record<(typeof TOTAL_FIELDS)[number], number>;

export const zeroTotals = (): Totals => ({
  gross_cents: 0,
  withholding_cents: 0,
  super_cents: 0,
  net_cents: 0,
  deductions_cents: 0,
  reimbursements_cents: 0,
});

export function addTotals(into: Totals, from: Partial<Totals>, sign = 1): Totals {
  for (const field of TOTAL_FIELDS) into[field] += sign * (from[field] ?? 0);
  return into;
}
