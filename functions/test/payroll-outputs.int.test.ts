import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, type EmployeeFixture, employeeFixture } from './employee-support.ts';
import { HOURLY_FUND, seedEmployeePay, seedPayrollSettings, seedReleasedRun } from './payroll-support.ts';
import { addMember, linkedEmployee } from './self-service-support.ts';
import { app, request, signUp, type TestUser } from './support.ts';

/**
 * Issue 17 §3–4: payslips (lists, the PDF with every reg 3.46 field and never the FDV leave's
 * name), the ABA bank file parsed back to the run, the STP Phase 2 pay event and the reports.
 * Runs are written straight into the payroll table (payroll-support.ts).
 */

let owner: TestUser;
let f: EmployeeFixture;
let hourly: { id: number; name: string; token: string };
let salaried: { id: number; name: string };
let run: Awaited<ReturnType<typeof seedReleasedRun>>;

async function raw(path: string, token: string) {
  const response = await app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'payslip-')), 'payslip.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The Cemtex fields of a line (positions from the APCA file format, 1-based in the spec). */
function parseAba(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) expect(line).toHaveLength(120);
  const money = (field: string) => Number(field);
  return lines.map((line) => ({
    type: line[0],
    bsb: line.slice(1, 8),
    account: line.slice(8, 17).trim(),
    code: line.slice(18, 20),
    amount: money(line.slice(20, 30)),
    title: line.slice(30, 62).trim(),
    net: money(line.slice(20, 30)),
    credit: money(line.slice(30, 40)),
    debit: money(line.slice(40, 50)),
    count: Number(line.slice(74, 80)),
    bank: line.slice(20, 23),
    user: line.slice(30, 56).trim(),
    userNumber: line.slice(56, 62),
    date: line.slice(74, 80),
  }));
}

beforeAll(async () => {
  owner = await signUp('Outputs Owner');
  f = await employeeFixture(owner);
  const linked = await linkedEmployee(owner, f, {
    first_name: 'Harriet',
    last_name: 'Hours',
    tax_file_number: '123456782',
    bank_bsb: '062-001',
    bank_account_number: '10203040',
  });
  hourly = { id: linked.employee.id, name: 'Harriet Hours', token: linked.user.token };
  const other = await createEmployee(owner, f, {
    first_name: 'Sam',
    last_name: 'Salary',
    tax_file_number: '876543210',
    bank_bsb: '083-004',
    bank_account_number: '556677889',
  });
  salaried = { id: other.id, name: 'Sam Salary' };
  await seedPayrollSettings(f.organization.id);
  await seedEmployeePay(f.organization.id, hourly.id, { study_loan: true });
  await seedEmployeePay(f.organization.id, salaried.id, { hourly: false, tax_free_threshold: false });
  run = await seedReleasedRun(f.organization.id, [
    { employee_id: hourly.id, name: hourly.name, shape: 'hourly' },
    { employee_id: salaried.id, name: salaried.name, shape: 'salary' },
  ]);
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

describe('ABA bank file', () => {
  it('parses back to the run: one credit per payslip, the balancing debit and totals equal the net total', async () => {
    const answer = await raw(`/payroll/pay-runs/${run.payRunId}/aba`, owner.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain(`pay-run-${run.payRunId}-2026-11-26.aba`);
    const records = parseAba(answer.bytes.toString('ascii'));
    const [header, ...rest] = records;
    const footer = rest.pop();
    expect(header).toMatchObject({
      type: '0',
      bank: 'CBA',
      user: 'Wattle Test Pty Ltd',
      userNumber: '301500',
      date: '261126',
    });
    const credits = rest.filter((record) => record.code === '53');
    expect(
      credits
        .map(({ bsb, account, amount, title }) => ({ bsb, account, amount, title }))
        .sort((a, b) => a.amount - b.amount),
    ).toEqual([
      { bsb: '062-001', account: '10203040', amount: 210_123, title: 'Harriet Hours' },
      { bsb: '083-004', account: '556677889', amount: 300_000, title: 'Sam Salary' },
    ]);
    const debit = rest.find((record) => record.code === '13');
    expect(debit).toMatchObject({ bsb: '062-000', account: '12345678', amount: run.totals.net_cents });
    expect(credits.reduce((sum, record) => sum + record.amount, 0)).toBe(run.totals.net_cents);
    expect(footer).toMatchObject({
      type: '7',
      bsb: '999-999',
      net: 0,
      credit: run.totals.net_cents,
      debit: run.totals.net_cents,
      count: 3,
    });
  });

  it('answers 422 naming the employees without a bank account, and 409 before finalising', async () => {
    const nobank = await createEmployee(owner, f, { first_name: 'Nora', last_name: 'Nobank' });
    const other = await seedReleasedRun(
      f.organization.id,
      [{ employee_id: nobank.id, name: 'Nora Nobank', shape: 'salary' }],
      {
        payDate: '2026-12-10',
      },
    );
    const refused = await request('GET', `/payroll/pay-runs/${other.payRunId}/aba`, { token: owner.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.employees).toEqual([
      'Nora Nobank has no bank account (BSB and account number) on their record.',
    ]);
    const draft = await seedReleasedRun(
      f.organization.id,
      [{ employee_id: salaried.id, name: salaried.name, shape: 'salary' }],
      {
        status: 'review',
      },
    );
    expect((await request('GET', `/payroll/pay-runs/${draft.payRunId}/aba`, { token: owner.token })).status).toBe(409);
    // The employee has no payroll export.
    expect((await request('GET', `/payroll/pay-runs/${run.payRunId}/aba`, { token: hourly.token })).status).toBe(403);
  });
});

describe('STP Phase 2 pay event', () => {
  it('reports payer, payees with decrypted TFNs, tax treatment, and disaggregated gross', async () => {
    const answer = await request('GET', `/payroll/pay-runs/${run.payRunId}/stp`, { token: owner.token });
    expect(answer.status).toBe(200);
    const event = answer.body.data.PayEvent;
    expect(event).toMatchObject({
      PaymentDate: '2026-11-26',
      FinancialYear: '2026-27',
      Payer: {
        PayerAustralianBusinessNumber: '51824753556',
        PayerBranchCode: '001',
        PayerOrganisationName: f.organization.name,
        PayerTotalPAYGWAmount: '1512.00',
        PayerTotalGrossPaymentsAmount: '6733.23',
      },
    });
    const harriet = event.Payees.find((payee: { PayeeFamilyName: string }) => payee.PayeeFamilyName === 'Hours');
    expect(harriet).toMatchObject({
      PayeeTaxFileNumber: '123456782',
      PayeeFirstName: 'Harriet',
      IncomeStreamTypeCode: 'SAW',
      TaxTreatmentCode: 'RTSXXX',
      EmploymentBasisCode: 'F',
      PayrollPeriodStartDate: '2026-11-09',
      PayrollPeriodEndDate: '2026-11-22',
    });
    expect(harriet.PayPeriod).toEqual({
      // Ordinary $1,976.00 + FDV leave $247.00 (reported as gross, never as a leave type).
      GrossAmount: '2223.00',
      PaidLeave: [{ PaidLeaveTypeCode: 'O', PaidLeavePaymentAmount: '290.23' }],
      Allowances: [{ AllowanceTypeCode: 'TD', AllowanceAmount: '25.00' }],
      OvertimePaymentAmount: '195.00',
      BonusesAndCommissionsAmount: '0.00',
      SalarySacrifice: [{ SalarySacrificeTypeCode: 'S', SalarySacrificeAmount: '100.00' }],
      LumpSumPayments: [],
      Deductions: [{ DeductionTypeCode: 'F', DeductionAmount: '20.00' }],
      PayAsYouGoWithholdingAmount: '512.00',
      SuperannuationLiabilityAmount: '299.40',
      OrdinaryTimeEarningsAmount: '2495.00',
    });
    const sam = event.Payees.find((payee: { PayeeFamilyName: string }) => payee.PayeeFamilyName === 'Salary');
    expect(sam).toMatchObject({ PayeeTaxFileNumber: '876543210', TaxTreatmentCode: 'RNXXXX' });
    expect(sam.PayPeriod).toMatchObject({ GrossAmount: '3500.00', BonusesAndCommissionsAmount: '500.00' });
  });

  it('adds the financial year’s earlier runs to date', async () => {
    const earlier = await seedReleasedRun(
      f.organization.id,
      [{ employee_id: salaried.id, name: salaried.name, shape: 'salary' }],
      {
        periodStart: '2026-07-06',
        periodEnd: '2026-07-19',
        payDate: '2026-07-23',
        status: 'paid',
      },
    );
    const later = await seedReleasedRun(
      f.organization.id,
      [{ employee_id: salaried.id, name: salaried.name, shape: 'salary' }],
      {
        payDate: '2026-12-24',
      },
    );
    expect(earlier.payRunId).toBeLessThan(later.payRunId);
    const answer = await request('GET', `/payroll/pay-runs/${run.payRunId}/stp`, { token: owner.token });
    const sam = answer.body.data.PayEvent.Payees.find(
      (payee: { PayeeFamilyName: string }) => payee.PayeeFamilyName === 'Salary',
    );
    // This run and the July one; not the December run, nor the earlier financial year.
    expect(sam.YearToDate).toMatchObject({
      GrossAmount: '7000.00',
      PayAsYouGoWithholdingAmount: '2000.00',
      BonusesAndCommissionsAmount: '1000.00',
    });
  });
});

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
