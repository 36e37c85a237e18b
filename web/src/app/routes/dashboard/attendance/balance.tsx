import { LeaveBalancePage } from '@/features/leave/components/leave-balance-page';

export default function LeaveBalanceRoute() {
  return <LeaveBalancePage />;
}
