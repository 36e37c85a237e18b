import { readFile, writeFile } from 'node:fs/promises';
import {
  ALAN,
  type Api,
  apply,
  expect,
  hasHorizontalScroll,
  type Opening,
  type OrganizationRecord,
  openIn,
  type Page,
  screenshot,
  test,
} from './fixtures';

const APPLICANTS = '/dashboard/recruitment/applicants';
const EMPTY = 'No applicants found for the selected workspace.';

interface Workspace extends Opening {
  organization: OrganizationRecord;
  physio: Opening;
}

/** A workspace of its own for each test (the five counts are per workspace), with two openings. */
async function workspace(scratch: Api): Promise<Workspace> {
  const team = await scratch.team('Applicants Banksia', 'Clinical', 'Registered Nurse');
  const physioRole = await scratch.designation(team.department.id, 'Physiotherapist');
  const job = await scratch.jobOpening(team, 'Ward Nurse');
  const physio = await scratch.jobOpening(team, 'Physiotherapist', { designation_id: physioRole.id });
  return { organization: team.organization, team, job, physio: { team, job: physio } };
}

async function open(page: Page, organization: OrganizationRecord) {
  await openIn(page, organization, APPLICANTS);
  await expect(page.getByRole('heading', { name: 'Applicant Tracking' })).toBeVisible();
}

function statusCard(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true });
}

async function expectCounts(page: Page, counts: Record<string, number>) {
  for (const [label, count] of Object.entries(counts)) {
    await expect(statusCard(page, label)).toHaveText(new RegExp(`^${label}\\s*${count}$`));
  }
}

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

/** A small but real PDF: the server checks the leading bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

// The day an applicant added now applied: the workspace's day (created in the spec's default zone), en-AU.
const today = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
}).format(new Date());

test('add an applicant with a resume, find them, change the status, download and delete', async ({
  page,
  scratch,
}, testInfo) => {
  const { organization, job: nurse, physio } = await workspace(scratch);
  await apply(scratch, physio, { ...ALAN, status: 'interview' });
  const resumePath = testInfo.outputPath('resume.pdf');
  await writeFile(resumePath, PDF);

  await open(page, organization);
  await expectCounts(page, { Applied: 0, Interview: 1, Offer: 0, Hired: 0, Rejected: 0 });
  await expect(row(page, 'Alan Turing')).toHaveCount(1);

  // Add, with a resume.
  await page.getByRole('button', { name: 'Add Applicant' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Applicant' });
  await expect(dialog.getByLabel('Source')).toHaveValue('LinkedIn');
  await expect(dialog.getByLabel('Status')).toHaveValue('applied');
  await dialog.getByRole('button', { name: 'Add Applicant' }).click();
  await expect(dialog.getByText('First name is required.')).toBeVisible();
  await expect(dialog.getByText('Last name is required.')).toBeVisible();
  await expect(dialog.getByText('Email is required.')).toBeVisible();
  await expect(dialog.getByText('Job opening is required.')).toBeVisible();
  await dialog.getByLabel('First Name').fill('Grace');
  await dialog.getByLabel('Last Name').fill('Hopper');
  await dialog.getByLabel('Email').fill('grace.hopper@example.com');
  await dialog.getByLabel('Phone').fill('0400 000 000');
  await dialog.getByLabel('Job Opening').selectOption({ label: nurse.title });
  await dialog.getByLabel('Source').selectOption('Referral');
  await dialog.getByLabel('Cover Letter').fill('I have led night shifts for six years.');
  await dialog.getByLabel('Resume').setInputFiles(resumePath);
  await dialog.getByRole('button', { name: 'Add Applicant' }).click();
  await expect(dialog).toBeHidden();

  const grace = row(page, 'Grace Hopper');
  await expect(grace).toContainText('grace.hopper@example.com');
  await expect(grace).toContainText(nurse.title);
  await expect(grace).toContainText(today);
  await expect(grace).toContainText('applied');
  await expectCounts(page, { Applied: 1, Interview: 1 });
  await expect(page.getByText('Page 1 · 2 applicants')).toBeVisible();

  // Filters and search.
  await page.getByLabel('Filter by status').selectOption('interview');
  await expect(row(page, 'Alan Turing')).toHaveCount(1);
  await expect(grace).toHaveCount(0);
  await page.getByLabel('Filter by status').selectOption('');
  await page.getByLabel('Filter by job').selectOption({ label: nurse.title });
  await expect(grace).toHaveCount(1);
  await expect(row(page, 'Alan Turing')).toHaveCount(0);
  await page.getByLabel('Filter by job').selectOption('');
  await page.getByPlaceholder('Search by name or email...').fill('turi');
  await expect(row(page, 'Alan Turing')).toHaveCount(1);
  await expect(grace).toHaveCount(0);
  await page.getByPlaceholder('Search by name or email...').fill('');
  await expect(grace).toHaveCount(1);
  // The counts are the workspace's, whatever the filters.
  await expectCounts(page, { Applied: 1, Interview: 1 });
  await screenshot(page, 'recruitment-applicants', { fullPage: true });

  // Details: the status saves at once and moves the counts.
  await grace.getByRole('button', { name: /^View / }).click();
  dialog = page.getByRole('dialog', { name: 'Grace Hopper' });
  await expect(dialog).toContainText('0400 000 000');
  await expect(dialog).toContainText('Referral');
  await expect(dialog).toContainText(nurse.title);
  await expect(dialog).toContainText('I have led night shifts for six years.');
  await dialog.getByLabel('Status').selectOption('interview');
  await expect(dialog.getByLabel('Status')).toBeEnabled();
  await expect(dialog.getByLabel('Status')).toHaveValue('interview');

  // The resume comes back under its friendly name, byte for byte.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Resume' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('resume_Grace_Hopper.pdf');
  expect(Buffer.compare(await readFile(await download.path()), PDF)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectCounts(page, { Applied: 0, Interview: 2 });
  await expect(grace).toContainText('interview');

  // Edit from the details.
  await grace.getByRole('button', { name: /^View / }).click();
  await page.getByRole('dialog', { name: 'Grace Hopper' }).getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Applicant' });
  await expect(dialog.getByLabel('Status')).toHaveValue('interview');
  await expect(dialog.getByText('Current resume: resume.pdf')).toBeVisible();
  await dialog.getByLabel('Last Name').fill('Brewster Hopper');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Grace Brewster Hopper')).toHaveCount(1);

  // Delete both; the table says so when none are left.
  for (const name of ['Grace Brewster Hopper', 'Alan Turing']) {
    await row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete applicant' });
    await expect(confirm.getByText('Are you sure?', { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, name)).toHaveCount(0);
  }
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expectCounts(page, { Applied: 0, Interview: 0 });
});

test('a resume over 5 MB or of another type is refused before anything is sent', async ({ page, scratch }) => {
  const { organization } = await workspace(scratch);
  await open(page, organization);
  await expect(page.getByText(EMPTY)).toBeVisible();
  await page.getByRole('button', { name: 'Add Applicant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Applicant' });
  const resume = dialog.getByLabel('Resume');

  await resume.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(dialog.getByRole('alert')).toHaveText('File size exceeds 5MB.');
  await expect(resume).toHaveValue('');

  await resume.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByRole('alert')).toHaveText('The resume must be a PDF, DOC or DOCX file.');
  await expect(resume).toHaveValue('');
  await screenshot(page, 'recruitment-applicant-form');
});

test("the server's check of the file's contents is shown as the spec's alert", async ({ page, scratch }) => {
  const { organization, job: nurse } = await workspace(scratch);
  await open(page, organization);
  await page.getByRole('button', { name: 'Add Applicant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Applicant' });
  await dialog.getByLabel('First Name').fill('Mallory');
  await dialog.getByLabel('Last Name').fill('Fake');
  await dialog.getByLabel('Email').fill('mallory@example.com');
  await dialog.getByLabel('Job Opening').selectOption({ label: nurse.title });
  // Named .pdf, but not a PDF inside.
  await dialog.getByLabel('Resume').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ not really a pdf'),
  });
  await dialog.getByRole('button', { name: 'Add Applicant' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Error:\nThe resume must be a PDF, DOC or DOCX file.');
  await expect(dialog.getByLabel('Resume')).toHaveAccessibleDescription(/The resume must be a PDF, DOC or DOCX file\./);
  // What was typed stays for the next try.
  await expect(dialog.getByLabel('First Name')).toHaveValue('Mallory');
  await expect(dialog.getByLabel('Job Opening')).toHaveValue(String(nurse.id));
});

test('pages of five: Next, Previous, and a filter goes back to page 1', async ({ page, scratch }) => {
  const hiring = await workspace(scratch);
  const { organization, job: nurse } = hiring;
  for (let index = 1; index <= 7; index += 1) {
    await apply(scratch, index <= 6 ? hiring : hiring.physio, {
      first_name: `Person${index}`,
      last_name: 'Sample',
      email: `person${index}@example.com`,
      status: index <= 2 ? 'offer' : 'applied',
    });
  }
  await open(page, organization);
  const pager = page.getByRole('navigation', { name: 'Applicant pages' });
  await expect(pager).toContainText('Page 1 · 7 applicants');
  await expect(page.getByRole('row', { name: /Person/ })).toHaveCount(5);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 · 7 applicants');
  await expect(page.getByRole('row', { name: /Person/ })).toHaveCount(2);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('Page 1');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2');

  await page.getByLabel('Filter by job').selectOption({ label: nurse.title });
  await expect(pager).toContainText('Page 1 · 6 applicants');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 · 6 applicants');
  await page.getByPlaceholder('Search by name or email...').fill('person');
  await expect(pager).toContainText('Page 1 · 6 applicants');
  await expectCounts(page, { Applied: 5, Offer: 2 });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the counts, filters and table fit; the table scrolls inside its card', async ({ page, scratch }) => {
    const hiring = await workspace(scratch);
    const { organization } = hiring;
    await apply(scratch, hiring, {
      first_name: 'Katherine',
      last_name: 'Johnson-Goble',
      email: 'katherine.johnson.goble@example.com',
      status: 'offer',
    });
    await open(page, organization);
    await expect(row(page, 'Katherine Johnson-Goble')).toHaveCount(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'recruitment-applicants-360', { fullPage: true });

    await row(page, 'Katherine Johnson-Goble')
      .getByRole('button', { name: /^View / })
      .click();
    await expect(page.getByRole('dialog', { name: 'Katherine Johnson-Goble' })).toBeVisible();
    await screenshot(page, 'recruitment-applicant-details-360');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Add Applicant' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Applicant' })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'recruitment-applicant-form-360');
  });
});
