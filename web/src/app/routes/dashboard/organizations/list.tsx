import { OrganizationsList } from '@/features/organizations/components/organizations-list';

export default function OrganizationsRoute() {
  return <OrganizationsList />;
}
