import { expect, invitationLink, test } from './fixtures';

/**
 * Issue 25 §2: a custom role with payroll view but no `pay` field group is refused every route that
 * returns pay figures, so the app shows it none of the screens that read them: the menu keeps what
 * it may use, and a direct URL says "You don't have access".
 */

test('a payroll viewer without the pay group sees no pay screens', async ({ scratch, newPage }) => {
  const organization = await scratch.organization('Wattle Pay Group');
  const { key } = await scratch.send<{ key: string }>('post', `/organizations/${organization.id}/roles`, {
    name: 'Payroll Viewer',
    description: 'Payroll settings and the calculator, no one’s pay.',
    grants: { payroll: { view: 'organization' } },
    fields: [],
  });
  const email = `pay-viewer-${Date.now()}@wattle.test`;
  await scratch.invite(organization.id, email, key);

  const viewer = await newPage();
  // Every call the app makes is one the API allows: nothing answers 403.
  const refused: string[] = [];
  viewer.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  await viewer.goto(await invitationLink(email, organization.name));
  await viewer.getByLabel('Your name').fill('Vera Viewer');
  await viewer.getByLabel('Choose a password').fill('Golden-Wattle-Payday-58');
  await viewer.getByLabel('Confirm password').fill('Golden-Wattle-Payday-58');
  await viewer.getByRole('button', { name: 'Create account and join' }).click();
  await expect(viewer).toHaveURL(/\/dashboard$/);
  await expect(viewer.getByText(`Showing data for ${organization.name}`)).toBeVisible();

  const sidebar = viewer.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'Payroll' }).click();
  await expect(sidebar.locator('a[href^="/dashboard/payroll/"]')).toHaveText([
    'salary structure setup',
    'payslips',
    'PAYG withholding',
  ]);
  for (const hidden of ['salary processing', 'deductions', 'bonus and incentives', 'payroll reports']) {
    await expect(sidebar.getByRole('link', { name: hidden })).toHaveCount(0);
  }

  // What it may use opens: the calculator.
  await sidebar.getByRole('link', { name: 'PAYG withholding' }).click();
  await expect(viewer).toHaveURL(/\/dashboard\/payroll\/withholding$/);
  await expect(viewer.getByRole('heading', { name: 'PAYG Withholding Calculator', level: 1 })).toBeVisible();

  // A direct URL to a screen of pay figures says so, and asks the API nothing it would refuse.
  for (const path of ['/dashboard/payroll/processing', '/dashboard/payroll/reports']) {
    await viewer.goto(path);
    await expect(viewer.getByRole('heading', { name: "You don't have access", level: 1 })).toBeVisible();
  }

  // The directory, by direct URL: the app has seen this role cannot view it, so the page does not
  // paint its pre-rendered heading first (index.html) nor read it early.
  await viewer.goto('/dashboard/employees');
  await expect(viewer.getByRole('heading', { name: "You don't have access", level: 1 })).toBeVisible();
  expect(await viewer.evaluate(() => document.documentElement.dataset.firstView ?? null)).toBeNull();

  // Payslips: not linked to an employee record, so nothing of its own, and no one else's.
  await viewer.goto('/dashboard/payroll/payslips');
  await expect(viewer.getByRole('heading', { name: 'Payslips', exact: true, level: 1 })).toBeVisible();
  await expect(
    viewer.getByText('Your account is not linked to an employee record here, so you have no payslips to see.'),
  ).toBeVisible();
  await expect(viewer.getByRole('heading', { name: 'All payslips' })).toHaveCount(0);
  expect(refused).toEqual([]);
});
