import { readFileSync } from 'node:fs';
import {
  expect,
  finalisedBakery,
  hasHorizontalScroll,
  type OrganizationRecord,
  openIn,
  screenshot,
  test,
} from './fixtures';

/**
 * Issue 30 §6: an NT employer's finalised run shows what it owes the fund and when (counting NT
 * public holidays), and its super contributions file (marked unverified) downloads as a CSV.
 * The run is drafted and finalised through the API (the pay runs spec drives those screens).
 */

let organization: OrganizationRecord;
let payRunId: number;

test.beforeAll(async ({ api }) => {
  // Two waits for the pay-run worker (payRunReaches allows each 90 s) besides the set-up.
  test.setTimeout(240_000);
  ({ organization, payRunId } = await finalisedBakery(api, {
    name: 'Wattle Super NT',
    employee: { first_name: 'Sam', last_name: 'Saver', employee_code: 'EMP-3006' },
    settings: { abn: '51 824 753 556', state: 'NT' },
  }));
});

test.afterAll(async ({ api }) => {
  await api.deleteOrganization(organization.id);
});

test('shows the super owed to each fund with its NT due date, and downloads the super file', async ({ page }) => {
  await openIn(page, organization, '/dashboard/payroll/processing');
  await page.getByRole('button', { name: 'Open the pay run 2 November 2026 to 15 November 2026' }).click();
  await expect(page.getByText('Finalised', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/Due \d+ \w+ 2026 \(.*counting Northern Territory and national public holidays\)/),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download super file (SAFF, unverified)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`pay-run-${payRunId}-2026-11-18-super.csv`);
  // SAFF v1.0: the version line, the sections, the columns, a row per employee and fund.
  const [version, sections, columns, row] = readFileSync(await file.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(version).toBe(`VERSION,1.0,Negatives Supported,False,File ID,PR${payRunId}D20261118`);
  expect(sections).toContain('Line ID,Header,');
  expect(columns).toContain('Pay Period Start Date,Pay Period End Date,Superannuation Guarantee Amount');
  // $3,000.00 ordinary time × 12%.
  expect(row).toContain('2026-11-02,2026-11-15,360.00');
  expect(row).toContain('Saver,Sam');

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await hasHorizontalScroll(page)).toBe(false);
  await screenshot(page, 'payroll-super-360', { fullPage: true });
});
