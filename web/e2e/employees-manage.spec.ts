import {
  expect,
  expectFitsAndSave,
  hasHorizontalScroll,
  openIn,
  type Page,
  screenshot,
  type Team,
  test,
  todayIn,
  toTop,
} from './fixtures';

let kitchen: Team;

test.beforeAll(async ({ api }) => {
  kitchen = await api.team('Wattle Employees Manage', 'Kitchen', 'Chef');
  const cleaning = await api.department(kitchen.organization.id, 'Cleaning');
  const cleaner = await api.designation(cleaning.id, 'Cleaner');
  const cleaners = { department_id: cleaning.id, designation_id: cleaner.id };
  const people = [
    { first_name: 'Grace', last_name: 'Cook', employee_code: 'MG-001', status: 'Active', joining_date: '2025-01-10' },
    { first_name: 'Henry', last_name: 'Baker', employee_code: 'MG-002', joining_date: '2026-02-02' },
    { ...cleaners, first_name: 'Isla', last_name: 'Shine', employee_code: 'MG-003', status: 'Inactive' },
    { ...cleaners, first_name: 'Jade', last_name: 'Newbie', employee_code: 'MG-004', joining_date: '2025-08-21' },
  ];
  for (const person of people) await api.hire(kitchen, person);
});

async function open(page: Page, path: string) {
  await openIn(page, kitchen.organization, path);
}

const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('bulk-change a status and a manager inline, then find both in the history', async ({ page }) => {
    await open(page, '/dashboard/employees/manage');
    await expect(page.getByRole('heading', { name: 'Manage Employee Profiles' })).toBeVisible();
    await expect(page.getByText('Quickly update employee status, managers, and other details in bulk')).toBeVisible();
    await expect(row(page, 'Henry Baker')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(5);

    // Filters: a department, then its designations; Clear Filters resets them and the search.
    await expect(page.getByLabel('Designation', { exact: true })).toBeDisabled();
    await page.getByLabel('Department', { exact: true }).selectOption({ label: 'Cleaning' });
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(row(page, 'Isla Shine')).toBeVisible();
    await page.getByLabel('Designation', { exact: true }).selectOption({ label: 'Cleaner' });
    await page.getByPlaceholder('Search employees...').fill('nobody-like-this');
    await expect(page.getByText('No employees found.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByPlaceholder('Search employees...')).toHaveValue('');
    await expect(page.getByRole('row')).toHaveCount(5);
    await page.getByLabel('Status', { exact: true }).selectOption('Inactive');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row(page, 'Isla Shine')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('row')).toHaveCount(5);

    // Status: cancel leaves it, confirm saves it.
    const henry = row(page, 'Henry Baker');
    await henry.getByRole('button', { name: 'Edit status of Henry Baker' }).click();
    await henry.getByRole('combobox', { name: 'Status of Henry Baker' }).selectOption('On Leave');
    await henry.getByRole('button', { name: 'Cancel' }).click();
    await expect(henry.getByText('On Probation')).toBeVisible();
    await henry.getByRole('button', { name: 'Edit status of Henry Baker' }).click();
    await henry.getByRole('combobox', { name: 'Status of Henry Baker' }).selectOption('Active');
    await henry.getByRole('button', { name: 'Confirm' }).click();
    await expect(henry.getByText('Active', { exact: true })).toBeVisible();

    // Manager: Henry reports to Grace; then Grace may not report to Henry (he is below her).
    await henry.getByRole('button', { name: 'Edit reporting manager of Henry Baker' }).click();
    const choices = henry.getByRole('combobox', { name: 'Reporting manager of Henry Baker' });
    await expect(choices.getByRole('option')).toHaveText([
      'No Manager',
      'Grace Cook (MG-001)',
      'Jade Newbie (MG-004)',
      'Isla Shine (MG-003)',
    ]);
    await choices.selectOption({ label: 'Grace Cook (MG-001)' });
    await toTop(page);
    await screenshot(page, 'employees-manage-360-editing', { fullPage: true });
    await henry.getByRole('button', { name: 'Confirm' }).click();
    await expect(henry.getByText('Grace Cook')).toBeVisible();
    const grace = row(page, 'Grace Cook');
    await grace.getByRole('button', { name: 'Edit reporting manager of Grace Cook' }).click();
    await expect(grace.getByRole('option', { name: /Henry Baker/ })).toHaveCount(0);
    await expect(grace.getByRole('option', { name: 'No Manager' })).toHaveCount(1);
    await grace.getByRole('button', { name: 'Cancel' }).click();

    expect(await hasHorizontalScroll(page)).toBe(false);
    await toTop(page);
    await page.getByRole('region', { name: 'Employees to manage' }).evaluate((table) => table.scrollTo(0, 0));
    await screenshot(page, 'employees-manage-360', { fullPage: true });

    // Both changes are in the audit log.
    await page.goto('/dashboard/employees/history');
    // Each filter first narrows the table to one event (a header and one row), then the row is read.
    await page.getByLabel('Event Type').selectOption('Status Change');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row(page, 'Status Change')).toContainText('Henry Baker');
    await expect(row(page, 'Status Change')).toContainText('Status: On Probation → Active');
    await page.getByLabel('Event Type').selectOption('Manager Change');
    await expect(row(page, 'Status Change')).toHaveCount(0);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row(page, 'Manager Change')).toContainText('Henry Baker');
    await expect(row(page, 'Manager Change')).toContainText('Grace Cook');
    await page.getByLabel('Event Type').selectOption('');
    await page.getByLabel('Employee', { exact: true }).selectOption({ label: 'Henry Baker (MG-002)' });
    await expect(page.getByRole('row')).toHaveCount(4);
    await expect(row(page, 'Status Change')).toBeVisible();
    await expect(row(page, 'Manager Change')).toBeVisible();
    await expect(row(page, 'Hired')).toBeVisible();
    // The history's dates are the organization's (Sydney) day, which is not UTC's for ten hours of the day.
    const today = todayIn(kitchen.organization.timezone);
    await page.getByLabel('Start Date').fill(today);
    await page.getByLabel('End Date').fill(today);
    await expect(page.getByRole('row')).toHaveCount(4);
    await page.getByLabel('Start Date').fill('2001-01-01');
    await page.getByLabel('End Date').fill('2001-01-02');
    await expect(page.getByText('No history found for the selected filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(row(page, 'Manager Change')).toBeVisible();
    await expectFitsAndSave(page, 'employees-history-360');
  });
});

test('probation and exit lists', async ({ page }) => {
  await open(page, '/dashboard/employees/probation');
  await expect(page.getByRole('heading', { name: 'Employee Probation' })).toBeVisible();
  await expect(row(page, 'Jade Newbie')).toContainText('21 Aug 2025');
  await expect(row(page, 'Jade Newbie')).toContainText(/\d+ (month|year)s?/);
  // Six months' probation (the default) ended on 20 February 2026: overdue for review.
  await expect(row(page, 'Jade Newbie')).toContainText('20 Feb 2026');
  await expect(row(page, 'Jade Newbie')).toContainText('Review overdue');
  await expect(row(page, 'Grace Cook')).toHaveCount(0);

  // A record with status Inactive and no recorded exit is a former employee, not a leaver to process.
  await page.goto('/dashboard/employees/exit');
  await expect(page.getByRole('heading', { name: 'Employee Exit' })).toBeVisible();
  await expect(page.getByText('No exits scheduled.')).toBeVisible();
  await page.goto('/dashboard/employees');
  await page.getByRole('button', { name: /^Former/ }).click();
  await expect(row(page, 'Isla Shine')).toContainText('Inactive');
  await expect(row(page, 'Isla Shine')).toContainText('Cleaning');
});
