import { EmployeeDirectory } from '@/features/employees/components/employee-directory';

export default function EmployeesRoute() {
  return <EmployeeDirectory />;
}
