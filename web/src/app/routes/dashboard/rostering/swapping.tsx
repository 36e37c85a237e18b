import { SwappingPage } from '@/features/rostering/components/swapping-page';

/** `/dashboard/rostering/swapping`: shift swapping (issue 28 §3), for every member with rostering. */
export default function SwappingRoute() {
  return <SwappingPage />;
}
