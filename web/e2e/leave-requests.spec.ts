import { acceptInvitation, expect, hasHorizontalScroll, latestMail, screenshot, test, todayIn } from './fixtures';

const PASSWORD = 'Annual-Leave-Beach-42';

/** The next Monday at least a week away (the organization's day, Sydney), and the Tuesday after it. */
function nextWorkingPair(): { monday: string; tuesday: string } {
  for (let offset = 7; offset < 14; offset++) {
    const day = todayIn('Australia/Sydney', offset);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 1)
      return { monday: day, tuesday: todayIn('Australia/Sydney', offset + 1) };
  }
  throw new Error('no Monday in a week');
}

test('an employee asks for leave, their manager approves it, the balance and the team calendar show it', async ({
  api,
  request,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const team = await api.team('Wattle Leave', 'Front of House', 'Host');
  const { organization } = team;
  const code = Date.now().toString(36);
  const managerRecord = await api.hire(team, {
    first_name: 'Mia',
    last_name: 'Manager',
    employee_code: `LM-${code}`,
    status: 'Active',
  });
  const workerRecord = await api.hire(team, {
    first_name: 'Will',
    last_name: 'Worker',
    employee_code: `LW-${code}`,
    status: 'Active',
    reporting_manager_id: managerRecord.id,
  });
  // Both join self-service through the invitation the owner sends, with passwords of their own.
  const managerEmail = `mia.${code}@example.com`;
  const workerEmail = `will.${code}@example.com`;
  const organizationName = organization.name;
  await api.inviteToSelfService(managerRecord.id, managerEmail);
  const mia = await acceptInvitation(request, {
    address: managerEmail,
    organizationName,
    name: 'Mia Manager',
    password: PASSWORD,
  });
  await api.inviteToSelfService(workerRecord.id, workerEmail);
  const worker = await acceptInvitation(request, {
    address: workerEmail,
    organizationName,
    name: 'Will Worker',
    password: PASSWORD,
  });
  // The owner makes Mia a Manager.
  await api.send('patch', `/organizations/${organization.id}/members/${mia.user.id}`, { role: 'manager' });

  // Will asks for two days of annual leave from self-service.
  const { monday, tuesday } = nextWorkingPair();
  const will = await pageAs(worker, organization, '/dashboard/attendance/requests');
  await expect(will.getByRole('heading', { name: 'Leave Requests', level: 1 })).toBeVisible();
  await expect(will.getByRole('tab', { name: 'My requests' })).toHaveAttribute('aria-selected', 'true');
  await expect(will.getByRole('tab', { name: 'To approve' })).toHaveCount(0);
  await will.getByRole('button', { name: 'New Request' }).click();
  const dialog = will.getByRole('dialog', { name: 'New Leave Request' });
  await dialog.getByLabel('Leave type').selectOption({ label: 'Annual Leave' });
  await dialog.getByLabel('Start date').fill(monday);
  await dialog.getByLabel('End date').fill(tuesday);
  await expect(dialog.getByText('Hours counted: 15.20')).toBeVisible();
  await expect(dialog.getByText(/Projected balance by the end date: \d+\.\d\d hours/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(will.getByText('Leave requested: 15.20 hours, now waiting for approval.')).toBeVisible();
  const row = will.getByRole('row', { name: /Will Worker/ });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('15.20');

  // Mia hears of it (the bell and an e-mail) and approves it.
  const mail = await latestMail(managerEmail, 'Leave request from Will Worker');
  expect(mail.text).toContain('/dashboard/attendance/requests?view=to_approve&request=');
  const miaPage = await pageAs(mia, organization, '/dashboard/attendance/requests');
  await expect(miaPage.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await miaPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(miaPage.getByText('Will Worker asked for 15.20 hours of annual leave', { exact: false })).toBeVisible();
  await miaPage.keyboard.press('Escape');
  await miaPage.getByRole('tab', { name: 'To approve' }).click();
  await miaPage.getByRole('button', { name: "Approve Will Worker's leave" }).click();
  const approve = miaPage.getByRole('dialog', { name: 'Approve Leave' });
  await approve.getByLabel('Comment').fill('Enjoy the break');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(miaPage.getByText("Will Worker's leave approved.")).toBeVisible();
  await expect(miaPage.getByText('No requests are waiting for you.')).toBeVisible();

  // Will's request is approved, with Mia's comment; the balance has taken the hours.
  await will.reload();
  await expect(will.getByRole('row', { name: /Will Worker/ })).toContainText('Approved');
  await expect(will.getByRole('row', { name: /Will Worker/ })).toContainText('Mia Manager: Enjoy the break');
  await will.goto('/dashboard/attendance/balance');
  await expect(will.getByRole('heading', { name: 'Leave Balance' })).toBeVisible();
  await will.getByLabel('As of', { exact: true }).fill(tuesday);
  await expect(will.getByRole('row', { name: /Annual Leave/ })).toContainText('15.20 h');

  // The team calendar shows Will away on both days.
  await miaPage.goto('/dashboard/attendance/holidays');
  await miaPage.getByRole('tab', { name: 'Team calendar' }).click();
  const month = monday.slice(0, 7);
  if (month !== todayIn('Australia/Sydney').slice(0, 7))
    await miaPage.getByRole('button', { name: 'Next month' }).click();
  const away = miaPage.getByRole('region', { name: 'Away this month' });
  await expect(away).toContainText('Will Worker');
  await expect(away).toContainText('Annual Leave');
  await expect(miaPage.locator(`[data-day="${monday}"]`)).toContainText('Will Worker');
  await screenshot(miaPage, 'leave-team-calendar', { fullPage: true });
  await miaPage.setViewportSize({ width: 360, height: 800 });
  await expect(away).toBeVisible();
  expect(await hasHorizontalScroll(miaPage)).toBe(false);
  await screenshot(miaPage, 'leave-team-calendar-phone', { fullPage: true });
  await will.goto('/dashboard/attendance/requests');
  await screenshot(will, 'leave-requests', { fullPage: true });
  await will.setViewportSize({ width: 360, height: 800 });
  expect(await hasHorizontalScroll(will)).toBe(false);
  await screenshot(will, 'leave-requests-phone', { fullPage: true });
});
