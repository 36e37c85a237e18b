import { randomUUID } from 'node:crypto';
import { EMPLOYEE_FORM_TABS } from '@wattle/shared/employees';
import { samplePersonalDetails } from '@wattle/shared/test-inputs';
import { type Json, organizationBody, request, signUp, type TestUser } from './support.ts';

/** A workspace with two departments and designations of each level. */
export async function employeeFixture(user: TestUser) {
  const organization = (await request('POST', '/organizations', { token: user.token, body: organizationBody() })).body
    .data;
  const department = async (name: string) =>
    (await request('POST', `/organizations/${organization.id}/departments`, { token: user.token, body: { name } })).body
      .data;
  const designation = async (departmentId: number, title: string, level: string) =>
    (await request('POST', `/departments/${departmentId}/designations`, { token: user.token, body: { title, level } }))
      .body.data;
  const sales = await department('Sales');
  const engineering = await department('Engineering');
  return {
    organization,
    sales,
    engineering,
    salesRep: await designation(sales.id, 'Sales Representative', 'Junior'),
    salesLead: await designation(sales.id, 'Sales Lead', 'Senior'),
    engineer: await designation(engineering.id, 'Engineer', 'Mid'),
  };
}

export type EmployeeFixture = Awaited<ReturnType<typeof employeeFixture>>;

/** Most files' first step: a fresh owner signed in, their workspace (`employeeFixture`) and its id. */
export async function ownerWorkspace(name = 'Olivia Owner') {
  const owner = await signUp(name);
  const f = await employeeFixture(owner);
  return { owner, f, org: f.organization.id as number };
}

export type OwnerWorkspace = Awaited<ReturnType<typeof ownerWorkspace>>;

/** Moves a workspace to Sydney time (with any other settings in `extra`); answers the organization as saved. */
export async function moveToSydney(user: TestUser, organization: Json, extra: Record<string, unknown> = {}) {
  const moved = await request('PUT', `/organizations/${organization.id}`, {
    token: user.token,
    body: {
      name: organization.name,
      contact_email: 'hr@example.test',
      timezone: 'Australia/Sydney',
      ...extra,
      version: organization.version,
    },
  });
  if (moved.status !== 200) throw new Error(`moving to Sydney failed: ${moved.status} ${JSON.stringify(moved.body)}`);
  return moved.body.data;
}

export function employeeBody(fixture: EmployeeFixture, overrides: Record<string, unknown> = {}) {
  const unique = randomUUID().slice(0, 8);
  return {
    organization_id: fixture.organization.id,
    first_name: 'Jane',
    last_name: `Citizen${unique}`,
    personal_email: `jane.${unique}@example.test`,
    ...samplePersonalDetails,
    employee_code: `EMP-${unique}`,
    joining_date: '2026-01-12',
    department_id: fixture.sales.id,
    designation_id: fixture.salesRep.id,
    employment_type: 'Full-time',
    status: 'On Probation',
    // The fund pay setup and pay runs use (typed once, on the record).
    superannuation_fund_name: 'AustralianSuper',
    superannuation_fund_usi: 'STA0100AU',
    ...overrides,
  };
}

export async function createEmployee(
  user: TestUser,
  fixture: EmployeeFixture,
  overrides: Record<string, unknown> = {},
) {
  const response = await request('POST', '/employees', { token: user.token, body: employeeBody(fixture, overrides) });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** The editable fields of a fetched employee, as an update body. */
export function updateBodyOf(employee: Record<string, unknown>) {
  const fields = [
    'organization_id',
    ...EMPLOYEE_FORM_TABS.personal,
    // The employment tab's fields but its work arrangement, probation end and work pattern.
    'employee_code',
    'joining_date',
    'department_id',
    'designation_id',
    'reporting_manager_id',
    'employment_type',
    'status',
    ...EMPLOYEE_FORM_TABS.financial,
    ...EMPLOYEE_FORM_TABS.emergency,
    'version',
  ];
  return Object.fromEntries(fields.map((field) => [field, employee[field]]));
}

export async function historyOf(user: TestUser, organizationId: number, query = '') {
  const response = await request('GET', `/employees/history?organization_id=${organizationId}${query}`, {
    token: user.token,
  });
  if (response.status !== 200) throw new Error(`history failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.data as {
    event_type: string;
    details: string;
    employee_id: number;
    changed_by: string;
    date: string;
  }[];
}

/** The record's stored version, for an update that must name the version it was made from. */
export async function versionOf(user: TestUser, path: string): Promise<number> {
  return (await request('GET', path, { token: user.token })).body.data.version;
}
