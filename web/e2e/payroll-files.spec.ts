import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  apiLogin,
  authHeaders,
  createDepartment,
  createDesignation,
  createEmployee,
  createOrganization,
  deleteOrganization,
  hasHorizontalScroll,
  type OrganizationRecord,
  SCREENS_DIR,
  type Session,
  signInTo,
  uniqueName,
} from './support';

/**
 * Issue 25 §2–3: a finalised run's ABA bank file and STP data are downloaded from the pay run
 * screen and again from Payroll Reports (Bank and STP files); every download is in the audit log.
 * The run is drafted and finalised through the API (the pay runs spec drives those screens).
 */

let session: Session;
let organization: OrganizationRecord;
let payRunId: number;

async function waitForStatus(request: APIRequestContext, status: string) {
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/v1/payroll/pay-runs/${payRunId}`, { headers: authHeaders(session) })).json())
          .data.status,
      { timeout: 30_000 },
    )
    .toBe(status);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  session = await apiLogin(request);
  organization = await createOrganization(request, session, uniqueName('Wattle Pay Files'));
  const bakery = await createDepartment(request, session, organization.id, 'Bakery');
  const baker = await createDesignation(request, session, bakery.id, 'Baker');
  const employee = await createEmployee(request, session, {
    organization_id: organization.id,
    department_id: bakery.id,
    designation_id: baker.id,
    first_name: 'Bea',
    last_name: 'Banks',
    employee_code: 'EMP-2503',
    bank_bsb: '062-001',
    bank_account_number: '10203040',
    tax_file_number: '123456782',
  });
  const settings = await request.put(`/api/v1/organizations/${organization.id}/payroll-settings`, {
    headers: authHeaders(session),
    data: {
      abn: '51 824 753 556',
      bank_bsb: '062-000',
      bank_account_number: '12345678',
      bank_account_name: 'Wattle Bakery',
      apca_user_id: '301500',
      bank_code: 'CBA',
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const schedule = await request.post(`/api/v1/organizations/${organization.id}/pay-schedules`, {
    headers: authHeaders(session),
    data: { name: 'Fortnightly bakery', frequency: 'fortnightly', period_start: '2026-11-02', pay_date: '2026-11-18' },
  });
  expect(schedule.status(), await schedule.text()).toBe(201);
  const scheduleId = (await schedule.json()).data.id;
  const pay = await request.put(`/api/v1/employees/${employee.id}/pay`, {
    headers: authHeaders(session),
    data: {
      effective_from: '2026-07-01',
      basis: 'salary',
      annual_salary: '78000.00',
      ordinary_hours_per_week: '38.00',
      pay_schedule_id: scheduleId,
      tfn_provided: true,
      residency: 'resident',
      tax_free_threshold: true,
      medicare_levy_exemption: 'none',
      study_loan: false,
      super_fund: { name: 'Hostplus' },
    },
  });
  expect(pay.status(), await pay.text()).toBe(200);
  const run = await request.post('/api/v1/payroll/pay-runs', {
    headers: authHeaders(session),
    data: {
      organization_id: organization.id,
      pay_schedule_id: scheduleId,
      period_start: '2026-11-02',
      period_end: '2026-11-15',
      pay_date: '2026-11-18',
    },
  });
  expect(run.status(), await run.text()).toBe(201);
  payRunId = (await run.json()).data.id;
  await waitForStatus(request, 'review');
  const finalised = await request.post(`/api/v1/payroll/pay-runs/${payRunId}/finalise`, {
    headers: authHeaders(session),
  });
  expect(finalised.status(), await finalised.text()).toBe(200);
  await waitForStatus(request, 'finalised');
});

test.afterAll(async ({ request }) => {
  await deleteOrganization(request, session, organization.id);
});

test('downloads the ABA file and the STP data from the pay run, lists them in Payroll Reports, and audits each', async ({
  page,
  request,
}) => {
  await signInTo(page, organization.id, '/dashboard/payroll/processing');
  await page.getByRole('button', { name: 'Open the pay run 2 November 2026 to 15 November 2026' }).click();
  await expect(page.getByText('Finalised', { exact: true })).toBeVisible();

  const aba = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ABA file' }).click();
  const abaFile = await aba;
  expect(abaFile.suggestedFilename()).toBe(`pay-run-${payRunId}-2026-11-18.aba`);
  const lines = readFileSync(await abaFile.path(), 'ascii')
    .split('\r\n')
    .filter(Boolean);
  for (const line of lines) expect(line).toHaveLength(120);
  // $3,000.00 gross less $598.00 PAYG: $2,402.00 to Bea's account, balanced by the employer's debit.
  const payment = lines.find((line) => line.startsWith('1062-001'));
  expect(payment?.slice(8, 17).trim()).toBe('10203040');
  expect(payment?.slice(20, 30)).toBe('0000240200');
  await expect(page.getByText(`Downloaded pay-run-${payRunId}-2026-11-18.aba.`)).toBeVisible();

  const stp = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download STP data' }).click();
  const stpFile = await stp;
  expect(stpFile.suggestedFilename()).toBe(`pay-run-${payRunId}-2026-11-18-stp.json`);
  const event = JSON.parse(readFileSync(await stpFile.path(), 'utf8'));
  expect(event.PayEvent).toMatchObject({ PaymentDate: '2026-11-18', Payer: { PayerTotalPAYGWAmount: '598.00' } });
  expect(event.PayEvent.Payees[0]).toMatchObject({ PayeeFamilyName: 'Banks', PayeeTaxFileNumber: '123456782' });

  await page.goto('/dashboard/payroll/reports');
  await page.getByLabel('From').fill('2026-07-01');
  await page.getByLabel('To').fill('2027-06-30');
  const files = page.getByRole('region', { name: 'Bank and STP files' }).last();
  const abaRow = files.getByRole('row', { name: new RegExp(`pay-run-${payRunId}-2026-11-18\\.aba`) });
  await expect(abaRow.getByText('ABA bank file')).toBeVisible();
  await expect(abaRow.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expect(files.getByRole('row', { name: /STP pay event data/ })).toBeVisible();
  const again = page.waitForEvent('download');
  await abaRow.getByRole('button', { name: `Download pay-run-${payRunId}-2026-11-18.aba` }).click();
  expect((await again).suggestedFilename()).toBe(`pay-run-${payRunId}-2026-11-18.aba`);
  await expect(abaRow.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.screenshot({ path: `${SCREENS_DIR}/payroll-files-360.png`, fullPage: true });

  const audit = await request.get(
    `/api/v1/organizations/${organization.id}/audit-log?record_type=pay_run&record_id=${payRunId}&action=download`,
    { headers: authHeaders(session) },
  );
  const summaries = (await audit.json()).data.data.map((entry: { summary: string }) => entry.summary);
  expect(summaries).toHaveLength(3);
  expect(summaries).toContain(
    `Downloaded the STP pay event data pay-run-${payRunId}-2026-11-18-stp.json of the pay run paid 18 November 2026: 1 employee with their tax file numbers`,
  );
});
