import {
  type Api,
  expect,
  expectFitsAndSave,
  hasHorizontalScroll,
  openIn,
  type Page,
  screenshot,
  type Team,
  test,
  toTop,
} from './fixtures';

/** Payroll identifiers: masked everywhere, revealed on request (audited), kept unless replaced. */

const FINANCIAL = 'Financial & Legal Details (AU)';
const CLEAR = {
  tax_file_number: '123456782',
  superannuation_member_number: '99887766',
  bank_bsb: '062-000',
  bank_account_number: '12345678',
};

let team: Team;

test.beforeAll(async ({ api }) => {
  team = await api.team('Wattle Payroll', 'Finance', 'Payroll Officer');
});

/** `tax_file_number`: one TFN per organization, so each record of this workspace has its own. */
function newEmployee(api: Api, code: string, first_name: string, tax_file_number = '123 456 782') {
  return api.hire(team, {
    first_name,
    last_name: 'Payne',
    employee_code: code,
    tax_file_number,
    superannuation_fund_name: 'AustralianSuper',
    superannuation_member_number: '99887766',
    bank_bsb: '062000',
    bank_account_number: '1234 5678',
  });
}

function detail(page: Page, label: string) {
  return page.getByRole('region', { name: FINANCIAL }).locator('dt', { hasText: label }).locator('+ dd');
}

async function expectMasked(page: Page, tfn = '••••6782') {
  await expect(detail(page, 'Tax File Number (TFN)')).toHaveText(tfn);
  await expect(detail(page, 'Super Member Number')).toHaveText('••••7766');
  await expect(detail(page, 'Bank BSB')).toHaveText('••••-000');
  await expect(detail(page, 'Bank Account Number')).toHaveText('••••5678');
  await expect(page.getByText('12345678', { exact: true })).toHaveCount(0);
}

function revealThroughApi(api: Api, id: number) {
  return api.send<typeof CLEAR>('post', `/employees/${id}/payroll/reveal`, undefined, 200);
}

test('the profile masks payroll identifiers; the owner reveals them from the keyboard, audited', async ({
  page,
  api,
}) => {
  const employee = await newEmployee(api, 'PAY-001', 'Priya', '100 000 028');
  await openIn(page, team.organization, `/dashboard/employees/${employee.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Payne' })).toBeVisible();
  await expectMasked(page, '••••0028');
  await expect(detail(page, 'Superannuation Fund')).toHaveText('AustralianSuper');

  const reveal = page.getByRole('button', { name: 'Reveal' });
  await reveal.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Hide' })).toBeVisible();
  await expect(detail(page, 'Tax File Number (TFN)')).toHaveText('100000028');
  await expect(detail(page, 'Super Member Number')).toHaveText(CLEAR.superannuation_member_number);
  await expect(detail(page, 'Bank BSB')).toHaveText(CLEAR.bank_bsb);
  await expect(detail(page, 'Bank Account Number')).toHaveText(CLEAR.bank_account_number);
  await expect(page.getByRole('region', { name: FINANCIAL }).getByRole('status')).toHaveText(
    'Shown to you in full. This view is recorded in the employee history.',
  );
  // The reveal is in the employee's history, with who did it.
  const recent = page.getByRole('region', { name: 'Recent history' });
  await expect(recent.getByText('Payroll Revealed', { exact: true })).toBeVisible();
  await expect(recent.getByText(/Payroll identifiers revealed: Tax File Number \(TFN\)/)).toBeVisible();
  await toTop(page);
  await screenshot(page, 'employee-profile-payroll-revealed', { fullPage: true });

  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Reveal' })).toBeVisible();
  await expectMasked(page, '••••0028');

  // Leaving the page forgets the clear values: back on the profile they are masked.
  await page.getByRole('link', { name: 'Back to Employee List' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/employees$/);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Reveal' })).toBeVisible();
  await expectMasked(page, '••••0028');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an edit that leaves payroll alone keeps it; replacing one value changes only that one', async ({
    page,
    api,
  }) => {
    const employee = await newEmployee(api, 'PAY-002', 'Quinn');
    await openIn(page, team.organization, `/dashboard/employees/edit/${employee.id}`);
    await expect(page.getByLabel('First Name')).toHaveValue('Quinn');
    await page.getByLabel('Phone Number').fill('0411 222 333');
    await page.getByRole('tab', { name: /Financial & Legal/ }).click();
    // Saved identifiers show only their masks, read-only.
    await expect(page.getByLabel('Tax File Number (TFN)', { exact: true })).toHaveValue('••••6782');
    await expect(page.getByLabel('Tax File Number (TFN)', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Bank BSB', { exact: true })).toHaveValue('••••-000');
    await expect(page.getByRole('button', { name: 'Replace Bank Account Number' })).toBeVisible();
    await expectFitsAndSave(page, 'employee-form-payroll-360');
    await page.getByRole('tab', { name: /Emergency Contact/ }).click();
    await page.getByRole('button', { name: 'Update' }).click();

    await expect(page).toHaveURL(new RegExp(`/dashboard/employees/${employee.id}$`));
    await expect(page.getByRole('region', { name: 'Personal Information' })).toContainText('0411 222 333');
    await expectMasked(page);
    expect(await revealThroughApi(api, employee.id)).toEqual(CLEAR);

    // Replace the TFN only.
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.getByRole('tab', { name: /Financial & Legal/ }).click();
    await page.getByRole('button', { name: 'Replace Tax File Number (TFN)' }).click();
    const tfn = page.getByLabel('Tax File Number (TFN)', { exact: true });
    await expect(tfn).toBeFocused();
    await expect(tfn).toHaveValue('');
    await tfn.fill('876 543 211');
    await page.getByRole('tab', { name: /Emergency Contact/ }).click();
    await expect(page.getByText('The tax file number is not valid.')).toBeVisible();
    await tfn.fill('876 543 210');
    await page.getByRole('tab', { name: /Emergency Contact/ }).click();
    await page.getByRole('button', { name: 'Update' }).click();

    await expect(page).toHaveURL(new RegExp(`/dashboard/employees/${employee.id}$`));
    await expectMasked(page, '••••3210');
    await expect(
      page.getByRole('region', { name: 'Recent history' }).getByText('Tax File Number (TFN): changed'),
    ).toBeVisible();
    expect(await revealThroughApi(api, employee.id)).toEqual({ ...CLEAR, tax_file_number: '876543210' });
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
