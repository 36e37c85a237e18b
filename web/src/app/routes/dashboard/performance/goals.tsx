import { GoalsPage } from '@/features/performance/components/goals-page';

/** `/dashboard/performance/goals` (issue 29). */
export default function GoalsPageRoute() {
  return <GoalsPage />;
}
