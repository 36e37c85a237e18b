import { render } from '@testing-library/react';
import type { Organization } from '@wattle/shared/organizations';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { TestProviders, testOrganization } from '@/testing/render-with-organization';

export { employee, summary } from '@/testing/employees';

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
    <TestProviders organization={organization}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}
