import { render } from '@testing-library/react';
import type { Organization } from '@wattle/shared/organizations';
import { BUILT_IN_PERMISSIONS, BUILT_IN_ROLE_LABELS, type BuiltInRole } from '@wattle/shared/permissions';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SelectedOrganizationContext } from '@/lib/selected-organization';

/** A workspace in Sydney time, as the dashboard would have selected it. */
export const testOrganization: Organization = {
  id: 3,
  name: 'Acacia Health',
  registration_number: null,
  address: null,
  contact_email: 'hr@acacia.test',
  contact_phone: null,
  industry_type: null,
  require_mfa: false,
  timezone: 'Australia/Sydney',
  probation_months: 6,
  role: 'owner',
  role_name: 'Owner',
  permissions: BUILT_IN_PERMISSIONS.owner,
  employee_id: null,
  version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** The test workspace as a member of built-in `role` sees it, linked to employee `employeeId` (if any). */
export const organizationAs = (role: BuiltInRole, employeeId: number | null = null): Organization => ({
  ...testOrganization,
  role,
  role_name: BUILT_IN_ROLE_LABELS[role],
  permissions: BUILT_IN_PERMISSIONS[role],
  employee_id: employeeId,
});

/** A fresh SWR cache for each render: no deduping between tests, no retries of a stubbed failure. */
export const FRESH_SWR = { provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false };

/** What the dashboard provides a screen: a fresh SWR cache and `organization` as the selected workspace. */
export function TestProviders({ organization, children }: { organization: Organization | null; children: ReactNode }) {
  return (
    <SWRConfig value={FRESH_SWR}>
      <SelectedOrganizationContext.Provider
        value={{
          organization,
          organizations: organization ? [organization] : [],
          select: () => {},
          isLoading: false,
          error: null,
        }}
      >
        {children}
      </SelectedOrganizationContext.Provider>
    </SWRConfig>
  );
}

/**
 * Renders inside a data router (as the app's: forms may block navigation with useBlocker), a fresh
 * SWR cache (no retries) and the dashboard's selected organization.
 */
export function renderWithOrganization(ui: ReactNode, organization: Organization | null = testOrganization) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
    <TestProviders organization={organization}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

/** `routes` (the app's, usually) opened at `path` with a fresh SWR cache; answers the router, to see where it went. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

/** The path and query of a stubbed call. */
export function parseUrl(url: string): URL {
  return new URL(url, 'http://app.test');
}
