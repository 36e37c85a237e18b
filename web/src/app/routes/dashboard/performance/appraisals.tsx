import { AppraisalsPage } from '@/features/performance/components/appraisals-page';

/** `/dashboard/performance/appraisals` (issue 29). */
export default function AppraisalsPageRoute() {
  return <AppraisalsPage />;
}
