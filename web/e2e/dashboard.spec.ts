import { expect, type Page, test } from '@playwright/test';
import {
  apiLogin,
  authHeaders,
  createDepartment,
  createDesignation,
  createEmployee,
  createOrganization,
  deleteOrganization,
  hasHorizontalScroll,
  type OrganizationRecord,
  SCREENS_DIR,
  type Session,
  signInTo,
  todayIn,
  toTop,
  uniqueName,
} from './support';

let session: Session;
const workspaces: OrganizationRecord[] = [];

test.beforeAll(async ({ request }) => {
  session = await apiLogin(request);
});

test.afterAll(async ({ request }) => {
  for (const organization of workspaces) await deleteOrganization(request, session, organization.id);
});

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

test('the figures are the workspace’s own and follow employee changes', async ({ page, request }) => {
  const organization = await createOrganization(request, session, uniqueName('Dashboard Banksia'));
  workspaces.push(organization);
  await signInTo(page, organization.id, '/dashboard');
  await expect(page.getByText(`Showing data for ${organization.name}`)).toBeVisible();
  await expectFigures(page, { 'Total Staff': 0, 'Onsite Staff': 0, 'Remote Staff': 0, 'On Leave': 0 });
  await expect(page.getByRole('region', { name: 'Employee List' })).toContainText('No employees yet.');
  await expect(page.getByRole('region', { name: 'Employee Performance' })).toContainText(
    'Performance reviews are not set up yet.',
  );
  await expect(page.getByRole('img')).toHaveCount(0);

  const department = await createDepartment(request, session, organization.id, 'Clinical');
  const role = await createDesignation(request, session, department.id, 'Registered Nurse');
  const base = { organization_id: organization.id, department_id: department.id, designation_id: role.id };
  const code = Date.now().toString(36).toUpperCase();
  const mia = await createEmployee(request, session, {
    ...base,
    first_name: 'Mia',
    last_name: 'Nguyen',
    employee_code: `M-${code}`,
    gender: 'Female',
    work_arrangement: 'Onsite',
    status: 'Active',
  });
  await createEmployee(request, session, {
    ...base,
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
  const today = todayIn(organization.timezone);
  const week = todayIn(organization.timezone, 6);
  const asked = await request.post('/api/v1/leave/requests', {
    headers: authHeaders(session),
    data: {
      organization_id: organization.id,
      employee_id: mia.id,
      leave_type_id: 7,
      start_date: today,
      end_date: week,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const leave = (await asked.json()).data;
  const approved = await request.patch(`/api/v1/leave/requests/${leave.request_id}/approve`, {
    headers: authHeaders(session),
    data: { version: leave.version },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await page.reload();
  await expectFigures(page, { 'Total Staff': 2, 'On Leave': 1 });
  await page.screenshot({ path: `${SCREENS_DIR}/dashboard.png`, fullPage: true });

  // Another workspace shows its own figures.
  const other = await createOrganization(request, session, uniqueName('Dashboard Waratah'));
  workspaces.push(other);
  await page.reload();
  await page.getByRole('combobox', { name: 'Organization' }).selectOption({ label: other.name });
  await expect(page.getByText(`Showing data for ${other.name}`)).toBeVisible();
  await expectFigures(page, { 'Total Staff': 0, 'On Leave': 0 });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the dashboard fits a phone', async ({ page, request }) => {
    const organization = await createOrganization(request, session, uniqueName('Dashboard Phone'));
    workspaces.push(organization);
    const department = await createDepartment(request, session, organization.id, 'Clinical');
    const role = await createDesignation(request, session, department.id, 'Registered Nurse');
    const base = { organization_id: organization.id, department_id: department.id, designation_id: role.id };
    const code = Date.now().toString(36).toUpperCase();
    const people = [
      ['Mia', 'Nguyen', 'Female', 'Onsite', 'Full-time'],
      ['Tom', 'Baker', 'Male', 'Remote', 'Part-time'],
      ['Sam', 'Reid', 'Other', 'Hybrid', 'Contract'],
      ['Ava', 'Singh', 'Female', 'Onsite', 'Full-time'],
    ] as const;
    for (const [index, [first, last, gender, arrangement, type]] of people.entries()) {
      await createEmployee(request, session, {
        ...base,
        first_name: first,
        last_name: last,
        employee_code: `${first.charAt(0)}${index}-${code}`,
        gender,
        work_arrangement: arrangement,
        employment_type: type,
      });
    }
    await signInTo(page, organization.id, '/dashboard');
    await expectFigures(page, { 'Total Staff': 4, 'Onsite Staff': 2, 'Remote Staff': 1 });
    await expect(figure(page, 'Onsite Staff')).toContainText('Hybrid: 1');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await toTop(page);
    await page.screenshot({ path: `${SCREENS_DIR}/dashboard-360.png`, fullPage: true });
  });
});
