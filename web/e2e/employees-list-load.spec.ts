import { expect, openIn, test } from './fixtures';

/**
 * Opening the employee list signed in, index.html's inline script (allowed by its hash in the
 * Content-Security-Policy) starts the page's first API reads, and the app uses those answers
 * instead of asking again.
 */
test('the employee list uses the API reads started by index.html', async ({ page, scratch }) => {
  const organization = await scratch.organization('Wattle Early Reads');
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const reads: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/api/v1/organizations' || url.pathname === '/api/v1/employees') reads.push(url.pathname);
  });

  await openIn(page, organization, '/dashboard/employees');
  await expect(page.getByText('No employees found.')).toBeVisible();

  expect(refused).toEqual([]);
  // Started by the inline script, then claimed by the app: each asked for once.
  expect(await page.evaluate(() => Object.keys(window.wattleEarlyRequests?.requests ?? { missing: true }))).toEqual([]);
  expect(reads.filter((path) => path === '/api/v1/organizations')).toHaveLength(1);
  expect(reads.filter((path) => path === '/api/v1/employees')).toHaveLength(1);
});
