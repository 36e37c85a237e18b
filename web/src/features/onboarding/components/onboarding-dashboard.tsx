import type { Hire } from '@wattle/shared/hiring';
import { CalendarDays, ChevronRight, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListError } from '@/components/ui/list-error';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDate } from '@/lib/dates';
import { useHires } from '../api/get-hires';
import { HireTasksSheet } from './hire-tasks-sheet';
import { StartOnboardingDialog } from './start-onboarding-dialog';

export const NO_HIRES = 'No new hires to onboard yet.';

export function OnboardingDashboard({
  organizationId,
  onManageTemplates,
}: {
  organizationId: number;
  onManageTemplates: () => void;
}) {
  const { data, error, mutate } = useHires(organizationId);
  // Ids, not copies: the panel always shows the hire as the list now holds it (ticks included).
  const [openId, setOpenId] = useState<number | null>(null);
  const [startingId, setStartingId] = useState<number | null>(null);
  const find = (id: number | null) => (id === null ? null : (data?.find((hire) => hire.applicant_id === id) ?? null));

  if (error && !data) {
    return (
      <Card>
        <ListError message="Failed to load new hires." onRetry={() => mutate()} />
      </Card>
    );
  }

  return (
    <>
      {!data ? (
        <div role="status" aria-label="Loading new hires" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-44 animate-pulse rounded-xl bg-slate-200/70" />
          ))}
        </div>
      ) : data.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
            <UserCheck aria-hidden="true" className="size-6 text-brand-700" />
          </span>
          <p className="mt-4 font-medium text-slate-900">{NO_HIRES}</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">
            Applicants appear here once their offer is accepted on the Selection &amp; Offers screen.
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {data.map((hire) => (
            <li key={hire.applicant_id} className="min-w-0">
              <HireCard
                hire={hire}
                onOpen={() => setOpenId(hire.applicant_id)}
                onStart={() => setStartingId(hire.applicant_id)}
              />
            </li>
          ))}
        </ul>
      )}

      <HireTasksSheet
        organizationId={organizationId}
        hire={find(openId)}
        onClose={() => setOpenId(null)}
        onStart={(hire) => setStartingId(hire.applicant_id)}
      />
      <StartOnboardingDialog
        organizationId={organizationId}
        hire={find(startingId)}
        onClose={() => setStartingId(null)}
        onStarted={(hire) => {
          setStartingId(null);
          setOpenId(hire.applicant_id);
        }}
        onManageTemplates={() => {
          setStartingId(null);
          setOpenId(null);
          onManageTemplates();
        }}
      />
    </>
  );
}

function HireCard({ hire, onOpen, onStart }: { hire: Hire; onOpen: () => void; onStart: () => void }) {
  const headingId = `hire-${hire.applicant_id}`;
  const name = `${hire.first_name} ${hire.last_name}`;
  const plan = hire.onboarding;
  const done = plan ? plan.tasks.filter((task) => task.status === 'completed').length : 0;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full flex-col">
      <div className="flex items-start gap-3 p-4">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-semibold text-brand-300"
        >
          {hire.first_name.charAt(0)}
          {hire.last_name.charAt(0)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate font-semibold text-slate-900">
            {name}
          </h3>
          <p className="truncate text-sm text-slate-600">{hire.job_title ?? 'Job not recorded'}</p>
          <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-500">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            {hire.start_date ? `Starts ${formatDate(hire.start_date)}` : 'Start date not set'}
          </p>
        </div>
      </div>
      <div className="mt-auto px-4 pb-4">
        {plan ? (
          <>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-semibold text-slate-900">{plan.progress}%</span>
              <span className="text-xs text-slate-500">
                {done} of {plan.tasks.length} tasks
              </span>
            </div>
            <ProgressBar value={plan.progress} label={`Onboarding progress for ${name}`} className="mt-1.5" />
            <Button
              variant="outline"
              size="sm"
              className="mt-3 w-full"
              onClick={onOpen}
              aria-label={`View tasks for ${name}`}
            >
              View Tasks
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-500">Onboarding not started.</p>
            <div className="mt-3 flex gap-2">
              <Button size="sm" className="flex-1" onClick={onStart} aria-label={`Start Onboarding for ${name}`}>
                Start Onboarding
              </Button>
              <Button variant="outline" size="sm" onClick={onOpen} aria-label={`Open ${name}`}>
                Details
              </Button>
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
