import { TrackingPage } from '@/features/performance/components/tracking-page';

/** `/dashboard/performance/tracking` (issue 29). */
export default function TrackingPageRoute() {
  return <TrackingPage />;
}
