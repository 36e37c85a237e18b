import { readFileSync } from 'node:fs';
import {
  bankFileSettings,
  bankReadyIdentifiers,
  expect,
  finalisedBakery,
  hasHorizontalScroll,
  type OrganizationRecord,
  openIn,
  overflowingCardLabels,
  screenshot,
  test,
} from './fixtures';

/**
 * Issue 25 §2–3: a finalised run's ABA bank file and STP data are downloaded from the pay run
 * screen and again from Payroll Reports (Bank and STP files); every download is in the audit log.
 * The run is drafted and finalised through the API (the pay runs spec drives those screens).
 */

let organization: OrganizationRecord;
let payRunId: number;

test.beforeAll(async ({ api }) => {
  // Two waits for the pay-run worker (payRunReaches allows each 90 s) besides the set-up.
  test.setTimeout(240_000);
  ({ organization, payRunId } = await finalisedBakery(api, {
    name: 'Wattle Pay Files',
    employee: { first_name: 'Bea', last_name: 'Banks', employee_code: 'EMP-2503', ...bankReadyIdentifiers },
    settings: bankFileSettings,
  }));
});

test.afterAll(async ({ api }) => {
  await api.deleteOrganization(organization.id);
});

test('downloads the ABA file and the STP data from the pay run, lists them in Payroll Reports, and audits each', async ({
  page,
  api,
}) => {
  await openIn(page, organization, '/dashboard/payroll/processing');
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
  // The run's card in the pay run summary: 'Reimbursements' once ran into its amount.
  await expect(page.getByRole('region', { name: 'Pay run summary' }).getByText('Total')).toBeVisible();
  expect(await overflowingCardLabels(page)).toEqual([]);
  await screenshot(page, 'payroll-files-360', { fullPage: true });

  const audit = await api.get<{ data: { summary: string }[] }>(
    `/organizations/${organization.id}/audit-log?record_type=pay_run&record_id=${payRunId}&action=download`,
  );
  const summaries = audit.data.map((entry) => entry.summary);
  expect(summaries).toHaveLength(3);
  expect(summaries).toContain(
    `Downloaded the STP pay event data pay-run-${payRunId}-2026-11-18-stp.json of the pay run paid 18 November 2026: 1 employee with their tax file numbers`,
  );
});
