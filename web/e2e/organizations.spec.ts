import { expect, type OrganizationRecord, type Page, screenshot, test, uniqueName } from './fixtures';

const question = (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`;
const workspaceQuestion = (name: string) =>
  `Are you sure you want to delete "${name}"? Owners can restore it for 30 days; after that it is deleted permanently.`;

/** Opens the list (after a test has made its records through the API, so no reload is needed). */
async function openList(page: Page) {
  await page.goto('/dashboard/organizations');
  await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible();
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

test('create, edit and delete a workspace', async ({ page }) => {
  await openList(page);
  const name = uniqueName('Acacia Care');
  const renamed = `${name} Group`;

  await page.getByRole('button', { name: 'Add Workspace' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Workspace' });
  // The browser's zone (Sydney, playwright.config.ts) is pre-selected for a new workspace.
  await expect(dialog.getByLabel('Timezone')).toHaveValue('Australia/Sydney');
  await dialog.getByRole('button', { name: 'Create Workspace' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await expect(dialog.getByText('Contact email is required.')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Contact Email').fill('not-an-email');
  await expect(dialog.getByText('Contact email is invalid.')).toBeVisible();
  await dialog.getByLabel('Contact Email').fill('people@acacia.example');
  await dialog.getByLabel('Registration Number').fill('ABN 51 824 753 556');
  await dialog.getByLabel('Industry').fill('Aged care');
  await dialog.getByRole('button', { name: 'Create Workspace' }).click();
  await expect(dialog).toBeHidden();

  await expect(card(page, name)).toContainText('ABN 51 824 753 556');
  await expect(card(page, name)).toContainText('people@acacia.example');
  // The switcher reads the same list: the new workspace is there without a reload.
  await expect(page.getByRole('combobox', { name: 'Organization' }).getByRole('option', { name })).toHaveCount(1);

  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  dialog = page.getByRole('dialog', { name: 'Edit Workspace' });
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await dialog.getByLabel('Name').fill(renamed);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, renamed)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Organization' }).getByRole('option', { name: renamed })).toHaveCount(
    1,
  );
  await screenshot(page, 'organizations', { fullPage: true });

  await card(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete workspace' });
  await expect(confirm.getByText(workspaceQuestion(renamed), { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, renamed)).toBeVisible();

  await card(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  // Delete waits for the workspace's exact name.
  const remove = confirm.getByRole('button', { name: 'Delete' });
  const typedName = confirm.getByLabel("Type the workspace's name to confirm");
  await expect(typedName).toHaveValue('');
  await expect(remove).toBeDisabled();
  await typedName.fill(name);
  await expect(remove).toBeDisabled();
  await typedName.fill(renamed);
  await expect(remove).toBeEnabled();
  await remove.click();
  await expect(confirm).toBeHidden();
  await expect(card(page, renamed)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Organization' }).getByRole('option', { name: renamed })).toHaveCount(
    0,
  );
});

test('a deleted workspace is listed for its owner and restored with a toast', async ({ page, scratch }) => {
  const organization = await scratch.organization('Grevillea Aged Care');
  await openList(page);
  await card(page, organization.name)
    .getByRole('button', { name: `Delete ${organization.name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete workspace' });
  await expect(confirm.getByText(workspaceQuestion(organization.name), { exact: true })).toBeVisible();
  await confirm.getByLabel("Type the workspace's name to confirm").fill(organization.name);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, organization.name)).toHaveCount(0);

  const deleted = page.getByRole('article', { name: `Deleted ${organization.name}` });
  await expect(page.getByRole('heading', { name: 'Deleted workspaces' })).toBeVisible();
  await expect(deleted).toContainText('Restorable until');
  await deleted.getByRole('button', { name: `Restore ${organization.name}` }).click();
  await expect(page.getByText(`Workspace "${organization.name}" restored.`)).toBeVisible();
  await expect(card(page, organization.name)).toBeVisible();
  await expect(deleted).toHaveCount(0);
  await expect(
    page.getByRole('combobox', { name: 'Organization' }).getByRole('option', { name: organization.name }),
  ).toHaveCount(1);
});

test.describe('detail', () => {
  let organization: OrganizationRecord;

  test.beforeEach(async ({ page, scratch }) => {
    organization = await scratch.organization('Banksia Health');
    await openList(page);
    await card(page, organization.name)
      .getByRole('link', { name: /View Details/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/organizations/${organization.id}$`));
    await expect(page.getByRole('heading', { name: organization.name })).toBeVisible();
  });

  test('shows the details, edits them and goes back', async ({ page }) => {
    await expect(page.getByText('Not specified')).toHaveCount(4);
    await page.getByRole('button', { name: 'Edit Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Workspace' });
    await dialog.getByLabel('Contact Phone').fill('+61 2 9000 0000');
    await dialog.getByLabel('Address').fill('1 Wattle St, Sydney NSW 2000');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('+61 2 9000 0000')).toBeVisible();
    await expect(page.getByText('1 Wattle St, Sydney NSW 2000')).toBeVisible();
    await expect(page.getByText('Not specified')).toHaveCount(2);

    await page.getByRole('link', { name: 'Back to Organizations' }).click();
    await expect(page).toHaveURL(/\/dashboard\/organizations$/);
  });

  test('departments and designations: add, edit and delete', async ({ page }) => {
    await expect(page.getByText('No departments yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add Department' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Department' });
    await dialog.getByRole('button', { name: 'Add Department' }).click();
    await expect(dialog.getByText('Name is required.')).toBeVisible();
    await dialog.getByLabel('Name').fill('Nursing');
    await dialog.getByLabel('Description').fill('Ward and community nurses');
    await dialog.getByRole('button', { name: 'Add Department' }).click();
    await expect(dialog).toBeHidden();

    const department = page.getByRole('article', { name: 'Department Nursing' });
    await expect(department).toContainText('Ward and community nurses');

    await department.getByRole('button', { name: 'Edit department Nursing' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Department' });
    await dialog.getByLabel('Name').fill('Nursing Care');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    const renamed = page.getByRole('article', { name: 'Department Nursing Care' });

    const toggle = renamed.getByRole('button', { name: 'Nursing Care', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(renamed.getByText('No designations yet.')).toBeVisible();

    await renamed.getByRole('button', { name: 'Add Designation' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Designation' });
    await expect(dialog.getByLabel('Level')).toHaveValue('Junior');
    await dialog.getByRole('button', { name: 'Add Designation' }).click();
    await expect(dialog.getByText('Title is required.')).toBeVisible();
    await dialog.getByLabel('Title').fill('Registered Nurse');
    await dialog.getByLabel('Level').selectOption('Mid');
    await dialog.getByRole('button', { name: 'Add Designation' }).click();
    await expect(dialog).toBeHidden();
    await expect(renamed.getByText('Registered Nurse')).toBeVisible();
    await expect(renamed.getByText('Mid', { exact: true })).toBeVisible();

    await renamed.getByRole('button', { name: 'Edit designation Registered Nurse' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Designation' });
    await dialog.getByLabel('Title').fill('Clinical Nurse');
    await dialog.getByLabel('Level').selectOption('Senior');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(renamed.getByText('Clinical Nurse')).toBeVisible();
    await expect(renamed.getByText('Senior', { exact: true })).toBeVisible();
    await screenshot(page, 'organization-detail', { fullPage: true });

    await renamed.getByRole('button', { name: 'Delete designation Clinical Nurse' }).click();
    let confirm = page.getByRole('alertdialog', { name: 'Delete designation' });
    await expect(confirm.getByText(question('Clinical Nurse'), { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(renamed.getByText('No designations yet.')).toBeVisible();

    await renamed.getByRole('button', { name: 'Delete department Nursing Care' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Delete department' });
    await expect(confirm.getByText(question('Nursing Care'), { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('No departments yet.')).toBeVisible();
  });

  test('a stale edit is refused with the server message', async ({ page, api }) => {
    await page.getByRole('button', { name: 'Edit Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Workspace' });
    // Someone else saves first.
    await api.send('put', `/organizations/${organization.id}`, {
      name: organization.name,
      contact_email: 'other@example.com',
      version: organization.version,
    });
    await dialog.getByLabel('Industry').fill('Health');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This record was changed by someone else. Reload it and try again.',
    );
    await expect(dialog).toBeVisible();
  });
});
