import { beforeAll, describe, expect, it } from 'vitest';
import { type PayrollOutputsWorld, payrollOutputsWorld } from './payroll-outputs-support.ts';
import { seedReleasedRun } from './payroll-support.ts';
import { addMember } from './self-service-support.ts';
import { request } from './support.ts';

/**
 * Issue 17 §3–4: payslips (lists, the PDF with every reg 3.46 field and never the FDV leave's
 * name), the ABA bank file parsed back to the run, the STP Phase 2 pay event and the reports.
 * Runs are written straight into the payroll table (payroll-support.ts).
 */

let { owner, f, hourly, run } = {} as PayrollOutputsWorld;

beforeAll(async () => {
  ({ owner, f, hourly, run } = await payrollOutputsWorld());
}, 120_000);

describe('payroll reports', () => {
  const report = (name: string, query: string, token = owner.token) =>
    request('GET', `/payroll/reports/${name}?organization_id=${f.organization.id}&${query}`, { token });

  it('sums the pay run summary, the register and the BAS figures', async () => {
    const summary = await report('pay-run-summary', 'from=2026-11-01&to=2026-11-30');
    expect(summary.status).toBe(200);
    const row = summary.body.data.rows.find((r: { pay_run_id: string }) => r.pay_run_id === String(run.payRunId));
    expect(row).toMatchObject({
      employees: '2',
      gross: '6733.23',
      withholding: '1512.00',
      net: '5101.23',
      super: '719.40',
    });
    const register = await report('payroll-register', 'from=2026-11-26&to=2026-11-26');
    expect(register.body.data.rows).toHaveLength(2);
    expect(register.body.data.totals).toMatchObject({ gross: '6733.23', net: '5101.23' });
    const bas = await report('payg-withheld', 'from=2026-11-01&to=2026-11-30');
    // W1: gross less the $100.00 sacrificed to super.
    expect(bas.body.data.totals).toEqual({ w1: '6633.23', w2: '1512.00' });
  });

  it('gives super per fund and due date (Payday Super: 7 business days) and exports CSV', async () => {
    const answer = await report('super-liability', 'from=2026-11-26&to=2026-11-26');
    expect(answer.body.data.rows).toEqual([
      expect.objectContaining({ due_date: '2026-12-07', fund: 'AustralianSuper', super: '420.00' }),
      expect.objectContaining({
        due_date: '2026-12-07',
        fund: 'Hostplus',
        super: '299.40',
        salary_sacrifice: '100.00',
      }),
    ]);
    const csv = await request(
      'GET',
      `/payroll/reports/super-liability?organization_id=${f.organization.id}&from=2026-11-26&to=2026-11-26&format=csv`,
      {
        token: owner.token,
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.body)).toContain('Due date,Fund,USI,Employees');
    expect(String(csv.body)).toContain('2026-12-07,Hostplus,HOS0100AU,1,2495.00,100.00,299.40');
  });

  it('values leave in dollars at the current hourly rate and refuses employees and bad periods', async () => {
    const liability = await report('leave-liability', 'from=2026-11-01&to=2026-11-30');
    expect(liability.status).toBe(200);
    const rows = liability.body.data.rows as Record<string, string>[];
    expect(rows.some((row) => row.employee === 'Harriet Hours' && row.leave_type === 'Annual Leave')).toBe(true);
    for (const row of rows) {
      expect(row.leave_type).not.toMatch(/violence/i);
      expect(row.hourly_rate).toMatch(row.employee === 'Harriet Hours' ? /^\$32\.50$/ : /^\$46\.0526$/);
      if (row.employee === 'Harriet Hours') {
        // hours × $32.50, from the exact balance: the hours shown are rounded to 0.005 h ($0.17 at most).
        const [whole = '0', fraction = '0'] = (row.hours as string).split('.');
        const shownCents = ((Number(whole) * 100 + Number(fraction)) * 3250) / 100;
        const [dollars = '0', cents = '0'] = (row.value as string).split('.');
        expect(Math.abs(Number(dollars) * 100 + Number(cents) - shownCents)).toBeLessThanOrEqual(17);
      }
    }
    const hr = await addMember(f.organization.id, 'Outputs Employee', 'employee');
    expect((await report('ytd', 'from=2026-07-01&to=2026-11-30', hr.token)).status).toBe(403);
    expect((await report('ytd', 'from=2026-12-01&to=2026-11-30')).status).toBe(422);
    expect((await report('nonsense', 'from=2026-11-01&to=2026-11-30')).status).toBe(404);
  });
});

describe('a paid run’s payslips', () => {
  it('read as paid in payroll’s list and in self-service once the run is marked paid', async () => {
    // A run of its own, paid after every report period above, so no other figure moves.
    const later = await seedReleasedRun(
      f.organization.id,
      [{ employee_id: hourly.id, name: hourly.name, shape: 'hourly' }],
      {
        periodStart: '2027-03-01',
        periodEnd: '2027-03-14',
        payDate: '2027-03-17',
      },
    );
    const statusOf = async (path: string, token: string, payRunId = later.payRunId) => {
      const answer = await request('GET', path, { token });
      expect(answer.status).toBe(200);
      return answer.body.data.data.find((slip: { pay_run_id: number }) => slip.pay_run_id === payRunId)?.status;
    };
    const byRun = `/payroll/payslips?organization_id=${f.organization.id}&pay_run_id=${later.payRunId}`;
    const mine = `/payroll/payslips/mine?organization_id=${f.organization.id}`;
    expect(await statusOf(byRun, owner.token)).toBe('finalised');
    expect(await statusOf(mine, hourly.token)).toBe('finalised');

    const paid = await request('POST', `/payroll/pay-runs/${later.payRunId}/pay`, { token: owner.token });
    expect(paid.status).toBe(200);
    expect(await statusOf(byRun, owner.token)).toBe('paid');
    expect(await statusOf(`/payroll/payslips?organization_id=${f.organization.id}`, owner.token)).toBe('paid');
    expect(await statusOf(mine, hourly.token)).toBe('paid');
    // The first run, still only finalised, says so.
    expect(
      await statusOf(
        `/payroll/payslips?organization_id=${f.organization.id}&pay_run_id=${run.payRunId}`,
        owner.token,
        run.payRunId,
      ),
    ).toBe('finalised');
  });
});
