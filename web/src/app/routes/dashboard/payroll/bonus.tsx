import { BONUS_KINDS, PayItemsPage } from '@/features/payroll-setup/components/pay-items-page';

export default function PayrollBonusRoute() {
  return (
    <PayItemsPage
      title="Bonus and Incentives"
      description="Bonuses, commissions, allowances (with their STP type), overtime, back pay and reimbursements: recurring or one-off."
      kinds={BONUS_KINDS}
    />
  );
}
