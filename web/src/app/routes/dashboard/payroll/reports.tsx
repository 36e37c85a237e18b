import { ReportsPage } from '@/features/payroll-reports/components/reports-page';

export default function PayrollReportsRoute() {
  return <ReportsPage />;
}
