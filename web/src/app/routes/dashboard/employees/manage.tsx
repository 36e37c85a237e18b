import { ManageEmployees } from '@/features/employees/components/manage-employees';
import { useSelectedOrganization } from '@/lib/selected-organization';

export default function ManageEmployeesRoute() {
  const { organization } = useSelectedOrganization();
  // Another organization has other departments: its filters start empty.
  return <ManageEmployees key={organization?.id ?? 'none'} />;
}
