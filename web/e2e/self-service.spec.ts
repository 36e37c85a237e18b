import { ADMIN, expect, hasHorizontalScroll, invitationLink, latestMail, openIn, screenshot, test } from './fixtures';

const PASSWORD = 'Golden-Wattle-Payday-58';

test('an employee joins self-service from their profile, edits a contact detail and changes bank details', async ({
  page,
  api,
  newPage,
}) => {
  test.setTimeout(90_000);
  const team = await api.team('Wattle Self', 'Kitchen', 'Cook');
  const { organization } = team;
  const code = `SS-${Date.now().toString(36)}`;
  const email = `${code.toLowerCase()}@example.com`;
  const employee = await api.hire(team, {
    first_name: 'Sam',
    last_name: 'Selfserve',
    employee_code: code,
    bank_bsb: '062-000',
    bank_account_number: '11112222',
  });

  // The owner invites the record's person from the profile.
  await openIn(page, organization, `/dashboard/employees/${employee.id}`);
  await page.getByRole('button', { name: 'Invite to self-service' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Invite to self-service' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`).first()).toBeVisible();

  const link = await invitationLink(email, organization.name);

  // The employee, in a browser of their own.
  const own = await newPage();
  await own.goto(link);
  await own.getByLabel('Your name').fill('Sam Selfserve');
  await own.getByLabel('Choose a password').fill(PASSWORD);
  await own.getByLabel('Confirm password').fill(PASSWORD);
  await own.getByRole('button', { name: 'Create account and join' }).click();
  await expect(own).toHaveURL(/\/dashboard$/);
  // The Employee role: a personal home, no recruitment or settings, and a direct URL says so.
  await expect(own.getByText('You work here as Employee.')).toBeVisible();
  const menu = own.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('button', { name: 'Recruitment' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  await own.goto('/dashboard/recruitment/jobs');
  await expect(own.getByRole('heading', { name: "You don't have access", level: 1 })).toBeVisible();

  await own.goto('/dashboard/profile');
  const details = own.getByRole('region', { name: 'My details' });
  await expect(details.getByText(code, { exact: true })).toBeVisible();
  await expect(details.getByText('••••2222')).toBeVisible();

  await details.getByRole('button', { name: 'Edit my details' }).click();
  const edit = own.getByRole('dialog', { name: 'Edit my details' });
  await edit.getByLabel('Phone Number').fill('0411 222 333');
  await edit.getByRole('button', { name: 'Save my details' }).click();
  await expect(own.getByText('Your details were saved.')).toBeVisible();
  await expect(details.getByText('0411 222 333')).toBeVisible();

  await details.getByRole('button', { name: 'Change bank details' }).click();
  const bank = own.getByRole('dialog', { name: 'Change bank details' });
  await bank.getByLabel('BSB', { exact: true }).fill('082-001');
  await bank.getByLabel('Account Number', { exact: true }).fill('98765432');
  await bank.getByLabel('Password', { exact: true }).fill('Not-My-Password-1');
  await bank.getByRole('button', { name: 'Change bank details' }).click();
  await expect(bank.getByText('The password is not correct.').first()).toBeVisible();
  // What was typed stays; only the password is asked for again.
  await expect(bank.getByLabel('BSB', { exact: true })).toHaveValue('082-001');
  await bank.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await bank.getByRole('button', { name: 'Change bank details' }).click();
  await expect(own.getByText('Your bank details were changed.')).toBeVisible();
  await expect(details.getByText('••••5432')).toBeVisible();

  await own.setViewportSize({ width: 360, height: 800 });
  await expect(details).toBeVisible();
  expect(await hasHorizontalScroll(own)).toBe(false);
  await screenshot(own, 'self-service-my-details', { fullPage: true });
  await own.context().close();

  // Payroll (the owner: this organization has no payroll officer) and the employee are told.
  const payroll = await latestMail(ADMIN.email, 'Bank details changed: Sam Selfserve');
  expect(payroll.text).toContain('••••5432');
  expect(payroll.text).not.toContain('98765432');
  const alert = await latestMail(email, 'Your bank details were changed');
  expect(alert.text).toContain("If this wasn't you");

  // The owner sees the record linked.
  await page.reload();
  await expect(page.getByText('Linked to self-service')).toBeVisible();
});
