import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import {
  addFortnightlySchedule,
  type Download,
  draftPayRun,
  type EmployeeRecord,
  expect,
  invitationLink,
  latestMail,
  type OrganizationRecord,
  openIn,
  type Page,
  savePayrollSettings,
  test,
  toTop,
} from './fixtures';

/**
 * Issue 17, the browser flow end to end on the local stack: payroll settings, a schedule and an
 * employee's pay set up on Salary Structure Setup; the employee invited to self-service; a run
 * drafted on Salary Processing, calculated by the stream-triggered worker, reviewed, finalised and
 * marked paid; the payslip PDF downloaded and read back with `pdftotext`; the employee opens it in
 * self-service from the menu and from the paid e-mail's link, and downloads it too.
 *
 * The figures, for a $65,000.00 annual salary paid fortnightly, TFN given, resident, tax-free
 * threshold claimed (scale 2), pay date 2 Dec 2026 (Schedule 1 for payments from 1 July 2026):
 * - gross: 65,000.00 / 26 = $2,500.00 a fortnight;
 * - PAYG: the weekly equivalent is 2,500.00 / 2 = 1,250.00, in whole dollars plus 99 cents
 *   x = 1,250.99; scale 2's tier "less than 1,282" has a = 0.3227, b = 185.1935, so
 *   y = 0.3227 × 1,250.99 − 185.1935 = 218.500973, rounded to the dollar $219.00 a week, and the
 *   fortnightly amount is twice the weekly: $438.00;
 * - super: 12% of ordinary time earnings, 0.12 × 2,500.00 = $300.00;
 * - net: 2,500.00 − 438.00 = $2,062.00 (no deductions).
 */

const SCREENS = '/work/screens/payroll';
const PASSWORD = 'Golden-Wattle-Payslip-64';
const ABN = '51 824 753 556';

let organization: OrganizationRecord;
let employee: EmployeeRecord;
let email: string;

test.beforeAll(async ({ api }) => {
  mkdirSync(SCREENS, { recursive: true });
  const team = await api.team('Wattle Flow', 'Kitchen', 'Chef');
  organization = team.organization;
  const code = `PF-${Date.now().toString(36)}`;
  email = `${code.toLowerCase()}@example.com`;
  employee = await api.hire(team, {
    first_name: 'Piper',
    last_name: 'Flowers',
    employee_code: code,
    superannuation_fund_name: 'Hostplus',
    superannuation_fund_usi: 'HOS0100AU',
    superannuation_member_number: '556677',
  });
});

/** Clicks a download button, saves the file and answers the PDF's text (`pdftotext -layout`). */
async function downloadedPdfText(page: Page, button: string | RegExp, path: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download: Download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await download.saveAs(path);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

function expectPayslipText(text: string): void {
  expect(text).toContain(`Employer: ${organization.name}`);
  expect(text).toContain(`ABN: ${ABN}`);
  expect(text).toContain('Employee: Piper Flowers');
  expect(text).toContain('Pay period: 16/11/2026 to 29/11/2026');
  expect(text).toContain('Date paid: 02/12/2026');
  expect(text).toMatch(/Gross pay\s+\$2,500\.00/);
  expect(text).toMatch(/PAYG withholding\s+\$438\.00/);
  expect(text).toMatch(/Net pay\s+\$2,062\.00/);
  // Reg 3.46(4): the annual salary beside the hours.
  expect(text).toContain('Annual salary: $65,000.00 · Ordinary hours: 76.00');
  expect(text).toContain('Employer contribution: $300.00 to Hostplus, USI HOS0100AU, member 556677');
}

test('sets up pay, drafts, reviews, finalises and pays a run; the employee sees the payslip in self-service', async ({
  page,
  newPage,
}, testInfo) => {
  test.setTimeout(150_000);

  // Salary Structure Setup: settings, a fortnightly schedule, the employee's pay.
  await openIn(page, organization, '/dashboard/payroll/setup');
  await expect(page.getByRole('heading', { name: 'Salary Structure Setup' })).toBeVisible();
  await savePayrollSettings(page, { abn: ABN, accountName: 'Wattle Flow Kitchens' });

  await addFortnightlySchedule(page, { name: 'Fortnightly kitchen', start: '2026-11-16', payDate: '2026-12-02' });
  await expect(
    page.getByRole('region', { name: 'Pay schedules' }).getByText(/16 Nov 2026 – 29 Nov 2026/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Set up pay for Piper Flowers' }).click();
  const payDialog = page.getByRole('dialog', { name: 'Set up pay: Piper Flowers' });
  await payDialog.getByLabel('Effective from').fill('2026-07-01');
  await payDialog.getByLabel('Pay basis').selectOption('salary');
  await payDialog.getByLabel('Annual salary ($)').fill('65000.00');
  await expect(payDialog.getByLabel('TFN provided')).toBeChecked();
  await expect(payDialog.getByLabel('Claims the tax-free threshold')).toBeChecked();
  // The super fund is the one on Piper's record (Financial & Legal): shown here, not typed again.
  await expect(payDialog.getByText('Super fund: Hostplus · USI HOS0100AU · member ••••6677')).toBeVisible();
  await payDialog.getByRole('button', { name: 'Save pay' }).click();
  await expect(payDialog).toBeHidden();
  await expect(page.getByText("Piper Flowers's pay saved.")).toBeVisible();

  // The employee is invited to self-service from the profile and joins in a browser of their own
  // (before the run is paid, so the paid e-mail reaches their account).
  await page.goto(`/dashboard/employees/${employee.id}`);
  await page.getByRole('button', { name: 'Invite to self-service' }).click();
  const invite = page.getByRole('alertdialog', { name: 'Invite to self-service' });
  await expect(invite).toContainText(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`).first()).toBeVisible();
  const link = await invitationLink(email, organization.name);
  const own = await newPage();
  await own.goto(link);
  await own.getByLabel('Your name').fill('Piper Flowers');
  await own.getByLabel('Choose a password').fill(PASSWORD);
  await own.getByLabel('Confirm password').fill(PASSWORD);
  await own.getByRole('button', { name: 'Create account and join' }).click();
  await expect(own).toHaveURL(/\/dashboard$/);
  await expect(own.getByText('You work here as Employee.')).toBeVisible();

  // Salary Processing: draft the schedule's next period; the worker calculates it.
  await page.goto('/dashboard/payroll/processing');
  await expect(page.getByText('No pay runs yet.')).toBeVisible();
  await draftPayRun(page, { start: '2026-11-16', payDate: '2026-12-02' });
  await expect(page.getByText('Ready for review')).toBeVisible({ timeout: 30_000 });

  // The review: exactly the calculator's figures (see the comment at the top).
  const row = page.getByRole('row', { name: /Piper Flowers/ });
  await expect(row.getByRole('cell', { name: '$2,500.00', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '$438.00', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '$300.00', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '$2,062.00', exact: true })).toBeVisible();
  await toTop(page);
  await page.screenshot({ path: `${SCREENS}/payroll-flow-review.png`, fullPage: true });

  await page.getByRole('button', { name: 'Finalise' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Finalise pay run?' });
  await confirm.getByRole('button', { name: 'Finalise' }).click();
  await expect(page.getByText('Finalised', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await page.getByRole('alertdialog', { name: 'Mark as paid?' }).getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  // Payslips: payroll downloads the PDF, and it reads back with every field checked.
  await page.goto('/dashboard/payroll/payslips');
  const all = page.getByRole('region', { name: 'All payslips' });
  const slip = all.getByRole('row', { name: /Piper Flowers/ });
  await expect(slip.getByRole('cell', { name: '$2,062.00', exact: true })).toBeVisible();
  await expect(slip.getByText('Paid', { exact: true })).toBeVisible();
  expectPayslipText(
    await downloadedPdfText(page, /Download payslip PDF for Piper Flowers/, testInfo.outputPath('payroll-payslip.pdf')),
  );

  // The employee: Payroll → payslips from the menu.
  await own.goto('/dashboard');
  const sidebar = own.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'Payroll' }).click();
  await sidebar.getByRole('link', { name: 'payslips' }).click();
  await expect(own).toHaveURL(/\/dashboard\/payroll\/payslips$/);
  const mine = own.getByRole('region', { name: 'My payslips' });
  await expect(mine.getByRole('row', { name: /\$2,062\.00/ })).toBeVisible();
  await expect(own.getByRole('heading', { name: 'All payslips' })).toHaveCount(0);

  // The paid e-mail's link opens the same list with that payslip highlighted.
  const paid = await latestMail(email, 'Your payslip is ready');
  expect(paid.text).toContain(
    'Your payslip for 16 November 2026 to 29 November 2026, paid on 2 December 2026, is ready.',
  );
  const payslipPath = /https?:\/\/[^/\s]+(\/dashboard\/payroll\/payslips\?payslip=\S+)/.exec(paid.text)?.[1];
  expect(payslipPath, paid.text).toBeTruthy();
  await own.goto(payslipPath as string);
  const highlighted = own.getByRole('region', { name: 'My payslips' }).locator('tr[aria-current="true"]');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted.getByRole('cell', { name: '$2,500.00', exact: true })).toBeVisible();
  await expect(highlighted.getByRole('cell', { name: '$2,062.00', exact: true })).toBeVisible();
  await expect(highlighted.getByText('Paid', { exact: true })).toBeVisible();
  await toTop(own);
  await own.screenshot({ path: `${SCREENS}/payroll-flow-employee-payslips.png`, fullPage: true });
  expectPayslipText(
    await downloadedPdfText(own, /Download payslip PDF for Piper Flowers/, testInfo.outputPath('own-payslip.pdf')),
  );
});
