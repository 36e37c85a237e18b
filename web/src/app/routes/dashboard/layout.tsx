import { useDeferredValue } from 'react';
import { Outlet } from 'react-router-dom';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { SelectedOrganizationProvider } from '../../selected-organization-provider';

function Shell() {
  // The shell and the page mount in a background render the browser can interrupt, not in the
  // synchronous one that brings the organizations.
  const isLoading = useDeferredValue(useSelectedOrganization().isLoading);
  if (isLoading) return <FullScreenSpinner />;
  return (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  );
}

export default function DashboardRoute() {
  return (
    <SelectedOrganizationProvider>
      <Shell />
    </SelectedOrganizationProvider>
  );
}
