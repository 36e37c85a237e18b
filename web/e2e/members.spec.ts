import { expect, invitationLink, type OrganizationRecord, openIn, SIGNED_OUT, screenshot, test } from './fixtures';

let organization: OrganizationRecord;

test.beforeAll(async ({ api }) => {
  organization = await api.organization('Wattle Team');
});

test('an owner invites a colleague, who joins from the e-mailed link in another browser', async ({ page, newPage }) => {
  const email = `colleague-${Date.now()}@wattle.test`;
  await openIn(page, organization, '/dashboard/settings/members');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /Wattle Admin/ })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('admin');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await screenshot(page, 'members', { fullPage: true });

  const link = await invitationLink(email, organization.name);

  // The colleague, in a browser of their own.
  const colleague = await newPage();
  await colleague.goto(link);
  await expect(colleague.getByText(`invited ${email} to ${organization.name} as Admin`)).toBeVisible();
  await colleague.getByRole('button', { name: 'Create account and join' }).click();
  await expect(colleague.getByText('Name is required.')).toBeVisible();
  await colleague.getByLabel('Your name').fill('Cora Colleague');
  await colleague.getByLabel('Choose a password').fill('Golden-Wattle-Spring-77');
  await colleague.getByLabel('Confirm password').fill('Golden-Wattle-Spring-77');
  await colleague.getByRole('button', { name: 'Create account and join' }).click();
  await expect(colleague).toHaveURL(/\/dashboard$/);
  await expect(colleague.getByRole('combobox', { name: 'Organization' })).toHaveValue(String(organization.id));
  await expect(colleague.getByText(`Showing data for ${organization.name}`)).toBeVisible();
  await colleague.context().close();

  // The owner sees the new member, changes the role and removes them.
  await page.reload();
  const row = page.getByRole('row', { name: /Cora Colleague/ });
  await expect(row).toBeVisible();
  await row.getByLabel('Role of Cora Colleague').selectOption('hr_manager');
  await expect(page.getByText('Cora Colleague is now HR Manager.')).toBeVisible();
  await row.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Cora Colleague was removed.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Cora Colleague/ })).toHaveCount(0);
});

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT });

  test('a used or unknown invitation link says so', async ({ page }) => {
    await page.goto(`/invitation#token=${'x'.repeat(43)}`);
    await expect(page.getByText(/This invitation is not valid any more/)).toBeVisible();
  });
});
