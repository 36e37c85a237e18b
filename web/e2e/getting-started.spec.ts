import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { addFortnightlySchedule, savePayrollSettings } from './fixtures';
import {
  apiLogin,
  authHeaders,
  createDesignation,
  createEmployee,
  deleteOrganization,
  type EmployeeRecord,
  type OrganizationRecord,
  type Session,
  signIn,
  toTop,
  uniqueName,
} from './support';

/**
 * docs/getting-started.md, walked as an HR manager would in their first week on a laptop-sized
 * screen: a workspace, its departments, people, pay setup, the first pay run, leave. Every step is
 * asserted on each run; with DOCS_SCREENSHOTS=1 the walk also saves the guide's pictures into
 * docs/images/ (`DOCS_SCREENSHOTS=1 E2E_PORT=3317 npx playwright test web/e2e/getting-started.spec.ts`).
 * The pay figures are payroll-flow.spec.ts's: $65,000.00 a year paid fortnightly is $2,500.00 gross,
 * $438.00 PAYG withholding, $300.00 super and $2,062.00 net.
 */

const IMAGES = fileURLToPath(new URL('../../docs/images/', import.meta.url));

test.use({ viewport: { width: 1280, height: 800 } });

async function picture(page: Page, name: string): Promise<void> {
  if (process.env.DOCS_SCREENSHOTS !== '1') return;
  await toTop(page);
  await page.screenshot({ path: `${IMAGES}getting-started-${name}.png` });
}

let session: Session;
let organization: OrganizationRecord | undefined;

test.afterAll(async ({ request }) => {
  if (organization) await deleteOrganization(request, session, organization.id);
});

test('a first week: workspace, departments, people, pay setup, the first pay run, leave', async ({ page, request }) => {
  test.setTimeout(300_000);
  session = await apiLogin(request);
  const name = uniqueName('Banksia Bakery');

  // Monday: the workspace.
  await signIn(page, '/dashboard/organizations');
  await page.getByRole('button', { name: 'Add Workspace' }).click();
  const workspace = page.getByRole('dialog', { name: 'Add Workspace' });
  await workspace.getByLabel('Name').fill(name);
  await workspace.getByLabel('Contact Email').fill('people@banksia.example');
  await workspace.getByLabel('Industry').fill('Food manufacturing');
  await picture(page, 'workspace');
  await workspace.getByRole('button', { name: 'Create Workspace' }).click();
  await expect(workspace).toBeHidden();
  await expect(page.getByRole('article', { name, exact: true })).toBeVisible();
  const mine = (await (await request.get('/api/v1/organizations', { headers: authHeaders(session) })).json()) as {
    data: OrganizationRecord[];
  };
  organization = mine.data.find((each) => each.name === name);
  expect(organization).toBeTruthy();
  const organizationId = (organization as OrganizationRecord).id;
  await page.addInitScript((id) => localStorage.setItem('selectedOrgId', String(id)), organizationId);

  // Departments.
  await page.goto(`/dashboard/organizations/${organizationId}`);
  await page.getByRole('button', { name: 'Add Department' }).click();
  const department = page.getByRole('dialog', { name: 'Add Department' });
  await department.getByLabel('Name').fill('Bakehouse');
  await department.getByLabel('Description').fill('Bread, pastry and the early shift');
  await department.getByRole('button', { name: 'Add Department' }).click();
  await expect(department).toBeHidden();
  await expect(page.getByRole('article', { name: 'Department Bakehouse' })).toBeVisible();
  await picture(page, 'departments');

  // People (the API stands in for the Add New Employee form, which employees-form.spec.ts walks).
  const departments = (await (
    await request.get(`/api/v1/organizations/${organizationId}/departments`, { headers: authHeaders(session) })
  ).json()) as { data: { id: number; name: string }[] };
  const bakehouse = departments.data.find((each) => each.name === 'Bakehouse')?.id as number;
  expect(bakehouse).toBeTruthy();
  const baker = await createDesignation(request, session, bakehouse, 'Baker');
  const person = (first_name: string, last_name: string): Promise<EmployeeRecord> =>
    createEmployee(request, session, {
      organization_id: organizationId,
      department_id: bakehouse,
      designation_id: baker.id,
      first_name,
      last_name,
      employee_code: `GS-${last_name.slice(0, 3).toUpperCase()}-${Date.now().toString(36)}`,
      joining_date: '2025-11-23',
      status: 'Active',
      superannuation_fund_name: 'Hostplus',
      superannuation_fund_usi: 'HOS0100AU',
      superannuation_member_number: '556677',
    });
  const piper = await person('Piper', 'Flowers');
  await person('Owen', 'Crust');
  await page.goto('/dashboard/employees');
  await expect(page.getByText('2 employees')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('cell', { name: /Piper Flowers/ }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /Owen Crust/ }).first()).toBeVisible();
  await picture(page, 'people');

  // Pay setup: the employer's details, a fortnightly schedule, Piper's salary.
  await page.goto('/dashboard/payroll/setup');
  await savePayrollSettings(page, { abn: '51 824 753 556', accountName: 'Banksia Bakery' });
  await addFortnightlySchedule(page, { name: 'Fortnightly', start: '2026-11-16', payDate: '2026-12-02' });
  await page.getByRole('button', { name: 'Set up pay for Piper Flowers' }).click();
  const pay = page.getByRole('dialog', { name: 'Set up pay: Piper Flowers' });
  await pay.getByLabel('Effective from').fill('2026-07-01');
  await pay.getByLabel('Pay basis').selectOption('salary');
  await pay.getByLabel('Annual salary ($)').fill('65000.00');
  await picture(page, 'pay-setup');
  await pay.getByRole('button', { name: 'Save pay' }).click();
  await expect(pay).toBeHidden();
  await expect(page.getByText("Piper Flowers's pay saved.")).toBeVisible();

  // The first pay run: drafted, calculated by the worker, ready for review.
  await page.goto('/dashboard/payroll/processing');
  await page.getByRole('button', { name: 'New pay run' }).click();
  const draft = page.getByRole('dialog', { name: 'New pay run' });
  await expect(draft.getByLabel('Period start')).toHaveValue('2026-11-16', { timeout: 20_000 });
  await draft.getByRole('button', { name: 'Draft pay run' }).click();
  await expect(draft).toBeHidden();
  await expect(page.getByText('Ready for review')).toBeVisible({ timeout: 30_000 });
  const row = page.getByRole('row', { name: /Piper Flowers/ });
  for (const figure of ['$2,500.00', '$438.00', '$300.00', '$2,062.00']) {
    await expect(row.getByRole('cell', { name: figure, exact: true })).toBeVisible();
  }
  await picture(page, 'pay-run');

  // Leave: a year of service is 152 hours of annual leave at 38 hours a week.
  await page.goto('/dashboard/attendance/balance');
  await page.getByLabel('Employee').selectOption(String(piper.id));
  await page.getByLabel('As of', { exact: true }).fill('2026-11-22');
  const balances = page.getByRole('region', { name: 'Leave balances as of 22 Nov 2026' });
  await expect(
    balances
      .getByRole('row', { name: /Annual Leave/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('152.00 h');
  await picture(page, 'leave');

  // Back to the dashboard: the week's workspace at a glance.
  await page.goto('/dashboard');
  await expect(page.getByText(`Showing data for ${name}`)).toBeVisible();
  await picture(page, 'dashboard');
});
