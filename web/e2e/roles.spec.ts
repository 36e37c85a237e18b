import { expect, latestMail, type OrganizationRecord, openIn, screenshot, test } from './fixtures';

let organization: OrganizationRecord;

test.beforeAll(async ({ api }) => {
  organization = await api.organization('Wattle Roles');
});

test('an HR Manager joins and sees only what the role allows', async ({ page, newPage }) => {
  const email = `hr-${Date.now()}@wattle.test`;
  await openIn(page, organization, '/dashboard/settings/members');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'HR Manager' });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();

  const mail = await latestMail(email, `Join ${organization.name} on Wattle HR`);
  expect(mail.text).toContain(`on Wattle HR, as HR Manager.`);
  const link = /http:\/\/localhost:\d+(\/invitation#token=[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();

  const hr = await newPage();
  await hr.goto(link as string);
  await expect(hr.getByText(`invited ${email} to ${organization.name} as HR Manager`)).toBeVisible();
  await hr.getByLabel('Your name').fill('Harriet Hr');
  await hr.getByLabel('Choose a password').fill('Golden-Wattle-Spring-77');
  await hr.getByLabel('Confirm password').fill('Golden-Wattle-Spring-77');
  await hr.getByRole('button', { name: 'Create account and join' }).click();
  await expect(hr).toHaveURL(/\/dashboard$/);
  await expect(hr.getByText(`Showing data for ${organization.name}`)).toBeVisible();

  // The menu: recruitment and employees; in Settings only the index (not members, permissions or
  // the audit log), which lists the settings screens an HR Manager keeps.
  const menu = hr.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('button', { name: 'Recruitment' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Employee' })).toBeVisible();
  await menu.getByRole('button', { name: 'Settings' }).click();
  await expect(menu.getByRole('link', { name: 'All settings' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Members' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'All settings' }).click();
  const main = hr.getByRole('main');
  await expect(main.getByRole('link', { name: /^Salary structure setup/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /^Audit Log/ })).toHaveCount(0);

  // A direct URL says so, and the API refuses too.
  await hr.goto('/dashboard/settings/audit-log');
  await expect(hr.getByRole('heading', { name: "You don't have access", level: 1 })).toBeVisible();
  await screenshot(hr, 'no-access', { fullPage: true });
  await hr.goto('/dashboard/employees');
  await expect(hr.getByRole('link', { name: 'Add New Employee' })).toBeVisible();
});
