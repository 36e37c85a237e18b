import { showDay } from '@wattle/shared/calendar';
import {
  type EmployeeRecord,
  expect,
  expectFitsAndSave,
  type OrganizationRecord,
  openIn,
  type Page,
  screenshot,
  test,
  todayIn,
  toTop,
} from './fixtures';

/** Issue 16 §1 and §5: the work pattern on the employee, and Holidays and Calendars. */

let organization: OrganizationRecord;
let employee: EmployeeRecord;

test.beforeAll(async ({ api }) => {
  const team = await api.team('Wattle Holidays', 'Nursing', 'Registered Nurse');
  organization = team.organization;
  employee = await api.hire(team, { first_name: 'Grace', last_name: 'Parker', employee_code: 'EMP-316' });
});

function detail(page: Page, section: string, label: string) {
  return page.getByRole('region', { name: section }).locator('dt', { hasText: label }).locator('+ dd');
}

test('a work pattern change from a later day shows on the profile and in history', async ({ page }) => {
  // A month ahead in the workspace's zone: always a later day, whenever the suite runs.
  const later = todayIn(organization.timezone, 30);
  await openIn(page, organization, `/dashboard/employees/edit/${employee.id}`);
  await expect(page.getByLabel('First Name')).toHaveValue('Grace');
  await page.getByRole('tab', { name: /Employment Details/ }).click();
  await expect(page.getByLabel('Ordinary Hours per Week')).toHaveValue('38');
  await page.getByLabel('Work State').selectOption('SA');
  await page.getByLabel('Ordinary Hours per Week').fill('22.8');
  await page.getByRole('checkbox', { name: 'Tuesday' }).uncheck();
  await page.getByRole('checkbox', { name: 'Thursday' }).uncheck();
  await page.getByLabel('Work Pattern Applies From').fill(later);
  await page
    .getByRole('heading', { name: 'Work Pattern' })
    .or(page.getByText('Work Pattern', { exact: true }))
    .first()
    .scrollIntoViewIfNeeded();
  await screenshot(page, 'work-pattern-form');
  await page.getByRole('tab', { name: /Emergency Contact/ }).click();
  await page.getByRole('button', { name: 'Update' }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/employees/${employee.id}$`));
  // Today the pattern in force is still the default.
  await expect(detail(page, 'Employment Details', 'Ordinary Hours')).toHaveText(
    '38 h a week over Mon, Tue, Wed, Thu, Fri',
  );
  await expect(detail(page, 'Employment Details', 'Work Pattern Changes')).toContainText(
    `From ${showDay(later)}: 22.8 h over Mon, Wed, Fri; starts 09:00; SA (Full-time)`,
  );
  await expect(page.getByRole('region', { name: 'Recent history' })).toContainText(
    `Work pattern changed from ${showDay(later)}: 22.8 h over Mon, Wed, Fri; starts 09:00; SA`,
  );
});

test('Holidays and Calendars: the SA list with its evenings; HR adds, corrects and removes days', async ({ page }) => {
  await openIn(page, organization, '/dashboard/attendance/holidays');
  await expect(page.getByRole('heading', { name: 'Holidays and Calendars' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Public holidays' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Year', { exact: true }).selectOption('2026');
  await expect(
    page.getByText('National holidays only. Employees without a work state get these; choose a state to see its own.'),
  ).toBeVisible();
  await page.getByLabel('State', { exact: true }).selectOption('SA');
  const eve = page.getByRole('row', { name: /Christmas Eve/ });
  await expect(eve).toContainText('Thu, 24 Dec 2026');
  await expect(eve).toContainText('From 19:00');
  await expect(page.getByRole('row', { name: /New Year's Eve/ })).toContainText('From 19:00');
  await expect(page.getByRole('row', { name: /Adelaide Cup Day/ })).toContainText('Whole day');

  await page.getByRole('button', { name: 'Add Holiday' }).click();
  const add = page.getByRole('dialog', { name: 'Add Holiday' });
  await add.getByLabel('Date').fill('2026-09-01');
  await add.getByLabel('Name').fill('Wattle Day');
  await expect(add.getByRole('checkbox', { name: 'SA' })).toBeChecked();
  await add.getByRole('button', { name: 'Add Holiday' }).click();
  await expect(page.getByText('Wattle Day added to the public holidays.')).toBeVisible();
  const wattle = page.getByRole('row', { name: /Wattle Day/ });
  await expect(wattle).toContainText('Tue, 1 Sept 2026');
  await expect(wattle).toContainText('Added by your organization');
  await expect(wattle).toContainText('For SA');

  await page.getByRole('button', { name: 'Edit Christmas Day on Fri, 25 Dec 2026' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Christmas Day' });
  await edit.getByLabel('Name').fill('Christmas Day (corrected)');
  await edit.getByRole('button', { name: 'Save' }).click();
  const corrected = page.getByRole('row', { name: /Christmas Day \(corrected\)/ });
  await expect(corrected).toContainText('Corrected');
  await expect(corrected).toContainText('Was Christmas Day, 25 Dec 2026');

  await page.getByRole('button', { name: 'Remove Proclamation Day on Sat, 26 Dec 2026' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Holiday' });
  await expect(confirm).toContainText(
    "Remove Proclamation Day (Sat, 26 Dec 2026) from your organization's public holidays?",
  );
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Proclamation Day removed from the public holidays.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Sat, 26 Dec 2026/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Proclamation Day/ })).toHaveCount(1);
  await toTop(page);
  await screenshot(page, 'holidays-desktop', { fullPage: true });

  const removed = page.getByRole('region', { name: 'Removed by your organization' });
  await removed.getByRole('button', { name: 'Restore Proclamation Day on Sat, 26 Dec 2026' }).click();
  await expect(page.getByText('Proclamation Day restored to the public holidays.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Sat, 26 Dec 2026/ })).toContainText('Proclamation Day');
  await expect(removed).toHaveCount(0);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the holidays list stacks without a horizontal scroll', async ({ page }) => {
    await openIn(page, organization, '/dashboard/attendance/holidays');
    await page.getByLabel('State', { exact: true }).selectOption('NT');
    await expect(page.getByRole('row', { name: /Picnic Day/ }).first()).toBeVisible();
    await expectFitsAndSave(page, 'holidays-360');
  });
});
