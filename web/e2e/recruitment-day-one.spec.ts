import { expect, type OrganizationRecord, openIn, test } from './fixtures';

const JOBS = '/dashboard/recruitment/jobs';
const APPLICANTS = '/dashboard/recruitment/applicants';

let organization: OrganizationRecord;
let jobId: number;

/** A new bakery: one department, one job closing on Christmas Eve, six applicants. */
test.beforeAll(async ({ api }) => {
  const team = await api.team('Day One Bakery', 'Kitchen', 'Baker');
  organization = team.organization;
  ({ id: jobId } = await api.jobOpening(team, 'Sourdough Baker', {
    location: 'Surry Hills NSW',
    closing_date: '2026-12-24',
  }));
  const people = [
    ['Zara', 'Young'],
    ['Liam', 'Nguyen'],
    ['Ava', 'Brown'],
    ['Noah', 'Smith'],
    ['Mia', 'Adams'],
    ['Leo', 'Kelly'],
  ] as const;
  for (const [first_name, last_name] of people) {
    const email = `${first_name.toLowerCase()}.${Date.now()}@example.com`;
    await api.applicant({ organization_id: organization.id, job_opening_id: jobId, first_name, last_name, email });
  }
});

test.afterAll(async ({ api }) => {
  await api.deleteOrganization(organization.id);
});

test('job cards show department, applicants and closing date; the detail lists its applicants', async ({ page }) => {
  await openIn(page, organization, JOBS);
  const card = page.getByRole('article', { name: 'Sourdough Baker', exact: true });
  await expect(card.getByText('Kitchen')).toBeVisible();
  await expect(card.getByText('Closes 24 December 2026')).toBeVisible();
  await card.getByRole('link', { name: '6 applicants for Sourdough Baker' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  const applicants = page.getByRole('region', { name: 'Applicants' });
  await expect(applicants.getByText('6 in total')).toBeVisible();
  await expect(applicants.getByText('Mia Adams')).toBeVisible();
});

test('a job that does not exist says so; the spec text is for failed loads', async ({ page }) => {
  await openIn(page, organization, `${JOBS}/999999999`);
  await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
  await expect(page.getByText('This job opening does not exist, or it was deleted.')).toBeVisible();
  await expect(page.getByText('Failed to load job details. Please try again.')).toHaveCount(0);
});

test('applicants: page size, sort, an empty filter, and only the next status steps', async ({ page }) => {
  await openIn(page, organization, APPLICANTS);
  const rows = page.getByRole('table').getByRole('row');
  // The spec's page size: 5 (a header row and five applicants).
  await expect(rows).toHaveCount(6);
  await page.getByLabel('Applicants per page').selectOption('10');
  await expect(rows).toHaveCount(7);
  await page.getByLabel('Sort by').selectOption('name');
  await expect(rows.nth(1)).toContainText('Mia Adams');
  await expect(rows.nth(6)).toContainText('Zara Young');

  await page.getByLabel('Filter by status').selectOption('hired');
  await expect(page.getByText('No applicants match these filters')).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('');

  await page.getByRole('button', { name: 'View Mia Adams' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mia Adams' });
  const status = dialog.getByLabel('Status');
  await expect(status.locator('option')).toHaveText(['Applied', 'Interview', 'Offer', 'Rejected']);
  await status.selectOption('interview');
  await expect(status.locator('option')).toHaveText(['Interview', 'Offer', 'Rejected']);
});

test('the source list offers Seek', async ({ page }) => {
  await openIn(page, organization, APPLICANTS);
  await page.getByRole('button', { name: 'Add Applicant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Applicant' });
  await expect(dialog.getByLabel('Source').locator('option', { hasText: 'Seek' })).toHaveCount(1);
  await expect(dialog.getByLabel('Status').locator('option')).toHaveText(['Applied', 'Interview', 'Offer', 'Rejected']);
});
