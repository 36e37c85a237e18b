import { type ReactNode, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { ErrorAlert } from './alert';
import { Checklist, type ChecklistItem } from './checklist';
import { ProgressBar } from './progress-bar';

export const TASK_SAVE_FAILED = 'Could not save the task. Please try again.';

interface ProgressChecklistProps {
  /** The section's accessible name, e.g. 'Exit checklist'. */
  label: string;
  /** The heading above the bar, e.g. 'Tasks'. */
  title: string;
  /** Percent done. */
  progress: number;
  /** The progress bar's accessible name, naming the person. */
  progressLabel: string;
  /** A line below the bar (notice, template). */
  note: ReactNode;
  items: readonly ChecklistItem[];
  today: string;
  /** Shown but not tickable (who may only look). */
  readOnly?: boolean;
  /** Saves one tick; when it throws, the alert above the list says why. */
  onSave: (item: ChecklistItem, done: boolean) => Promise<void>;
}

/**
 * A checklist (onboarding, exit) under its heading and progress: each tick is saved on its own,
 * its box disabled meanwhile; a failed save says why above the list.
 */
export function ProgressChecklist({
  label,
  title,
  progress,
  progressLabel,
  note,
  items,
  today,
  readOnly,
  onSave,
}: ProgressChecklistProps) {
  const [saving, setSaving] = useState<ReadonlySet<number>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const toggle = async (item: ChecklistItem, done: boolean) => {
    setError(null);
    setSaving((current) => new Set(current).add(item.id));
    try {
      await onSave(item, done);
    } catch (caught) {
      console.error(caught);
      setError(errorMessage(caught, TASK_SAVE_FAILED));
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(item.id);
        return next;
      });
    }
  };
  return (
    <section aria-label={label} className="grid gap-3">
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <p className="text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{progress}%</span> complete
          </p>
        </div>
        <ProgressBar value={progress} label={progressLabel} className="mt-2" />
        <p className="mt-1 text-xs text-slate-500">{note}</p>
      </div>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Checklist
        items={items}
        today={today}
        saving={readOnly ? new Set(items.map((item) => item.id)) : saving}
        onToggle={(item, done) => void toggle(item, done)}
      />
    </section>
  );
}
