import { ExitList } from '@/features/employees/components/status-lists';

export default function EmployeeExitRoute() {
  return <ExitList />;
}
