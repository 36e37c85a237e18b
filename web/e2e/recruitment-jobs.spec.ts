import {
  apply,
  expect,
  hasHorizontalScroll,
  openIn,
  type Page,
  screenshot,
  type Team,
  test,
  uniqueName,
} from './fixtures';

const JOBS = '/dashboard/recruitment/jobs';

let nursing: Team;
let allied: Team;

test.beforeAll(async ({ api }) => {
  nursing = await api.team('Jobs Acacia', 'Nursing', 'Registered Nurse');
  const department = await api.department(nursing.organization.id, 'Allied Health');
  allied = { ...nursing, department, designation: await api.designation(department.id, 'Physiotherapist') };
});

test.afterAll(async ({ api }) => {
  await api.deleteOrganization(nursing.organization.id);
});

/** Opens `path` with this spec's workspace selected. */
async function open(page: Page, path = JOBS) {
  await openIn(page, nursing.organization, path);
}

function card(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

test('create, edit and delete a job opening', async ({ page }) => {
  const title = uniqueName('Clinical Nurse');
  const renamed = `${title} Lead`;
  await open(page);
  await expect(page.getByRole('heading', { name: 'Job Openings' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Job Opening' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Job Opening' });
  await expect(dialog.getByLabel('Employment Type')).toHaveValue('Full-time');
  await expect(dialog.getByLabel('Status')).toHaveValue('open');
  // The designation waits for a department.
  await expect(dialog.getByLabel('Designation')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Create Job Opening' }).click();
  await expect(dialog.getByText('Title is required.')).toBeVisible();
  await expect(dialog.getByText('Department is required.')).toBeVisible();
  await expect(dialog.getByText('Designation is required.')).toBeVisible();
  await expect(dialog.getByText('Location is required.')).toBeVisible();

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Department').selectOption({ label: 'Allied Health' });
  await expect(dialog.getByLabel('Designation')).toBeEnabled();
  await dialog.getByLabel('Designation').selectOption({ label: 'Physiotherapist' });
  // Another department clears the designation chosen for the first.
  await dialog.getByLabel('Department').selectOption({ label: 'Nursing' });
  await expect(dialog.getByLabel('Designation')).toHaveValue('');
  await dialog.getByLabel('Designation').selectOption({ label: 'Registered Nurse' });
  await dialog.getByLabel('Location').fill('Parramatta NSW');
  await dialog.getByLabel('Employment Type').selectOption('Contract');
  await dialog.getByLabel('Posting Date').fill('2026-11-21');
  await dialog.getByLabel('Closing Date').fill('2026-11-01');
  await dialog.getByLabel('Description').fill('Lead the ward team.');
  await dialog.getByRole('button', { name: 'Create Job Opening' }).click();
  await expect(dialog.getByText('The closing date cannot be before the posting date.')).toBeVisible();
  await dialog.getByLabel('Closing Date').fill('2026-12-24');
  await dialog.getByRole('button', { name: 'Create Job Opening' }).click();
  await expect(dialog).toBeHidden();

  await expect(card(page, title)).toContainText(nursing.organization.name);
  await expect(card(page, title)).toContainText('Parramatta NSW');
  await expect(card(page, title)).toContainText('Contract');
  await expect(card(page, title).locator('[data-tone="green"]')).toHaveText('open');

  await card(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  dialog = page.getByRole('dialog', { name: 'Edit Job Opening' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Department')).toHaveValue(String(nursing.department.id));
  await expect(dialog.getByLabel('Designation')).toHaveValue(String(nursing.designation.id));
  await expect(dialog.getByLabel('Closing Date')).toHaveValue('2026-12-24');
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByLabel('Status').selectOption('on-hold');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, renamed).locator('[data-tone="amber"]')).toHaveText('on-hold');
  await expect(card(page, title)).toHaveCount(0);
  await screenshot(page, 'recruitment-jobs', { fullPage: true });

  await card(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete job opening' });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, renamed)).toHaveCount(0);
});

test("the server's 422 shows under the field it names", async ({ page, api }) => {
  const doomed = await api.designation(allied.department.id, uniqueName('Occupational Therapist'));
  const title = uniqueName('Therapist');
  await open(page);
  await page.getByRole('button', { name: 'Create Job Opening' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job Opening' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Department').selectOption({ label: 'Allied Health' });
  await dialog.getByLabel('Designation').selectOption({ label: doomed.title });
  await dialog.getByLabel('Location').fill('Newcastle NSW');
  // Someone deletes the designation while the form is open.
  await api.deleteDesignation(doomed.id);
  await dialog.getByRole('button', { name: 'Create Job Opening' }).click();

  await expect(dialog.getByLabel('Designation')).toHaveAccessibleDescription(
    'The designation does not belong to the selected department.',
  );
  await expect(dialog.getByLabel('Designation')).toHaveAttribute('aria-invalid', 'true');
  // What was typed stays.
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Location')).toHaveValue('Newcastle NSW');
  // Cancel asks first: what was typed would be lost.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(dialog).toBeHidden();
  await expect(card(page, title)).toHaveCount(0);
});

test('the detail shows the opening, and its Edit button works', async ({ page, api }) => {
  const job = await api.jobOpening(allied, uniqueName('Senior Physiotherapist'), { status: 'draft' });
  await api.send('put', `/recruitment/job-openings/${job.id}`, {
    ...job,
    organization_id: allied.organization.id,
    description: 'Outpatient musculoskeletal caseload.',
    requirements: 'AHPRA registration.\nThree years of experience.',
    posting_date: '2026-11-21',
    closing_date: '2027-01-15',
  });
  await open(page);
  await card(page, job.title).getByRole('link', { name: job.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${JOBS}/${job.id}$`));
  await expect(page.getByRole('heading', { name: job.title })).toBeVisible();
  await expect(page.locator('[data-tone="blue"]')).toHaveText('draft');
  await expect(page.getByText('21 November 2026')).toBeVisible();
  await expect(page.getByText('15 January 2027')).toBeVisible();
  await expect(page.getByText('Allied Health')).toBeVisible();
  await expect(page.getByText('Physiotherapist', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Description' })).toContainText('Outpatient musculoskeletal caseload.');
  await expect(page.getByRole('region', { name: 'Requirements' })).toContainText('Three years of experience.');

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Job Opening' });
  await expect(dialog.getByLabel('Designation')).toHaveValue(String(allied.designation.id));
  await dialog.getByLabel('Location').fill('Wollongong NSW');
  await dialog.getByLabel('Status').selectOption('open');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Wollongong NSW')).toBeVisible();
  await expect(page.locator('[data-tone="green"]')).toHaveText('open');

  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${JOBS}$`));
  await expect(card(page, job.title)).toContainText('Wollongong NSW');
});

test('an opening with applicants cannot be deleted; the dialog says why', async ({ page, api }) => {
  const job = await api.jobOpening(nursing, uniqueName('Night Nurse'));
  const ada = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };
  await apply(api, { team: nursing, job }, ada);
  await open(page);
  await card(page, job.title)
    .getByRole('button', { name: `Delete ${job.title}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete job opening' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    'This job opening has applicants. Close it instead, or delete its applicants first.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, job.title)).toBeVisible();
});

test('an unknown or malformed id shows Job Not Found', async ({ page }) => {
  await open(page, `${JOBS}/999999999`);
  await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
  // It does not exist: said as such; the spec's "Failed to load" text is for loads that failed.
  await expect(page.getByText('This job opening does not exist, or it was deleted.')).toBeVisible();
  await page.goto(`${JOBS}/not-a-number`);
  await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${JOBS}$`));
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the list, the form and the detail fit', async ({ page, api }) => {
    const job = await api.jobOpening(
      nursing,
      uniqueName('Community Mental Health Nurse (Clinical Nurse Consultant Grade 2)'),
      { location: 'Bankstown-Lidcombe Hospital, Eldridge Road, Bankstown NSW 2200' },
    );
    await open(page);
    await expect(card(page, job.title)).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'recruitment-jobs-360', { fullPage: true });

    await page.getByRole('button', { name: 'Create Job Opening' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Job Opening' })).toBeVisible();
    await screenshot(page, 'recruitment-job-form-360');
    await page.keyboard.press('Escape');

    await page.goto(`${JOBS}/${job.id}`);
    await expect(page.getByRole('heading', { name: job.title })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'recruitment-job-360', { fullPage: true });
  });
});
