import {
  type EmployeeRecord,
  expect,
  hasHorizontalScroll,
  type OrganizationRecord,
  openIn,
  screenshot,
  test,
} from './fixtures';

/**
 * Issue 30 §2: a back pay of an earlier period with its accrual (over 12 months before it is paid:
 * Lump Sum E of that year) and Schedule 5's Method B(ii), set on a phone.
 */

let organization: OrganizationRecord;
let employee: EmployeeRecord;

test.beforeAll(async ({ api }) => {
  const team = await api.team('Wattle Back Pay', 'Kitchen', 'Chef');
  organization = team.organization;
  employee = await api.hire(team, { first_name: 'Bea', last_name: 'Backpay', employee_code: 'EMP-3001' });
});

test.afterAll(async ({ api }) => {
  await api.deleteOrganization(organization.id);
});

test('adds a back pay with its accrual and Method B(ii) on a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openIn(page, organization, '/dashboard/payroll/bonus');
  await expect(page.getByRole('heading', { name: 'Bonus and Incentives' })).toBeVisible();
  await page.getByRole('button', { name: 'Add pay item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add pay item' });
  await expect(dialog.getByLabel('Employee')).toHaveValue(String(employee.id));
  await dialog.getByLabel('Kind').selectOption('back_pay');
  await dialog.getByLabel('Description').fill('Award rise missed in 2025');
  await dialog.getByLabel('Amount ($)').fill('2000.00');
  await dialog.getByLabel('Method').selectOption('B2');
  await expect(dialog.getByRole('option', { name: 'Method B(ii) (unverified)' })).toBeAttached();
  await expect(dialog.getByLabel('Pay periods it relates to')).toHaveCount(0);
  await dialog.getByLabel('Accrued from').fill('2025-09-08');
  await dialog.getByLabel('Accrued to').fill('2025-09-21');
  await expect(dialog.getByText('Over 12 months before payment: Lump Sum E.')).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await screenshot(page, 'payroll-back-pay-phone');
  await dialog.getByRole('button', { name: 'Add pay item' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Award rise missed in 2025 added.')).toBeVisible();
});

test('offers Method B(i) for a back pay only, with the accrual, on a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openIn(page, organization, '/dashboard/payroll/bonus');
  await page.getByRole('button', { name: 'Add pay item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add pay item' });
  await dialog.getByLabel('Kind').selectOption('bonus');
  await expect(dialog.getByRole('option', { name: 'Method B(i) (unverified)' })).toHaveCount(0);
  await dialog.getByLabel('Kind').selectOption('back_pay');
  await dialog.getByLabel('Description').fill('Rise missed in October');
  await dialog.getByLabel('Amount ($)').fill('1400.00');
  await dialog.getByLabel('Method').selectOption('B1');
  await dialog.getByLabel('Accrued from').fill('2026-10-05');
  await dialog.getByLabel('Accrued to').fill('2026-11-01');
  await expect(
    dialog.getByText('One financial year a line. Method B(i): periods paid earlier this year.'),
  ).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await screenshot(page, 'payroll-back-pay-b1-phone');
  await dialog.getByRole('button', { name: 'Add pay item' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rise missed in October added.')).toBeVisible();
});
