import { WithholdingPage } from '@/features/payroll-withholding/components/withholding-page';

export default function PayrollWithholdingRoute() {
  return <WithholdingPage />;
}
