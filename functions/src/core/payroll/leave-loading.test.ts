import { loadingPercentText } from '@wattle/shared/leave-types';
import { describe, expect, it } from 'vitest';
import { withEmployeeLoading } from './pay-run-inputs.ts';
import { calculatePayslip } from './payslip-calculator.ts';
import { loadCalendarsBeforeAll, noWithholding, salaryTerms } from './payslip-test-support.ts';
import type { LeaveInput, PayslipInput } from './payslip-types.ts';

loadCalendarsBeforeAll();

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
  terms: salaryTerms(),
  default_super_rate_points: 1200,
  items: [],
  leave,
  super_base_to_date_cents: 0,
  withhold: noWithholding,
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
