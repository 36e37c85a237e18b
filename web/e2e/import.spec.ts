import ExcelJS from 'exceljs';
import {
  expect,
  expectFitsAndSave,
  type OrganizationRecord,
  openIn,
  screenshot,
  type Team,
  test,
  uniqueName,
} from './fixtures';

/**
 * Issue 31 §1 in the browser: an owner imports people from an XLSX through Settings → Import —
 * the columns are matched from the file's own headers, the server's dry run names the bad row and
 * its column, and the commit (through the queue) creates the good rows, shown in the history.
 */
let organization: OrganizationRecord;
let team: Team;
const marker = uniqueName('I')
  .replace(/[^A-Za-z0-9]/g, '')
  .slice(-6);

test.beforeAll(async ({ api }) => {
  team = await api.team('Wattle Import', 'Bakehouse', 'Baker');
  ({ organization } = team);
});

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Staff');
  sheet.addRow([
    'Code',
    'First Name',
    'Last Name',
    'Email',
    'Mobile',
    'DOB',
    'Gender',
    'Street',
    'Suburb',
    'State',
    'Postcode',
    'Start Date',
    'Department',
    'Designation',
    'Favourite Bread',
  ]);
  const person = (n: number, postcode: string, start: string | Date) => [
    `IMP-${marker}-${n}`,
    `Olivia${n}`,
    `Brown${marker}`,
    `olivia${n}.${marker.toLowerCase()}@example.com`,
    '0400 000 000',
    '15/04/1990',
    'Female',
    '1 George St',
    'Sydney',
    'NSW',
    postcode,
    start,
    'Bakehouse',
    'Baker',
    'Sourdough',
  ];
  sheet.addRow(person(1, '2000', '05/02/2024'));
  // A date cell, as a spreadsheet stores one.
  sheet.addRow(person(2, '2000', new Date(Date.UTC(2024, 1, 6))));
  sheet.addRow(person(3, '20000', '2024-02-07'));
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('an XLSX is mapped, dry-run and imported through the queue', async ({ page }) => {
  test.setTimeout(240_000);
  await openIn(page, organization, '/dashboard/employees');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible();

  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'bakehouse.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook(),
  });
  // Matched from the headers; a column with no field is not imported.
  // exceljs loads on demand: the first file can take a while on a busy machine.
  await expect(page.getByRole('combobox', { name: 'Field for column Code' })).toHaveValue('employee_code', {
    timeout: 30_000,
  });
  await expect(page.getByRole('combobox', { name: 'Field for column Mobile' })).toHaveValue('phone_number');
  await expect(page.getByRole('combobox', { name: 'Field for column Start Date' })).toHaveValue('joining_date');
  await expect(page.getByRole('combobox', { name: 'Field for column Favourite Bread' })).toHaveValue('');
  await page.getByRole('combobox', { name: 'Field for column Street' }).selectOption('address');
  await screenshot(page, 'import-mapping');

  await page.getByRole('button', { name: 'Check the file' }).click();
  const dryRun = page.getByLabel('Dry run', { exact: true });
  await expect(dryRun).toContainText('To create2', { timeout: 60_000 });
  await expect(dryRun).toContainText('With errors1');
  const rows = page.getByRole('region', { name: 'Rows of the dry run' });
  // File row 4 (the header is row 1), its column and the form's own message.
  await expect(rows.getByRole('row').filter({ hasText: 'Postcode must be 4 digits.' })).toContainText('IMP-');
  await expect(
    rows.getByRole('row').filter({ hasText: 'Postcode must be 4 digits.' }).getByRole('cell').first(),
  ).toHaveText('4');
  await expect(page.getByRole('button', { name: 'Download with errors' })).toBeVisible();

  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByRole('heading', { name: 'Imported', exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('2 of 3 rows').or(page.getByText('3 of 3 rows'))).toBeVisible();
  const history = page.getByRole('region', { name: 'Import history' });
  await expect(history.getByRole('row').filter({ hasText: 'bakehouse.xlsx' }).first()).toContainText('Imported');

  await page.setViewportSize({ width: 360, height: 800 });
  await expectFitsAndSave(page, 'import-360');

  await page.goto('/dashboard/employees');
  await expect(page.getByText(`Olivia1 Brown${marker}`).first()).toBeVisible();
  await expect(page.getByText(`Olivia2 Brown${marker}`).first()).toBeVisible();
});

test('opening leave balances are mapped from a CSV, dry-run and imported onto the balance', async ({ api, page }) => {
  test.setTimeout(240_000);
  const code = `OB-${marker}`;
  const bea = await api.hire(team, {
    first_name: 'Bea',
    last_name: `Opening${marker}`,
    employee_code: code,
    joining_date: '2024-02-05',
    status: 'Active',
  });
  await openIn(page, organization, '/dashboard/settings/import');
  await page.getByRole('combobox', { name: 'What to import' }).selectOption('opening-balances');
  const csv = [
    'Employee Code,Leave Type,Balance,As At Date',
    `${code},annual leave,40,30/06/2026`,
    `${code},Holidays,8,30/06/2026`,
  ];
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'balances.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.join('\n')),
  });
  await expect(page.getByRole('combobox', { name: 'Field for column Balance' })).toHaveValue('hours', {
    timeout: 30_000,
  });
  await expect(page.getByRole('combobox', { name: 'Field for column As At Date' })).toHaveValue('as_at');
  await expect(page.getByRole('combobox', { name: 'Field for column Leave Type' })).toHaveValue('leave_type');
  await page.getByRole('button', { name: 'Check the file' }).click();
  const dryRun = page.getByLabel('Dry run', { exact: true });
  await expect(dryRun).toContainText('To create1', { timeout: 60_000 });
  await expect(dryRun).toContainText('With errors1');
  const rows = page.getByRole('region', { name: 'Rows of the dry run' });
  await expect(rows.getByRole('row').filter({ hasText: 'No leave type is named “Holidays”.' })).toContainText('3');
  await expect(rows.getByRole('row').filter({ hasText: 'Annual Leave as at' })).toContainText('30 June 2026');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectFitsAndSave(page, 'import-opening-balances-360');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(page.getByRole('heading', { name: 'Imported', exact: true })).toBeVisible({ timeout: 90_000 });
  const balances = await api.get<{ code: string | null; opening: { hours: string } | null }[]>(
    `/employees/${bea.id}/leave-balances`,
  );
  expect(balances.find((row) => row.code === 'annual')?.opening?.hours).toBe('40.00');
});
