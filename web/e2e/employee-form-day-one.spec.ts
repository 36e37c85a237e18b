import { type Api, expect, openIn, type Page, screenshot, type Team, test, toTop } from './fixtures';

/** Issue 15: the structured address, the discard warning and Reload after a 409 on the employee form. */

let team: Team;

test.beforeAll(async ({ api }) => {
  team = await api.team('Wattle Bakery', 'Bakery', 'Baker');
});

function newEmployee(api: Api, code: string, first_name: string) {
  return api.hire(team, { first_name, last_name: 'Crumb', employee_code: code, employment_type: 'Casual' });
}

function detail(page: Page, section: string, label: string) {
  return page
    .getByRole('region', { name: section })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('+ dd');
}

const discardDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

test('the Personal tab takes a structured address and queries a postcode outside its state', async ({ page, api }) => {
  const employee = await newEmployee(api, 'DAY-001', 'Ada');
  await openIn(page, team.organization, `/dashboard/employees/edit/${employee.id}`);
  await expect(page.getByLabel('Street Address')).toHaveValue('1 Test St');
  await expect(page.getByLabel('Suburb')).toHaveValue('Sydney');
  await expect(page.getByLabel('State')).toHaveValue('NSW');
  await expect(page.getByLabel('Postcode')).toHaveValue('2000');

  await page.getByLabel('Street Address').fill('14 Murray St');
  await page.getByLabel('Suburb').fill('Barooga');
  await page.getByLabel('Postcode').fill('364');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Postcode must be 4 digits.')).toBeVisible();
  await page.getByLabel('Postcode').fill('3644');
  // A border town: the form queries it, the save goes through.
  await expect(page.getByText('3644 is usually a VIC postcode, not NSW.', { exact: false })).toBeVisible();
  await toTop(page);
  await screenshot(page, 'employee-form-structured-address', { fullPage: true });
  await page.getByRole('tab', { name: /Emergency Contact/ }).click();
  await page.getByRole('button', { name: 'Update' }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/employees/${employee.id}$`));
  await expect(detail(page, 'Personal Information', 'Address')).toHaveText('14 Murray St, Barooga NSW 3644');
  await expect(page.getByText('Casual', { exact: true }).first()).toBeVisible();
});

test('Cancel, a sidebar link, Back and closing the tab warn before typed changes are dropped', async ({
  page,
  api,
}) => {
  const employee = await newEmployee(api, 'DAY-002', 'Ben');
  await openIn(page, team.organization, `/dashboard/employees/${employee.id}`);
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  const suburb = page.getByLabel('Suburb');
  await expect(suburb).toHaveValue('Sydney');

  // Nothing typed yet: Back leaves without asking.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/dashboard/employees/${employee.id}$`));
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await suburb.fill('Surry Hills');

  // Cancel: Keep editing stays, with what was typed.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(discardDialog(page)).toBeVisible();
  await expect(discardDialog(page)).toContainText("You have changes that aren't saved.");
  await screenshot(page, 'employee-form-discard-dialog');
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discardDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/employees\/edit\/\d+$/);
  await expect(suburb).toHaveValue('Surry Hills');

  // A sidebar link: Escape keeps editing too.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(discardDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discardDialog(page)).toBeHidden();
  await expect(suburb).toHaveValue('Surry Hills');

  // Reload or closing the tab: the browser's own prompt.
  const prompt = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await prompt).toBe('beforeunload');
  await expect(suburb).toHaveValue('Surry Hills');

  // Back: Discard leaves, and nothing was saved.
  await page.goBack();
  await expect(discardDialog(page)).toBeVisible();
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/employees/${employee.id}$`));
  await expect(detail(page, 'Personal Information', 'Address')).toHaveText('1 Test St, Sydney NSW 2000');
});

test('a 409 on save offers Reload, which keeps what was typed on top of the fresh record', async ({ page, api }) => {
  const employee = await newEmployee(api, 'DAY-003', 'Cara');
  await openIn(page, team.organization, `/dashboard/employees/edit/${employee.id}`);
  await page.getByLabel('Phone Number').fill('0499 111 222');
  await page.getByLabel('Suburb').fill('Marrickville');

  // Meanwhile a colleague changes the last name.
  const current = await api.get<Record<string, unknown>>(`/employees/${employee.id}`);
  const { tax_file_number, superannuation_member_number, bank_bsb, bank_account_number, ...fields } = current;
  await api.send('put', `/employees/${employee.id}`, { ...fields, last_name: 'Baker' });

  await page.getByRole('tab', { name: /Emergency Contact/ }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'changed by someone else' });
  await expect(conflict).toBeVisible();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText(/Your changes are kept: Phone Number, Suburb\./)).toBeVisible();
  await page.getByRole('tab', { name: /Personal Information/ }).click();
  await expect(page.getByLabel('Last Name')).toHaveValue('Baker');
  await expect(page.getByLabel('Phone Number')).toHaveValue('0499 111 222');
  await expect(page.getByLabel('Suburb')).toHaveValue('Marrickville');
  await toTop(page);
  await screenshot(page, 'employee-form-409-reloaded', { fullPage: true });

  await page.getByRole('tab', { name: /Emergency Contact/ }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/employees/${employee.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Cara Baker' })).toBeVisible();
  await expect(detail(page, 'Personal Information', 'Phone Number')).toHaveText('0499 111 222');
  await expect(detail(page, 'Personal Information', 'Address')).toHaveText('1 Test St, Marrickville NSW 2000');
});
