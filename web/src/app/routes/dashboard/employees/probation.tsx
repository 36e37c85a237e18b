import { ProbationList } from '@/features/employees/components/status-lists';

export default function EmployeeProbationRoute() {
  return <ProbationList />;
}
