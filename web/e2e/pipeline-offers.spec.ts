import {
  ALAN,
  type Api,
  type ApplicantRecord,
  apply,
  expect,
  expectFitsAndSave,
  GRACE,
  type JobOpeningRecord,
  type OrganizationRecord,
  openIn,
  type Page,
  screenshot,
  test,
  wardNurseOpening,
  workspaceToday,
} from './fixtures';

const OFFERS = '/dashboard/recruitment/offers';

interface Workspace {
  organization: OrganizationRecord;
  nurse: JobOpeningRecord;
  grace: ApplicantRecord;
  alan: ApplicantRecord;
}

/**
 * A workspace (deleted after the test) with two openings (a closed one first, so the filter has to
 * pick the open one) and two interviewed applicants for the open one: Grace scored 4.5 by two
 * interviewers, Alan 3.0 by one.
 */
async function workspace(scratch: Api): Promise<Workspace> {
  const opening = await wardNurseOpening(scratch, 'Offers Banksia', [{ title: 'Archivist', status: 'closed' }]);
  const organization_id = opening.team.organization.id;
  // Interviewers are members of the workspace: here its owner, who has no employee record.
  const interviewer = scratch.owner.user.id;
  const grace = await apply(scratch, opening, GRACE);
  const alan = await apply(scratch, opening, ALAN);
  const yesterday = workspaceToday(-1);
  // Grace: two interviews (two scores) averaging 4.5; Alan: one, scored 3.
  for (const [applicant, time, score] of [
    [grace, '10:00', 5],
    [grace, '11:00', 4],
    [alan, '12:00', 3],
  ] as const) {
    const interview = await scratch.interview({
      organization_id,
      applicant_id: applicant.id,
      starts_at: `${yesterday}T${time}`,
      interviewer_ids: [interviewer],
    });
    await scratch.feedback(interview.id, { interviewer_id: interviewer, score });
  }
  return { organization: opening.team.organization, nurse: opening.job, grace, alan };
}

function candidate(page: Page, name: string) {
  return page.getByRole('article', { name });
}

async function open(page: Page, organization: OrganizationRecord) {
  await openIn(page, organization, OFFERS);
  await expect(page.getByRole('heading', { name: 'Selection & Offers' })).toBeVisible();
}

test('make an offer and accept it; reject another candidate', async ({ page, scratch }) => {
  const { organization, nurse } = await workspace(scratch);
  await open(page, organization);
  await expect(page.getByLabel('Job Opening')).toHaveValue(String(nurse.id));

  const grace = candidate(page, 'Grace Hopper');
  await expect(grace).toContainText('grace.hopper@example.com');
  await expect(grace).toContainText('4.5 / 5.0');
  await expect(grace).toContainText('Awaiting Decision');
  await expect(candidate(page, 'Alan Turing')).toContainText('3.0 / 5.0');
  await expect(page.getByText('No offers extended for this job yet.')).toBeVisible();

  // The offer: the schema's date rule first, then sent.
  await grace.getByRole('button', { name: 'Make Offer to Grace Hopper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Offer' });
  const start = workspaceToday(30);
  await dialog.getByLabel('Salary (AUD $)').fill('95000');
  await dialog.getByLabel('Start Date').fill(start);
  await dialog.getByLabel('Expiration Date').fill(workspaceToday(31));
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expect(dialog.getByText('The offer must expire on or before the start date.')).toBeVisible();
  await dialog.getByLabel('Expiration Date').fill(workspaceToday(14));
  await dialog.getByLabel('Notes').fill('Includes salary packaging.');
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expect(dialog).toBeHidden();

  await expect(grace).toContainText('Offer Extended');
  const table = page.getByRole('table', { name: /Extended Offers/ });
  const row = table.getByRole('row', { name: /Grace Hopper/ });
  await expect(row).toContainText('Ward Nurse');
  await expect(row).toContainText('Sent');

  // Accepted: the offer says so and can no longer change.
  await row.getByRole('button', { name: 'View Offer for Grace Hopper' }).click();
  const offer = page.getByRole('dialog', { name: 'Offer for Grace Hopper' });
  await expect(offer).toContainText('$95,000.00');
  await expect(offer).toContainText('Includes salary packaging.');
  await offer.getByRole('button', { name: 'Mark Accepted' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mark offer accepted' });
  await confirm.getByRole('button', { name: 'Mark Accepted' }).click();
  await expect(confirm).toBeHidden();
  await expect(offer.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Withdraw Offer' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Accepted');

  // Alan: rejected after confirming.
  const alan = candidate(page, 'Alan Turing');
  await alan.getByRole('button', { name: 'Reject Alan Turing' }).click();
  const reject = page.getByRole('alertdialog', { name: 'Reject candidate' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(alan).toContainText('Rejected');
  await screenshot(page, 'offers', { fullPage: true });

  // The applicants screen agrees.
  await page.goto('/dashboard/recruitment/applicants');
  await expect(page.getByRole('row', { name: /Grace Hopper/ })).toContainText('hired');
  await expect(page.getByRole('row', { name: /Alan Turing/ })).toContainText('rejected');
});

test('withdraw an offer after confirming', async ({ page, scratch }) => {
  const { organization } = await workspace(scratch);
  await open(page, organization);
  const grace = candidate(page, 'Grace Hopper');
  await grace.getByRole('button', { name: 'Make Offer to Grace Hopper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Offer' });
  await dialog.getByLabel('Salary (AUD $)').fill('88000.50');
  await dialog.getByLabel('Start Date').fill(workspaceToday(30));
  await dialog.getByLabel('Expiration Date').fill(workspaceToday(10));
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'View Offer for Grace Hopper' }).click();
  const offer = page.getByRole('dialog', { name: 'Offer for Grace Hopper' });
  await expect(offer).toContainText('$88,000.50');
  await offer.getByRole('button', { name: 'Withdraw Offer' }).click();
  await page
    .getByRole('alertdialog', { name: 'Withdraw offer' })
    .getByRole('button', { name: 'Withdraw Offer' })
    .click();
  await expect(offer.getByText('Withdrawn', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  // Back to interview: another offer can be made.
  await expect(grace).toContainText('Awaiting Decision');
  await expect(grace.getByRole('button', { name: 'Make Offer to Grace Hopper' })).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('candidates, offers and the offer form fit a phone', async ({ page, scratch }) => {
    const { organization, alan } = await workspace(scratch);
    await scratch.offer({
      organization_id: organization.id,
      applicant_id: alan.id,
      salary: 72500,
      start_date: workspaceToday(21),
      expiration_date: workspaceToday(7),
    });
    await open(page, organization);
    await expect(candidate(page, 'Grace Hopper')).toContainText('4.5 / 5.0');
    await expect(candidate(page, 'Alan Turing')).toContainText('Offer Extended');
    await expect(page.getByRole('button', { name: 'View Offer for Alan Turing' })).toBeVisible();
    await expectFitsAndSave(page, 'offers-360');

    await candidate(page, 'Grace Hopper').getByRole('button', { name: 'Make Offer to Grace Hopper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make Offer' });
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await expect(dialog.getByText('Salary is required.')).toBeVisible();
    await expect(dialog.getByText('Start date is required.')).toBeVisible();
    await screenshot(page, 'offer-form-360');
  });
});
