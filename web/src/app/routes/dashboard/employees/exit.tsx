import { ExitList } from '@/features/employees/components/exit-list';

export default function EmployeeExitRoute() {
  return <ExitList />;
}
