import { useId } from 'react';
import { ListError } from '@/components/ui/list-error';
import { useEmployeeGoals } from '../api/goals';
import { GoalCard } from './goal-parts';

/** What the evidence section says when the reviewer can see none of the reviewee's goals. */
export const noGoalsOf = (name: string) => `No goals of ${name} that you can see.`;

/**
 * A review's evidence (issue 29 §2, "goal results pulled in as evidence"): the reviewee's goals as
 * they stand — progress, confidence and each key result — beside the questions. Only the goals the
 * reviewer may see are listed (the API narrows them: a peer sees goals shared with everyone or the
 * department, not a private one).
 */
export function ReviewGoalEvidence({
  organizationId,
  employeeId,
  name,
}: {
  organizationId: number | null;
  employeeId: number;
  name: string;
}) {
  const goals = useEmployeeGoals(organizationId, employeeId);
  const heading = useId();
  const list = goals.data?.data.filter((goal) => goal.status !== 'cancelled') ?? [];
  return (
    <section aria-labelledby={heading} className="space-y-2">
      <h3 id={heading} className="font-medium text-slate-900 text-sm">
        Goals (evidence)
      </h3>
      {goals.error ? (
        <ListError onRetry={() => void goals.mutate()} />
      ) : !goals.data ? (
        <p className="text-slate-600 text-sm">Loading goals...</p>
      ) : list.length === 0 ? (
        <p className="text-slate-600 text-sm">{noGoalsOf(name)}</p>
      ) : (
        <ul className="grid max-h-72 gap-2 overflow-y-auto">
          {list.map((goal) => (
            <GoalCard key={goal.id} goal={goal} />
          ))}
        </ul>
      )}
    </section>
  );
}
