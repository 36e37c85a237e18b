import {
  type Api,
  type ApplicantRecord,
  apply,
  expect,
  expectFitsAndSave,
  GRACE,
  hasHorizontalScroll,
  type OrganizationRecord,
  openIn,
  type Page,
  screenshot,
  test,
  wardNurseOpening,
  workspaceToday,
} from './fixtures';

const ONBOARDING = '/dashboard/recruitment/onboarding';

interface Workspace {
  organization: OrganizationRecord;
  hire: ApplicantRecord;
  startDate: string;
}

/** A workspace (deleted after the test) with one hire: interviewed, offered and accepted through the API. */
async function workspace(scratch: Api): Promise<Workspace> {
  const opening = await wardNurseOpening(scratch, 'Onboarding Banksia');
  const { organization } = opening.team;
  const hire = await apply(scratch, opening, GRACE);
  await scratch.interview({
    organization_id: organization.id,
    applicant_id: hire.id,
    starts_at: `${workspaceToday(-2)}T10:00`,
    // Interviewers are members: the workspace's owner.
    interviewer_ids: [scratch.owner.user.id],
  });
  const startDate = workspaceToday(14);
  const offer = await scratch.offer({
    organization_id: organization.id,
    applicant_id: hire.id,
    salary: 90000,
    start_date: startDate,
    expiration_date: workspaceToday(7),
  });
  await scratch.answerOffer(offer.id, 'Accepted');
  return { organization, hire, startDate };
}

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

async function open(page: Page, organization: OrganizationRecord) {
  await openIn(page, organization, ONBOARDING);
  await expect(page.getByRole('heading', { name: 'New Hire Onboarding' })).toBeVisible();
}

test('build a template, onboard the hire from it, tick tasks and watch the progress', async ({ page, scratch }) => {
  const { organization, hire, startDate } = await workspace(scratch);
  await open(page, organization);
  await expect(page.getByRole('tab', { name: 'Onboarding Dashboard' })).toHaveAttribute('aria-selected', 'true');

  const card = page.getByRole('article', { name: 'Grace Hopper' });
  await expect(card).toContainText('Ward Nurse');
  await expect(card).toContainText(`Starts ${longDate(startDate)}`);
  await expect(card).toContainText('Onboarding not started.');

  // A template, made on the other tab: three tasks, the last one moved to the top.
  await page.getByRole('tab', { name: 'Template Management' }).click();
  await expect(page.getByText('No templates yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create Template' }).click();
  const form = page.getByRole('dialog', { name: 'Create Template' });
  await form.getByLabel('Name').fill('Nursing staff');
  await form.getByLabel('Description').fill('Ward nurses, first two weeks.');
  await form.getByLabel('Task 1', { exact: true }).fill('Ward induction');
  await form.getByRole('button', { name: 'Add Task' }).click();
  await form.getByLabel('Task 2', { exact: true }).fill('Meet the team');
  await form.getByLabel('Due (days from start)').nth(1).fill('1');
  await form.getByRole('button', { name: 'Add Task' }).click();
  await form.getByLabel('Task 3', { exact: true }).fill('Sign contract');
  await form.getByLabel('Due (days from start)').nth(2).fill('-7');
  await form.getByRole('button', { name: 'Move task 3 up' }).click();
  await form.getByRole('button', { name: 'Move task 2 up' }).click();
  await expect(form.getByLabel('Task 1', { exact: true })).toHaveValue('Sign contract');
  await form.getByRole('button', { name: 'Create Template' }).click();
  await expect(form).toBeHidden();
  const template = page.getByRole('article', { name: 'Nursing staff' });
  await expect(template).toContainText('3 tasks');
  await expect(template).toContainText('Ward nurses, first two weeks.');
  await expect(template.getByRole('listitem').first()).toHaveText('Sign contract');

  // Start onboarding from it.
  await page.getByRole('tab', { name: 'Onboarding Dashboard' }).click();
  await card.getByRole('button', { name: 'Start Onboarding for Grace Hopper' }).click();
  const start = page.getByRole('dialog', { name: 'Start Onboarding' });
  await start.getByLabel('Template').selectOption({ label: 'Nursing staff (3 tasks)' });
  await start.getByRole('button', { name: 'Start Onboarding' }).click();

  const panel = page.getByRole('dialog', { name: 'Grace Hopper' });
  await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  // Only the applicant's id in the URL: the hire's name and e-mail must not land in the browser's history.
  await expect(panel.getByRole('link', { name: 'Create employee record' })).toHaveAttribute(
    'href',
    `/dashboard/employees/new?applicant_id=${hire.id}`,
  );
  const tasks = panel.getByRole('checkbox');
  await expect(tasks).toHaveCount(3);
  await expect(panel.getByRole('listitem').first()).toContainText('Sign contract');

  await panel.getByRole('checkbox', { name: /Sign contract/ }).check();
  await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  await panel.getByRole('checkbox', { name: /Ward induction/ }).check();
  await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
  await expect(panel).toContainText('67% complete');
  await screenshot(page, 'onboarding');

  // Saved: a reload shows the same ticks; unticking takes progress back.
  await page.reload();
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
  await expect(card).toContainText('2 of 3 tasks');
  await card.getByRole('button', { name: 'View tasks for Grace Hopper' }).click();
  await expect(panel.getByRole('checkbox', { name: /Sign contract/ })).toBeChecked();
  await panel.getByRole('checkbox', { name: /Sign contract/ }).uncheck();
  await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  await page.keyboard.press('Escape');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');

  // The employee form starts from what the hire already knows.
  await card.getByRole('button', { name: 'View tasks for Grace Hopper' }).click();
  await panel.getByRole('link', { name: 'Create employee record' }).click();
  await expect(page).toHaveURL(`/dashboard/employees/new?applicant_id=${hire.id}`);
  await expect(page.getByLabel('First Name')).toHaveValue('Grace');
  await expect(page.getByLabel('Last Name')).toHaveValue('Hopper');
  expect(page.url()).not.toMatch(/Grace|Hopper|@/);
});

test('edit and delete a template', async ({ page, scratch }) => {
  const { organization } = await workspace(scratch);
  await scratch.onboardingTemplate({
    organization_id: organization.id,
    name: 'Allied health',
    tasks: [
      { name: 'Sign contract', due_offset_days: -5 },
      { name: 'Site tour', due_offset_days: 0 },
    ],
  });
  await open(page, organization);
  await page.getByRole('tab', { name: 'Template Management' }).click();
  const template = page.getByRole('article', { name: 'Allied health' });
  await template.getByRole('button', { name: 'Edit Allied health' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Template' });
  await expect(form.getByLabel('Task 2', { exact: true })).toHaveValue('Site tour');
  await form.getByRole('button', { name: 'Remove task 1' }).click();
  await form.getByLabel('Name').fill('Allied health staff');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toBeHidden();
  const renamed = page.getByRole('article', { name: 'Allied health staff' });
  await expect(renamed).toContainText('1 task');

  await renamed.getByRole('button', { name: 'Delete Allied health staff' }).click();
  await page.getByRole('alertdialog', { name: 'Delete template' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No templates yet.')).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('hires, tasks and templates fit a phone', async ({ page, scratch }) => {
    const { organization } = await workspace(scratch);
    await scratch.onboardingTemplate({
      organization_id: organization.id,
      name: 'Nursing staff',
      description: 'Ward nurses, first two weeks.',
      tasks: [
        { name: 'Sign contract and return the tax file number declaration', due_offset_days: -7 },
        { name: 'Ward induction', due_offset_days: 0 },
        { name: 'Meet the team', due_offset_days: 1 },
      ],
    });
    await open(page, organization);
    await page.getByRole('button', { name: 'Start Onboarding for Grace Hopper' }).click();
    const start = page.getByRole('dialog', { name: 'Start Onboarding' });
    await start.getByLabel('Template').selectOption({ label: 'Nursing staff (3 tasks)' });
    await start.getByRole('button', { name: 'Start Onboarding' }).click();
    const panel = page.getByRole('dialog', { name: 'Grace Hopper' });
    await panel.getByRole('checkbox', { name: /Ward induction/ }).check();
    await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    await screenshot(page, 'onboarding-tasks-360');
    await page.keyboard.press('Escape');

    await expectFitsAndSave(page, 'onboarding-360');

    await page.getByRole('tab', { name: 'Template Management' }).click();
    await expect(page.getByRole('article', { name: 'Nursing staff' })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'onboarding-templates-360', { fullPage: true });
    await page.getByRole('button', { name: 'Edit Nursing staff' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Edit Template' }).getByLabel('Task 1', { exact: true }),
    ).toBeVisible();
    await screenshot(page, 'onboarding-template-form-360');
  });
});
