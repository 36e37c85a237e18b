import {
  type DesignationRecord,
  type EmployeeRecord,
  expect,
  expectFitsAndSave,
  hasHorizontalScroll,
  type NamedRecord,
  openIn,
  type Page,
  screenshot,
  type Team,
  test,
  toTop,
} from './fixtures';

let team: Team;
let administration: NamedRecord;
let clerk: DesignationRecord;
let manager: EmployeeRecord;

test.beforeAll(async ({ api }) => {
  team = await api.team('Wattle Employees Form', 'Nursing', 'Registered Nurse');
  administration = await api.department(team.organization.id, 'Administration');
  clerk = await api.designation(administration.id, 'Office Clerk');
  manager = await api.hire(team, { first_name: 'Ava', last_name: 'Boss', employee_code: 'MGR-001', status: 'Active' });
});

async function open(page: Page, path: string) {
  await openIn(page, team.organization, path);
}

/** The value shown under a label in a profile section. */
function detail(page: Page, section: string, label: string) {
  return page.getByRole('region', { name: section }).locator('dt', { hasText: label }).locator('+ dd');
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('create an employee through the four tabs, then read the profile', async ({ page }) => {
    await open(page, '/dashboard/employees');
    await expect(page.getByRole('heading', { name: 'Employee Management' })).toBeVisible();
    await page.getByRole('link', { name: 'Add New Employee' }).click();
    await expect(page).toHaveURL(/\/dashboard\/employees\/new$/);
    await expect(page.getByRole('heading', { name: 'Add New Employee' })).toBeVisible();
    const progress = page.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '25');

    // Next on an empty tab: the alert, every message, and the first bad field gets focus.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please correct the errors on the current tab.');
    await expect(page.getByText('First Name is required')).toBeVisible();
    await expect(page.getByText('Street Address is required')).toBeVisible();
    await expect(page.getByText('Postcode is required')).toBeVisible();
    await expect(page.getByLabel('First Name')).toBeFocused();
    await toTop(page);
    await screenshot(page, 'employee-form-360-errors', { fullPage: true });

    await page.getByLabel('First Name').fill('Noah');
    await page.getByLabel('Last Name').fill('Wilson');
    await page.getByLabel('Personal Email').fill('noah.wilson@example.com');
    await page.getByLabel('Phone Number').fill('0400 123 456');
    await page.getByLabel('Date of Birth').fill('1992-05-14');
    await page.getByLabel('Gender').selectOption('Prefer not to say');
    await page.getByLabel('Street Address').fill('2 Banksia Rd');
    await page.getByLabel('Suburb').fill('Perth');
    await page.getByLabel('State').selectOption('WA');
    await page.getByLabel('Postcode').fill('6000');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('tab', { name: /Employment Details/ })).toHaveAttribute('aria-selected', 'true');
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByLabel('Status')).toHaveValue('On Probation');
    await expect(page.getByLabel('Employment Type')).toHaveValue('Full-time');
    // Typed once: the next code of the workspace's sequence, and the work state of the home address.
    await expect(page.getByLabel('Employee Code')).toHaveValue('MGR-002');
    await expect(page.getByText('Suggested: the next code in your sequence. You can change it.')).toBeVisible();
    await expect(page.getByLabel('Work State')).toHaveValue('WA');
    await page.getByLabel('Employee Code').fill('EMP-100');
    await page.getByLabel('Joining Date').fill('2026-08-21');
    await page.getByLabel('Department').selectOption({ label: 'Nursing' });
    await page.getByLabel('Designation').selectOption({ label: 'Registered Nurse' });
    await page.getByLabel('Reporting Manager').selectOption({ label: 'Ava Boss (MGR-001)' });
    await expect(page.getByLabel('Reporting Manager')).toHaveValue(String(manager.id));
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(progress).toHaveAttribute('aria-valuenow', '75');
    await page.getByLabel('Tax File Number (TFN)').fill('123 456 782');
    await page.getByLabel('Superannuation Fund').fill('AustralianSuper');
    await page.getByLabel('Fund USI').fill('STA0100AU');
    await page.getByLabel('Super Member Number').fill('99887766');
    await page.getByLabel('Bank BSB').fill('062000');
    await page.getByLabel('Bank Account Number').fill('12345678');
    await page.getByLabel('Visa Type').fill('Subclass 482');
    await page.getByLabel('Visa Expiry Date').fill('2027-03-31');
    await toTop(page);
    await screenshot(page, 'employee-form-360', { fullPage: true });
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await page.getByLabel('Contact Name').fill('Ella Wilson');
    await page.getByLabel('Contact Phone').fill('0400 999 888');
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page).toHaveURL(/\/dashboard\/employees\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Noah Wilson' })).toBeVisible();
    await expect(page.getByText('On Probation', { exact: true }).first()).toBeVisible();
    const financial = 'Financial & Legal Details (AU)';
    await expect(detail(page, financial, 'Tax File Number (TFN)')).toHaveText('••••6782');
    await expect(detail(page, financial, 'Bank Account Number')).toHaveText('••••5678');
    await expect(detail(page, financial, 'Super Member Number')).toHaveText('••••7766');
    await expect(detail(page, financial, 'Fund USI')).toHaveText('STA0100AU');
    await expect(detail(page, 'Personal Information', 'Gender')).toHaveText('Prefer not to say');
    await expect(detail(page, financial, 'Visa Expiry Date')).toHaveText('31 March 2027');
    await expect(page.getByText('123456782')).toHaveCount(0);
    await expect(detail(page, 'Personal Information', 'Date of Birth')).toHaveText('14 May 1992');
    await expect(detail(page, 'Employment Details', 'Joining Date')).toHaveText('21 August 2026');
    await expect(detail(page, 'Employment Details', 'Reporting Manager')).toHaveText('Ava Boss');
    await expect(detail(page, 'Emergency Contact', 'Contact Name')).toHaveText('Ella Wilson');
    await expect(page.getByRole('region', { name: 'Recent history' }).getByText('Hired')).toBeVisible();
    await expectFitsAndSave(page, 'employee-profile-360');

    // The directory lists the new employee; its table scrolls inside its box, not the page.
    await page.getByRole('link', { name: 'Back to Employee List' }).click();
    await page.getByRole('searchbox', { name: 'Search employees' }).fill('EMP-100');
    await expect(page.getByRole('row', { name: /Noah Wilson/ })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await expectFitsAndSave(page, 'employees-directory-360');
  });
});

test('edit: a new department is a Transfer in the history', async ({ page, api }) => {
  const employee = await api.hire(team, { first_name: 'Olivia', last_name: 'Reyes', employee_code: 'EMP-200' });
  await open(page, `/dashboard/employees/${employee.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Olivia Reyes' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/employees/edit/${employee.id}$`));
  await expect(page.getByLabel('First Name')).toHaveValue('Olivia');

  await page.getByRole('tab', { name: /Employment Details/ }).click();
  await expect(page.getByLabel('Designation')).toHaveValue(String(team.designation.id));
  await page.getByLabel('Department').selectOption({ label: 'Administration' });
  await expect(page.getByLabel('Designation')).toHaveValue('');
  await page.getByLabel('Designation').selectOption({ label: 'Office Clerk' });
  await expect(page.getByLabel('Designation')).toHaveValue(String(clerk.id));
  await page.getByRole('tab', { name: /Emergency Contact/ }).click();
  await page.getByRole('button', { name: 'Update' }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/employees/${employee.id}$`));
  await expect(detail(page, 'Employment Details', 'Department')).toHaveText('Administration');
  await expect(detail(page, 'Employment Details', 'Designation')).toHaveText('Office Clerk');
  const recent = page.getByRole('region', { name: 'Recent history' });
  await expect(recent.getByText('Transfer', { exact: true })).toBeVisible();

  await recent.getByRole('link', { name: 'View full history' }).click();
  await expect(page.getByRole('heading', { name: 'Employee History' })).toBeVisible();
  await expect(page.getByLabel('Employee', { exact: true })).toHaveValue(String(employee.id));
  const row = page.getByRole('row', { name: /Transfer/ });
  await expect(row).toContainText('Olivia Reyes');
  await expect(row).toContainText('Department: Nursing → Administration');
  await page.getByLabel('Event Type').selectOption('Transfer');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Event Type').selectOption('Termination');
  await expect(page.getByText('No history found for the selected filters.')).toBeVisible();
});

test('the profile rejects ids that name no employee', async ({ page }) => {
  await open(page, '/dashboard/employees/abc');
  await expect(page.getByRole('heading', { name: 'Error Loading Employee' })).toBeVisible();
  await expect(page.getByText('Invalid employee ID: abc. Please check the URL.')).toBeVisible();
  await page.goto('/dashboard/employees/987654321');
  await expect(page.getByRole('heading', { name: 'Employee Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Employee List' }).click();
  await expect(page).toHaveURL(/\/dashboard\/employees$/);
});
