import { PulsePage } from '@/features/performance/components/pulse-page';

/** `/dashboard/performance/pulse` (issue 29 §1: the weekly pulse, optional per organization). */
export default function PulsePageRoute() {
  return <PulsePage />;
}
