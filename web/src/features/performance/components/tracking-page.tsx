import type { Goal, GoalGroupProgress } from '@wattle/shared/goals';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExportButton } from '@/components/ui/export-button';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useGoalCheckIns, useGoalTracking } from '../api/goals';
import { GoalCard } from './goal-parts';
import { KeyResultChart } from './progress-chart';

export const NO_TRACKED_GOALS = 'No goals to track yet.';

/** KPI/OKR tracking (issue 29 §1): progress by department and team, at-risk goals first, each key result's history. */
export function TrackingPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const tracking = useGoalTracking(organizationId);
  const exports = useCan('performance', 'export');
  const [history, setHistory] = useState<number | null>(null);
  const data = tracking.data;
  return (
    <>
      <PageHeader
        title="KPI/OKR tracking"
        description="Progress of goals by department and team, off-track and at-risk goals first."
        actions={
          exports && organizationId ? (
            <ExportButton
              path={`/performance/goals/export?organization_id=${organizationId}`}
              fallbackName="goals.csv"
            />
          ) : null
        }
      />
      {tracking.error ? (
        <ListError onRetry={() => void tracking.mutate()} />
      ) : !data ? (
        organizationId ? (
          <Spinner label="Loading tracking..." />
        ) : null
      ) : data.totals.goals === 0 ? (
        <p className="text-sm text-slate-600">{NO_TRACKED_GOALS}</p>
      ) : (
        <div className="grid gap-6">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {(
              [
                ['Goals', data.totals.goals],
                ['Average progress', `${data.totals.progress}%`],
                ['On track', data.totals.on_track],
                ['At risk', data.totals.at_risk],
                ['Off track', data.totals.off_track],
              ] as const
            ).map(([label, value]) => (
              <Card key={label} className="px-4 py-3">
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="text-xl font-semibold text-slate-900 tabular-nums">{value}</dd>
              </Card>
            ))}
          </dl>
          <div className="grid gap-6 lg:grid-cols-2">
            <GroupTable title="By department" rows={data.departments} />
            <GroupTable title="By team" rows={data.teams} />
          </div>
          <section aria-labelledby="at-risk-heading">
            <h2 id="at-risk-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Goals, at risk first
            </h2>
            <ul className="grid gap-3">
              {data.goals.map((goal) => (
                <GoalCard
                  key={goal.id}
                  goal={goal}
                  actions={
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-expanded={history === goal.id}
                      onClick={() => setHistory(history === goal.id ? null : goal.id)}
                    >
                      {history === goal.id ? 'Hide history' : 'Show history'}
                    </Button>
                  }
                >
                  {history === goal.id && organizationId ? (
                    <GoalHistory organizationId={organizationId} goal={goal} />
                  ) : null}
                </GoalCard>
              ))}
            </ul>
          </section>
        </div>
      )}
    </>
  );
}

function GroupTable({ title, rows }: { title: string; rows: readonly GoalGroupProgress[] }) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="px-4 pt-3 text-left font-semibold text-slate-900">{title}</caption>
        <thead className="text-left text-xs text-slate-600">
          <tr>
            <th className="px-4 py-2 font-medium">Name</th>
            <th className="px-2 py-2 text-right font-medium">Goals</th>
            <th className="px-2 py-2 text-right font-medium">Progress</th>
            <th className="px-2 py-2 text-right font-medium">At risk</th>
            <th className="px-4 py-2 text-right font-medium">Off track</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-4 py-3 text-slate-600">
                None yet.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-100">
                <td className="px-4 py-2 text-slate-900">{row.name}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.goals}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.progress}%</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.at_risk}</td>
                <td className="px-4 py-2 text-right tabular-nums">{row.off_track}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Card>
  );
}

function GoalHistory({ organizationId, goal }: { organizationId: number; goal: Goal }) {
  const checkIns = useGoalCheckIns(organizationId, goal.id);
  if (checkIns.error) return <ListError onRetry={() => void checkIns.mutate()} />;
  if (!checkIns.data) return <Spinner label="Loading history..." />;
  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-2">
      {goal.key_results.map((result) => (
        <KeyResultChart key={result.id} result={result} checkIns={checkIns.data ?? []} />
      ))}
    </div>
  );
}
