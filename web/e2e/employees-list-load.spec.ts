import { expect, test } from '@playwright/test';
import { apiLogin, createOrganization, signInTo, uniqueName } from './support';

/**
 * Opening the employee list signed in, index.html's inline script (allowed by its hash in the
 * Content-Security-Policy) starts the page's first API reads, and the app uses those answers
 * instead of asking again.
 */
test('the employee list uses the API reads started by index.html', async ({ page, request }) => {
  const session = await apiLogin(request);
  const organization = await createOrganization(request, session, uniqueName('Wattle Early Reads'));
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const reads: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/api/v1/organizations' || url.pathname === '/api/v1/employees') reads.push(url.pathname);
  });

  await signInTo(page, organization.id, '/dashboard/employees');
  await expect(page.getByText('No employees found.')).toBeVisible();

  expect(refused).toEqual([]);
  // Started by the inline script, then claimed by the app: each asked for once.
  expect(await page.evaluate(() => Object.keys(window.wattleEarlyRequests?.requests ?? { missing: true }))).toEqual([]);
  expect(reads.filter((path) => path === '/api/v1/organizations')).toHaveLength(1);
  expect(reads.filter((path) => path === '/api/v1/employees')).toHaveLength(1);
});
