import { loadingPercentText } from '@wattle/shared/leave-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHolidayCalendars } from '../leave/public-holidays.ts';
import { withEmployeeLoading } from './pay-run-inputs.ts';
import { calculatePayslip } from './payslip-calculator.ts';
import type { LeaveInput, PayslipInput } from './payslip-types.ts';

// Super due dates count business days: the holiday calendars load on first use (issue 26).
beforeAll(() => loadHolidayCalendars());

/** The annual leave loading is the input's rate (the employee's effective one), never a constant. */

const annual = (loading_points: number): LeaveInput => ({
  leave_request_id: 9,
  leave_type_id: 1,
  leave_code: 'annual',
  description: 'Annual leave',
  hours: 760,
  leave_units: 1,
  loading_points,
});

const input = (leave: LeaveInput[]): PayslipInput => ({
  frequency: 'fortnightly',
  period_start: '2026-11-02',
  period_end: '2026-11-15',
  pay_date: '2026-11-18',
  terms: {
    basis: 'salary',
    annual_salary_cents: 7_800_000,
    ordinary_hours_per_week: 3800,
    tfn_provided: true,
    residency: 'resident',
    tax_free_threshold: true,
    medicare_levy_exemption: 'none',
    study_loan: false,
    super_fund_name: 'AustralianSuper',
  },
  default_super_rate_points: 1200,
  items: [],
  leave,
  super_base_to_date_cents: 0,
  withhold: () => ({ ok: true, withholding_cents: 0, study_loan_cents: 0, scale: '2', schedule: 'test' }),
});

const loadingLine = (points: number) =>
  calculatePayslip(input([annual(points)])).lines.find((line) => line.kind === 'leave_loading');

describe('annual leave loading', () => {
  it('pays the rate it is given on the leave’s pay: 7.6 h of $78,000 is $300.00', () => {
    expect(loadingLine(1750)).toMatchObject({ description: 'Leave loading 17.5%', amount_cents: 5_250 });
    expect(loadingLine(2000)).toMatchObject({ description: 'Leave loading 20%', amount_cents: 6_000 });
    expect(loadingLine(1725)).toMatchObject({ description: 'Leave loading 17.25%', amount_cents: 5_175 });
  });

  it('pays no loading line at 0', () => {
    expect(loadingLine(0)).toBeUndefined();
  });

  it('takes the employee’s own rate for annual leave when their pay terms set one', () => {
    const personal: LeaveInput = { ...annual(0), leave_request_id: 10, leave_type_id: 2, leave_code: 'personal' };
    expect(withEmployeeLoading([annual(1750), personal], {}).map((entry) => entry.loading_points)).toEqual([1750, 0]);
    expect(
      withEmployeeLoading([annual(1750), personal], { leave_loading_points: 0 }).map((entry) => entry.loading_points),
    ).toEqual([0, 0]);
    expect(
      withEmployeeLoading([annual(0), personal], { leave_loading_points: 2500 }).map((entry) => entry.loading_points),
    ).toEqual([2500, 0]);
  });

  it('says a rate as a payslip does', () => {
    expect([1750, 2000, 1725, 0, 10_000].map(loadingPercentText)).toEqual(['17.5%', '20%', '17.25%', '0%', '100%']);
  });
});
