import { TimesheetReportsPage } from '@/features/timesheets/components/reports-page';

export default function TimesheetReportsPageRoute() {
  return <TimesheetReportsPage />;
}
