import { ReviewsPage } from '@/features/performance/components/reviews-page';

/** `/dashboard/performance/reviews` (issue 29). */
export default function ReviewsPageRoute() {
  return <ReviewsPage />;
}
