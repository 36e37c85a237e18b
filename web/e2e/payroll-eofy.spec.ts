import { readFileSync } from 'node:fs';
import {
  bankFileSettings,
  bankReadyIdentifiers,
  expect,
  finalisedBakery,
  hasHorizontalScroll,
  type OrganizationRecord,
  openIn,
  screenshot,
  test,
} from './fixtures';

/**
 * Issue 30 §5: Payroll → Finalise the year. The employee paid in the year is listed with their year
 * to date by STP category; the finalisation declaration is prepared through the gateway module (the
 * file export: Prepared), the ATO's answer recorded (Accepted), the file downloaded with the TFN,
 * and the year amended (finalisation removed). The run is drafted and finalised through the API.
 */

let organization: OrganizationRecord;

test.beforeAll(async ({ api }) => {
  test.setTimeout(240_000);
  ({ organization } = await finalisedBakery(api, {
    name: 'Wattle Year End',
    employee: { first_name: 'Yara', last_name: 'Yearend', employee_code: 'EMP-3005', ...bankReadyIdentifiers },
    settings: bankFileSettings,
  }));
});

test.afterAll(async ({ api }) => {
  await api.deleteOrganization(organization.id);
});

test('finalises the year for everyone paid in it, records the ATO’s answer, downloads the file and amends', async ({
  page,
}) => {
  await openIn(page, organization, '/dashboard/payroll/eofy');
  await expect(page.getByRole('heading', { name: 'Finalise the year' })).toBeVisible();
  await expect(page.getByTestId('eofy-counts')).toContainText(
    '1 employee · 1 payslip · gross $3,000.00 · PAYG $598.00',
  );
  const people = page.getByRole('region', { name: 'Employees paid in 2026-27' });
  const row = people.getByRole('row', { name: /Yara Yearend/ });
  await expect(row.getByText('Not finalised')).toBeVisible();
  await expect(row.getByRole('cell', { name: '$598.00' })).toBeVisible();
  await expect(page.getByText('No STP events for this financial year yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Finalise the year' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Finalise everyone for 2026-27?');
  await dialog.getByRole('button', { name: 'Finalise the year' }).click();
  await expect(page.getByText('Prepared the finalisation declaration for 2026-27.')).toBeVisible();
  await expect(row.getByText('Finalised', { exact: true })).toBeVisible();

  const events = page.getByRole('region', { name: 'STP events' }).last();
  const declaration = events.getByRole('row', { name: /Finalisation declaration/ });
  await expect(declaration.getByText('Prepared')).toBeVisible();
  await expect(declaration.getByText('File export')).toBeVisible();

  const file = page.waitForEvent('download');
  await declaration.getByRole('button', { name: /Download the file of event/ }).click();
  const saved = JSON.parse(readFileSync(await (await file).path(), 'utf8'));
  expect(saved.Payees[0]).toMatchObject({
    PayeeFamilyName: 'Yearend',
    PayeeTaxFileNumber: '123456782',
    FinalEventIndicator: true,
  });

  await declaration.getByRole('button', { name: /as accepted/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText('Recorded the event as accepted.')).toBeVisible();
  await expect(declaration.getByText('Accepted')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await hasHorizontalScroll(page)).toBe(false);
  await screenshot(page, 'payroll-eofy-360', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('button', { name: "Remove Yara Yearend's finalisation" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove finalisation' }).click();
  await expect(page.getByText("Prepared the removal of Yara Yearend's finalisation.")).toBeVisible();
  await expect(row.getByText('Not finalised')).toBeVisible();
  await expect(events.getByRole('row', { name: /Finalisation removed/ })).toBeVisible();
});
