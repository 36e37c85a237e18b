import { test as setup } from '@playwright/test';
import { login } from './fixtures';

/**
 * The `setup` project: the owner signs in once for the whole run, and the page's storage (the
 * token and user the login screen keeps, nothing else) is saved where playwright.config.ts points
 * the browser project's `storageState`. Every test's page then starts signed in, with no sign-in
 * of its own.
 */
setup('the owner signs in once for the run', async ({ page }) => {
  const path = process.env.E2E_OWNER_STATE;
  if (!path) throw new Error('E2E_OWNER_STATE is not set (playwright.config.ts sets it)');
  const { token, user } = await login(page.request);
  await page.goto('/login');
  await page.evaluate(
    (session) => {
      localStorage.setItem('ACCESS_TOKEN', session.token);
      localStorage.setItem('user', JSON.stringify(session.user));
    },
    { token, user },
  );
  await page.context().storageState({ path });
});
