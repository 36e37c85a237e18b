import { DEDUCTION_KINDS, PayItemsPage } from '@/features/payroll-setup/components/pay-items-page';

export default function PayrollDeductionsRoute() {
  return (
    <PayItemsPage
      title="Deductions"
      description="Salary sacrifice (to super or otherwise) before tax, and deductions after tax with the payee they are paid to."
      kinds={DEDUCTION_KINDS}
    />
  );
}
