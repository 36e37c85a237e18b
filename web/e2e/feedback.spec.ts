import { expect, hasHorizontalScroll, openIn, type Page, type Team, test, toTop, uniqueName } from './fixtures';

/** Feedback and safety on every screen: toasts, Retry, discard warnings, focus return, row names, phone cards. */

const SCREENS = '/work/screens/after';

let team: Team;

test.beforeAll(async ({ api }) => {
  team = await api.team('Wattle Feedback', 'Bakery', 'Baker');
  for (const [first_name, last_name, employee_code] of [
    ['Sarah', 'Mitchell', 'FB-001'],
    ['Tom', 'Nguyen', 'FB-002'],
    ['Priya', 'Shah', 'FB-003'],
  ] as const) {
    await api.hire(team, { first_name, last_name, employee_code, status: 'Active' });
  }
});

/** The toaster's polite live region: what lands in it is read out by screen readers. */
const announced = (page: Page, text: string) => page.locator('section[aria-live="polite"]').getByText(text);

test('a save and a delete each say so in an announced toast; Cancel returns focus to the row button', async ({
  page,
}) => {
  const title = uniqueName('Pastry Chef');
  await openIn(page, team.organization, '/dashboard/recruitment/jobs');
  await page.getByRole('button', { name: 'Create Job Opening' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job Opening' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Department').selectOption({ label: 'Bakery' });
  await dialog.getByLabel('Designation').selectOption({ label: 'Baker' });
  await dialog.getByLabel('Location').fill('Newtown NSW');
  await dialog.getByRole('button', { name: 'Create Job Opening' }).click();
  await expect(dialog).toBeHidden();
  await expect(announced(page, 'Job opening created.')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/toast-after-save.png` });

  const remove = page.getByRole('button', { name: `Delete ${title}` });
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete job opening' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();

  await remove.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(announced(page, 'Job opening deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
});

test('a long dialog asks before discarding typed changes, keeps the footer in view, and returns focus', async ({
  page,
  api,
}) => {
  await api.jobOpening(team, uniqueName('Barista'));
  await page.setViewportSize({ width: 360, height: 640 });
  await openIn(page, team.organization, '/dashboard/recruitment/jobs');
  const opener = page.getByRole('button', { name: 'Create Job Opening' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Create Job Opening' });
  // However long the form, Cancel and Create stay on screen: the body scrolls, the footer sticks.
  const save = dialog.getByRole('button', { name: 'Create Job Opening' });
  await expect(save).toBeInViewport();
  await page.screenshot({ path: `${SCREENS}/job-opening-dialog-phone.png` });

  // Untouched: Escape closes at once.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByLabel('Title').fill('Head Baker');
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect(question).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/discard-question-phone.png` });
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel('Title')).toHaveValue('Head Baker');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a failed list load says so with Retry, not "No employees found."; Retry loads it', async ({ page }) => {
  let failing = true;
  await page.route(
    (url) => url.pathname === '/api/v1/employees',
    (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server error."}' })
        : route.continue(),
  );
  await openIn(page, team.organization, '/dashboard/employees');
  const failure = page.getByRole('alert').filter({ hasText: 'The list could not be loaded.' });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No employees found.')).toHaveCount(0);
  failing = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('row', { name: /Sarah Mitchell/ })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('row buttons are named for their row, and on a phone the directory is stacked cards', async ({ page }) => {
  await openIn(page, team.organization, '/dashboard/employees');
  const sarah = page.getByRole('row', { name: /Sarah Mitchell/ });
  await expect(sarah.getByRole('link', { name: 'View Sarah Mitchell' })).toBeVisible();
  await expect(sarah.getByRole('link', { name: 'Edit Sarah Mitchell' })).toBeVisible();
  await expect(sarah.getByRole('button', { name: 'Move Sarah Mitchell to the trash' })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  await toTop(page);
  await expect(sarah).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  const table = page.getByRole('table');
  // The headings are for screen readers only; each cell names its column instead.
  expect(await table.locator('thead').evaluate((head) => head.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
  const name = sarah.locator('td').first();
  expect(await name.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Name"');
  // A label of one long word ("ACKNOWLEDGED", wider than the label column) breaks inside the column
  // rather than running into its value.
  expect(await name.evaluate((cell) => getComputedStyle(cell, '::before').overflowWrap)).toBe('anywhere');
  // A card: the row is as wide as the screen allows, its cells stacked one above the other.
  const [first, second] = await Promise.all([name.boundingBox(), sarah.locator('td').nth(1).boundingBox()]);
  expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
  await expect(sarah.getByRole('button', { name: 'Move Sarah Mitchell to the trash' })).toBeInViewport();
  await page.screenshot({ path: `${SCREENS}/directory-phone-cards.png`, fullPage: true });
});

test('on a phone the other tables are stacked cards too, each cell named', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openIn(page, team.organization, '/dashboard/employees/manage');
  for (const [path, label, file] of [
    ['/dashboard/employees/manage', 'Employee', 'manage-employees-phone-cards.png'],
    ['/dashboard/employees/history', 'Employee', 'history-phone-cards.png'],
    ['/dashboard/settings/audit-log', 'When', 'audit-log-phone-cards.png'],
    ['/dashboard/settings/members', 'Name', 'members-phone-cards.png'],
  ] as const) {
    await page.goto(path);
    const first = page.getByRole('table').locator('tbody tr').first().locator('td').first();
    await expect(first).toBeVisible();
    expect(await first.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(`"${label}"`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await toTop(page);
    await page.screenshot({ path: `${SCREENS}/${file}`, fullPage: true });
  }
});
