import { expect, hasHorizontalScroll, managerAndReport, screenshot, test, todayIn } from './fixtures';

const PASSWORD = 'Clock-On-Wattle-Time-47';

/** An instant as the organization's (Sydney's) day and HH:MM. */
const sydneyClock = (instant: number) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Australia/Sydney',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

const formatted = (date: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

test('an employee clocks in and out and asks for a correction; their manager approves it', async ({
  api,
  request,
  pageAs,
}) => {
  test.setTimeout(120_000);
  // The workspace's day is Sydney's (the browsers' zone too). Rory joins self-service; Maya joins
  // as a manager and is linked to her record.
  const {
    team,
    reportSession: rorySession,
    managerSession: mayaSession,
  } = await managerAndReport(api, request, {
    workspace: 'Wattle Clock',
    department: 'Floor',
    designation: 'Barista',
    manager: ['Maya', 'Manager'],
    report: ['Rory', 'Clock'],
    password: PASSWORD,
  });
  const { organization } = team;

  // Rory's day: clock in with a note, a break, clock out.
  const own = await pageAs(rorySession, organization, '/dashboard/attendance/tracking');
  await expect(own.getByRole('heading', { name: 'Attendance Tracking', level: 1 })).toBeVisible();
  await expect(own.getByRole('heading', { name: 'My day' })).toBeVisible();
  await expect(own.getByText('Not clocked in')).toBeVisible();
  await own.getByLabel('Note (optional)').fill('Opening the shop');
  await own.getByRole('button', { name: 'Clock in' }).click();
  await expect(own.getByText('Clocked in.').first()).toBeVisible();
  await expect(own.getByText('Clocked in', { exact: true })).toBeVisible();
  await own.getByRole('button', { name: 'Start break' }).click();
  await expect(own.getByText('On break', { exact: true })).toBeVisible();
  await own.getByRole('button', { name: 'End break' }).click();
  await expect(own.getByRole('button', { name: 'Clock out' })).toBeVisible();
  await screenshot(own, 'attendance-my-day', { fullPage: true });
  await own.getByRole('button', { name: 'Clock out' }).click();
  await expect(own.getByText('Clocked out', { exact: true })).toBeVisible();
  await expect(
    own.getByText('Your day is recorded. To change it, ask for a correction in Manual Adjustments.'),
  ).toBeVisible();

  // Rory asks to correct yesterday (no record: they forgot to clock in).
  const yesterday = todayIn('Australia/Sydney', -1);
  await own.goto('/dashboard/attendance/adjustments');
  await expect(own.getByRole('heading', { name: 'Manual Adjustments', level: 1 })).toBeVisible();
  await expect(own.getByText('You have not asked for any corrections.')).toBeVisible();
  await own.getByRole('button', { name: 'Ask for a correction' }).click();
  const form = own.getByRole('dialog', { name: 'Ask for a correction' });
  await form.getByLabel('Day').fill(yesterday);
  await form.getByLabel('Clock in').fill('09:00');
  await form.getByLabel('Clock out').fill('17:00');
  await form.getByLabel('Break start').fill('12:00');
  await form.getByLabel('Break end').fill('12:30');
  await form.getByLabel('Reason').fill('Forgot to clock in.');
  await form.getByRole('button', { name: 'Send for approval' }).click();
  await expect(own.getByText(`Correction for`).first()).toBeVisible();
  const mine = own.getByRole('region', { name: 'Corrections' });
  await expect(mine.getByRole('row', { name: /Rory Clock/ })).toContainText('No record');
  await expect(mine.getByRole('row', { name: /Rory Clock/ })).toContainText('Pending');

  // Maya approves it from To approve, with a comment.
  const manager = await pageAs(mayaSession, organization, '/dashboard/attendance/adjustments');
  await manager.getByRole('button', { name: 'To approve' }).click();
  const queue = manager.getByRole('region', { name: 'Corrections' });
  await expect(queue.getByRole('row', { name: /Rory Clock/ })).toContainText('09:00–17:00, break 12:00–12:30');
  await screenshot(manager, 'attendance-adjustments', { fullPage: true });
  await manager.getByRole('button', { name: `Approve Rory Clock's correction for ${formatted(yesterday)}` }).click();
  const decision = manager.getByRole('dialog', { name: 'Approve correction' });
  await expect(decision).toContainText('No record');
  await decision.getByLabel('Comment (optional)').fill('Thanks for flagging it.');
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.getByText(/Correction of Rory Clock's day .* approved\./).first()).toBeVisible();
  await expect(manager.getByText('No corrections are waiting for you.')).toBeVisible();
  await manager.getByRole('button', { name: 'All' }).click();
  await expect(queue.getByRole('row', { name: /Rory Clock/ })).toContainText('Approved');
  await expect(queue.getByRole('row', { name: /Rory Clock/ })).toContainText(
    'by Maya Manager: Thanks for flagging it.',
  );

  // The board of yesterday shows the corrected day; today's shows Rory out and Maya not clocked in.
  await manager.goto('/dashboard/attendance/tracking');
  const board = manager.getByRole('region', { name: 'Attendance board' });
  await expect(board.getByRole('row', { name: /Rory Clock/ })).toContainText('Out');
  await manager.getByLabel('Day').fill(yesterday);
  await expect(board.getByRole('row', { name: /Rory Clock/ })).toContainText('7 h 30 min');
  await expect(board.getByRole('row', { name: /Rory Clock/ })).toContainText('09:00');
  await screenshot(manager, 'attendance-board', { fullPage: true });

  // A phone: the board's rows are cards and nothing scrolls sideways.
  await manager.setViewportSize({ width: 360, height: 800 });
  await expect(board.getByRole('row', { name: /Rory Clock/ })).toBeVisible();
  expect(await hasHorizontalScroll(manager)).toBe(false);
  await screenshot(manager, 'attendance-board-360', { fullPage: true });
  await own.setViewportSize({ width: 360, height: 800 });
  await own.goto('/dashboard/attendance/tracking');
  await expect(own.getByText('Clocked out', { exact: true })).toBeVisible();
  expect(await hasHorizontalScroll(own)).toBe(false);
  await screenshot(own, 'attendance-my-day-360', { fullPage: true });
});

test('a clock-in 20 minutes after the published shift starts is marked late, on My day and the board', async ({
  api,
  request,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const { team, report, reportSession, managerSession } = await managerAndReport(api, request, {
    workspace: 'Wattle Late Shift',
    department: 'Counter',
    designation: 'Counter Hand',
    manager: ['Mila', 'Manager'],
    report: ['Lachlan', 'Late'],
    password: PASSWORD,
  });
  const { organization, department } = team;
  // A four-hour shift that started 20 minutes ago (Sydney's clock), published.
  const start = sydneyClock(Date.now() - 20 * 60_000);
  const end = sydneyClock(Date.now() + 220 * 60_000);
  await api.send('post', '/shifts', {
    organization_id: organization.id,
    employee_id: report.id,
    department_id: department.id,
    date: start.date,
    start_time: start.time,
    end_time: end.time,
    break_minutes: 0,
  });
  await api.send(
    'post',
    '/rosters/publish',
    { organization_id: organization.id, department_id: department.id, from: start.date, to: start.date },
    202,
  );
  const shiftText = `Shift ${start.time}–${end.time}`;

  const own = await pageAs(reportSession, organization, '/dashboard/attendance/tracking');
  // Before clocking in, My day names the shift a clock-in now is against.
  await expect(own.getByText(shiftText)).toBeVisible();
  await own.getByRole('button', { name: 'Clock in' }).click();
  await expect(own.getByText('Clocked in', { exact: true })).toBeVisible();
  await expect(own.getByText(shiftText)).toBeVisible();
  // 20 minutes, or 21 when the clock-in's seconds round up.
  await expect(own.getByText(/^Late 2[01] min$/)).toBeVisible();
  await screenshot(own, 'attendance-my-day-late-shift', { fullPage: true });

  const manager = await pageAs(managerSession, organization, '/dashboard/attendance/tracking');
  const board = manager.getByRole('region', { name: 'Attendance board' });
  const row = board.getByRole('row', { name: /Lachlan Late/ });
  await expect(row).toContainText(/Late 2[01] min/);
  await expect(row).toContainText(shiftText);
  await expect(manager.getByRole('button', { name: 'Late: 1' })).toBeVisible();
  await screenshot(manager, 'attendance-board-late-shift', { fullPage: true });
  await manager.setViewportSize({ width: 360, height: 800 });
  await expect(row).toContainText(/Late 2[01] min/);
  expect(await hasHorizontalScroll(manager)).toBe(false);
  await screenshot(manager, 'attendance-board-late-shift-360', { fullPage: true });
});
