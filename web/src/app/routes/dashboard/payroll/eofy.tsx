import { EofyPage } from '@/features/payroll-eofy/components/eofy-page';

export default function PayrollEofyRoute() {
  return <EofyPage />;
}
