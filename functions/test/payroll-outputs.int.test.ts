import { beforeAll, describe, expect, it } from 'vitest';
import { employeeFixture } from './employee-support.ts';
import { type PayrollOutputsWorld, payrollOutputsWorld, pdfText, raw } from './payroll-outputs-support.ts';
import { HOURLY_FUND, seedReleasedRun } from './payroll-support.ts';
import { request, signUp } from './support.ts';

/**
 * Issue 17 §3–4: payslips (lists, the PDF with every reg 3.46 field and never the FDV leave's
 * name), the ABA bank file parsed back to the run, the STP Phase 2 pay event and the reports.
 * Runs are written straight into the payroll table (payroll-support.ts).
 */

let { owner, f, hourly, salaried, run } = {} as PayrollOutputsWorld;

beforeAll(async () => {
  ({ owner, f, hourly, salaried, run } = await payrollOutputsWorld());
}, 120_000);

describe('payslip PDF', () => {
  it('carries every reg 3.46 field and never names FDV leave', async () => {
    const answer = await raw(`/payroll/payslips/${run.payRunId}-${hourly.id}/pdf`, owner.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="payslip-Harriet-Hours-2026-11-26\.pdf"$/,
    );
    const text = pdfText(answer.bytes);
    for (const expected of [
      f.organization.name,
      'ABN: 51 824 753 556',
      'Employee: Harriet Hours',
      'Pay period: 09/11/2026 to 22/11/2026',
      'Date paid: 26/11/2026',
      'Ordinary hourly rate: $32.50',
      'Gross pay',
      '$2,733.23',
      'Net pay',
      '$2,101.23',
      'Overtime (time and a half)',
      '$195.00',
      'Tool allowance',
      'Annual leave loading 17.5%',
      '$43.23',
      'Union fees',
      'Retail Workers Union',
      'Salary sacrifice to super',
      `Employer contribution: $299.40 to ${HOURLY_FUND}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Salary sacrifice to super\s+Hostplus\s+\$100\.00/);
    expect(text).not.toMatch(/family|domestic|violence|fdv/i);
    // Rates in the user's format: $32.50, never $32.5000.
    expect(text).not.toContain('32.5000');
    // The FDV hours read as ordinary hours, with their rate and amount.
    expect(text.match(/Ordinary hours\s+Ordinary time\s+7\.60\s+\$32\.50\s+\$247\.00/g)).toHaveLength(1);
  });

  it('shows a salaried employee’s annual salary beside the hours (reg 3.46(4))', async () => {
    const answer = await raw(`/payroll/payslips/${run.payRunId}-${salaried.id}/pdf`, owner.token);
    expect(answer.status).toBe(200);
    const text = pdfText(answer.bytes);
    expect(text).toContain('Employee: Sam Salary');
    expect(text).toContain('Annual salary: $91,000.00 · Ordinary hours: 76.00');
    expect(text).not.toContain('Ordinary hourly rate');
    // The hourly employee's payslip names no salary.
    const hourlyText = pdfText((await raw(`/payroll/payslips/${run.payRunId}-${hourly.id}/pdf`, owner.token)).bytes);
    expect(hourlyText).not.toContain('Annual salary');
  });

  it('lets the employee download their own, and no one else’s', async () => {
    const own = await raw(`/payroll/payslips/${run.payRunId}-${hourly.id}/pdf`, hourly.token);
    expect(own.status).toBe(200);
    expect(pdfText(own.bytes)).toContain('Employee: Harriet Hours');
    const others = await raw(`/payroll/payslips/${run.payRunId}-${salaried.id}/pdf`, hourly.token);
    expect(others.status).toBe(404);
  });

  it('answers 404 for a draft run, a malformed id and another organization', async () => {
    const draft = await seedReleasedRun(
      f.organization.id,
      [{ employee_id: salaried.id, name: salaried.name, shape: 'salary' }],
      {
        status: 'review',
        payDate: '2026-12-10',
      },
    );
    expect((await raw(`/payroll/payslips/${draft.payRunId}-${salaried.id}/pdf`, owner.token)).status).toBe(404);
    expect((await raw(`/payroll/payslips/${run.payRunId}x/pdf`, owner.token)).status).toBe(404);
    const stranger = await signUp('Outputs Stranger');
    await employeeFixture(stranger);
    expect((await raw(`/payroll/payslips/${run.payRunId}-${hourly.id}/pdf`, stranger.token)).status).toBe(404);
  });
});

describe('payslip lists', () => {
  it('lists payroll’s payslips by employee and by run; the employee sees only their released ones', async () => {
    const byEmployee = await request(
      'GET',
      `/payroll/payslips?organization_id=${f.organization.id}&employee_id=${hourly.id}`,
      {
        token: owner.token,
      },
    );
    expect(byEmployee.status).toBe(200);
    expect(byEmployee.body.data.data.map((slip: { payslip_id: string }) => slip.payslip_id)).toEqual([
      `${run.payRunId}-${hourly.id}`,
    ]);
    expect(byEmployee.body.data.data[0]).toMatchObject({
      gross: '2733.23',
      net: '2101.23',
      super: '299.40',
      withholding: '512.00',
    });
    const byRun = await request(
      'GET',
      `/payroll/payslips?organization_id=${f.organization.id}&pay_run_id=${run.payRunId}`,
      {
        token: owner.token,
      },
    );
    expect(byRun.body.data.data).toHaveLength(2);
    const mine = await request('GET', `/payroll/payslips/mine?organization_id=${f.organization.id}`, {
      token: hourly.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.data.map((slip: { employee_id: number }) => slip.employee_id)).toEqual([hourly.id]);
    // The employee cannot list the organization's payslips.
    const refused = await request('GET', `/payroll/payslips?organization_id=${f.organization.id}`, {
      token: hourly.token,
    });
    expect(refused.status).toBe(403);
  });
});
