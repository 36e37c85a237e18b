/**
 * Goals and tracking (issue 29 §1) in the browser: a manager sets a goal for their report with two
 * weighted key results, the report checks in on a phone (360 px) saying it is at risk, and the
 * manager edits it (a new title and key result; the value checked in is kept), and the manager's
 * tracking screen lists it first with its key result's history.
 */
import { expect, hasHorizontalScroll, managerAndReport, screenshot, test } from './fixtures';

const PASSWORD = 'Goal-Wattle-Track-2026';

test('a manager sets a goal for a report, the report checks in on a phone, tracking shows it at risk first', async ({
  api,
  request,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const { team, report, managerSession, reportSession } = await managerAndReport(api, request, {
    workspace: 'Wattle Goals',
    department: 'Sales',
    designation: 'Sales Rep',
    manager: ['Mona', 'Lead'],
    report: ['Remy', 'Seller'],
    password: PASSWORD,
  });
  const { organization } = team;

  // Mona sets Remy a goal with two weighted key results.
  const page = await pageAs(managerSession, organization, '/dashboard/performance/goals');
  await expect(page.getByRole('heading', { name: 'Goals', level: 1 })).toBeVisible();
  await expect(page.getByText('No goals yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'New goal' });
  await dialog.getByLabel('Goal', { exact: true }).fill('Win new accounts');
  await dialog.getByLabel('Employee').selectOption({ label: 'Remy Seller' });
  await dialog.getByLabel('Key result 1').fill('New accounts signed');
  await dialog.getByLabel('To', { exact: true }).fill('10');
  await dialog.getByLabel('Weight').fill('3');
  await dialog.getByRole('button', { name: 'Add key result' }).click();
  await dialog.getByLabel('Key result 2').fill('Pitch deck done');
  await dialog.getByLabel('Measured as').nth(1).selectOption({ label: 'Done / not done' });
  await dialog.getByLabel('To', { exact: true }).nth(1).fill('1');
  await dialog.getByRole('button', { name: 'Save goal' }).click();
  await expect(page.getByText('Goal saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Win new accounts' })).toBeVisible();

  // Remy, on a 360 px phone: checks in, 5 of 10, at risk.
  const own = await pageAs(reportSession, organization, '/dashboard/performance/goals');
  await own.setViewportSize({ width: 360, height: 780 });
  await expect(own.getByRole('heading', { name: 'Win new accounts' })).toBeVisible();
  await own.getByRole('button', { name: 'Check in' }).click();
  const checkIn = own.getByRole('dialog', { name: 'Check in' });
  await checkIn.getByLabel('New accounts signed').fill('5');
  await checkIn.getByLabel('Confidence').selectOption({ label: 'At risk' });
  await checkIn.getByLabel('Comment').fill('Two deals slipped to next month.');
  expect(await hasHorizontalScroll(own)).toBe(false);
  await screenshot(own, 'goal-check-in-360');
  await checkIn.getByRole('button', { name: 'Check in' }).click();
  // 3 × 50% + 1 × 0% over a weight of 4.
  await expect(own.getByText('Checked in: 37.5%.')).toBeVisible();
  await expect(own.getByText('At risk').first()).toBeVisible();
  await screenshot(own, 'goals-360');

  // Mona edits the goal: a new title and a third key result; what Remy checked in is kept.
  await page.reload();
  await page.getByRole('button', { name: 'Edit goal: Win new accounts' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit goal' });
  await expect(edit.getByLabel('Key result 1')).toHaveValue('New accounts signed');
  await expect(edit.getByLabel('Whose goal')).toHaveValue('person');
  await expect(edit.getByLabel('Employee').locator('option:checked')).toHaveText('Remy Seller');
  await edit.getByLabel('Goal', { exact: true }).fill('Win new accounts this quarter');
  await edit.getByRole('button', { name: 'Add key result' }).click();
  await edit.getByLabel('Key result 3').fill('Referral partners');
  await edit.getByLabel('To', { exact: true }).nth(2).fill('2');
  await edit.getByRole('button', { name: 'Save goal' }).click();
  await expect(page.getByText('Goal saved.')).toBeVisible();
  const edited = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Win new accounts this quarter' }) });
  await expect(edited.getByText('5 / 10')).toBeVisible();
  await expect(edited.getByText('0 / 2')).toBeVisible();
  await screenshot(page, 'goal-edited');

  // Mona's tracking: the goal at risk first, its key result's history as a chart.
  await page.goto('/dashboard/performance/tracking');
  await expect(page.getByRole('heading', { name: 'KPI/OKR tracking', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'By team' }).getByRole('cell', { name: "Mona Lead's team" }),
  ).toBeVisible();
  const first = page.getByRole('region', { name: 'Goals, at risk first' }).getByRole('listitem').first();
  await expect(first.getByRole('heading', { name: 'Win new accounts this quarter' })).toBeVisible();
  await first.getByRole('button', { name: 'Show history' }).click();
  await expect(first.getByRole('img', { name: /New accounts signed: from 0 towards 10; 5 on/ })).toBeVisible();
  await screenshot(page, 'goal-tracking');
  expect(report.id).toBeGreaterThan(0);
});

test('the weekly pulse: the report writes their priorities on a phone, the manager reads them', async ({
  api,
  request,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const { team, managerSession, reportSession } = await managerAndReport(api, request, {
    workspace: 'Wattle Pulse',
    department: 'Sales',
    designation: 'Sales Rep',
    manager: ['Mona', 'Lead'],
    report: ['Remy', 'Seller'],
    password: PASSWORD,
  });
  const { organization } = team;
  // The owner turns the pulse on (the screen's switch is covered by its web test).
  await api.send('put', '/performance/settings', { organization_id: organization.id, weekly_pulse: true });

  const own = await pageAs(reportSession, organization, '/dashboard/performance/pulse');
  await own.setViewportSize({ width: 360, height: 780 });
  await expect(own.getByRole('heading', { name: 'Weekly pulse', level: 1 })).toBeVisible();
  await own.getByLabel('Priority 1', { exact: true }).fill('Close the Acme deal');
  await own.getByRole('button', { name: 'Add priority' }).click();
  await own.getByLabel('Priority 2', { exact: true }).fill('Plan the rosters');
  await own.getByLabel('Priority 2 done').check();
  await own.getByLabel('How did last week go?').fill('Two deals slipped.');
  expect(await hasHorizontalScroll(own)).toBe(false);
  await screenshot(own, 'pulse-360');
  await own.getByRole('button', { name: 'Save pulse' }).click();
  await expect(own.getByText('Pulse saved.')).toBeVisible();

  const page = await pageAs(managerSession, organization, '/dashboard/performance/pulse');
  const week = page.getByRole('region', { name: 'Pulses this week' });
  await expect(week.getByText('Remy Seller')).toBeVisible();
  await expect(week.getByText('Close the Acme deal')).toBeVisible();
  await expect(week.getByText('Two deals slipped.')).toBeVisible();
  await screenshot(page, 'pulse-manager');
});
