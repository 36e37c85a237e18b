import { expect, hasHorizontalScroll, openIn, type PayrollReady, payrollReady, screenshot, test } from './fixtures';

/**
 * Issue 31 §2: year to date brought in from a previous payroll, entered on Salary Structure Setup
 * for one financial year, read back, and checked on a phone's width.
 */

let ready: PayrollReady;

test.beforeAll(async ({ api }) => {
  const team = await api.team('Wattle Moving In', 'Bakery', 'Baker');
  ready = await payrollReady(api, {
    team,
    schedule: 'Fortnightly bakery',
    employee: { first_name: 'Mia', last_name: 'Moved', employee_code: 'EMP-3101' },
  });
});

test('enters an employee’s year to date brought in, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openIn(page, ready.organization, '/dashboard/payroll/setup');
  await page.getByRole('button', { name: 'Year to date brought in for Mia Moved' }).click();
  const dialog = page.getByRole('dialog', { name: 'Year to date brought in: Mia Moved' });
  await expect(dialog.getByText(/No figures brought in for 2026-27 yet/)).toBeVisible();
  await dialog.getByLabel('Gross (salary and wages) ($)').fill('20000.00');
  await dialog.getByLabel('Paid leave: Other paid leave (O) ($)').fill('1500.00');
  await dialog.getByLabel('PAYG withheld ($)').fill('4000.00');
  await dialog.getByLabel('Super guarantee (liability) ($)').fill('2580.00');
  await dialog.getByLabel('Ordinary time earnings ($)').fill('21500.00');
  await dialog.getByLabel('Pay date of the last run elsewhere').fill('2026-10-31');
  await expect(dialog.getByText('$21,500.00')).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await screenshot(page, 'ytd-brought-in-phone');
  await dialog.getByRole('button', { name: 'Save year to date' }).click();
  await expect(page.getByText('Year to date brought in for Mia Moved (2026-27) saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Year to date brought in for Mia Moved' }).click();
  await expect(dialog.getByLabel('Gross (salary and wages) ($)')).toHaveValue('20000.00');
  await expect(dialog.getByLabel('PAYG withheld ($)')).toHaveValue('4000.00');
  await expect(dialog.getByText(/Last saved/)).toBeVisible();
});
