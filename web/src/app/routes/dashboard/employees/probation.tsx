import { ProbationList } from '@/features/employees/components/probation-list';

export default function EmployeeProbationRoute() {
  return <ProbationList />;
}
