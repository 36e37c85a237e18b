import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { releasedPayslipsBetween } from '../src/core/payroll/payslip-queries.ts';
import { fileExportGateway, type StpGateway, useStpGateway } from '../src/core/payroll/stp-gateway.ts';
import { createEmployee, type OwnerWorkspace, ownerWorkspace } from './employee-support.ts';
import { seedEmployeePay, seedPayrollSettings, seedReleasedRun } from './payroll-support.ts';
import { addMember } from './role-support.ts';
import { type Json, request, type TestUser } from './support.ts';

/**
 * Issue 30 §5: STP Phase 2 events and the end of the financial year. "A finalisation declaration
 * lists every employee paid in the year with YTD equal to the sum of their payslips"; update
 * events; the amendment (finalisation removed, then declared again); a full-file replacement; and
 * each event's state as the gateway module reports it (a test double of the government gateway).
 */

let { owner, f, org } = {} as OwnerWorkspace;
let hr: TestUser;
let outsider: OwnerWorkspace;
const ids = { ann: 0, ben: 0, cat: 0, dan: 0 };
let decemberRun = 0;

const money = (cents: number) => (cents / 100).toFixed(2);
const eofy = async (year = '2026-27', token = owner.token) => {
  const answer = await request('GET', `/payroll/eofy?organization_id=${org}&financial_year=${year}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Json;
};
const prepare = (body: Record<string, unknown>, token = owner.token) =>
  request('POST', '/payroll/stp-events', { token, body: { organization_id: org, ...body } });
const detail = async (id: number) => {
  const answer = await request('GET', `/payroll/stp-events/${id}`, { token: owner.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Json;
};

beforeAll(async () => {
  ({ owner, f, org } = await ownerWorkspace('Yvette Yearend'));
  hr = await addMember(org, 'Hugo HR', 'hr_manager');
  outsider = await ownerWorkspace('Otto Outsider');
  const person = (first: string, last: string, tfn?: string) =>
    createEmployee(owner, f, { first_name: first, last_name: last, ...(tfn ? { tax_file_number: tfn } : {}) });
  const [ann, ben, cat, dan] = await Promise.all([
    person('Ann', 'Annual', '123456782'),
    person('Ben', 'Bonus', '876543210'),
    person('Cat', 'Casual'),
    person('Dan', 'Departed', '459599230'),
  ]);
  Object.assign(ids, { ann: ann.id, ben: ben.id, cat: cat.id, dan: dan.id });
  await seedPayrollSettings(org);
  await Promise.all([
    seedEmployeePay(org, ids.ann),
    seedEmployeePay(org, ids.ben, { hourly: false }),
    seedEmployeePay(org, ids.cat, { tfn_provided: false }),
    seedEmployeePay(org, ids.dan),
  ]);
  const payee = (id: number, name: string, shape: 'hourly' | 'salary') => ({ employee_id: id, name, shape });
  // 2025-26: Ann and Dan; 2026-27: Ann and Ben twice, Cat once.
  await seedReleasedRun(org, [payee(ids.ann, 'Ann Annual', 'hourly'), payee(ids.dan, 'Dan Departed', 'hourly')], {
    payDate: '2026-06-24',
    periodStart: '2026-06-08',
    periodEnd: '2026-06-21',
  });
  await seedReleasedRun(org, [payee(ids.ann, 'Ann Annual', 'hourly'), payee(ids.ben, 'Ben Bonus', 'salary')], {
    payDate: '2026-08-05',
    periodStart: '2026-07-20',
    periodEnd: '2026-08-02',
  });
  decemberRun = (
    await seedReleasedRun(
      org,
      [
        payee(ids.ann, 'Ann Annual', 'hourly'),
        payee(ids.ben, 'Ben Bonus', 'salary'),
        payee(ids.cat, 'Cat Casual', 'hourly'),
      ],
      { payDate: '2026-12-02', periodStart: '2026-11-16', periodEnd: '2026-11-29', status: 'paid' },
    )
  ).payRunId;
}, 180_000);

afterEach(() => {
  useStpGateway(fileExportGateway);
});

describe('Finalise the year', () => {
  it('lists every employee paid in the year with year to date equal to the sum of their payslips', async () => {
    const summary = await eofy();
    const slips = await releasedPayslipsBetween(org, '2026-07-01', '2027-06-30');
    const listed = summary.employees as Json[];
    expect(listed.map((row) => row.employee_name)).toEqual(['Ann Annual', 'Ben Bonus', 'Cat Casual']);
    for (const row of listed) {
      const own = slips.filter((slip) => slip.employee_id === row.employee_id);
      const sum = (pick: (slip: (typeof own)[number]) => number) => own.reduce((cents, slip) => cents + pick(slip), 0);
      expect(row.payslips).toBe(own.length);
      expect(row.withholding).toBe(money(sum((slip) => slip.withholding_cents)));
      expect(row.super_liability).toBe(money(sum((slip) => slip.super_cents)));
      expect(row.ordinary_time_earnings).toBe(money(sum((slip) => slip.ordinary_time_earnings_cents)));
      // Payday Super: qualifying earnings from 1 July 2026 (the payslips' ordinary time earnings).
      expect(row.qualifying_earnings).toBe(row.ordinary_time_earnings);
      // The STP categories of gross add up to the payslips' gross, less FDV leave (reported in gross)
      // and salary sacrifice (gross is before it) as the pay event reports them.
      const categories = ['gross', 'paid_leave', 'allowances', 'overtime', 'bonuses_and_commissions', 'lump_sum_e'];
      const reported = categories.reduce((cents, key) => cents + Math.round(Number(row[key]) * 100), 0);
      const lines = own.flatMap((slip) => slip.lines);
      const earned = lines
        .filter((line) =>
          ['ordinary', 'leave', 'leave_loading', 'overtime', 'allowance', 'bonus', 'commission', 'back_pay'].includes(
            line.kind,
          ),
        )
        .reduce((cents, line) => cents + line.amount_cents, 0);
      expect(reported).toBe(earned);
    }
    expect(summary.totals).toMatchObject({ employees: 3, payslips: 5 });
    // The previous year is its own: Dan was paid only then.
    const before = await eofy('2025-26');
    expect((before.employees as Json[]).map((row) => row.employee_name)).toEqual(['Ann Annual', 'Dan Departed']);
    expect((before.employees as Json[])[0]?.qualifying_earnings).toBeNull();
  });

  it('names the problems to fix first: a missing TFN declaration', async () => {
    const listed = (await eofy()).employees as Json[];
    const cat = listed.find((row) => row.employee_id === ids.cat) as Json;
    expect(cat.problems).toEqual(['No TFN declaration: the pay setup says no TFN was provided.']);
    expect(
      listed.filter((row) => row.employee_id !== ids.cat).every((row) => (row.problems as string[]).length === 0),
    ).toBe(true);
    const all = await prepare({ kind: 'finalisation', financial_year: '2026-27' });
    expect(all.status).toBe(422);
    expect(all.body.message).toContain('Cat Casual: No TFN declaration');
  });

  it('declares the year for the employees named, kept without TFNs, with them in the file', async () => {
    const made = await prepare({ kind: 'finalisation', financial_year: '2026-27', employee_ids: [ids.ann, ids.ben] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({
      kind: 'finalisation',
      state: 'prepared',
      gateway: 'File export',
      employee_count: 2,
    });
    const event = await detail(made.body.data.stp_event_id);
    const payees = (event.payload as Json).Payees as Json[];
    expect(payees.map((payee) => payee.FinalEventIndicator)).toEqual([true, true]);
    expect(payees.map((payee) => payee.PayeeTaxFileNumber)).toEqual([null, null]);
    const summary = await eofy();
    const ann = (summary.employees as Json[]).find((row) => row.employee_id === ids.ann) as Json;
    // Payees are in employee id order, and the test's employees are created side by side: find Ann's.
    const annPayee = payees.find((payee) => payee.PayeeFamilyName === 'Annual') as Json;
    expect((annPayee.YearToDate as Json).PayAsYouGoWithholdingAmount).toBe(ann.withholding);
    expect((annPayee.YearToDate as Json).QualifyingEarningsAmount).toBe(ann.qualifying_earnings);
    expect(((event.payload as Json).Payer as Json).PayerTotalGrossPaymentsAmount).toBe('0.00');
    expect(summary.finalised).toBe(2);
    expect(ann).toMatchObject({ finalised: true, finalisation_state: 'prepared' });

    const file = await request('GET', `/payroll/stp-events/${made.body.data.stp_event_id}/file`, {
      token: owner.token,
    });
    expect(file.status).toBe(200);
    // Each payee's own TFN, opened from their record (the file's payees and the event's employee ids
    // share one order).
    const tfns = Object.fromEntries(
      (file.body.data.Payees as Json[]).map((payee) => [payee.PayeeFamilyName, payee.PayeeTaxFileNumber]),
    );
    expect(tfns).toEqual({ Annual: '123456782', Bonus: '876543210' });
  });

  it('amends a finalised year: the finalisation is removed, then declared again', async () => {
    const removed = await prepare({ kind: 'finalisation_removal', financial_year: '2026-27', employee_ids: [ids.ann] });
    expect(removed.status, JSON.stringify(removed.body)).toBe(201);
    const payees = ((await detail(removed.body.data.stp_event_id)).payload as Json).Payees as Json[];
    expect(payees.map((payee) => payee.FinalEventIndicator)).toEqual([false]);
    let rows = (await eofy()).employees as Json[];
    expect(rows.find((row) => row.employee_id === ids.ann)?.finalised).toBe(false);
    expect(rows.find((row) => row.employee_id === ids.ben)?.finalised).toBe(true);

    const notFinalised = await prepare({
      kind: 'finalisation_removal',
      financial_year: '2026-27',
      employee_ids: [ids.cat],
    });
    expect(notFinalised.status).toBe(422);
    expect(notFinalised.body.message).toContain('Not finalised for 2026-27: Cat Casual');

    const again = await prepare({ kind: 'finalisation', financial_year: '2026-27', employee_ids: [ids.ann] });
    expect(again.status).toBe(201);
    rows = (await eofy()).employees as Json[];
    expect(rows.find((row) => row.employee_id === ids.ann)?.finalised).toBe(true);
  });

  it('sends an update event: year to date without a pay, a finalised employee staying finalised', async () => {
    const made = await prepare({ kind: 'update', financial_year: '2026-27', employee_ids: [ids.ben, ids.cat] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const event = await detail(made.body.data.stp_event_id);
    expect(event.payload).toMatchObject({ EventType: 'Update', FinancialYear: '2026-27' });
    const payees = (event.payload as Json).Payees as Json[];
    const byName = payees.map((payee) => [payee.PayeeFamilyName, payee.FinalEventIndicator]).sort();
    expect(byName).toEqual([
      ['Bonus', true],
      ['Casual', false],
    ]);
    expect(payees[0]).not.toHaveProperty('PayPeriod');
    const unknown = await prepare({ kind: 'update', financial_year: '2026-27', employee_ids: [ids.dan] });
    expect(unknown.status).toBe(422);
  });

  it('prepares a run’s pay event and replaces it with a full file; an update event cannot be replaced', async () => {
    const pay = await prepare({ kind: 'pay', pay_run_id: decemberRun });
    expect(pay.status, JSON.stringify(pay.body)).toBe(201);
    expect(pay.body.data).toMatchObject({
      kind: 'pay',
      pay_run_id: decemberRun,
      employee_count: 3,
      financial_year: '2026-27',
    });
    const payEvent = await detail(pay.body.data.stp_event_id);
    const payees = (payEvent.payload as Json).Payees as Json[];
    expect(((payees[0] as Json).PayPeriod as Json).QualifyingEarningsAmount).toBeDefined();
    const replaced = await prepare({ kind: 'replacement', replaces_stp_event_id: pay.body.data.stp_event_id });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(201);
    const replacement = await detail(replaced.body.data.stp_event_id);
    expect(replacement.payload).toMatchObject({
      FullFileReplacementIndicator: true,
      OriginalSubmissionID: pay.body.data.submission_id,
    });
    const events = await request('GET', `/payroll/stp-events?organization_id=${org}&financial_year=2026-27`, {
      token: owner.token,
    });
    const update = (events.body.data as Json[]).find((event) => event.kind === 'update') as Json;
    const refused = await prepare({ kind: 'replacement', replaces_stp_event_id: update.stp_event_id });
    expect(refused.status).toBe(422);
  });
});

describe('Event states from the gateway module', () => {
  /** A test double of an SBR gateway: takes the event (sent), later answers with the ATO's outcome. */
  const fakeGateway = (outcome: 'accepted' | 'rejected'): StpGateway & { sent: string[] } => {
    const sent: string[] = [];
    return {
      name: 'Test gateway',
      sent,
      async send(message) {
        const payees = await message.readPayees();
        sent.push(...payees.map((payee) => String(payee.PayeeTaxFileNumber)));
        return { state: 'sent', reference: `receipt-${message.submissionId}` };
      },
      async outcome() {
        return outcome === 'accepted'
          ? { state: 'accepted', reference: 'ATO-1' }
          : { state: 'rejected', message: 'CMN.ATO.PAYEVNT.EM92587: test rejection' };
      },
    };
  };

  it('moves an event from sent to accepted, keeping each answer; an accepted event does not move again', async () => {
    const gateway = fakeGateway('accepted');
    useStpGateway(gateway);
    const made = await prepare({ kind: 'update', financial_year: '2026-27', employee_ids: [ids.ben] });
    expect(made.body.data).toMatchObject({ state: 'sent', gateway: 'Test gateway' });
    expect(gateway.sent).toEqual(['876543210']);
    const checked = await request('POST', `/payroll/stp-events/${made.body.data.stp_event_id}/check`, {
      token: owner.token,
    });
    expect(checked.status).toBe(200);
    expect(checked.body.data.state).toBe('accepted');
    expect((checked.body.data.responses as Json[]).map((response) => response.state)).toEqual(['sent', 'accepted']);
    const again = await request('POST', `/payroll/stp-events/${made.body.data.stp_event_id}/outcome`, {
      token: owner.token,
      body: { state: 'rejected', version: checked.body.data.version },
    });
    expect(again.status).toBe(409);
  });

  it('a rejected finalisation does not finalise; the file export records the answer the employer types in', async () => {
    useStpGateway(fakeGateway('rejected'));
    const removed = await prepare({ kind: 'finalisation_removal', financial_year: '2026-27', employee_ids: [ids.ben] });
    expect(removed.status).toBe(201);
    const checked = await request('POST', `/payroll/stp-events/${removed.body.data.stp_event_id}/check`, {
      token: owner.token,
    });
    expect(checked.body.data.state).toBe('rejected');
    const rows = (await eofy()).employees as Json[];
    expect(rows.find((row) => row.employee_id === ids.ben)).toMatchObject({ finalised: true });

    useStpGateway(fileExportGateway);
    const made = await prepare({ kind: 'pay', pay_run_id: decemberRun });
    const id = made.body.data.stp_event_id;
    const unsupported = await request('POST', `/payroll/stp-events/${id}/check`, { token: owner.token });
    expect(unsupported.status).toBe(409);
    const sent = await request('POST', `/payroll/stp-events/${id}/outcome`, {
      token: owner.token,
      body: { state: 'sent', version: made.body.data.version },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const accepted = await request('POST', `/payroll/stp-events/${id}/outcome`, {
      token: owner.token,
      body: { state: 'accepted', reference: 'Receipt 42', version: sent.body.data.version },
    });
    expect(accepted.body.data).toMatchObject({ state: 'accepted' });
    expect((accepted.body.data.responses as Json[]).map((response) => response.state)).toEqual([
      'prepared',
      'sent',
      'accepted',
    ]);
    const stale = await request('POST', `/payroll/stp-events/${id}/outcome`, {
      token: owner.token,
      body: { state: 'rejected', version: 1 },
    });
    expect(stale.status).toBe(409);
  });
});

describe('Access', () => {
  it('another organization’s event answers 404; an HR Manager reads the year but declares nothing', async () => {
    const events = await request('GET', `/payroll/stp-events?organization_id=${org}&financial_year=2026-27`, {
      token: owner.token,
    });
    const id = (events.body.data as Json[])[0]?.stp_event_id;
    const stranger = await request('GET', `/payroll/stp-events/${id}`, { token: outsider.owner.token });
    expect(stranger.status).toBe(404);
    expect((await eofy('2026-27', hr.token)).employees).toHaveLength(3);
    const refused = await prepare(
      { kind: 'finalisation', financial_year: '2026-27', employee_ids: [ids.ann] },
      hr.token,
    );
    expect(refused.status).toBe(403);
    const bad = await prepare({ kind: 'finalisation', financial_year: '2026-28' });
    expect(bad.status).toBe(422);
  });
});
