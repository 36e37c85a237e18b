import { useParams } from 'react-router-dom';
import { OrganizationDetail } from '@/features/organizations/components/organization-detail';

export default function OrganizationRoute() {
  const { organizationId } = useParams();
  return <OrganizationDetail key={organizationId} organizationId={organizationId} />;
}
