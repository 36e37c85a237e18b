import { ManualAdjustments } from '@/features/attendance/components/manual-adjustments';

export default function ManualAdjustmentsRoute() {
  return <ManualAdjustments />;
}
