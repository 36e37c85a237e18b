import { PayslipsPage } from '@/features/payroll-payslips/components/payslips-page';

export default function PayrollPayslipsRoute() {
  return <PayslipsPage />;
}
