import { expect, hasHorizontalScroll, type OrganizationRecord, openIn, screenshot, test } from './fixtures';

let organization: OrganizationRecord;

test.beforeAll(async ({ api }) => {
  organization = await api.organization('Wattle Roles');
});

test('the owner creates, uses, edits and deletes a custom role on Manage Permission', async ({ page }) => {
  await openIn(page, organization, '/dashboard/settings/permission');
  await expect(page.getByRole('heading', { name: 'Manage Permission', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: /Roles and permissions/ });
  for (const name of ['Owner', 'Admin', 'HR Manager', 'Payroll Officer', 'Manager', 'Employee']) {
    await expect(table.getByRole('columnheader', { name: new RegExp(`^${name} Built-in`) })).toBeVisible();
  }
  await expect(table.getByText('Built-in', { exact: true })).toHaveCount(6);
  const employeesView = table.getByRole('row', { name: /^Employees: View/ });
  await expect(employeesView.getByRole('cell').nth(4)).toHaveText('Own reports');

  // A new role: Recruitment, view and create.
  await page.getByRole('button', { name: 'New role' }).click();
  const create = page.getByRole('dialog', { name: 'New role' });
  await create.getByLabel('Name').fill('Recruiter');
  await create.getByLabel('Description').fill('Runs the hiring pipeline.');
  await create.getByRole('checkbox', { name: 'View on Recruitment' }).check();
  await create.getByRole('checkbox', { name: 'Create on Recruitment' }).check();
  await create.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText('Role Recruiter created.')).toBeVisible();
  await expect(create).toBeHidden();
  await expect(table.getByRole('columnheader', { name: /^Recruiter Custom/ })).toBeVisible();
  const recruitmentCreate = table.getByRole('row', { name: /^Recruitment: Create/ });
  await expect(recruitmentCreate.getByRole('cell').nth(6)).toHaveText('Granted');
  await expect(
    table
      .getByRole('row', { name: /^Recruitment: Delete/ })
      .getByRole('cell')
      .nth(6),
  ).toHaveText(/Not granted/);

  // Readable on a phone: the table scrolls in its box, the page does not.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(table).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await screenshot(page, 'permissions-phone', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The members screen offers it, in the role selects and the invitation form.
  await page.goto('/dashboard/settings/members');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Role', { exact: true }).locator('option', { hasText: 'Recruiter' })).toHaveCount(1);
  await expect(page.getByLabel('Role of Wattle Admin').locator('option', { hasText: 'Recruiter' })).toHaveCount(1);

  // Edit: a new name and one more permission.
  await page.goto('/dashboard/settings/permission');
  await page.getByRole('button', { name: 'Edit Recruiter' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Recruiter' });
  await expect(edit.getByLabel('Name')).toHaveValue('Recruiter');
  await edit.getByLabel('Name').fill('Talent Scout');
  await edit.getByRole('checkbox', { name: 'Edit on Recruitment' }).check();
  await edit.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Role Talent Scout saved.')).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^Talent Scout Custom/ })).toBeVisible();
  await expect(
    table
      .getByRole('row', { name: /^Recruitment: Edit/ })
      .getByRole('cell')
      .nth(6),
  ).toHaveText('Granted');
  await screenshot(page, 'permissions', { fullPage: true });

  // Delete, after the question.
  await page.getByRole('button', { name: 'Delete Talent Scout' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete role' });
  await expect(confirm.getByText('Delete the role Talent Scout? This cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete role' }).click();
  await expect(page.getByText('Role Talent Scout deleted.')).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^Talent Scout Custom/ })).toHaveCount(0);
});
