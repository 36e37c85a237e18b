import { expect, hasHorizontalScroll, openIn, SIGNED_OUT, screenshot, test } from './fixtures';

// Each test opens its own first page (a workspace's, or the dashboard): no load is thrown away.

test('the sidebar opens the group of the current path and shows the title from the path', async ({ page, scratch }) => {
  // The Recruitment and Employee groups show inside a workspace: this test brings its own.
  const organization = await scratch.organization('Sidebar');
  await openIn(page, organization, '/dashboard/recruitment/applicants');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('button', { name: 'Recruitment' })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('button', { name: 'Employee' })).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', { name: 'applicants' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner').getByText('Recruitment', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Applicant Tracking' })).toBeVisible();

  // Groups toggle by keyboard as well.
  const payroll = sidebar.getByRole('button', { name: 'Payroll' });
  await payroll.focus();
  await page.keyboard.press('Enter');
  await expect(payroll).toHaveAttribute('aria-expanded', 'true');
  await sidebar.getByRole('link', { name: 'payslips' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payroll\/payslips$/);
  await expect(page.getByRole('heading', { name: 'Payslips', exact: true })).toBeVisible();

  // Recruitment's index goes to job openings.
  await page.goto('/dashboard/recruitment');
  await expect(page).toHaveURL(/\/dashboard\/recruitment\/jobs$/);
});

test('the sidebar collapses to icons on desktop', async ({ page }) => {
  await page.goto('/dashboard');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  // Icons only: the labels stay for screen readers but the rail is narrow.
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(100);
  await sidebar.getByRole('link', { name: 'Organizations' }).click();
  await expect(page).toHaveURL(/\/dashboard\/organizations$/);
  await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeGreaterThan(200);
});

test('the organization switcher remembers the choice across reloads', async ({ page, scratch }) => {
  await scratch.organization('Switch A');
  const second = await scratch.organization('Switch B');
  await page.goto('/dashboard');
  const switcher = page.getByRole('combobox', { name: 'Organization' });
  await switcher.selectOption({ label: second.name });
  await expect(page.getByText(`Showing data for ${second.name}`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selectedOrgId'))).toBe(String(second.id));

  await page.reload();
  await expect(switcher).toHaveValue(String(second.id));
  await expect(page.getByText(`Showing data for ${second.name}`)).toBeVisible();

  // A saved organization that no longer exists falls back to the first one, which is then saved.
  await page.evaluate(() => localStorage.setItem('selectedOrgId', '999999999'));
  await page.reload();
  const fallback = await switcher.inputValue();
  expect(await page.evaluate(() => localStorage.getItem('selectedOrgId'))).toBe(fallback);
});

test('the profile menu shows the user and leads to My Profile', async ({ page, owner: session }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(session.user.email)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText(session.user.email)).toBeVisible();

  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No notifications.')).toBeVisible();
});

test('the logo leads to the dashboard; unknown addresses say so; placeholder areas have their titles', async ({
  page,
  scratch,
}) => {
  for (const [path, title] of [
    ['/dashboard/attendance/elsewhere', 'Page not found'],
    ['/dashboard/timesheet/elsewhere', 'Page not found'],
    ['/dashboard/timesheet/entry', 'Timesheet Entry'],
    ['/dashboard/rostering/elsewhere', 'Page not found'],
    ['/dashboard/rostering/scheduling', 'Shift Scheduling'],
    ['/dashboard/rostering/swapping', 'Shift Swapping'],
    ['/dashboard/performance/goals', 'Goals'],
    ['/dashboard/performance/elsewhere', 'Page not found'],
    ['/dashboard/settings', 'Settings'],
    ['/dashboard/settings/general', 'Page not found'],
    ['/dashboard/settings/permission', 'Manage Permission'],
    ['/dashboard/employees', 'Employee Management'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  // Inside a workspace the settings index lists the screens the role can open.
  const organization = await scratch.organization('Settings index');
  await openIn(page, organization, '/dashboard/settings/general');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await screenshot(page, 'not-found');
  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('main').getByRole('link', { name: /^Salary structure setup/ })).toBeVisible();
  await screenshot(page, 'settings-index');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Members/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/members$/);
  await page.getByRole('link', { name: 'Wattle HR home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a new workspace shows its setup checklist on the dashboard, each step linked', async ({ page, scratch }) => {
  const organization = await scratch.organization('Checklist');
  await openIn(page, organization, '/dashboard');
  const checklist = page.getByRole('heading', { name: 'Set up your workspace' });
  await expect(checklist).toBeVisible();
  await expect(
    page.getByRole('link', { name: /First pay run \(to do\) Run and finalise the first pay run\./ }),
  ).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await hasHorizontalScroll(page)).toBe(false);
  await screenshot(page, 'setup-checklist-360', { fullPage: true });
  await page.getByRole('link', { name: /^Payroll settings and a pay schedule/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/payroll\/setup$/);
});

test('a page that fails to load shows the error screen inside the shell', async ({ page }) => {
  // The profile page's chunk, not the profile menu's (profile-menu-*.js).
  await page.route(/\/assets\/profile-(?!menu)[^/]*\.js$/, (route) => route.abort());
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeVisible();
  await screenshot(page, 'error');
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('desktop dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/dashboard/recruitment/jobs');
  await expect(page.getByRole('heading', { name: 'Job Openings' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await screenshot(page, 'dashboard-desktop');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the dashboard fits and the menu is a drawer', async ({ page, scratch }) => {
    // The Employee group shows inside a workspace: this test brings its own.
    const organization = await scratch.organization('Drawer');
    await openIn(page, organization, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'dashboard-360-closed', { fullPage: true });

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
    await screenshot(page, 'dashboard-360-open');

    await drawer.getByRole('button', { name: 'Employee' }).click();
    await drawer.getByRole('link', { name: 'history' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/employees\/history$/);
    await expect(page.getByRole('heading', { name: 'Employee History' })).toBeVisible();

    await page.goto('/dashboard/organizations');
    await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'organizations-360', { fullPage: true });
  });

  test.describe('signed out', () => {
    test.use({ storageState: SIGNED_OUT });

    test('the login screen fits', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await screenshot(page, 'login-360', { fullPage: true });
    });
  });
});
