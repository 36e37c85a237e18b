import { SchedulingPage } from '@/features/rostering/components/scheduling-page';

export default function SchedulingPageRoute() {
  return <SchedulingPage />;
}
