import {
  expect,
  expectFitsAndSave,
  type OrganizationRecord,
  openIn,
  screenshot,
  test,
  toTop,
  uniqueName,
} from './fixtures';

let organization: OrganizationRecord;

test.beforeAll(async ({ api }) => {
  const team = await api.team('Wattle Leave Balance', 'Operations', 'Coordinator');
  organization = team.organization;
  await api.hire(team, {
    first_name: 'Sarah',
    last_name: 'Mitchell',
    employee_code: uniqueName('LB').replace(/\s/g, '-'),
    joining_date: '2025-11-23',
    status: 'Active',
  });
});

test('balances of a 38-hour full-timer after a year, an adjustment with its entry, and a custom leave type', async ({
  page,
}) => {
  await openIn(page, organization, '/dashboard/attendance/balance');
  await expect(page.getByRole('heading', { name: 'Leave Balance' })).toBeVisible();
  await expect(page.getByLabel('Employee')).toContainText('Sarah Mitchell');

  // 23 November 2025 to 22 November 2026: 52 weeks of 38 hours.
  await page.getByLabel('As of', { exact: true }).fill('2026-11-22');
  const table = page.getByRole('region', { name: 'Leave balances as of 22 Nov 2026' });
  const annual = table.getByRole('row', { name: /Annual Leave/ });
  await expect(annual.getByRole('cell').nth(1)).toHaveText('152.00 h');
  await expect(
    table
      .getByRole('row', { name: /Personal\/Carer's Leave/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('76.00 h');
  await expect(
    table
      .getByRole('row', { name: /Family and Domestic Violence Leave/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('76.00 h');
  await toTop(page);
  await screenshot(page, 'leave-balance', { fullPage: true });

  // HR adjusts: the reason is required, then the entry shows behind the figure.
  await page.getByLabel('As of', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust balance' });
  await dialog.getByLabel('Leave type').selectOption('2');
  await dialog.getByLabel('Hours').fill('-7.60');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  // The alert and the field both say it; what was typed stays.
  await expect(dialog.getByText('A reason is required.')).toHaveCount(2);
  await expect(dialog.getByLabel('Hours')).toHaveValue('-7.60');
  await dialog.getByLabel('Reason').fill('Sick day not recorded');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(page.getByText("Personal/Carer's Leave adjusted by -7.60 h.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const personal = page.getByRole('row', { name: /Personal\/Carer's Leave/ });
  await expect(personal.getByRole('cell').nth(4)).toHaveText('-7.60 h');
  await personal.getByRole('button', { name: "Show entries of Personal/Carer's Leave" }).click();
  const entries = page.getByRole('region', { name: "Personal/Carer's Leave entries" });
  await expect(entries.getByRole('row', { name: /Manual adjustment/ })).toContainText('Sick day not recorded');
  await expect(entries.getByRole('row', { name: /Accrual/ }).first()).toBeVisible();

  // Leave types: add a custom type, then delete it while unused.
  await page.getByRole('tab', { name: 'Leave types' }).click();
  const types = page.getByRole('region', { name: 'Leave types' });
  await expect(types.getByRole('row', { name: /Annual Leave/ })).toContainText('4 weeks a year (5 for shiftworkers)');
  // The annual leave loading is a setting: 17.5% to start with, changed here.
  await expect(types.getByRole('row', { name: /Annual Leave/ })).toContainText('Paid · 17.5% loading');
  await types.getByRole('button', { name: 'Edit Annual Leave' }).click();
  const annualType = page.getByRole('dialog', { name: 'Edit Annual Leave' });
  await expect(annualType.getByLabel('Leave loading (%)')).toHaveValue('17.50');
  await annualType.getByLabel('Leave loading (%)').fill('20');
  await annualType.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Annual Leave saved.')).toBeVisible();
  await expect(types.getByRole('row', { name: /Annual Leave/ })).toContainText('Paid · 20% loading');
  await page.getByRole('button', { name: 'Add leave type' }).click();
  const add = page.getByRole('dialog', { name: 'Add leave type' });
  await add.getByLabel('Name').fill('Study Leave');
  await add.getByLabel('Balance', { exact: true }).selectOption('fixed');
  await add.getByLabel('Hours a year').fill('38');
  await add.getByRole('button', { name: 'Add leave type' }).click();
  await expect(page.getByText('Study Leave added.')).toBeVisible();
  await expect(types.getByRole('row', { name: /Study Leave/ })).toContainText('38 h each year of service');
  await types.getByRole('button', { name: 'Delete Study Leave' }).click();
  await page.getByRole('alertdialog', { name: 'Delete leave type?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Study Leave deleted.')).toBeVisible();
  await expect(types.getByRole('row', { name: /Study Leave/ })).toHaveCount(0);

  // A phone: the balances stack as cards, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('tab', { name: 'Balances' }).click();
  await expect(page.getByRole('row', { name: /Annual Leave/ })).toBeVisible();
  await expectFitsAndSave(page, 'leave-balance-phone');
});
