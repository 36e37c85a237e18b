import type { Interview } from '@wattle/shared/hiring';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListError } from '@/components/ui/list-error';
import { cn } from '@/lib/cn';
import { formatLocal, monthTitle, monthWeeks, shiftMonth, WEEKDAYS } from './calendar';
import { chipClasses } from './interview-badges';

export const NO_INTERVIEWS_THIS_MONTH = 'No interviews this month.';

interface MonthCalendarProps {
  /** 'YYYY-MM' */
  month: string;
  /** Today in the organization's timezone, 'YYYY-MM-DD'. */
  today: string;
  interviews: Interview[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onMonthChange: (month: string) => void;
  onSelect: (interview: Interview) => void;
}

/** One month, Monday first; each interview sits on its day in the organization's timezone. */
export function MonthCalendar({
  month,
  today,
  interviews,
  loading,
  error,
  onRetry,
  onMonthChange,
  onSelect,
}: MonthCalendarProps) {
  const titleId = useId();
  const byDay = new Map<string, Interview[]>();
  for (const interview of interviews) {
    const day = interview.local_starts_at.slice(0, 10);
    if (day.slice(0, 7) !== month) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), interview]);
  }
  const shown = [...byDay.values()].flat().length;
  const thisMonth = today.slice(0, 7);

  return (
    <Card className="min-w-0">
      <section aria-labelledby={titleId}>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-3 py-3 sm:px-5">
          <h2 id={titleId} aria-live="polite" className="text-lg font-semibold text-slate-900">
            {monthTitle(month)}
          </h2>
          <div className="flex items-center gap-1">
            {month !== thisMonth ? (
              <Button variant="outline" size="sm" onClick={() => onMonthChange(thisMonth)} className="mr-1">
                Today
              </Button>
            ) : null}
            <Button
              variant="outline"
              size="icon-sm"
              aria-label="Previous month"
              onClick={() => onMonthChange(shiftMonth(month, -1))}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="outline"
              size="icon-sm"
              aria-label="Next month"
              onClick={() => onMonthChange(shiftMonth(month, 1))}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>

        {error ? (
          <div className="p-4">
            <ListError message="Failed to load interviews." onRetry={onRetry} />
          </div>
        ) : null}

        <div className="p-1.5 sm:p-3">
          <div aria-hidden="true" className="grid grid-cols-7 pb-1 text-center text-xs font-medium text-slate-500">
            {WEEKDAYS.map((weekday) => (
              <span key={weekday}>
                <span className="sm:hidden">{weekday.charAt(0)}</span>
                <span className="hidden sm:inline">{weekday}</span>
              </span>
            ))}
          </div>
          <ol
            aria-label={`Days of ${monthTitle(month)}`}
            aria-busy={loading}
            className={cn(
              'grid grid-cols-7 gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 transition-opacity',
              loading && 'opacity-60',
            )}
          >
            {monthWeeks(month)
              .flat()
              .map((day, index) =>
                day === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have no identity but their place
                  <li key={`pad-${index}`} aria-hidden="true" className="min-h-16 bg-slate-50 sm:min-h-24" />
                ) : (
                  <DayCell
                    key={day}
                    day={day}
                    isToday={day === today}
                    interviews={byDay.get(day) ?? []}
                    onSelect={onSelect}
                  />
                ),
              )}
          </ol>
          {loading ? (
            <p role="status" className="pt-3 text-center text-sm text-slate-500">
              Loading interviews...
            </p>
          ) : shown === 0 && !error ? (
            <p className="pt-3 text-center text-sm text-slate-500">{NO_INTERVIEWS_THIS_MONTH}</p>
          ) : null}
        </div>
      </section>
    </Card>
  );
}

/** 'Grace Hopper, Video interview at 09:30' (and its status unless scheduled): what the chip says in full. */
function chipLabel(interview: Interview): string {
  const status = interview.status === 'scheduled' ? '' : ` (${interview.status})`;
  return `${interview.applicant_name}, ${interview.interview_type} interview at ${interview.local_starts_at.slice(11)}${status}`;
}

function DayCell({
  day,
  isToday,
  interviews,
  onSelect,
}: {
  day: string;
  isToday: boolean;
  interviews: Interview[];
  onSelect: (interview: Interview) => void;
}) {
  return (
    <li
      data-date={day}
      className={cn('min-h-16 min-w-0 bg-white p-0.5 sm:min-h-24 sm:p-1.5', isToday && 'bg-brand-50')}
    >
      <p className="mb-0.5 flex justify-center sm:justify-start">
        <span className="sr-only">
          {formatLocal(day, 'day')}
          {isToday ? ' (today)' : ''}
          {interviews.length > 0
            ? `, ${interviews.length} ${interviews.length === 1 ? 'interview' : 'interviews'}`
            : ''}
        </span>
        <span
          aria-hidden="true"
          className={cn(
            'flex size-6 items-center justify-center rounded-full text-xs tabular-nums',
            isToday ? 'bg-slate-900 font-semibold text-brand-300' : 'text-slate-700',
          )}
        >
          {Number(day.slice(8))}
        </span>
      </p>
      {interviews.length > 0 ? (
        <ul className="grid gap-0.5">
          {interviews.map((interview) => (
            <li key={interview.id} className="min-w-0" title={chipLabel(interview)}>
              <button
                type="button"
                onClick={() => onSelect(interview)}
                aria-label={chipLabel(interview)}
                className={cn(
                  'block w-full truncate rounded px-0.5 py-0.5 text-left text-[10px] leading-tight sm:px-1.5 sm:text-xs',
                  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                  chipClasses[interview.status],
                )}
              >
                <span className="font-medium tabular-nums">{interview.local_starts_at.slice(11)}</span>
                <span className="hidden sm:inline"> {interview.applicant_name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
