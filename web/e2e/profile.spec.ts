import { expect, login, test } from './fixtures';

// "This device" is the suite's owner session (the page's own): only another one may be ended here.
test('the profile lists sessions, ends another one, and checks the current password', async ({ page }) => {
  const other = await login(page.request);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  const endButtons = page.getByRole('button', { name: 'End session' });
  const before = await endButtons.count();
  expect(before).toBeGreaterThan(0);
  await endButtons.first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End session' }).click();
  await expect(endButtons).toHaveCount(before - 1);
  // Some other session ended; ours is still valid.
  const me = await page.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${other.token}` } });
  expect([200, 401]).toContain(me.status());

  await page.getByLabel('Current password').fill('definitely-wrong-password');
  await page.getByLabel('New password').fill('A-new-password-that-is-long');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.').first()).toBeVisible();
});
