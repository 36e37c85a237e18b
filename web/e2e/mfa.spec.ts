import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { createUser, expect, SIGNED_OUT, screenshot, test } from './fixtures';

// Another user signs in with the form: nobody is signed in to start with.
test.use({ storageState: SIGNED_OUT });

/** Issue 14 §6: enrol in MFA from My Profile, then sign in with a code from the authenticator. */
test('a user enrols in MFA from My Profile and signs in with a generated code', async ({ page }) => {
  const email = `mfa-${randomUUID().slice(0, 8)}@wattle.test`;
  const password = 'Quokka-Sunrise-Ledger-81';
  createUser(email, password, 'Mia Factor');

  const signInWithPassword = async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  };
  await signInWithPassword();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Set up multi-factor authentication' }).click();
  await expect(page.getByAltText('QR code for your authenticator app')).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await screenshot(page, 'mfa-recovery-codes', { fullPage: true });
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText(/10 recovery codes left/)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInWithPassword();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
  // The enrolment used this time step's code, and each step is accepted once: the next step's
  // code is within the one-step window.
  await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeTruthy();
});
