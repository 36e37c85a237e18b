import { Outlet } from 'react-router-dom';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { SelectedOrganizationProvider } from '../../selected-organization-provider';

function Shell() {
  const { isLoading } = useSelectedOrganization();
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
