import { expect, hasHorizontalScroll, type OrganizationRecord, openIn, test } from './fixtures';

/**
 * Payslips and Payroll Reports in the browser. Pay runs are drafted and finalised by the pay-runs
 * screens (another part of issue 17), and a browser test seeds only through the API: until those
 * routes exist here this covers both screens on an organization with no finalised run — the empty
 * states, the report picker and period, Export CSV — and the phone width.
 */

let organization: OrganizationRecord;

test.beforeAll(async ({ api }) => {
  organization = await api.organization('Wattle Payslips');
});

test('payroll sees the payslips list empty until a run is finalised', async ({ page }) => {
  await openIn(page, organization, '/dashboard/payroll/payslips');
  await expect(page.getByRole('heading', { name: 'Payslips', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All payslips' })).toBeVisible();
  await expect(page.getByText('No finalised payslips yet. Finalise a pay run to see its payslips here.')).toBeVisible();
  // The owner has no employee record here: no "My payslips" list.
  await expect(page.getByRole('heading', { name: 'My payslips' })).toHaveCount(0);
  await page.getByLabel('Pay run').fill('999999');
  await expect(page.getByText('No finalised payslips yet. Finalise a pay run to see its payslips here.')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  expect(await hasHorizontalScroll(page)).toBe(false);
});

test('payroll reports: pick a report and a period, and export it as CSV', async ({ page }) => {
  await openIn(page, organization, '/dashboard/payroll/reports');
  await expect(page.getByRole('heading', { name: 'Payroll Reports' })).toBeVisible();
  await page.getByLabel('Report').selectOption('payg-withheld');
  await page.getByLabel('From').fill('2026-07-01');
  await page.getByLabel('To').fill('2026-09-30');
  await expect(page.getByRole('columnheader', { name: 'W2 Amounts withheld' })).toBeVisible();
  await expect(page.getByText('Nothing to report for this period.')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('payroll-payg-withheld-2026-07-01-2026-09-30.csv');

  await page.getByLabel('From').fill('2026-10-01');
  await expect(page.getByText('Enter a period whose start is on or before its end.')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  expect(await hasHorizontalScroll(page)).toBe(false);
});
