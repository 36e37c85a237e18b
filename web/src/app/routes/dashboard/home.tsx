import { PageHeader } from '@/components/ui/page-header';
import { DashboardHome } from '@/features/dashboard/components/dashboard-home';
import { FirstWorkspaceWelcome } from '@/features/organizations/components/first-workspace-welcome';
import { useSelectedOrganization } from '@/lib/selected-organization';

export default function DashboardHomeRoute() {
  const { organization, organizations, isLoading, error } = useSelectedOrganization();
  // Signed in with no workspace at all (not merely loading or failing): the welcome with its one next step.
  if (!organization && !isLoading && !error && organizations.length === 0) {
    return (
      <>
        <PageHeader title="Dashboard" description="You have no workspace yet." />
        <FirstWorkspaceWelcome />
      </>
    );
  }
  return <DashboardHome />;
}
