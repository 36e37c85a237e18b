import { NoOrganizationCard } from '@/components/ui/no-organization-card';

/** Recruitment data belongs to a workspace: without one selected there is nothing to show. */
export function NoOrganization({ what }: { what: string }) {
  return (
    <NoOrganizationCard>
      {what} belong to a workspace. Choose one in the switcher at the top, or create one first.
    </NoOrganizationCard>
  );
}
