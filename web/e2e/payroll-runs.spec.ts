import {
  draftPayRun,
  expect,
  hasHorizontalScroll,
  type OrganizationRecord,
  openIn,
  payrollReady,
  screenshot,
  test,
} from './fixtures';

/**
 * Issue 17 §2: a pay run drafted on Salary Processing is calculated by the worker (the local stream
 * trigger, as the queue in AWS), reviewed, adjusted, finalised and marked paid.
 */

let organization: OrganizationRecord;

test.beforeAll(async ({ api }) => {
  const ready = await payrollReady(api, {
    team: await api.team('Wattle Pay Runs', 'Kitchen', 'Chef'),
    schedule: 'Fortnightly kitchen',
    employee: {
      first_name: 'Ruby',
      last_name: 'Payne',
      employee_code: 'EMP-1702',
      // The fund is the record's: pay setup and the run take it from here.
      superannuation_fund_name: 'Hostplus',
      superannuation_fund_usi: 'HOS0100AU',
    },
  });
  organization = ready.organization;
});

test('drafts, reviews, adjusts, finalises and pays a run', async ({ page }) => {
  // Two runs calculated by the worker, on a machine shared with other suites.
  test.setTimeout(90_000);
  await openIn(page, organization, '/dashboard/payroll/processing');
  await expect(page.getByRole('heading', { name: 'Salary Processing' })).toBeVisible();
  await expect(page.getByText('No pay runs yet.')).toBeVisible();

  await draftPayRun(page, { start: '2026-11-02', payDate: '2026-11-18' });

  // The worker calculates it; the screen polls until the run is ready.
  await expect(page.getByText('Ready for review')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Ruby Payne')).toBeVisible();
  // $78,000 a year: $3,000.00 a fortnight, PAYG $598.00 (Schedule 1 from 1 July 2026), super 12% = $360.00.
  const row = page.getByRole('row', { name: /Ruby Payne/ });
  await expect(row.getByRole('cell', { name: '$598.00', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '$360.00', exact: true })).toBeVisible();
  // 76 ordinary hours accrue 76 × 4/52 h of annual leave and 76 × 2/52 h of personal/carer's leave.
  await expect(row.getByText(/Accrues: Annual Leave 5\.85 h, Personal\/Carer's Leave 2\.92 h/)).toBeVisible();
  // Reg 3.46(4): the salary beside the hours; the fund from the employee's record.
  await expect(row.getByText('Annual salary: $78,000.00', { exact: true })).toBeVisible();
  await row.getByText('Lines').click();
  await expect(row.getByText('Super to Hostplus, due 27 Nov 2026')).toBeVisible();

  await page.getByRole('button', { name: "Adjust Ruby Payne's payslip" }).click();
  const adjust = page.getByRole('dialog', { name: "Adjust Ruby Payne's payslip" });
  // A deduction added in review names who it is paid to (reg 3.46(2)).
  await adjust.getByLabel('Kind').selectOption('deduction');
  await adjust.getByLabel('Description').last().fill('Advance repayment');
  await adjust.getByLabel('Amount').last().fill('9999999.00');
  await adjust.getByRole('button', { name: 'Save payslip' }).click();
  await expect(adjust.getByText('A deduction needs the payee it is paid to.')).toBeVisible();
  // A deduction that would leave net pay below zero is refused, not cut down: $3,000.00 − $598.00 − $9,999,999.00.
  await adjust.getByLabel('Payee').last().fill('Wattle Bakery');
  await adjust.getByRole('button', { name: 'Save payslip' }).click();
  await expect(
    adjust.getByText(
      'Net pay would be -$9,997,597.00: deductions cannot be more than the pay left after tax. Reduce or remove a deduction.',
    ),
  ).toBeVisible();
  await adjust.getByLabel('Kind').selectOption('bonus');
  await expect(adjust.getByLabel('Payee')).toHaveCount(0);
  await adjust.getByLabel('Description').last().fill('Christmas bonus');
  await adjust.getByLabel('Amount').last().fill('200.00');
  await adjust.getByRole('button', { name: 'Save payslip' }).click();
  await expect(adjust).toBeHidden();
  // Gross $3,200.00: PAYG $650.00 — $598.00 on the fortnight's $3,000.00 and, by ATO Schedule 5
  // Method A, 26 × $2.00 on the bonus ($200.00 ÷ 26 = $7 a fortnight adds $2.00), not $662.00 as
  // one fortnight's $3,200.00.
  await expect(row.getByRole('cell', { name: '$650.00', exact: true })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await hasHorizontalScroll(page)).toBe(false);
  await screenshot(page, 'payroll-runs-review-360', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Finalise' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Finalise pay run?' });
  await confirm.getByRole('button', { name: 'Finalise' }).click();
  await expect(page.getByText('Finalised', { exact: true })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await page.getByRole('alertdialog', { name: 'Mark as paid?' }).getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  // A correction is an adjustment run: the same period and employee, paying nothing again by itself.
  await page.getByRole('button', { name: 'Draft adjustment run' }).click();
  const adjustment = page.getByRole('dialog', { name: 'Draft adjustment run' });
  await expect(adjustment.getByText(/It pays no ordinary hours again/)).toBeVisible();
  await adjustment.getByLabel('Pay date').fill('2026-11-25');
  await adjustment.getByRole('button', { name: 'Draft adjustment run' }).click();
  await expect(adjustment).toBeHidden();
  await expect(page.getByText('Ready for review')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Adjustment run', { exact: true })).toBeVisible();
  const adjusted = page.getByRole('row', { name: /Ruby Payne/ });
  await expect(adjusted.getByRole('cell', { name: '$0.00', exact: true }).first()).toBeVisible();
  await screenshot(page, 'payroll-runs-adjustment', { fullPage: true });

  await page.getByRole('button', { name: 'All pay runs' }).click();
  await expect(page.getByRole('row', { name: /18 Nov 2026/ }).getByText('Paid')).toBeVisible();
});
