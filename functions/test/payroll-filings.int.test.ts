import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from './employee-support.ts';
import { type PayrollOutputsWorld, parseAba, payrollOutputsWorld, raw } from './payroll-outputs-support.ts';
import { seedReleasedRun } from './payroll-support.ts';
import { request } from './support.ts';

/**
 * Issue 17 §3–4: payslips (lists, the PDF with every reg 3.46 field and never the FDV leave's
 * name), the ABA bank file parsed back to the run, the STP Phase 2 pay event and the reports.
 * Runs are written straight into the payroll table (payroll-support.ts).
 */

let { owner, f, hourly, salaried, run } = {} as PayrollOutputsWorld;

beforeAll(async () => {
  ({ owner, f, hourly, salaried, run } = await payrollOutputsWorld());
}, 120_000);

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
      EmploymentTerminationPayments: [],
      Deductions: [{ DeductionTypeCode: 'F', DeductionAmount: '20.00' }],
      PayAsYouGoWithholdingAmount: '512.00',
      SuperannuationLiabilityAmount: '299.40',
      OrdinaryTimeEarningsAmount: '2495.00',
      // Payday Super's qualifying earnings, reported from 1 July 2026 (stp-qualifying-earnings.ts).
      QualifyingEarningsAmount: '2495.00',
      QualifyingEarningsUnverified: true,
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
