import { PerformanceShell } from './performance-shell';

/** Feedback and appraisals (issue 29 §3): praise, requested feedback, 1:1s, appraisal outcomes. */
export function AppraisalsPage() {
  return (
    <PerformanceShell
      title="Feedback and appraisals"
      description="Praise, requested feedback, one-on-ones and appraisal outcomes."
    />
  );
}
