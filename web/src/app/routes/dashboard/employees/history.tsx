import { EmployeeHistory } from '@/features/employees/components/employee-history';

export default function EmployeeHistoryRoute() {
  return <EmployeeHistory />;
}
