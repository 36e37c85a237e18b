/**
 * Timesheets (issue 27 §2) in the browser. Written against the API contract (shared/src/timesheets.ts
 * and the routes of issue 27) while the API was built on its own branch: it passes only once the
 * timesheet API (and the `timesheets` permissions of the built-in roles) are merged. It passed on
 * this branch merged with i27-tsapi at 0714467 (2 passed, 2.5 min).
 */
import { expect, hasHorizontalScroll, managerAndReport, screenshot, test, todayIn } from './fixtures';

const PASSWORD = 'Timesheet-Wattle-Week-38';
const WEEKDAYS = 5;

/** `day` moved by `days` (YYYY-MM-DD). */
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
/** "Mon 23 Nov", as the entry screen heads a day. */
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .formatToParts(new Date(`${day}T00:00:00Z`))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');

test('an employee enters last week on a phone and submits it; their manager approves it', async ({
  api,
  request,
  pageAs,
}) => {
  test.setTimeout(150_000);
  const {
    team,
    reportSession: rorySession,
    managerSession: mayaSession,
  } = await managerAndReport(api, request, {
    workspace: 'Wattle Bakery',
    department: 'Bakery',
    designation: 'Baker',
    manager: ['Maya', 'Manager'],
    report: ['Rory', 'Baker'],
    password: PASSWORD,
  });
  const { organization } = team;

  // Rory, on a 390 px phone: last week (a Monday week: no pay schedule is set up).
  const monday = addDays(mondayOf(todayIn('Australia/Sydney')), -7);
  const own = await pageAs(rorySession, organization, '/dashboard/timesheet/entry');
  await own.setViewportSize({ width: 390, height: 844 });
  await expect(own.getByRole('heading', { name: 'Timesheet Entry', level: 1 })).toBeVisible();
  await own.getByRole('button', { name: 'Previous period' }).click();
  await own.getByRole('button', { name: 'Start timesheet' }).click();
  await expect(own.getByRole('heading', { name: dayLabel(monday) })).toBeVisible();

  for (let index = 0; index < WEEKDAYS; index += 1) {
    const label = dayLabel(addDays(monday, index));
    const day = own.getByRole('region', { name: label });
    await day.getByRole('button', { name: `Add entry on ${label}` }).click();
    await day.getByLabel('Start').fill('09:00');
    await day.getByLabel('End').fill('17:00');
    await day.getByLabel('Unpaid break (min)').fill('30');
    await expect(day.getByText('7:30')).toBeVisible();
    await day.getByRole('button', { name: `Save ${label}` }).click();
    await expect(day.getByRole('button', { name: `Save ${label}` })).toBeHidden();
  }
  await expect(own.getByTestId('period-total')).toHaveText('37:30');
  expect(await hasHorizontalScroll(own)).toBe(false);
  await screenshot(own, 'timesheet-entry-390', { fullPage: true });
  await own.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(own.getByText('Submitted', { exact: true })).toBeVisible();

  // Maya approves it from her queue.
  const manager = await pageAs(mayaSession, organization, '/dashboard/timesheet/approvals');
  await expect(manager.getByRole('heading', { name: 'Timesheet Approvals', level: 1 })).toBeVisible();
  const queue = manager.getByRole('region', { name: 'Timesheets to approve' });
  await expect(queue.getByRole('row', { name: /Rory Baker/ })).toContainText('37:30');
  await screenshot(manager, 'timesheet-approvals', { fullPage: true });
  await manager.getByRole('button', { name: "Approve Rory Baker's timesheet" }).click();
  await expect(manager.getByText("Rory Baker's timesheet approved.").first()).toBeVisible();
  await expect(manager.getByText('No timesheets are waiting for your approval.')).toBeVisible();

  // Rory's week reads Approved.
  await own.reload();
  await own.getByRole('button', { name: 'Previous period' }).click();
  await expect(own.getByText('Approved', { exact: true })).toBeVisible();
  await expect(own.getByTestId('period-total')).toHaveText('37:30');
});
