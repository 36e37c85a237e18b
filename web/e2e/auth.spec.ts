import { PASSWORD_RESET_SENT_MESSAGE } from '@wattle/shared/auth';
import {
  ADMIN,
  acceptInvitation,
  expect,
  latestMail,
  login,
  SIGNED_OUT,
  screenshot,
  signInWith,
  test,
} from './fixtures';

test.describe('login', () => {
  test.use({ storageState: SIGNED_OUT });

  test('shows the validation texts under each field', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('A cloud-based human resource information system')).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()} Wattle HR`)).toBeVisible();
    await screenshot(page, 'login', { fullPage: true });

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();

    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Email address is invalid.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('x');
    await expect(page.getByText('Password is required.')).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('toggles the password visibility', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test("shows the server's message for a wrong password", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signs in and lands on the dashboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeTruthy();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe(ADMIN.email);
  });

  test('Forgot Password? e-mails a link that sets a new password once', async ({ page, scratch }) => {
    // Rosa's account comes through the API (an invitation she accepts), not a create-admin process.
    const email = `reset-${Date.now()}@wattle.test`;
    const organization = await scratch.organization('Password reset');
    await scratch.invite(organization.id, email, 'manager');
    await acceptInvitation(page.request, {
      address: email,
      organizationName: organization.name,
      name: 'Rosa Reset',
      password: 'Original-Wombat-Burrow-7',
    });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(PASSWORD_RESET_SENT_MESSAGE)).toBeVisible();

    const mail = await latestMail(email, 'Reset your Wattle HR password');
    const link = /http:\/\/localhost:\d+(\/reset-password#token=[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link as string);
    await page.getByLabel('New password', { exact: true }).fill('Brand-New-Lyrebird-Song-8');
    await page.getByLabel('Confirm new password').fill('Brand-New-Lyrebird-Song-8');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password was changed and every session was signed out.')).toBeVisible();
    await screenshot(page, 'password-reset-done');

    // The link worked once (a fresh page load: the same URL would only change the fragment).
    await page.goto('/login');
    await page.goto(link as string);
    await page.getByLabel('New password', { exact: true }).fill('Another-Lyrebird-Song-9');
    await page.getByLabel('Confirm new password').fill('Another-Lyrebird-Song-9');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Brand-New-Lyrebird-Song-8');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('guards', () => {
  test.use({ storageState: SIGNED_OUT });

  for (const path of ['/', '/dashboard', '/no/such/page']) {
    test(`a signed-out visit to ${path} lands on /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    });
  }

  test('a signed-out visit to a dashboard page lands on /login remembering the page', async ({ page }) => {
    await page.goto('/dashboard/organizations');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Forganizations$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a signed-in user is sent from /login to /dashboard, and unknown paths go through /login', async ({
    page,
    owner,
  }) => {
    await signInWith(page, owner);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/elsewhere');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('logout', () => {
  // Each test signs in with a session of its own: logging out ends it, not the suite's.
  test.use({ storageState: SIGNED_OUT });

  test('the sidebar Logout ends the session and clears storage', async ({ page }) => {
    const session = await login(page.request);
    await signInWith(page, session);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    // The server ended the session too: the old token is refused.
    const me = await page.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${session.token}` } });
    expect(me.status()).toBe(401);
  });

  test('Sign out in the profile menu does the same', async ({ page }) => {
    await signInWith(page, await login(page.request));
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a token the server no longer accepts sends the user to /login', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('ACCESS_TOKEN', 'not-a-valid-token');
      localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Nobody', email: 'nobody@example.com' }));
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
  });
});
