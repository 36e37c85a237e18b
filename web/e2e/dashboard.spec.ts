import { expect, expectFitsAndSave, openIn, type Page, screenshot, test, todayIn } from './fixtures';

function figure(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true });
}

async function expectFigures(page: Page, figures: Record<string, number>) {
  for (const [label, value] of Object.entries(figures)) {
    // A card's note follows its number: Total Staff says "Current staff" (and who clocked in),
    // Onsite Staff the hybrid count, On Leave that it counts approved leave.
    await expect(figure(page, label)).toContainText(
      new RegExp(`^${label}\\s*${value}(Hybrid|Current staff|Approved|$)`),
    );
  }
}

test('the figures are the workspace’s own and follow employee changes', async ({ page, scratch }) => {
  const organization = await scratch.organization('Dashboard Banksia');
  await openIn(page, organization, '/dashboard');
  await expect(page.getByText(`Showing data for ${organization.name}`)).toBeVisible();
  await expectFigures(page, { 'Total Staff': 0, 'Onsite Staff': 0, 'Remote Staff': 0, 'On Leave': 0 });
  await expect(page.getByRole('region', { name: 'Employee List' })).toContainText('No employees yet.');
  await expect(page.getByRole('region', { name: 'Employee Performance' })).toContainText(
    'Performance reviews are not set up yet.',
  );
  await expect(page.getByRole('img')).toHaveCount(0);

  const department = await scratch.department(organization.id, 'Clinical');
  const team = { organization, department, designation: await scratch.designation(department.id, 'Registered Nurse') };
  const code = Date.now().toString(36).toUpperCase();
  const mia = await scratch.hire(team, {
    first_name: 'Mia',
    last_name: 'Nguyen',
    employee_code: `M-${code}`,
    gender: 'Female',
    work_arrangement: 'Onsite',
    status: 'Active',
  });
  await scratch.hire(team, {
    first_name: 'Tom',
    last_name: 'Baker',
    employee_code: `T-${code}`,
    gender: 'Male',
    work_arrangement: 'Remote',
    employment_type: 'Part-time',
  });

  await page.reload();
  await expectFigures(page, { 'Total Staff': 2, 'Onsite Staff': 1, 'Remote Staff': 1, 'On Leave': 0 });
  await expect(page.getByRole('img', { name: /^Gender diversity:/ })).toHaveAttribute(
    'aria-label',
    'Gender diversity: Male 1 (50%), Female 1 (50%), Other 0 (0%), Prefer not to say 0 (0%)',
  );
  await expect(page.getByRole('img', { name: /^Employment type:/ })).toHaveAttribute(
    'aria-label',
    'Employment type: Full-time 1 (50%), Part-time 1 (50%), Contract 0 (0%), Internship 0 (0%), Casual 0 (0%)',
  );
  const list = page.getByRole('region', { name: 'Employee List' });
  await expect(list.getByRole('link', { name: 'Mia Nguyen' })).toHaveAttribute(
    'href',
    `/dashboard/employees/${mia.id}`,
  );
  await expect(list.getByRole('link', { name: 'Tom Baker' })).toBeVisible();

  // On Leave counts approved leave covering the organization's today (not the status field): a week
  // of unpaid parental leave (no balance needed, and a week always holds working days), approved.
  const leave = await scratch.send<{ request_id: number; version: number }>('post', '/leave/requests', {
    organization_id: organization.id,
    employee_id: mia.id,
    leave_type_id: 7,
    start_date: todayIn(organization.timezone),
    end_date: todayIn(organization.timezone, 6),
  });
  await scratch.send('patch', `/leave/requests/${leave.request_id}/approve`, { version: leave.version });
  await page.reload();
  await expectFigures(page, { 'Total Staff': 2, 'On Leave': 1 });
  await screenshot(page, 'dashboard', { fullPage: true });

  // Another workspace shows its own figures.
  const other = await scratch.organization('Dashboard Waratah');
  await page.reload();
  await page.getByRole('combobox', { name: 'Organization' }).selectOption({ label: other.name });
  await expect(page.getByText(`Showing data for ${other.name}`)).toBeVisible();
  await expectFigures(page, { 'Total Staff': 0, 'On Leave': 0 });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the dashboard fits a phone', async ({ page, scratch }) => {
    const team = await scratch.team('Dashboard Phone', 'Clinical', 'Registered Nurse');
    const code = Date.now().toString(36).toUpperCase();
    const people = [
      ['Mia', 'Nguyen', 'Female', 'Onsite', 'Full-time'],
      ['Tom', 'Baker', 'Male', 'Remote', 'Part-time'],
      ['Sam', 'Reid', 'Other', 'Hybrid', 'Contract'],
      ['Ava', 'Singh', 'Female', 'Onsite', 'Full-time'],
    ] as const;
    for (const [index, [first, last, gender, arrangement, type]] of people.entries()) {
      await scratch.hire(team, {
        first_name: first,
        last_name: last,
        employee_code: `${first.charAt(0)}${index}-${code}`,
        gender,
        work_arrangement: arrangement,
        employment_type: type,
      });
    }
    await openIn(page, team.organization, '/dashboard');
    await expectFigures(page, { 'Total Staff': 4, 'Onsite Staff': 2, 'Remote Staff': 1 });
    await expect(figure(page, 'Onsite Staff')).toContainText('Hybrid: 1');
    await expectFitsAndSave(page, 'dashboard-360');
  });
});
