import { type Api, expect, expectFitsAndSave, openIn, type Page, screenshot, type Team, test, toTop } from './fixtures';

/** A day relative to today in Sydney (the organization's zone), as YYYY-MM-DD. */
function sydneyDay(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

/** 7 Dec 2026, as the lists show a day. */
const medium = (day: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

let team: Team;

async function recordExitThroughApi(api: Api, id: number, body: Record<string, unknown>) {
  const { version } = await api.get<{ version: number }>(`/employees/${id}`);
  await api.send('post', `/employees/${id}/exit`, { ...body, version });
}

test.beforeAll(async ({ api }) => {
  team = await api.team('Wattle Bakery', 'Bakehouse', 'Baker', {
    contact_email: 'hr@bakery.test',
    timezone: 'Australia/Sydney',
  });
  const hire = (code: string, fields: Record<string, unknown>) =>
    api.hire(team, { first_name: 'Someone', last_name: code, employee_code: code, ...fields });
  await hire('LF-001', { first_name: 'Olivia', last_name: 'Baker', joining_date: '2024-03-04', status: 'Active' });
  await hire('LF-002', { first_name: 'Noah', last_name: 'Starter', joining_date: sydneyDay(14) });
  await hire('LF-003', { first_name: 'Ivy', last_name: 'Former', joining_date: '2019-05-06', status: 'Terminated' });
  const leaver = await hire('LF-004', {
    first_name: 'Leo',
    last_name: 'Leaver',
    joining_date: '2023-01-09',
    status: 'Active',
  });
  await recordExitThroughApi(api, leaver.id, { last_working_day: sydneyDay(-3), reason: 'resignation' });
  await hire('LF-005', {
    first_name: 'Grace',
    last_name: 'Review',
    joining_date: sydneyDay(-170),
    status: 'On Probation',
  });
  await hire('LF-006', {
    first_name: 'Henry',
    last_name: 'Extend',
    joining_date: sydneyDay(-60),
    status: 'On Probation',
  });
});

const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });
const tab = (page: Page, name: string) => page.getByRole('group', { name: 'Show' }).getByRole('button', { name });

test('the directory has Current, Upcoming, Former and Trash tabs with counts', async ({ page }) => {
  await openIn(page, team.organization, '/dashboard/employees');
  await expect(tab(page, 'Current 3')).toHaveAttribute('aria-pressed', 'true');
  await expect(tab(page, 'Upcoming 1')).toBeVisible();
  await expect(tab(page, 'Former 2')).toBeVisible();
  await expect(tab(page, 'Trash 0')).toBeVisible();
  await expect(row(page, 'Olivia Baker')).toBeVisible();
  await expect(row(page, 'Noah Starter')).toHaveCount(0);
  await toTop(page);
  await screenshot(page, 'lifecycle-directory-current', { fullPage: true });

  await tab(page, 'Upcoming 1').click();
  await expect(row(page, 'Noah Starter')).toContainText(`Starts ${medium(sydneyDay(14))}`);
  await tab(page, 'Former 2').click();
  await expect(row(page, 'Ivy Former')).toContainText('Terminated');
  await expect(row(page, 'Leo Leaver')).toContainText(`Left after ${medium(sydneyDay(-3))}`);
  // Terminated is red, On Probation amber: never the same colour.
  await expect(row(page, 'Ivy Former').getByText('Terminated', { exact: true })).toHaveAttribute('data-tone', 'red');
  await screenshot(page, 'lifecycle-directory-former', { fullPage: true });

  await page.setViewportSize({ width: 360, height: 740 });
  await tab(page, 'Current 3').click();
  await expect(row(page, 'Olivia Baker')).toBeVisible();
  await expectFitsAndSave(page, 'lifecycle-directory-360');
});

test('recording an exit asks for the details and a confirmation; the Exit page lists it with its checklist', async ({
  page,
}) => {
  const lastDay = sydneyDay(21);
  await openIn(page, team.organization, '/dashboard/employees');
  await row(page, 'Olivia Baker').getByRole('link', { name: 'View Olivia Baker' }).click();
  await page.getByRole('button', { name: 'Terminate / Record Exit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Exit' });
  await dialog.getByLabel('Last working day').fill(lastDay);
  await dialog.getByLabel('Reason').selectOption({ label: 'Resignation' });
  await dialog.getByLabel('Notice given on').fill(sydneyDay(0));
  await dialog.getByLabel('Notice period (weeks)').fill('3');
  await dialog.getByLabel('Note').fill('Moving to Hobart');
  await screenshot(page, 'lifecycle-exit-dialog');
  await dialog.getByRole('button', { name: 'Review Exit' }).click();
  await expect(dialog.getByText('Resignation (STP V)')).toBeVisible();
  await screenshot(page, 'lifecycle-exit-confirm');
  await dialog.getByRole('button', { name: 'Confirm Exit' }).click();
  await expect(page.getByText('Exit recorded for Olivia Baker.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Still current until the last day.
  await expect(page.getByText(`Last day ${medium(lastDay)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Exit' })).toBeVisible();

  await page.goto('/dashboard/employees/exit');
  const scheduled = row(page, 'Olivia Baker');
  await expect(scheduled).toContainText(medium(lastDay));
  await expect(scheduled).toContainText('Resignation');
  await expect(scheduled).toContainText('STP V');
  await expect(scheduled).toContainText('3 weeks');
  await expect(scheduled).toContainText('0% done');
  await scheduled.getByRole('button', { name: 'Checklist of Olivia Baker' }).click();
  const sheet = page.getByRole('dialog', { name: 'Olivia Baker' });
  // Ticked when saved (the box shows the server's state).
  const task = sheet.getByRole('checkbox', { name: /Confirm the exit in writing/ });
  await task.click();
  await expect(task).toBeChecked();
  await expect(sheet.getByText('14%')).toBeVisible();
  await expect(sheet.getByText(`Done ${medium(sydneyDay(0))}`)).toBeVisible();
  await screenshot(page, 'lifecycle-exit-checklist');
  await page.keyboard.press('Escape');
  await expect(scheduled).toContainText('14% done');
  await toTop(page);
  await screenshot(page, 'lifecycle-exit-page', { fullPage: true });

  await page.getByRole('button', { name: 'Left', exact: true }).click();
  await expect(row(page, 'Leo Leaver')).toContainText(medium(sydneyDay(-3)));
  await expect(row(page, 'Leo Leaver').getByRole('button', { name: /Cancel exit/ })).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Scheduled', exact: true }).click();
  await expect(scheduled).toBeVisible();

  await expectFitsAndSave(page, 'lifecycle-exit-page-360');

  // Cancel while it has not happened: gone from the list, the status back to Active.
  await scheduled.getByRole('button', { name: 'Cancel exit of Olivia Baker' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel Exit' });
  await cancel.getByRole('button', { name: 'Cancel Exit' }).click();
  await expect(page.getByText('Exit cancelled for Olivia Baker.')).toBeVisible();
  await expect(scheduled).toHaveCount(0);
  await page.goto('/dashboard/employees');
  await expect(row(page, 'Olivia Baker')).toContainText('Active');
});

test('the dashboard counts current staff, with starters and leavers apart', async ({ page }) => {
  await openIn(page, team.organization, '/dashboard');
  const total = page.getByRole('group', { name: 'Total Staff' });
  await expect(total).toContainText('3');
  await expect(total).toContainText('Current staff');
  await expect(page.getByRole('region', { name: /^Upcoming starters/ })).toContainText('Noah Starter');
  await expect(page.getByRole('region', { name: /^Left in the last 30 days/ })).toContainText('Leo Leaver');
  await toTop(page);
  await screenshot(page, 'lifecycle-dashboard', { fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(total).toBeVisible();
  await expectFitsAndSave(page, 'lifecycle-dashboard-360');
});

test('probation: due for review first, confirmed or extended after a dialog', async ({ page }) => {
  await openIn(page, team.organization, '/dashboard/employees/probation');
  const grace = row(page, 'Grace Review');
  await expect(grace).toContainText('Due for review');
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Grace Review');
  await expect(rows.nth(2)).toContainText('Henry Extend');
  await toTop(page);
  await screenshot(page, 'lifecycle-probation', { fullPage: true });

  await grace.getByRole('button', { name: 'Confirm Grace Review' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Probation' });
  await confirm.getByRole('button', { name: 'Confirm Probation' }).click();
  await expect(page.getByText('Grace Review has passed probation.')).toBeVisible();
  await expect(grace).toHaveCount(0);

  const henry = row(page, 'Henry Extend');
  await henry.getByRole('button', { name: 'Extend probation of Henry Extend' }).click();
  const extend = page.getByRole('dialog', { name: 'Extend Probation' });
  await extend.getByLabel('New end date').fill(sydneyDay(200));
  await extend.getByLabel('Reason').fill('Needs more time on the ovens');
  await extend.getByRole('button', { name: 'Extend Probation' }).click();
  await expect(extend).toBeHidden();
  await expect(henry).toContainText(medium(sydneyDay(200)));

  await page.goto('/dashboard/employees/history');
  await expect(page.getByRole('row', { name: /Probation Extended/ }).first()).toContainText('Reason: Needs more time');
  await expect(page.getByRole('row', { name: /Probation Confirmed/ }).first()).toContainText('Grace Review');
});
