import { expect, hasHorizontalScroll, type OrganizationRecord, openIn, screenshot, test } from './fixtures';

/** Issue 30: an owner loads the Medicare levy adjustment figures with a scale 2 table, on a phone. */

let organization: OrganizationRecord;

test.beforeAll(async ({ api }) => {
  organization = await api.organization('Wattle Medicare Figures');
});

test.afterAll(async ({ api }) => {
  await api.deleteOrganization(organization.id);
});

test('loads a scale 2 table with Medicare levy figures on a 360 px screen; a spouse claim uses them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openIn(page, organization, '/dashboard/payroll/withholding');
  await expect(page.getByText(/The Medicare levy adjustment figures can be replaced/)).toBeVisible();
  await page.getByRole('button', { name: 'Load Tax Table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Load Tax Table' });
  await dialog.getByLabel('Name').fill('Scale 2 from 1 July 2027');
  await dialog.getByLabel('First pay date').fill('2027-07-01');
  await dialog.getByLabel('Last pay date').fill('2028-06-30');
  await dialog.getByLabel('Rows', { exact: true }).fill('362 0 0\nover 0.3000 100.0000');
  const figures = dialog.getByRole('group', { name: 'Medicare levy adjustment (optional)' });
  await figures.getByLabel('Weekly earnings it starts at').fill('438');
  await figures.getByLabel('Low amount').fill('438.48');
  await figures.getByLabel('Shade-in ends at').fill('548');
  await figures.getByLabel('Family threshold a year').fill('38474');
  await figures.getByLabel('Amount per dependent child a year').fill('3533');
  await figures.scrollIntoViewIfNeeded();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await screenshot(page, 'tax-table-medicare-360');
  await dialog.getByRole('button', { name: 'Load Table' }).click();
  await expect(page.getByText('Scale 2 from 1 July 2027 loaded.')).toBeVisible();
  await expect(page.getByRole('cell', { name: '2, Medicare levy figures' })).toBeVisible();

  // 0.3 × 470.99 − 100 = 41.297 → $41; (470.99 − 438.48) × 0.1 = 3.25 → $3 off: $38.
  await page.getByLabel('Gross pay').fill('470.00');
  await page.getByLabel('Pay date').fill('2027-07-14');
  await page.getByRole('checkbox', { name: /has a spouse/ }).check();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('withholding-amount')).toHaveText('$38.00');
  expect(await hasHorizontalScroll(page)).toBe(false);
});
