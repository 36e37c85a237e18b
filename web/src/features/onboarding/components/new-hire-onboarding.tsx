import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { NoOrganizationCard } from '@/components/ui/no-organization-card';
import { PageHeader } from '@/components/ui/page-header';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { OnboardingDashboard } from './onboarding-dashboard';
import { TemplateManagement } from './template-management';

const TITLE = 'New Hire Onboarding';
const DESCRIPTION = 'Checklists that take each new hire from accepted offer to first weeks.';

type Tab = 'dashboard' | 'templates';

const tabClasses =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

export function NewHireOnboarding() {
  const { organization } = useSelectedOrganization();
  if (!organization) {
    return (
      <>
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <NoOrganizationCard>New hires and templates belong to a workspace.</NoOrganizationCard>
      </>
    );
  }
  return <OnboardingTabs key={organization.id} organizationId={organization.id} />;
}

function OnboardingTabs({ organizationId }: { organizationId: number }) {
  const [tab, setTab] = useState<Tab>('dashboard');
  return (
    <>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List
          aria-label="Onboarding views"
          className="mb-6 inline-flex max-w-full gap-1 overflow-x-auto rounded-lg bg-slate-200/70 p-1"
        >
          <Tabs.Trigger value="dashboard" className={tabClasses}>
            Onboarding Dashboard
          </Tabs.Trigger>
          <Tabs.Trigger value="templates" className={tabClasses}>
            Template Management
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="dashboard" className="focus-visible:outline-none">
          <OnboardingDashboard organizationId={organizationId} onManageTemplates={() => setTab('templates')} />
        </Tabs.Content>
        <Tabs.Content value="templates" className="focus-visible:outline-none">
          <TemplateManagement organizationId={organizationId} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
