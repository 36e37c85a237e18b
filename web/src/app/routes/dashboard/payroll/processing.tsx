import { PayRunsPage } from '@/features/payroll-runs/components/pay-runs-page';

export default function PayrollProcessingRoute() {
  return <PayRunsPage />;
}
