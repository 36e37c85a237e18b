import { PlaceholderPage } from '../placeholder';

// Being built (issue 17): this entry's screen replaces the placeholder.
export default function PayrollPayslipsRoute() {
  return <PlaceholderPage title="Payroll Page" />;
}
