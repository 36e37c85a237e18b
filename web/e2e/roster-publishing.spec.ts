/**
 * Publishing rosters (issue 28 §2) in the browser: a manager publishes next week for their
 * department (the confirmation names the shifts and people), the employee is told and acknowledges
 * the week on a phone (390 px), and the notifications screen shows it delivered and acknowledged.
 */
import { expect, hasHorizontalScroll, managerAndReport, screenshot, test, todayIn } from './fixtures';

const PASSWORD = 'Roster-Wattle-Week-2026';

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
/** "7 Dec 2026", as the screens write a day. */
const shortDay = (day: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

test('a manager publishes next week; the employee acknowledges it on a phone', async ({ api, request, pageAs }) => {
  test.setTimeout(150_000);
  const { team, report, managerSession, reportSession } = await managerAndReport(api, request, {
    workspace: 'Wattle Café',
    department: 'Café',
    designation: 'Barista',
    manager: ['Maya', 'Manager'],
    report: ['Rory', 'Barista'],
    password: PASSWORD,
  });
  const { organization, department } = team;
  const monday = addDays(mondayOf(todayIn('Australia/Sydney')), 7);
  for (const [offset, start, end] of [
    [0, '09:00', '17:00'],
    [2, '10:00', '16:00'],
  ] as const) {
    await api.send('post', '/shifts', {
      organization_id: organization.id,
      employee_id: report.id,
      department_id: department.id,
      date: addDays(monday, offset),
      start_time: start,
      end_time: end,
      break_minutes: 30,
      role: 'Barista',
    });
  }

  // Maya publishes the week from the rosters screen.
  const manager = await pageAs(managerSession, organization, '/dashboard/rostering/rosters');
  await expect(manager.getByRole('heading', { name: 'Rosters', level: 1 })).toBeVisible();
  const weeks = manager.getByRole('region', { name: 'Roster weeks' });
  const row = weeks.getByRole('row', { name: new RegExp(`Week of ${shortDay(monday)}`) });
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: `Publish week of ${shortDay(monday)}` }).click();
  const dialog = manager.getByRole('alertdialog');
  await expect(dialog).toContainText('2 shifts of Café for 1 person will be published.');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(manager.getByText('Roster published: 2 shifts, 1 person notified.').first()).toBeVisible();
  await expect(row).toContainText('Published');
  await screenshot(manager, 'rosters-published', { fullPage: true });

  // The notifications screen: the worker (driven from the queue) e-mailed Rory.
  const sent = await pageAs(managerSession, organization, '/dashboard/rostering/notifications');
  const table = sent.getByRole('region', { name: 'Roster notifications' });
  await expect(async () => {
    await sent.reload();
    await expect(table.getByRole('row', { name: /Rory Barista/ })).toContainText('Delivered', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(table.getByRole('row', { name: /Rory Barista/ })).toContainText('Not yet');

  // Rory, on a 390 px phone: My roster, then Acknowledge week.
  const own = await pageAs(reportSession, organization, '/dashboard/rostering/rosters');
  await own.setViewportSize({ width: 390, height: 844 });
  await expect(own.getByRole('heading', { name: 'My roster', level: 1 })).toBeVisible();
  await expect(own.getByRole('heading', { name: `Week of ${shortDay(monday)}` })).toBeVisible();
  await expect(own.getByText('9:00 am – 5:00 pm')).toBeVisible();
  expect(await hasHorizontalScroll(own)).toBe(false);
  await screenshot(own, 'my-roster-390', { fullPage: true });
  await own.getByRole('button', { name: 'Acknowledge week' }).click();
  await expect(own.getByText(`Week of ${shortDay(monday)} acknowledged.`).first()).toBeVisible();
  await expect(own.getByRole('button', { name: 'Acknowledge week' })).toBeHidden();

  // Acknowledged on the notifications screen.
  await sent.reload();
  await expect(table.getByRole('row', { name: /Rory Barista/ })).toContainText('Acknowledged');
  await screenshot(sent, 'roster-notifications', { fullPage: true });
});
