import { LeaveRequestsPage } from '@/features/leave/components/leave-requests-page';

export default function LeaveRequestsRoute() {
  return <LeaveRequestsPage />;
}
