import { PerformanceShell } from './performance-shell';

/** Reviews (issue 29 §2): review cycles, a reviewer's forms, calibration. */
export function ReviewsPage() {
  return (
    <PerformanceShell
      title="Reviews"
      description="Review cycles: peer, self and manager reviews, calibration and sign-off."
    />
  );
}
