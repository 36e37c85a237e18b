import { expect, login, type OrganizationRecord, openIn, screenshot, test } from './fixtures';

let organization: OrganizationRecord;

test.beforeAll(async ({ api }) => {
  organization = await api.organization('Wattle Audit');
  const department = await api.department(organization.id, 'Bakery');
  await api.send('put', `/departments/${department.id}`, { name: 'Bakehouse', version: 1 });
  // A sign-in after the workspace exists: an access event in its log, which the module filter hides.
  await login(api.request);
});

test('Settings → Audit Log lists changes with before → after, filters and exports CSV', async ({ page }) => {
  await openIn(page, organization, '/dashboard/settings/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  const updated = page.getByRole('row', { name: /Updated department Bakehouse/ });
  await expect(updated).toBeVisible();
  await updated.getByRole('button', { name: 'Show 1 change' }).click();
  await expect(updated.getByText('Name: Bakery → Bakehouse')).toBeVisible();
  await screenshot(page, 'audit-log', { fullPage: true });

  // Filter by module: the department events stay, access events (the sign-in) go.
  await expect(page.getByRole('row', { name: /Signed in/ }).first()).toBeVisible();
  await page.getByLabel('Module').selectOption('organizations');
  await expect(page.getByRole('row', { name: /Created department Bakery/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Signed in/ })).toHaveCount(0);
  await page.getByLabel('Action').selectOption('delete');
  await expect(page.getByText('No events found for the selected filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  // The filters live in the address: the next choice builds on them once the clear has rendered.
  await expect(page.getByLabel('Action')).toHaveValue('');

  // A record's name filters the log to that record.
  await updated.getByRole('button', { name: 'Bakehouse' }).click();
  await expect(page).toHaveURL(/record_type=department/);
  await expect(page.getByRole('row', { name: /department Bak/ })).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('the settings menu links to the audit log; the end date cannot precede the start', async ({ page }) => {
  await openIn(page, organization, '/dashboard');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'Settings' }).click();
  await sidebar.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/audit-log$/);
  await page.getByLabel('Start Date').fill('2026-11-20');
  await page.getByLabel('End Date').fill('2026-11-10');
  await expect(page.getByText('The end date cannot be before the start date.')).toBeVisible();
});
