import { readFile } from 'node:fs/promises';
import {
  ALAN,
  type Api,
  type ApplicantRecord,
  apply,
  expect,
  expectFitsAndSave,
  GRACE,
  type OrganizationRecord,
  openIn,
  type Page,
  screenshot,
  test,
  wardNurseOpening,
  workspaceToday,
} from './fixtures';

const INTERVIEWS = '/dashboard/recruitment/interviews';

/** An interviewer: a member of the workspace (here its owner, who has no employee record). */
interface Interviewer {
  id: number;
  name: string;
}

interface Workspace {
  organization: OrganizationRecord;
  bob: Interviewer;
  grace: ApplicantRecord;
  alan: ApplicantRecord;
}

/** A workspace of its own (deleted after the test): a job, its owner to interview and two applicants. */
async function workspace(scratch: Api): Promise<Workspace> {
  const opening = await wardNurseOpening(scratch, 'Interviews Banksia');
  const bob = { id: scratch.owner.user.id, name: scratch.owner.user.name };
  const grace = await apply(scratch, opening, GRACE);
  const alan = await apply(scratch, opening, ALAN);
  return { organization: opening.team.organization, bob, grace, alan };
}

function day(page: Page, date: string) {
  return page.locator(`[data-date="${date}"]`);
}

const monthTitle = (date: string) =>
  new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

test('schedule an interview, see it on the calendar and in Upcoming, book over a clash, record feedback', async ({
  page,
  scratch,
}) => {
  const { organization, bob, grace } = await workspace(scratch);
  const today = workspaceToday();
  const tomorrow = workspaceToday(1);
  await openIn(page, organization, INTERVIEWS);
  await expect(page.getByRole('heading', { name: 'Interview Scheduling' })).toBeVisible();
  // The calendar opens on the organization's current month.
  await expect(page.getByRole('heading', { name: monthTitle(today) })).toBeVisible();
  await expect(page.getByText('No upcoming interviews.')).toBeVisible();

  await page.getByRole('button', { name: 'Schedule Interview' }).click();
  let panel = page.getByRole('dialog', { name: 'Schedule Interview' });
  await panel.getByLabel('Applicant').selectOption({ label: 'Grace Hopper' });
  await expect(panel.getByLabel('Job Title')).toHaveValue('Ward Nurse');
  await panel.getByLabel('Date and Time').fill(`${tomorrow}T10:00`);
  await panel.getByLabel('Interview Type').selectOption('Video');
  await panel.getByLabel('Search interviewers').fill(bob.name.slice(0, 3));
  await panel.getByRole('checkbox', { name: bob.name }).check();
  await panel.getByLabel('Location or Meeting Link').fill('https://meet.example.com/ward');
  await panel.getByRole('button', { name: 'Schedule Interview' }).click();
  await expect(panel).toBeHidden();

  // On its day (the calendar follows it to its month) and first in Upcoming.
  await expect(page.getByRole('heading', { name: monthTitle(tomorrow) })).toBeVisible();
  await expect(
    day(page, tomorrow).getByRole('button', { name: /Grace Hopper, Video interview at 10:00/ }),
  ).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming Interviews' });
  await expect(upcoming.getByRole('button', { name: /Grace Hopper/ })).toBeVisible();

  // Bob again at the same time: warned, then booked anyway.
  await page.getByRole('button', { name: 'Schedule Interview' }).click();
  panel = page.getByRole('dialog', { name: 'Schedule Interview' });
  await panel.getByLabel('Applicant').selectOption({ label: 'Alan Turing' });
  await panel.getByLabel('Date and Time').fill(`${tomorrow}T10:30`);
  await panel.getByRole('checkbox', { name: bob.name }).check();
  await panel.getByRole('button', { name: 'Schedule Interview' }).click();
  const warning = panel.getByRole('alert');
  await expect(warning).toContainText(`Already booked at this time: ${bob.name}. Schedule anyway?`);
  await warning.getByRole('button', { name: 'Schedule anyway' }).click();
  await expect(panel).toBeHidden();
  await expect(day(page, tomorrow).getByRole('button', { name: /Alan Turing/ })).toBeVisible();
  await expect(upcoming.getByRole('listitem')).toHaveCount(2);
  await screenshot(page, 'interviews', { fullPage: true });

  // Details: the invite downloads; feedback waits for the interview to start.
  await day(page, tomorrow)
    .getByRole('button', { name: /Grace Hopper/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Grace Hopper' });
  await expect(details.getByText('scheduled', { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Download invite (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^interview-\d+\.ics$/);
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('Grace Hopper');

  // Feedback opens when the interview starts (tomorrow).
  await expect(details.getByTestId('average-score')).toHaveText('No feedback yet.');
  await expect(details.getByText('Feedback can be recorded once the interview has started.')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Save Feedback' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(bob.id).toBeGreaterThan(0);
  expect(grace.id).toBeGreaterThan(0);
});

test('edit and cancel an interview; months move back and forth', async ({ page, scratch }) => {
  const { organization, bob, alan } = await workspace(scratch);
  const inTwoDays = workspaceToday(2);
  await scratch.interview({
    organization_id: organization.id,
    applicant_id: alan.id,
    starts_at: `${inTwoDays}T14:00`,
    interviewer_ids: [bob.id],
  });
  await openIn(page, organization, INTERVIEWS);
  await page.getByRole('heading', { name: monthTitle(workspaceToday()) }).waitFor();
  if (inTwoDays.slice(0, 7) !== workspaceToday().slice(0, 7))
    await page.getByRole('button', { name: 'Next month' }).click();
  const chip = day(page, inTwoDays).getByRole('button', { name: /Alan Turing, Video interview at 14:00/ });
  await chip.click();
  let details = page.getByRole('dialog', { name: 'Alan Turing' });
  await details.getByRole('button', { name: 'Edit' }).click();
  const panel = page.getByRole('dialog', { name: 'Edit Interview' });
  await expect(panel.getByLabel('Date and Time')).toHaveValue(`${inTwoDays}T14:00`);
  await panel.getByLabel('Date and Time').fill(`${inTwoDays}T15:30`);
  await panel.getByLabel('Interview Type').selectOption('Phone');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel).toBeHidden();

  const moved = day(page, inTwoDays).getByRole('button', { name: /Alan Turing, Phone interview at 15:30/ });
  await expect(moved).toBeVisible();
  await moved.click();
  details = page.getByRole('dialog', { name: 'Alan Turing' });
  await expect(details.getByRole('definition').filter({ hasText: bob.name })).toBeVisible();
  await details.getByRole('button', { name: 'Cancel Interview' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel interview' });
  await confirm.getByRole('button', { name: 'Cancel Interview' }).click();
  await expect(confirm).toBeHidden();
  await expect(details.getByText('cancelled', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByText('No upcoming interviews.')).toBeVisible();

  const title = page.getByRole('heading', { level: 2 }).first();
  const shown = await title.textContent();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(title).not.toHaveText(shown ?? '');
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(title).toHaveText(shown ?? '');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the calendar, the panel and the details fit a phone', async ({ page, scratch }) => {
    const { organization, bob, grace, alan } = await workspace(scratch);
    const tomorrow = workspaceToday(1);
    const interview = await scratch.interview({
      organization_id: organization.id,
      applicant_id: grace.id,
      starts_at: `${tomorrow}T09:30`,
      interviewer_ids: [bob.id],
    });
    await scratch.interview({
      organization_id: organization.id,
      applicant_id: alan.id,
      starts_at: `${tomorrow}T13:00`,
      interviewer_ids: [bob.id],
      interview_type: 'On-site',
    });
    await openIn(page, organization, INTERVIEWS);
    if (tomorrow.slice(0, 7) !== workspaceToday().slice(0, 7))
      await page.getByRole('button', { name: 'Next month' }).click();
    await expect(day(page, tomorrow).getByRole('button')).toHaveCount(2);
    await expectFitsAndSave(page, 'interviews-360');

    await page.getByRole('button', { name: 'Schedule Interview' }).click();
    await expect(page.getByRole('dialog', { name: 'Schedule Interview' }).getByText(bob.name)).toBeVisible();
    await screenshot(page, 'interview-schedule-360');
    await page.keyboard.press('Escape');

    await day(page, tomorrow)
      .getByRole('button', { name: /Grace Hopper/ })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Grace Hopper' }).getByRole('region', { name: bob.name }),
    ).toBeVisible();
    await screenshot(page, 'interview-details-360');
    expect(interview.id).toBeGreaterThan(0);
  });
});
