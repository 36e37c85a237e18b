import { render } from '@testing-library/react';
import type { Organization } from '@wattle/shared/organizations';
import { BUILT_IN_PERMISSIONS } from '@wattle/shared/permissions';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
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

/**
 * Renders inside a data router (as the app's: forms may block navigation with useBlocker), a fresh
 * SWR cache (no retries) and the dashboard's selected organization.
 */
export function renderWithOrganization(ui: ReactNode, organization: Organization | null = testOrganization) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
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
}

/** The path and query of a stubbed call. */
export function parseUrl(url: string): URL {
  return new URL(url, 'http://app.test');
}
