import { expect, expectFitsAndSave, type OrganizationRecord, openIn, test, uniqueName } from './fixtures';

/**
 * Issue 31 §2: people who joined before the workspace are flagged on the Leave Balance screen until
 * their balances are confirmed; HR enters an opening balance as at a day (the balance is then that
 * plus the accrual since), or confirms that the full accrual since joining applies.
 */

let organization: OrganizationRecord;

test.beforeAll(async ({ api }) => {
  const team = await api.team('Wattle Opening Balances', 'Bakery', 'Baker');
  organization = team.organization;
  for (const [first_name, joining_date] of [
    ['Bea', '2024-02-05'],
    ['Tom', '2024-03-04'],
  ] as const) {
    await api.hire(team, {
      first_name,
      last_name: 'Baker',
      employee_code: uniqueName('OB').replace(/\s/g, '-'),
      joining_date,
      status: 'Active',
    });
  }
});

test('an opening balance as at a day, and the flag for balances never confirmed', async ({ page }) => {
  // A loaded runner can take a while over the first load of the screen.
  test.setTimeout(120_000);
  await openIn(page, organization, '/dashboard/attendance/balance');
  await expect(page.getByRole('heading', { name: 'Leave Balance' })).toBeVisible({ timeout: 45_000 });
  const flag = page.getByRole('region', { name: 'Balances not confirmed' });
  const employee = page.getByLabel('Employee');
  await expect(employee).toContainText('Bea Baker');
  await employee.selectOption((await employee.locator('option', { hasText: 'Bea Baker' }).getAttribute('value')) ?? '');
  await expect(flag).toContainText("Bea Baker's balance has never been confirmed");
  await expect(flag.getByRole('button', { name: 'Tom Baker' })).toBeVisible();
  await expect(page.getByLabel('Employee')).toContainText('not confirmed');

  await flag.getByRole('button', { name: 'Enter opening balances' }).click();
  const dialog = page.getByRole('dialog', { name: 'Opening balances' });
  await dialog.getByLabel('As at').fill('2026-06-30');
  await dialog.getByLabel('Annual Leave (hours)').fill('forty');
  await dialog.getByRole('button', { name: 'Save opening balances' }).click();
  await expect(dialog.getByText(/Enter hours as a number/)).toBeVisible();
  await dialog.getByLabel('Annual Leave (hours)').fill('40');
  await dialog.getByRole('button', { name: 'Save opening balances' }).click();
  await expect(page.getByText('Opening balances as at 30 June 2026 saved for Bea Baker.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog).toBeHidden();

  const annual = page.getByRole('row', { name: /Annual Leave/ });
  await expect(annual).toContainText('Opening balance 40.00 h as at 30 June 2026');
  // As at its day the balance is exactly the opening balance.
  await page.getByLabel('As of', { exact: true }).fill('2026-06-30');
  await expect(annual.getByRole('cell').nth(1)).toHaveText('40.00 h');
  await page.getByLabel('As of', { exact: true }).fill('');

  // Bea is confirmed; Tom still flagged: picked from the flag, then the accrual since joining confirmed.
  await expect(flag).not.toContainText('Bea Baker', { timeout: 30_000 });
  await flag.getByRole('button', { name: 'Tom Baker' }).click();
  await expect(flag).toContainText("Tom Baker's balance has never been confirmed");
  await page.setViewportSize({ width: 360, height: 780 });
  await expectFitsAndSave(page, 'opening-balances-phone');
  await flag.getByRole('button', { name: 'Confirm accrual since joining' }).click();
  await expect(page.getByText("Tom Baker's balances confirmed: the accrual since joining applies.")).toBeVisible({
    timeout: 30_000,
  });
  await expect(flag).toBeHidden({ timeout: 30_000 });
});
