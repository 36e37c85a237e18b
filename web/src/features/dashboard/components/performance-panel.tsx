import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/permissions';
import { useGoalFigures } from '../api/get-goal-figures';
import { BarChart } from './charts';

export const NO_PERFORMANCE = 'Performance reviews are not set up yet.';

/**
 * The "Employee Performance" area: the organization's goals on track, at risk and off track (issue
 * 29 §1) for roles that see performance over the whole organization; review cycles and praise add theirs.
 */
export function PerformancePanel({ organizationId }: { organizationId: number }) {
  const seesGoals = useCan('performance', 'view', 'organization');
  const { data } = useGoalFigures(seesGoals ? organizationId : null);
  if (!data?.totals || data.totals.goals === 0) {
    return (
      <div className="flex flex-col items-center py-6 text-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-slate-100">
          <TrendingUp aria-hidden="true" className="size-5 text-slate-500" />
        </span>
        <p className="mt-3 text-sm font-medium text-slate-900">{NO_PERFORMANCE}</p>
        <p className="mt-1 max-w-xs text-sm text-slate-600">Goals and scores appear here once they are recorded.</p>
      </div>
    );
  }
  const { totals } = data;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">
        {totals.goals} goal{totals.goals === 1 ? '' : 's'}, {totals.progress}% progress on average.
      </p>
      <BarChart
        title="Goals by confidence"
        data={[
          { label: 'On track', value: totals.on_track, colour: ['stroke-emerald-500', 'bg-emerald-500'] },
          { label: 'At risk', value: totals.at_risk, colour: ['stroke-amber-500', 'bg-amber-500'] },
          { label: 'Off track', value: totals.off_track, colour: ['stroke-red-500', 'bg-red-500'] },
          { label: 'No check-in yet', value: totals.no_check_in, colour: ['stroke-slate-400', 'bg-slate-400'] },
        ]}
      />
      <Link
        to={paths.app.performance.getHref('tracking')}
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        Open KPI/OKR tracking
      </Link>
    </div>
  );
}
