import {
  GOAL_CONFIDENCE_LABELS,
  GOAL_LEVEL_LABELS,
  GOAL_STATUS_LABELS,
  type Goal,
  type GoalConfidence,
} from '@wattle/shared/goals';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDate } from '@/lib/dates';

export const CONFIDENCE_TONES: Record<GoalConfidence, BadgeTone> = {
  on_track: 'green',
  at_risk: 'amber',
  off_track: 'red',
};

export function ConfidenceBadge({ confidence }: { confidence: GoalConfidence | null }) {
  return confidence ? (
    <Badge tone={CONFIDENCE_TONES[confidence]}>{GOAL_CONFIDENCE_LABELS[confidence]}</Badge>
  ) : (
    <Badge>No check-in yet</Badge>
  );
}

/** One goal: its title, whose it is, status and confidence, progress, key results; `actions` below. */
export function GoalCard({ goal, actions, children }: { goal: Goal; actions?: ReactNode; children?: ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-medium text-slate-900 break-words">{goal.title}</h3>
          <p className="text-sm text-slate-600">
            {GOAL_LEVEL_LABELS[goal.level]}
            {goal.owner_name ? ` · ${goal.owner_name}` : ''}
            {goal.due_date ? ` · due ${formatDate(goal.due_date, 'medium')}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {goal.status !== 'active' ? <Badge tone="violet">{GOAL_STATUS_LABELS[goal.status]}</Badge> : null}
          <ConfidenceBadge confidence={goal.confidence} />
        </div>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <ProgressBar value={goal.progress} label={`${goal.title} progress`} className="flex-1" />
        <span className="w-14 text-right text-sm font-medium text-slate-900 tabular-nums">{goal.progress}%</span>
      </div>
      <ul className="mt-3 grid gap-1 text-sm text-slate-600">
        {goal.key_results.map((result) => (
          <li key={result.id} className="flex justify-between gap-2">
            <span className="min-w-0 break-words">{result.title}</span>
            <span className="shrink-0 tabular-nums">
              {result.kind === 'boolean'
                ? result.current >= 1
                  ? 'Done'
                  : 'Not done'
                : `${result.current} / ${result.target}${result.kind === 'percentage' ? '%' : result.unit ? ` ${result.unit}` : ''}`}
            </span>
          </li>
        ))}
      </ul>
      {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
      {children}
    </li>
  );
}
