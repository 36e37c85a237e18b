import { OvertimePage } from '@/features/timesheets/components/overtime-page';

export default function OvertimePageRoute() {
  return <OvertimePage />;
}
