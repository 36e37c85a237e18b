import { useLocation, useParams } from 'react-router-dom';
import { EmployeeProfile } from '@/features/employees/components/employee-profile';

export default function EmployeeProfileRoute() {
  const { id } = useParams();
  const { pathname } = useLocation();
  return <EmployeeProfile key={id} id={id} pathname={pathname} />;
}
