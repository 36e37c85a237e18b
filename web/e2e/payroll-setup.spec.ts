import {
  addFortnightlySchedule,
  type EmployeeRecord,
  expect,
  hasHorizontalScroll,
  type OrganizationRecord,
  openIn,
  savePayrollSettings,
  screenshot,
  test,
  toTop,
} from './fixtures';

/**
 * Issue 17 §1: payroll settings with a valid ABN, a pay schedule, an employee's pay, a deduction
 * and a bonus, through the Salary Structure Setup, Deductions and Bonus and Incentives screens.
 */

let organization: OrganizationRecord;
let employee: EmployeeRecord;

/** A date of birth that makes the employee 16 today (16 and a half). */
function sixteenYearOld(): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - 16, day.getUTCMonth() - 6, 1);
  return day.toISOString().slice(0, 10);
}

test.beforeAll(async ({ api }) => {
  const team = await api.team('Wattle Payroll', 'Kitchen', 'Chef');
  organization = team.organization;
  employee = await api.hire(team, {
    first_name: 'Ivy',
    last_name: 'Nguyen',
    employee_code: 'EMP-1701',
    // Typed once, on the employee's record: pay setup shows it from there.
    superannuation_fund_name: 'Hostplus',
    superannuation_fund_usi: 'HOS0100AU',
    superannuation_member_number: '998877',
  });
  await api.hire(team, {
    first_name: 'Jun',
    last_name: 'Park',
    employee_code: 'EMP-1702',
    date_of_birth: sixteenYearOld(),
  });
});

test('the payroll ABN starts as the workspace’s registration number', async ({ page, scratch }) => {
  const withAbn = await scratch.organization('Wattle ABN', { registration_number: '53 004 085 616' });
  await openIn(page, withAbn, '/dashboard/payroll/setup');
  await expect(page.getByLabel('ABN')).toHaveValue('53 004 085 616');
  await expect(
    page.getByText("Your workspace's registration number. Change it here only if payroll reports under another ABN."),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Payroll settings saved.')).toBeVisible();
});

test('sets up payroll: settings, a schedule and an employee’s pay', async ({ page }) => {
  await openIn(page, organization, '/dashboard/payroll/setup');
  await expect(page.getByRole('heading', { name: 'Salary Structure Setup' })).toBeVisible();

  await page.getByLabel('ABN').fill('51 824 753 557');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter a valid ABN (11 digits).').first()).toBeVisible();
  await savePayrollSettings(page, { abn: '51 824 753 556', accountName: 'Wattle Kitchens' });

  await addFortnightlySchedule(page, { name: 'Fortnightly kitchen', start: '2026-12-07', payDate: '2026-12-23' });
  const schedules = page.getByRole('region', { name: 'Pay schedules' });
  await expect(schedules.getByText('Fortnightly kitchen')).toBeVisible();
  await expect(schedules.getByText(/7 Dec 2026 – 20 Dec 2026/)).toBeVisible();

  await page.getByRole('button', { name: 'Set up pay for Ivy Nguyen' }).click();
  const payDialog = page.getByRole('dialog', { name: 'Set up pay: Ivy Nguyen' });
  await expect(payDialog.getByLabel('Ordinary hours a week')).toHaveValue('38.00');
  await payDialog.getByLabel('Pay basis').selectOption('hourly');
  await payDialog.getByLabel('Hourly rate ($)').fill('20.00');
  // The fund is the employee record's, not typed again here.
  await expect(payDialog.getByText('Super fund: Hostplus · USI HOS0100AU · member ••••8877')).toBeVisible();
  await expect(payDialog.getByRole('link', { name: 'Change it on their record' })).toHaveAttribute(
    'href',
    `/dashboard/employees/edit/${employee.id}`,
  );
  await payDialog.getByRole('button', { name: 'Save pay' }).click();
  // Money and days as people write them: "$26.44 an hour", "1 July 2026".
  await expect(
    payDialog
      .getByText('The hourly rate is below the national minimum wage of $26.44 an hour from 1 July 2026.')
      .first(),
  ).toBeVisible();
  await payDialog.getByLabel('Hourly rate ($)').fill('32.5000');
  await payDialog.getByRole('button', { name: 'Save pay' }).click();
  await expect(payDialog).toBeHidden();
  await expect(page.getByText("Ivy Nguyen's pay saved.")).toBeVisible();
  const pay = page.getByRole('region', { name: "Employees' pay" });
  await expect(pay.getByText('$32.50 an hour', { exact: true })).toBeVisible();
  await expect(pay.getByText('Hostplus')).toBeVisible();
  await expect(pay.getByRole('button', { name: 'Edit pay for Ivy Nguyen' })).toBeVisible();
  await toTop(page);
  await screenshot(page, 'payroll-setup', { fullPage: true });

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await hasHorizontalScroll(page)).toBe(false);
});

test('pays a junior under the retail award on a phone: the set, the classification and the minimum it gives', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openIn(page, organization, '/dashboard/payroll/setup');
  await page.getByRole('button', { name: 'Set up pay for Jun Park' }).click();
  const payDialog = page.getByRole('dialog', { name: 'Set up pay: Jun Park' });
  await payDialog.getByLabel('Pay basis').selectOption('hourly');
  await payDialog.getByLabel('Pay conditions').selectOption('MA000004');
  await payDialog.getByLabel('Classification').selectOption('L1');
  // A 16-year-old: 50% of Level 1's $27.81 (below the adult national minimum wage, lawful under the award).
  await expect(
    payDialog.getByText(
      'Minimum $13.91 an hour before casual loading · MA000004 cl. 17.2: junior (16) 50% of Retail Employee Level 1',
    ),
  ).toBeVisible();
  await expect(payDialog.getByText('Unverified', { exact: true })).toBeVisible();
  await payDialog.getByLabel('Agreed hourly rate ($)').fill('13.00');
  await payDialog.getByRole('button', { name: 'Save pay' }).click();
  await expect(
    payDialog
      .getByText(
        'The hourly rate is below the minimum of $13.91 an hour for junior (16) 50% of Retail Employee Level 1 (MA000004 cl. 17.2) from 1 July 2026.',
      )
      .first(),
  ).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await screenshot(page, 'payroll-setup-pay-conditions-phone');
  // Empty: the set's minimum is paid.
  await payDialog.getByLabel('Agreed hourly rate ($)').fill('');
  await payDialog.getByRole('button', { name: 'Save pay' }).click();
  await expect(payDialog).toBeHidden();
  await expect(page.getByText("Jun Park's pay saved.")).toBeVisible();
  await expect(
    page.getByRole('region', { name: "Employees' pay" }).getByText('$13.91 an hour (minimum)', { exact: true }),
  ).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
});

test('adds a deduction and a bonus for the employee', async ({ page }) => {
  await openIn(page, organization, '/dashboard/payroll/deductions');
  await expect(page.getByRole('heading', { name: 'Deductions' })).toBeVisible();
  await expect(page.getByText('No pay items yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add pay item' }).click();
  const deduction = page.getByRole('dialog', { name: 'Add pay item' });
  await expect(deduction.getByLabel('Employee')).toHaveValue(String(employee.id));
  await deduction.getByLabel('Kind').selectOption('deduction');
  await deduction.getByLabel('Description').fill('Union fees');
  await deduction.getByLabel('Amount ($)').fill('12.50');
  await deduction.getByLabel('Payee').fill('Hospitality Union');
  await deduction.getByLabel('STP deduction type').selectOption('F');
  await deduction.getByLabel('Occurs').selectOption('recurring');
  await deduction.getByRole('button', { name: 'Add pay item' }).click();
  await expect(deduction).toBeHidden();
  await expect(page.getByText('Union fees added.')).toBeVisible();
  await expect(page.getByText('Paid to Hospitality Union')).toBeVisible();
  await expect(page.getByRole('cell', { name: '$12.50' })).toBeVisible();

  await page.goto('/dashboard/payroll/bonus');
  await expect(page.getByRole('heading', { name: 'Bonus and Incentives' })).toBeVisible();
  await page.getByRole('button', { name: 'Add pay item' }).click();
  const bonus = page.getByRole('dialog', { name: 'Add pay item' });
  await bonus.getByLabel('Kind').selectOption('bonus');
  await bonus.getByLabel('Description').fill('Christmas bonus');
  await bonus.getByLabel('Amount ($)').fill('500');
  await bonus.getByRole('button', { name: 'Add pay item' }).click();
  await expect(bonus).toBeHidden();
  await expect(page.getByText('Christmas bonus added.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Christmas bonus', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '$500.00' })).toBeVisible();
  // The deduction is not a bonus: each screen lists only its kinds.
  await expect(page.getByRole('cell', { name: 'Union fees' })).toHaveCount(0);
});
