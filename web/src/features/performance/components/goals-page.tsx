import { PerformanceShell } from './performance-shell';

/** Goals (issue 29 §1): the organization's, departments', teams' and people's goals. */
export function GoalsPage() {
  return (
    <PerformanceShell
      title="Goals"
      description="Goals of the organization, departments, teams and people, their key results and check-ins."
    />
  );
}
