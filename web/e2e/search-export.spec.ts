import { readFile } from 'node:fs/promises';
import {
  apply,
  type EmployeeRecord,
  expect,
  type OrganizationRecord,
  openIn,
  screenshot,
  test,
  todayIn,
  uniqueName,
} from './fixtures';

let organization: OrganizationRecord;
let baker: EmployeeRecord;
let applicantId: number;
const marker = uniqueName('Q')
  .replace(/[^A-Za-z0-9]/g, '')
  .slice(-6);

test.beforeAll(async ({ api }) => {
  const team = await api.team('Wattle Search', 'Bakehouse', 'Baker');
  organization = team.organization;
  const last_name = `Crumpet${marker}`;
  baker = await api.hire(team, {
    first_name: 'Isla',
    last_name,
    employee_code: `BAKE-${marker}`,
    tax_file_number: '123456782',
  });
  await api.hire(team, { first_name: '=SUM(1+1)', last_name, employee_code: `BAKE2-${marker}` });
  const job = await api.jobOpening(team, `Crumpet${marker} Pastry Chef`);
  const noah = { first_name: 'Noah', last_name, email: `noah.${marker.toLowerCase()}@example.com` };
  ({ id: applicantId } = await apply(api, { team, job }, noah));
});

test('the top bar finds employees, job openings and applicants; arrows and Enter open one', async ({ page }) => {
  await openIn(page, organization, '/dashboard');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill(`crumpet${marker}`);
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('group', { name: 'Employees' }).getByRole('option')).toHaveCount(2);
  await expect(results.getByRole('group', { name: 'Job openings' }).getByRole('option')).toHaveCount(1);
  await expect(results.getByRole('group', { name: 'Applicants' }).getByRole('option')).toHaveCount(1);
  await screenshot(page, 'top-bar-search');

  // Sorted by name: "=SUM(1+1)" first, then Isla. Down twice highlights Isla.
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(results.getByRole('option', { selected: true })).toContainText(`Isla Crumpet${marker}`);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/employees/${baker.id}$`));
  await expect(page.getByRole('heading', { name: `Isla Crumpet${marker}` }).first()).toBeVisible();

  // An applicant opens in the applicants screen's details, named by id only.
  await box.fill(`noah.${marker.toLowerCase()}`);
  await expect(results.getByRole('option')).toHaveCount(1);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/recruitment\/applicants$/);
  await expect(page.getByRole('dialog').getByText(`noah.${marker.toLowerCase()}@example.com`)).toBeVisible();
  expect(applicantId).toBeGreaterThan(0);

  await page.getByRole('dialog').getByRole('button', { name: /close/i }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Escape closes the list, a second Escape clears the box.
  await box.fill(`crumpet${marker}`);
  await expect(results).toBeVisible();
  await box.press('Escape');
  await expect(results).toBeHidden();
  await box.press('Escape');
  await expect(box).toHaveValue('');
});

test('the directory downloads its rows as CSV, escaped and without payroll identifiers', async ({ page }) => {
  await openIn(page, organization, '/dashboard/employees');
  await expect(page.getByRole('table').getByText(`Isla Crumpet${marker}`)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`employees-${todayIn(organization.timezone)}.csv`);
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = text.trim().split('\r\n');
  expect(header).toBe(
    'Employee Code,First Name,Last Name,Personal Email,Phone Number,Department,Designation,Reporting Manager,Employment Type,Work Arrangement,Status,Joining Date',
  );
  expect(rows).toHaveLength(2);
  expect(rows[0]).toContain(`"'=SUM(1+1)"`);
  expect(rows[1]).toContain(`BAKE-${marker},Isla,Crumpet${marker}`);
  expect(rows[1]).toContain('Bakehouse,Baker');
  expect(text).not.toContain('123456782');
  await expect(page.getByText(/Downloaded employees-/)).toBeVisible();
});

test('job openings, applicants and history offer their CSV too', async ({ page }) => {
  await openIn(page, organization, '/dashboard/recruitment/jobs');
  for (const [path, name] of [
    ['/dashboard/recruitment/jobs', 'job-openings'],
    ['/dashboard/recruitment/applicants', 'applicants'],
    ['/dashboard/employees/history', 'employee-history'],
  ] as const) {
    await page.goto(path);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^${name}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  }
});

test('on a phone the search button opens the box on a row of its own', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openIn(page, organization, '/dashboard');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeHidden();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(box).toBeFocused();
  await box.fill(`crumpet${marker}`);
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option')).toHaveCount(4);
  await screenshot(page, 'top-bar-search-phone');
  await results
    .getByRole('option', { name: /Pastry Chef/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/recruitment\/jobs\/\d+$/);
  // Following a result closes the phone's search row.
  await expect(box).toBeHidden();
});
