import { type Interview, UPCOMING_INTERVIEWS_SHOWN } from '@wattle/shared/hiring';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { ListError } from '@/components/ui/list-error';
import { formatLocal } from './calendar';
import { InterviewTypeBadge } from './interview-badges';

export const NO_UPCOMING = 'No upcoming interviews.';

/** The earliest scheduled interviews that have not started yet, at most UPCOMING_INTERVIEWS_SHOWN. */
export function upcomingInterviews(interviews: readonly Interview[], now = Date.now()): Interview[] {
  return interviews
    .filter((interview) => interview.status === 'scheduled' && Date.parse(interview.starts_at) > now)
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
    .slice(0, UPCOMING_INTERVIEWS_SHOWN);
}

interface UpcomingInterviewsProps {
  interviews: Interview[] | undefined;
  error: boolean;
  onRetry: () => void;
  onSelect: (interview: Interview) => void;
}

export function UpcomingInterviews({ interviews, error, onRetry, onSelect }: UpcomingInterviewsProps) {
  const headingId = useId();
  return (
    <Card className="min-w-0 self-start">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="border-b border-slate-100 px-4 py-3 font-semibold text-slate-900 sm:px-5">
          Upcoming Interviews
        </h2>
        <div className="p-3 sm:p-4">
          {error && !interviews ? (
            <ListError message="Failed to load upcoming interviews." onRetry={onRetry} />
          ) : !interviews ? (
            <div role="status" aria-label="Loading upcoming interviews" className="grid gap-2">
              {[0, 1, 2].map((index) => (
                <div key={index} className="h-16 animate-pulse rounded-lg bg-slate-100" />
              ))}
            </div>
          ) : interviews.length === 0 ? (
            <div className="flex flex-col items-center py-6 text-center">
              <CalendarClock aria-hidden="true" className="size-6 text-slate-400" />
              <p className="mt-2 text-sm text-slate-600">{NO_UPCOMING}</p>
            </div>
          ) : (
            <ol className="grid gap-2">
              {interviews.map((interview) => (
                <li key={interview.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(interview)}
                    className="w-full rounded-lg border border-slate-200 px-3 py-2.5 text-left transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    <span className="flex items-start justify-between gap-2">
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-slate-900">{interview.applicant_name}</span>
                        <span className="block truncate text-sm text-slate-600">{interview.job_title}</span>
                      </span>
                      <InterviewTypeBadge type={interview.interview_type} />
                    </span>
                    <span className="mt-1 block text-sm text-slate-700">
                      {formatLocal(interview.local_starts_at, 'short')}
                    </span>
                    <span className="block truncate text-xs text-slate-500">
                      With {interview.interviewers.map((person) => person.name).join(', ')}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </Card>
  );
}
