import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  apiLogin,
  authHeaders,
  createDepartment,
  createDesignation,
  createEmployee,
  createOrganization,
  hasHorizontalScroll,
  latestMail,
  SCREENS_DIR,
  type Session,
  todayIn,
  uniqueName,
} from './support';

const PASSWORD = 'Clock-On-Wattle-Time-47';

/** Accepts the latest invitation mailed to `email` through the API: the new member's session. */
async function acceptInvitation(request: APIRequestContext, email: string, organization: string, name: string) {
  const mail = await latestMail(email, `Join ${organization} on Wattle HR`);
  const token = /\/invitation#token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeTruthy();
  const accepted = await request.post(`/api/v1/invitations/${token}/accept`, { data: { name, password: PASSWORD } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return ((await accepted.json()) as { data: Session }).data;
}

/** A browser of the member's own, signed in, with the workspace selected, at `path`. */
async function openAs(browser: Browser, session: Session, organizationId: number, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-AU', timezoneId: 'Australia/Sydney' });
  const page = await context.newPage();
  await page.addInitScript(
    ({ token, user, id }) => {
      localStorage.setItem('ACCESS_TOKEN', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('selectedOrgId', String(id));
    },
    { token: session.token, user: session.user, id: organizationId },
  );
  await page.goto(path);
  return page;
}

const formatted = (date: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

test('an employee clocks in and out and asks for a correction; their manager approves it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await apiLogin(request);
  const organization = await createOrganization(request, owner, uniqueName('Wattle Clock'));
  // The workspace's day is Sydney's (the browsers' zone too).
  const moved = await request.put(`/api/v1/organizations/${organization.id}`, {
    headers: authHeaders(owner),
    data: {
      name: organization.name,
      contact_email: 'hr@example.com',
      timezone: 'Australia/Sydney',
      version: organization.version,
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const department = await createDepartment(request, owner, organization.id, 'Floor');
  const designation = await createDesignation(request, owner, department.id, 'Barista');
  const stamp = Date.now().toString(36);
  const maya = await createEmployee(request, owner, {
    organization_id: organization.id,
    department_id: department.id,
    designation_id: designation.id,
    first_name: 'Maya',
    last_name: 'Manager',
    employee_code: `MM-${stamp}`,
  });
  const rory = await createEmployee(request, owner, {
    organization_id: organization.id,
    department_id: department.id,
    designation_id: designation.id,
    first_name: 'Rory',
    last_name: 'Clock',
    employee_code: `RC-${stamp}`,
    reporting_manager_id: maya.id,
  });

  // Rory joins self-service; Maya joins as a manager and is linked to her record.
  const invited = await request.post(`/api/v1/employees/${rory.id}/self-service-invitation`, {
    headers: authHeaders(owner),
    data: {},
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const rorySession = await acceptInvitation(request, `rc-${stamp}@example.com`, organization.name, 'Rory Clock');
  const mayaEmail = `maya.${stamp}@example.com`;
  const asked = await request.post(`/api/v1/organizations/${organization.id}/invitations`, {
    headers: authHeaders(owner),
    data: { email: mayaEmail, role: 'manager' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const mayaSession = await acceptInvitation(request, mayaEmail, organization.name, 'Maya Manager');
  const linked = await request.patch(`/api/v1/organizations/${organization.id}/members/${mayaSession.user.id}`, {
    headers: authHeaders(owner),
    data: { employee_id: maya.id },
  });
  expect(linked.status(), await linked.text()).toBe(200);

  // Rory's day: clock in with a note, a break, clock out.
  const own = await openAs(browser, rorySession, organization.id, '/dashboard/attendance/tracking');
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
  await own.screenshot({ path: `${SCREENS_DIR}/attendance-my-day.png`, fullPage: true });
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
  const manager = await openAs(browser, mayaSession, organization.id, '/dashboard/attendance/adjustments');
  await manager.getByRole('button', { name: 'To approve' }).click();
  const queue = manager.getByRole('region', { name: 'Corrections' });
  await expect(queue.getByRole('row', { name: /Rory Clock/ })).toContainText('09:00–17:00, break 12:00–12:30');
  await manager.screenshot({ path: `${SCREENS_DIR}/attendance-adjustments.png`, fullPage: true });
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
  await manager.screenshot({ path: `${SCREENS_DIR}/attendance-board.png`, fullPage: true });

  // A phone: the board's rows are cards and nothing scrolls sideways.
  await manager.setViewportSize({ width: 360, height: 800 });
  await expect(board.getByRole('row', { name: /Rory Clock/ })).toBeVisible();
  expect(await hasHorizontalScroll(manager)).toBe(false);
  await manager.screenshot({ path: `${SCREENS_DIR}/attendance-board-360.png`, fullPage: true });
  await own.setViewportSize({ width: 360, height: 800 });
  await own.goto('/dashboard/attendance/tracking');
  await expect(own.getByText('Clocked out', { exact: true })).toBeVisible();
  expect(await hasHorizontalScroll(own)).toBe(false);
  await own.screenshot({ path: `${SCREENS_DIR}/attendance-my-day-360.png`, fullPage: true });
});
