import { ApprovalsPage } from '@/features/timesheets/components/approvals-page';

export default function ApprovalsPageRoute() {
  return <ApprovalsPage />;
}
