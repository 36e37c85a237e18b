import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { Badge } from './badge';

export interface ChecklistItem {
  id: number;
  name: string;
  /** YYYY-MM-DD. */
  due_date: string;
  done: boolean;
  /** YYYY-MM-DD it was done, if known. */
  done_on: string | null;
  /** Extra badge (e.g. In progress). */
  badge?: ReactNode;
}

/** A checklist of dated tasks (onboarding, exit): each ticked on its own, overdue ones marked. */
export function Checklist({
  items,
  today,
  saving,
  onToggle,
}: {
  items: readonly ChecklistItem[];
  today: string;
  /** Ids being saved: their boxes are disabled. */
  saving: ReadonlySet<number>;
  onToggle: (item: ChecklistItem, done: boolean) => void;
}) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {items.map((item) => {
        const overdue = !item.done && item.due_date < today;
        return (
          <li key={item.id}>
            <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 hover:bg-slate-50">
              <input
                type="checkbox"
                checked={item.done}
                disabled={saving.has(item.id)}
                onChange={(event) => onToggle(item, event.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-slate-900"
              />
              <span className="min-w-0 flex-1">
                <span
                  className={cn(
                    'block text-sm break-words',
                    item.done ? 'text-slate-500 line-through' : 'text-slate-900',
                  )}
                >
                  {item.name}
                </span>
                <span className="block text-xs text-slate-500">
                  Due {formatDate(item.due_date, 'medium')}
                  {item.done && item.done_on ? ` · Done ${formatDate(item.done_on, 'medium')}` : ''}
                </span>
              </span>
              {overdue ? <Badge tone="red">Overdue</Badge> : null}
              {item.badge}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
