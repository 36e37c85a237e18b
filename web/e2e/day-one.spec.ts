import { zonedToUtc } from '@wattle/shared/calendar';
import {
  ADMIN,
  Api,
  createUser,
  expect,
  login,
  type OrganizationRecord,
  openIn,
  type Page,
  SIGNED_OUT,
  screenshot,
  test,
  todayIn,
  uniqueName,
} from './fixtures';

/**
 * A new HR team's first morning in Sydney (the browser is en-AU in Australia/Sydney). The server's
 * clock is the real one, so the day checks compare with the real Sydney day; the fake-clock cases
 * (before and after 10 am, daylight saving) are API tests (organization-days.int.test.ts).
 */

const SYDNEY = 'Australia/Sydney';
const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
const mediumDate = (day: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test("before 10 am in Sydney a new applicant applied today, and history from today to today has today's changes", async ({
  page,
  scratch,
}) => {
  const team = await scratch.team('Wattle Bakery', 'Bakehouse', 'Baker', {
    contact_email: 'hr@bakery.example',
    timezone: SYDNEY,
  });
  const { organization } = team;
  const job = await scratch.jobOpening(team, 'Pastry Cook');
  // Made now by the server: its Hired event is today in Sydney.
  const employee = await scratch.hire(team, {
    first_name: 'Mia',
    last_name: uniqueName('Baker').replaceAll(' ', ''),
    employee_code: uniqueName('BK').replaceAll(' ', ''),
  });

  // The browser's clock: 9:15 am today in Sydney, when the UTC day is still yesterday.
  const today = todayIn(SYDNEY);
  await page.clock.setFixedTime(zonedToUtc(`${today}T09:15`, SYDNEY));
  await openIn(page, organization, '/dashboard/recruitment/applicants');
  expect(await page.evaluate(() => new Date().toISOString().slice(0, 10))).not.toBe(today);

  await page.getByRole('button', { name: 'Add Applicant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Applicant' });
  await dialog.getByLabel('First Name').fill('Grace');
  await dialog.getByLabel('Last Name').fill('Crumb');
  await dialog.getByLabel('Email').fill(`${uniqueName('grace').replaceAll(' ', '.')}@example.com`);
  await dialog.getByLabel('Job Opening').selectOption({ label: job.title });
  await dialog.getByRole('button', { name: 'Add Applicant' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Grace Crumb' });
  await expect(row).toContainText(mediumDate(today));
  await screenshot(page, 'day-one-applicant-sydney-morning', { fullPage: true });

  // Employee history filtered from today to today (the organization's days): not empty.
  await page.goto('/dashboard/employees/history');
  await page.getByLabel('Start Date').fill(today);
  await page.getByLabel('End Date').fill(today);
  await expect(page).toHaveURL(new RegExp(`start_date=${today}&end_date=${today}|end_date=${today}.*start_date`));
  const hired = page.getByRole('row').filter({ hasText: `${employee.first_name} ${employee.last_name}` });
  await expect(hired).toHaveCount(1);
  await expect(hired).toContainText('Hired');
  await expect(hired).toContainText(longDate(today));
  await screenshot(page, 'day-one-history-today', { fullPage: true });
});

test.describe('signing in', () => {
  test.use({ storageState: SIGNED_OUT });

  test('lands on the page the user asked for, and never outside the app', async ({ page }) => {
    await page.goto('/dashboard/employees/history?event_type=Hired');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Femployees%2Fhistory%3Fevent_type%3DHired$/);
    await signInWithForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard\/employees\/history\?event_type=Hired$/);
    await expect(page.getByRole('heading', { name: 'Employee History' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/login?next=https%3A%2F%2Fevil.example%2Fdashboard');
    await signInWithForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the first time with no workspace: a short welcome and Create your first workspace', async ({
    page,
    request,
  }) => {
    const email = `${uniqueName('first').replaceAll(' ', '.')}@bakery.example`;
    const password = 'Wattle-First-Morning-7';
    createUser(email, password, 'Wendy Baker');
    await page.goto('/login');
    await signInWithForm(page, email, password);
    await expect(page.getByRole('heading', { name: 'Welcome to Wattle HR, Wendy' })).toBeVisible();
    await screenshot(page, 'day-one-welcome', { fullPage: true });

    await page.getByRole('button', { name: 'Create your first workspace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Workspace' });
    await expect(dialog.getByLabel('Timezone')).toHaveValue(SYDNEY);
    const name = uniqueName('Wendy Bakes');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Contact Email').fill('hr@wendy.example');
    await dialog.getByRole('button', { name: 'Create Workspace' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Showing data for ${name}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: /Welcome to Wattle HR/ })).toHaveCount(0);

    const wendy = new Api(request, await login(request, { email, password }));
    const mine = await wendy.get<OrganizationRecord[]>('/organizations');
    expect(mine.map((organization) => [organization.name, organization.timezone])).toEqual([[name, SYDNEY]]);
    for (const organization of mine) await wendy.deleteOrganization(organization.id);
  });
});
