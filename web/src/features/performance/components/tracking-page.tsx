import { PerformanceShell } from './performance-shell';

/** KPI/OKR tracking (issue 29 §1): progress by team and department, at-risk goals first. */
export function TrackingPage() {
  return (
    <PerformanceShell
      title="KPI/OKR tracking"
      description="Progress of goals by team and department, at-risk goals first."
    />
  );
}
