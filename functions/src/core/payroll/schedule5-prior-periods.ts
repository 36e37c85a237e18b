import { addDays } from '@wattle/shared/calendar';
import { isAdditionalPayment, normalEarningsOf } from './additional-payments.ts';
import { type PayslipItem, payslipEntity } from './pay-run-entities.ts';
import { isReleased } from './pay-run-views.ts';
import type { CalculatedLine } from './payslip-types.ts';
import type { PriorPeriod } from './schedule5-method-b1.ts';
import { financialYearOf } from './super-rules.ts';

/**
 * The earlier pay periods of the financial year of `run.pay_date`, as the employee's released
 * payslips paid them (Schedule 5 Method B(i), schedule5-method-b1.ts): one Query on the employee's
 * payslips by pay date, only for payslips with a Method B(i) back pay. Payslips of the same period
 * (an adjustment run's with the run it corrects) are one period; this run's own payslip is not.
 */
export async function priorPeriodsOf(
  organizationId: number,
  employeeId: number,
  run: { pay_run_id: number; pay_date: string },
): Promise<PriorPeriod[]> {
  const year = financialYearOf(run.pay_date);
  const { data } = await payslipEntity()
    .query.byEmployee({ organization_id: organizationId, employee_id: employeeId })
    .between({ pay_date: year.start }, { pay_date: addDays(run.pay_date, 1) })
    .go({ pages: 'all' });
  return periodsOfPayslips(
    data.filter(
      (slip) => slip.pay_date <= run.pay_date && slip.pay_run_id !== run.pay_run_id && isReleased(slip.status),
    ),
  );
}

/** `priorPeriodsOf` for each of `ids` whose lines (items, lines added in review) have a Method B(i) back pay. */
export async function priorPeriodsFor(
  organizationId: number,
  run: { pay_run_id: number; pay_date: string },
  ids: readonly number[],
  linesOf: (id: number) => readonly { schedule5_method?: string | null }[],
): Promise<Map<number, PriorPeriod[]>> {
  const wanted = ids.filter((id) => linesOf(id).some((line) => line.schedule5_method === 'B1'));
  return new Map(
    await Promise.all(wanted.map(async (id) => [id, await priorPeriodsOf(organizationId, id, run)] as const)),
  );
}

/**
 * Why a Method B(i) back pay cannot be added to a run's payslip (422), or null: it accrued in the
 * pay date's financial year, in periods before this one.
 */
export function methodB1Problem(
  line: { schedule5_method?: string | null; accrued_from?: string | null; accrued_to?: string | null },
  run: { pay_date: string; period_start: string },
): string | null {
  if (line.schedule5_method !== 'B1' || !line.accrued_from || !line.accrued_to) return null;
  const year = financialYearOf(run.pay_date);
  if (line.accrued_from < year.start)
    return `Method B(i) is for back pay accrued in the pay date's financial year (from ${year.start}): choose Method A or B(ii).`;
  if (line.accrued_to >= run.period_start)
    return `Method B(i) is for back pay of earlier pay periods: the accrual must end before this period starts (${run.period_start}).`;
  return null;
}

const otherPayment = (line: CalculatedLine) => isAdditionalPayment(line) || line.termination_code !== undefined;

/** Groups payslips by period: normal earnings and, when all they paid was normal pay, what they withheld. */
export function periodsOfPayslips(
  slips: readonly Pick<PayslipItem, 'period_start' | 'period_end' | 'lines' | 'withholding_cents'>[],
): PriorPeriod[] {
  const byStart = new Map<string, PriorPeriod & { mixed: boolean; withheld: number }>();
  for (const slip of slips) {
    const lines = slip.lines as CalculatedLine[];
    const period = byStart.get(slip.period_start) ?? {
      period_start: slip.period_start,
      period_end: slip.period_end,
      normal_cents: 0,
      mixed: false,
      withheld: 0,
    };
    period.normal_cents += normalEarningsOf(lines);
    period.withheld += slip.withholding_cents;
    period.mixed ||= lines.some(otherPayment);
    byStart.set(slip.period_start, period);
  }
  return [...byStart.values()].map(({ mixed, withheld, ...period }) =>
    mixed ? period : { ...period, withheld_cents: withheld },
  );
}
