import type { PayRunStatus } from '@wattle/shared/payroll-constants';
import { nextId } from '../src/core/db/counter-entity.ts';
import { type PayLineItem, payRunEntity, payslipEntity } from '../src/core/payroll/pay-run-entities.ts';
import { payrollCounter, payrollLocator } from '../src/core/payroll/payroll-ids.ts';
import { employeePayEntity, payrollSettingsEntity } from '../src/core/payroll/setup-entities.ts';

/**
 * Payroll outputs' fixtures: finalised pay runs and payslips written straight into the payroll
 * table (with the run's locator), with realistic fortnightly figures, so payslips, bank files,
 * STP data and reports are tested without running the pay-run workers.
 */

export interface SeedPayee {
  employee_id: number;
  name: string;
  /** Which of the two realistic payslips below (hourly with leave, or salaried with a bonus). */
  shape: 'hourly' | 'salary';
}

const line = (
  id: string,
  kind: PayLineItem['kind'],
  description: string,
  amount: number,
  extra: Partial<PayLineItem> = {},
): PayLineItem => ({ id, kind, description, amount_cents: amount, source: 'calculated', ...extra });

/**
 * Hourly at $32.50: 60.8 ordinary hours $1,976.00, 4 h overtime at $48.75 $195.00, tool allowance
 * $25.00, annual leave 7.6 h $247.00 and its 17.5% loading $43.23, FDV leave 7.6 h $247.00: gross
 * $2,733.23; $100.00 sacrificed to super; union fees $20.00; PAYG $512.00; net $2,101.23; super
 * 12% of OTE $2,495.00 = $299.40.
 */
function hourlySlip(fund: string) {
  const lines = [
    line('ordinary', 'ordinary', 'Ordinary hours', 197_600, { hours: 6080, rate_e4: 325_000 }),
    line('item-1', 'overtime', 'Overtime (time and a half)', 19_500, {
      hours: 400,
      rate_e4: 487_500,
      source: 'one_off',
    }),
    line('item-2', 'allowance', 'Tool allowance', 2_500, { allowance_type: 'TD', source: 'recurring' }),
    line('leave-1', 'leave', 'Annual leave', 24_700, {
      hours: 760,
      rate_e4: 325_000,
      leave_type_id: 1,
      leave_code: 'annual',
    }),
    line('loading-1', 'leave_loading', 'Annual leave loading 17.5%', 4_323, { leave_type_id: 1, leave_code: 'annual' }),
    line('leave-5', 'leave', 'Family and domestic violence leave', 24_700, {
      hours: 760,
      rate_e4: 325_000,
      leave_type_id: 5,
      leave_code: 'fdv',
    }),
    line('item-3', 'salary_sacrifice_super', 'Salary sacrifice to super', 10_000, { payee: fund, source: 'recurring' }),
    line('item-4', 'deduction', 'Union fees', 2_000, {
      payee: 'Retail Workers Union',
      deduction_type: 'F',
      source: 'recurring',
    }),
    line('withholding', 'withholding', 'PAYG withholding', 51_200),
    line('super', 'super', 'Superannuation guarantee 12%', 29_940),
  ];
  return {
    lines,
    gross_cents: 273_323,
    withholding_cents: 51_200,
    super_cents: 29_940,
    net_cents: 210_123,
    deductions_cents: 12_000,
    reimbursements_cents: 0,
    basis: 'hourly' as const,
    hourly_rate_e4: 325_000,
    ordinary_hours: 7600,
    ordinary_time_earnings_cents: 249_500,
  };
}

/** $91,000 a year: $3,500.00 a fortnight, a $500.00 bonus; PAYG $1,000.00; net $3,000.00; super $420.00. */
function salarySlip() {
  return {
    lines: [
      line('ordinary', 'ordinary', 'Salary', 350_000, { hours: 7600, rate_e4: 460_526 }),
      line('item-5', 'bonus', 'Quarterly sales bonus', 50_000, { source: 'one_off' }),
      line('withholding', 'withholding', 'PAYG withholding', 100_000),
      line('super', 'super', 'Superannuation guarantee 12%', 42_000),
    ],
    gross_cents: 400_000,
    withholding_cents: 100_000,
    super_cents: 42_000,
    net_cents: 300_000,
    deductions_cents: 0,
    reimbursements_cents: 0,
    basis: 'salary' as const,
    hourly_rate_e4: 460_526,
    annual_salary_cents: 9_100_000,
    ordinary_hours: 7600,
    ordinary_time_earnings_cents: 350_000,
  };
}

export const HOURLY_FUND = 'Hostplus';
export const SALARY_FUND = 'AustralianSuper';

/** A released (finalised by default) fortnightly run paying `payees`, its payslips and locator; returns its id and totals. */
export async function seedReleasedRun(
  organizationId: number,
  payees: SeedPayee[],
  options: { periodStart?: string; periodEnd?: string; payDate?: string; status?: PayRunStatus } = {},
) {
  const payRunId = await nextId(payrollCounter(), 'pay_run');
  const periodStart = options.periodStart ?? '2026-11-09';
  const periodEnd = options.periodEnd ?? '2026-11-22';
  const payDate = options.payDate ?? '2026-11-26';
  const status = options.status ?? 'finalised';
  const now = new Date().toISOString();
  const slips = payees.map((payee) => {
    const fund = payee.shape === 'hourly' ? HOURLY_FUND : SALARY_FUND;
    const figures = payee.shape === 'hourly' ? hourlySlip(fund) : salarySlip();
    return {
      organization_id: organizationId,
      pay_run_id: payRunId,
      employee_id: payee.employee_id,
      employee_name: payee.name,
      period_start: periodStart,
      period_end: periodEnd,
      pay_date: payDate,
      status,
      ...figures,
      tax_scale: '2',
      tax_schedule: 'Schedule 1 (2024)',
      super_fund_name: fund,
      super_fund_usi: payee.shape === 'hourly' ? 'HOS0100AU' : 'STA0100AU',
      super_member_number: `M${payee.employee_id}`,
      version: 1,
      updated_at: now,
    };
  });
  const sum = (key: 'gross_cents' | 'withholding_cents' | 'super_cents' | 'net_cents' | 'deductions_cents') =>
    slips.reduce((total, slip) => total + slip[key], 0);
  const totals = {
    gross_cents: sum('gross_cents'),
    withholding_cents: sum('withholding_cents'),
    super_cents: sum('super_cents'),
    net_cents: sum('net_cents'),
    deductions_cents: sum('deductions_cents'),
    reimbursements_cents: 0,
  };
  await payRunEntity()
    .create({
      organization_id: organizationId,
      pay_run_id: payRunId,
      pay_schedule_id: 1,
      frequency: 'fortnightly',
      period_start: periodStart,
      period_end: periodEnd,
      pay_date: payDate,
      status,
      employee_count: slips.length,
      tasks_total: 1,
      tasks_done: 1,
      ...totals,
      created_by: 'Test',
      created_at: now,
      ...(status === 'finalised' || status === 'paid' ? { finalised_by: 'Test', finalised_at: now } : {}),
      version: 1,
      updated_at: now,
    })
    .go();
  await payrollLocator().create({ kind: 'pay_run', id: payRunId, organization_id: organizationId }).go();
  for (const slip of slips) await payslipEntity().create(slip).go();
  return { payRunId, totals, payDate };
}

/** Payroll settings with a valid ABN (the ATO's own, 51 824 753 556) and the employer's account. */
export async function seedPayrollSettings(organizationId: number, overrides: Record<string, string> = {}) {
  await payrollSettingsEntity()
    .upsert({
      organization_id: organizationId,
      abn: '51824753556',
      bank_bsb: '062000',
      bank_account_number: '12345678',
      bank_account_name: 'Wattle Test Pty Ltd',
      apca_user_id: '301500',
      bank_code: 'CBA',
      default_super_rate_points: 1200,
      version: 1,
      updated_at: new Date().toISOString(),
      ...overrides,
    })
    .go();
}

/** An employee's pay setup (the tax declaration STP reads). */
export async function seedEmployeePay(
  organizationId: number,
  employeeId: number,
  declaration: { tfn_provided?: boolean; tax_free_threshold?: boolean; study_loan?: boolean; hourly?: boolean } = {},
) {
  await employeePayEntity()
    .upsert({
      organization_id: organizationId,
      employee_id: employeeId,
      periods: [
        {
          effective_from: '2026-01-01',
          basis: declaration.hourly === false ? 'salary' : 'hourly',
          ...(declaration.hourly === false ? { annual_salary_cents: 9_100_000 } : { hourly_rate_e4: 325_000 }),
          ordinary_hours_per_week: 3800,
          pay_schedule_id: 1,
          tfn_provided: declaration.tfn_provided ?? true,
          residency: 'resident',
          tax_free_threshold: declaration.tax_free_threshold ?? true,
          medicare_levy_exemption: 'none',
          study_loan: declaration.study_loan ?? false,
          super_fund_name: declaration.hourly === false ? SALARY_FUND : HOURLY_FUND,
        },
      ],
      version: 1,
      updated_at: new Date().toISOString(),
    })
    .go();
}

/** The world's finalised run (route cases): one salaried payslip for `employeeId`. */
export async function seedPayslipsRun(organizationId: number, employeeId: number) {
  const { payRunId } = await seedReleasedRun(organizationId, [
    { employee_id: employeeId, name: 'World Employee', shape: 'salary' },
  ]);
  return { pay_run_id: payRunId, payslip_id: `${payRunId}-${employeeId}` };
}
