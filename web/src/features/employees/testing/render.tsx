import { render } from '@testing-library/react';
import type { Employee, EmployeeSummary } from '@wattle/shared/employees';
import type { Organization } from '@wattle/shared/organizations';
import { defaultWorkPattern } from '@wattle/shared/work-pattern';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SelectedOrganizationContext } from '@/lib/selected-organization';
import { testOrganization } from '@/testing/render-with-organization';

/** The selected workspace of these tests (id 3), shared with the other features' tests. */
export const acacia: Organization = testOrganization;

export const departments = [
  { id: 8, organization_id: 3, name: 'Nursing', description: null, version: 1 },
  { id: 9, organization_id: 3, name: 'Administration', description: null, version: 1 },
];

export const designationsByDepartment: Record<number, unknown[]> = {
  8: [{ id: 21, department_id: 8, title: 'Registered Nurse', name: 'Registered Nurse', level: 'Mid', version: 1 }],
  9: [{ id: 31, department_id: 9, title: 'Office Clerk', name: 'Office Clerk', level: 'Junior', version: 1 }],
};

/** The default work pattern (38 h over Mon to Fri from the joining date), as the API answers it. */
const patternFields = {
  state: null,
  ordinary_hours_per_week: '38',
  work_days: ['mon', 'tue', 'wed', 'thu', 'fri'] as ('mon' | 'tue' | 'wed' | 'thu' | 'fri')[],
  shiftworker: false,
  start_time: '09:00',
  work_pattern_periods: [defaultWorkPattern('Full-time', '2025-02-03')],
};

export function summary(overrides: Partial<EmployeeSummary> = {}): EmployeeSummary {
  return {
    id: 41,
    organization_id: 3,
    employee_code: 'EMP-041',
    first_name: 'Mia',
    last_name: 'Nguyen',
    personal_email: 'mia@example.com',
    phone_number: '0400 000 041',
    department_id: 8,
    designation_id: 21,
    reporting_manager_id: null,
    employment_type: 'Full-time',
    work_arrangement: 'Onsite',
    status: 'Active',
    joining_date: '2025-02-03',
    probation_end_date: null,
    last_working_day: null,
    lifecycle: 'current',
    trashed_at: null,
    version: 1,
    department: { id: 8, name: 'Nursing' },
    designation: { id: 21, name: 'Registered Nurse', title: 'Registered Nurse', level: 'Mid' },
    reporting_manager: null,
    ...overrides,
  };
}

export function employee(overrides: Partial<Employee> = {}): Employee {
  return {
    ...summary(),
    date_of_birth: '1990-11-21',
    gender: 'Female',
    address: '1 Wattle St',
    address_suburb: 'Sydney',
    address_state: 'NSW',
    address_postcode: '2000',
    // As the API sends them: masked (the clear values come only from the reveal call).
    tax_file_number: '••••6782',
    superannuation_fund_name: 'AustralianSuper',
    superannuation_fund_usi: 'STA0100AU',
    superannuation_member_number: 'AB12',
    bank_bsb: '••••-000',
    bank_account_number: '••••5678',
    visa_type: null,
    visa_expiry_date: null,
    emergency_contact_name: 'Tom Nguyen',
    emergency_contact_phone: '0400 111 222',
    applicant_id: null,
    user_id: null,
    ...patternFields,
    version: 4,
    created_at: '2025-02-03T00:00:00Z',
    updated_at: '2025-02-03T00:00:00Z',
    ...overrides,
  };
}

/** The current path, for asserting where a screen navigated to. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const splitPath = (path: string) => {
  const [pathname = '/', search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '' };
};

/**
 * Like `@/testing/render-with-organization`, plus a starting `path` (with its query) and an
 * `output` showing the current location, for screens that read the URL or navigate; `state` is the
 * starting entry's router state (what a `<Link state>` hands over).
 */
export function renderWithOrganization(
  element: ReactNode,
  {
    path = '/',
    route = '*',
    organization = acacia,
    state,
  }: { path?: string; route?: string; organization?: Organization | null; state?: unknown } = {},
) {
  // A data router, as the app's: screens may block navigation (useBlocker) while a form is dirty.
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      ...(route === '*' ? [] : [{ path: '*', element: <Where /> }]),
    ],
    { initialEntries: [state === undefined ? path : { ...splitPath(path), state }] },
  );
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <SelectedOrganizationContext.Provider
        value={{
          organization,
          organizations: organization ? [organization] : [],
          select: () => {},
          isLoading: false,
          error: null,
        }}
      >
        <RouterProvider router={router} />
      </SelectedOrganizationContext.Provider>
    </SWRConfig>,
  );
  return { ...result, router };
}
