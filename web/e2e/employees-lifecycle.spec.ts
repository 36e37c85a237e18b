import { expect, openIn, type Page, type Team, test } from './fixtures';

let team: Team;

test.beforeAll(async ({ api }) => {
  team = await api.team('Wattle Employees Lifecycle', 'Operations', 'Coordinator');
});

const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

test('trash, restore and delete permanently; each step is in the history', async ({ page, api }) => {
  const manager = await api.hire(team, {
    first_name: 'Harper',
    last_name: 'Manager',
    employee_code: 'LC-001',
    status: 'Active',
  });
  await api.hire(team, {
    first_name: 'Jack',
    last_name: 'Report',
    employee_code: 'LC-002',
    reporting_manager_id: manager.id,
  });

  await openIn(page, team.organization, '/dashboard/employees');
  await expect(row(page, 'Harper Manager')).toBeVisible();
  await expect(row(page, 'Harper Manager').getByText('Active', { exact: true })).toBeVisible();

  // Trash: the confirm dialog, then the row leaves the active list.
  await row(page, 'Harper Manager').getByRole('button', { name: 'Move Harper Manager to the trash' }).click();
  const trashDialog = page.getByRole('alertdialog', { name: 'Confirm Trash' });
  await expect(trashDialog.getByText('Are you sure you want to move this employee to the trash?')).toBeVisible();
  await trashDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'Harper Manager')).toBeVisible();
  await row(page, 'Harper Manager').getByRole('button', { name: 'Move Harper Manager to the trash' }).click();
  await trashDialog.getByRole('button', { name: 'Move to Trash' }).click();
  await expect(trashDialog).toBeHidden();
  await expect(row(page, 'Harper Manager')).toHaveCount(0);

  // In the trash: someone still reports to them, so the permanent delete is refused (409) in the dialog.
  await page.getByRole('button', { name: /^Trash/ }).click();
  await expect(row(page, 'Harper Manager')).toBeVisible();
  await row(page, 'Harper Manager').getByRole('button', { name: 'Delete Harper Manager permanently' }).click();
  const deleteDialog = page.getByRole('alertdialog', { name: 'Confirm Permanent Deletion' });
  await expect(deleteDialog.getByText(/^This action is irreversible\./)).toBeVisible();
  await deleteDialog.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(deleteDialog.getByRole('alert')).toContainText('reports to this employee');
  await deleteDialog.getByRole('button', { name: 'Cancel' }).click();

  // The profile of a trashed employee says so.
  await page.goto(`/dashboard/employees/${manager.id}`);
  await expect(page.getByText(/This employee is in the trash/)).toBeVisible();
  await page.goto('/dashboard/employees');

  // Restore brings them back to the active list.
  await page.getByRole('button', { name: /^Trash/ }).click();
  await row(page, 'Harper Manager').getByRole('button', { name: 'Restore Harper Manager' }).click();
  const restoreDialog = page.getByRole('alertdialog', { name: 'Confirm Restore' });
  await restoreDialog.getByRole('button', { name: 'Restore' }).click();
  await expect(restoreDialog).toBeHidden();
  await expect(row(page, 'Harper Manager')).toHaveCount(0);
  await expect(page.getByText('No employees found.')).toBeVisible();
  await page.getByRole('button', { name: /^Current/ }).click();
  await expect(row(page, 'Harper Manager')).toBeVisible();

  // The report has nobody below them: trash, then delete for good.
  await row(page, 'Jack Report').getByRole('button', { name: 'Move Jack Report to the trash' }).click();
  await trashDialog.getByRole('button', { name: 'Move to Trash' }).click();
  await expect(trashDialog).toBeHidden();
  await page.getByRole('button', { name: /^Trash/ }).click();
  await row(page, 'Jack Report').getByRole('button', { name: 'Delete Jack Report permanently' }).click();
  await deleteDialog.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(deleteDialog).toBeHidden();
  await expect(row(page, 'Jack Report')).toHaveCount(0);

  // The history keeps all of it, by employee and by event type.
  await page.goto('/dashboard/employees/history');
  await expect(page.getByRole('heading', { name: 'Employee History' })).toBeVisible();
  await page.getByLabel('Employee', { exact: true }).selectOption({ label: 'Harper Manager (LC-001)' });
  await expect(row(page, 'Jack Report')).toHaveCount(0);
  await expect(page.getByRole('row')).toHaveCount(4);
  await expect(row(page, 'Restored')).toContainText('Restored from the trash');
  await expect(row(page, 'Trashed')).toContainText('Moved to the trash');
  await expect(row(page, 'Hired')).toBeVisible();

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  // The filters live in the address: the next choice builds on them once the clear has rendered.
  await expect(page.getByLabel('Employee', { exact: true })).toHaveValue('');
  await page.getByLabel('Event Type').selectOption('Deleted');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row(page, 'Deleted')).toContainText('Jack Report');
  await page.getByLabel('Event Type').selectOption('Trashed');
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(row(page, 'Jack Report')).toBeVisible();
  await expect(row(page, 'Harper Manager')).toBeVisible();
});
