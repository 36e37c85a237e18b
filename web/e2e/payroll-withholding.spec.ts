import { expect, hasHorizontalScroll, type OrganizationRecord, openIn, screenshot, test } from './fixtures';

/** Issue 17 §2: the PAYG Withholding Calculator (ATO Schedule 1) and loaded tax tables. */

let organization: OrganizationRecord;

test.beforeAll(async ({ api }) => {
  organization = await api.organization('Wattle Withholding');
});

test.afterAll(async ({ api }) => {
  await api.deleteOrganization(organization.id);
});

const PATH = '/dashboard/payroll/withholding';

test('computes the ATO figure for a weekly and a monthly pay', async ({ page }) => {
  await openIn(page, organization, PATH);
  await expect(page.getByRole('heading', { name: 'PAYG Withholding Calculator' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'PAYG withholding' })).toHaveAttribute('aria-current', 'page');
  // Scale 2 of the 2024 schedule: 0.3200 × 1,500.99 − 176.5769 = 303.7399 → $304.
  await page.getByLabel('Gross pay').fill('1500.00');
  await page.getByLabel('Pay date').fill('2025-03-14');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('withholding-amount')).toHaveText('$304.00');
  await expect(
    page.getByText('Schedule 1 (NAT 1004) for payments from 1 July 2024, published 16 June 2024'),
  ).toBeVisible();
  // The ATO's monthly example earnings, $4,500.33: x = 1,038.99 → $155 a week → × 13 ÷ 3 = $672.
  await page.getByLabel('Gross pay').fill('4500.33');
  await page.getByLabel('Pay period').selectOption('monthly');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('withholding-amount')).toHaveText('$672.00');
  await screenshot(page, 'payroll-withholding', { fullPage: true });
});

test('a pay date without a table is named; a loaded table answers for it and can be deleted', async ({ page }) => {
  await openIn(page, organization, PATH);
  await page.getByLabel('Gross pay').fill('1000.00');
  await page.getByLabel('Pay date').fill('2027-07-14');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const missing = 'No PAYG withholding table (Schedule 1) for payments on 14 July 2027: load one in payroll settings.';
  await expect(page.getByText(missing).first()).toBeVisible();

  await expect(page.getByText('No tax tables loaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Load Tax Table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Load Tax Table' });
  await dialog.getByLabel('Name').fill('Scale 2 from 1 July 2027');
  await dialog.getByLabel('First pay date').fill('2027-07-01');
  await dialog.getByLabel('Last pay date').fill('2028-06-30');
  await dialog.getByLabel('Rows', { exact: true }).fill('362 0 0\nover 0.3000 100.0000');
  await dialog.getByRole('button', { name: 'Load Table' }).click();
  await expect(page.getByText('Scale 2 from 1 July 2027 loaded.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Scale 2 from 1 July 2027', exact: true })).toBeVisible();

  // 0.3 × 1,000.99 − 100 = 200.297 → $200.
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('withholding-amount')).toHaveText('$200.00');

  await page.getByRole('button', { name: 'Delete Scale 2 from 1 July 2027' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Tax Table' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No tax tables loaded.')).toBeVisible();
});

test('the built-in 2026 table says Unverified and why; a loaded table over its dates replaces it', async ({ page }) => {
  await openIn(page, organization, PATH);
  const builtIn = page.getByRole('region', { name: 'Built-in tax tables' }).last();
  const table2026 = builtIn.getByRole('row', { name: /Schedule 1 1 July 2026 – 30 June 2027/ });
  await expect(table2026.getByText('Unverified', { exact: true })).toBeVisible();
  await expect(table2026.getByText(/Not checked against the ATO’s publication/)).toBeVisible();
  const table2024 = builtIn.getByRole('row', { name: /Schedule 1 1 July 2024 – 30 June 2026/ });
  await expect(table2024.getByText('Verified', { exact: true })).toBeVisible();

  // Built-in 2026 scale 2: 0.32 × 1,500.99 − 181.7319 = 298.585 → $299, from an unverified table.
  await page.getByLabel('Gross pay').fill('1500.00');
  await page.getByLabel('Pay date').fill('2026-11-18');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('withholding-amount')).toHaveText('$299.00');
  await expect(page.getByText(/Not checked against the ATO’s publication: see Built-in tax tables/)).toBeVisible();

  await page.getByRole('button', { name: 'Load Tax Table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Load Tax Table' });
  await dialog.getByLabel('Name').fill('ATO scale 2 from 1 July 2026');
  await dialog.getByLabel('First pay date').fill('2026-07-01');
  await dialog.getByLabel('Last pay date').fill('2027-06-30');
  await dialog.getByLabel('Rows', { exact: true }).fill('362 0 0\nover 0.2000 50.0000');
  await dialog.getByRole('button', { name: 'Load Table' }).click();
  await expect(page.getByText('ATO scale 2 from 1 July 2026 loaded.')).toBeVisible();

  // The loaded table wins: 0.2 × 1,500.99 − 50 = 250.198 → $250.
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('withholding-amount')).toHaveText('$250.00');
  await expect(page.getByText(/Loaded table “ATO scale 2 from 1 July 2026”/)).toBeVisible();
  await expect(page.getByText(/Not checked against the ATO’s publication: see Built-in tax tables/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete ATO scale 2 from 1 July 2026' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Tax Table' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No tax tables loaded.')).toBeVisible();
});

test('a declaration’s tax offset and Medicare levy adjustment come off; a back-dated study loan is withheld', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openIn(page, organization, PATH);
  // Scale 2 (2024), $700 a week: $68; less $19 for a $1,000 offset (1.9%) and 700.99 × 0.02 = $14
  // for a spouse (Medicare levy adjustment) → $35.
  await page.getByLabel('Gross pay').fill('700.00');
  await page.getByLabel('Pay date').fill('2025-03-14');
  await page.getByLabel('Tax offsets claimed a year').fill('1000.00');
  await page.getByRole('checkbox', { name: /has a spouse/ }).check();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('withholding-amount')).toHaveText('$35.00');
  await expect(page.getByText('Less tax offsets')).toBeVisible();
  await expect(page.getByText('Less Medicare levy adjustment')).toBeVisible();
  await expect(page.getByText(/Not checked against the ATO’s publication: see Built-in tax tables/)).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await screenshot(page, 'payroll-withholding-adjustments-360', { fullPage: true });

  // Schedule 8 of 1 July 2024: $1,500 a week is in the 3.5% band: $304 + 0.035 × 1,500.99 → $53.
  await page.getByLabel('Tax offsets claimed a year').fill('');
  await page.getByRole('checkbox', { name: /has a spouse/ }).uncheck();
  await page.getByLabel('Gross pay').fill('1500.00');
  await page.getByRole('checkbox', { name: /Study and training support loan/ }).check();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('withholding-amount')).toHaveText('$357.00');
  await expect(page.getByText(/Schedule 8 \(NAT 3539\) for payments from 1 July 2024/)).toBeVisible();
});

test('works at 360 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openIn(page, organization, PATH);
  await expect(page.getByRole('heading', { name: 'PAYG Withholding Calculator' })).toBeVisible();
  await expect(page.getByText('No tax tables loaded.')).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  // The built-in tables' cards fit too: their pay dates wrap rather than run past the card's edge.
  const builtIn = page.getByRole('region', { name: 'Built-in tax tables' }).last();
  await expect(builtIn.getByRole('cell', { name: /1 July 2026 –/ }).first()).toBeVisible();
  const overflow = await builtIn
    .locator('table')
    .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? table.clientWidth));
  expect(overflow).toBeLessThanOrEqual(0);
});
