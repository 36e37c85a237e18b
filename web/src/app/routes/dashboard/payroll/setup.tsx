import { PayrollSetupPage } from '@/features/payroll-setup/components/payroll-setup-page';

export default function PayrollSetupRoute() {
  return <PayrollSetupPage />;
}
