import { todayIn } from '@wattle/shared/calendar';
import type { Interview } from '@wattle/shared/hiring';
import { Building2, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useInterviews } from '../api/get-interviews';
import { monthRange, zoneLabel } from './calendar';
import { InterviewDetailsSheet } from './interview-details-sheet';
import { MonthCalendar } from './month-calendar';
import { ScheduleInterviewSheet } from './schedule-interview-sheet';
import { UpcomingInterviews, upcomingInterviews } from './upcoming-interviews';

const TITLE = 'Interview Scheduling';

export function InterviewScheduling() {
  const { organization } = useSelectedOrganization();
  if (!organization) {
    return (
      <>
        <PageHeader title={TITLE} />
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <Building2 aria-hidden="true" className="size-6 text-brand-700" />
          <p className="mt-4 font-medium text-slate-900">Please select an organization.</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">Interviews belong to a workspace.</p>
          <Link
            to={paths.app.organizations.getHref()}
            className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'mt-4')}
          >
            Go to Organizations
          </Link>
        </Card>
      </>
    );
  }
  // Another organization starts again: month, panels and selection.
  return (
    <InterviewBoard key={organization.id} organizationId={organization.id} timeZone={organization.timezone || 'UTC'} />
  );
}

function InterviewBoard({ organizationId, timeZone }: { organizationId: number; timeZone: string }) {
  const canCreate = useCan('recruitment', 'create');
  // Today where the organization is: its calendar opens on its own current month.
  const [today] = useState(() => todayIn(timeZone));
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const monthInterviews = useInterviews(organizationId, monthRange(month));
  const fromToday = useInterviews(organizationId, { from: today });
  const upcoming = useMemo(() => (fromToday.data ? upcomingInterviews(fromToday.data) : undefined), [fromToday.data]);

  const [selected, setSelected] = useState<Interview | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Interview | undefined>();

  const openForm = (interview?: Interview) => {
    setSelected(null);
    setEditing(interview);
    setFormOpen(true);
  };

  return (
    <>
      <PageHeader
        title={TITLE}
        description={`Interviews with applicants, by date. Times are in ${zoneLabel(timeZone)}.`}
        actions={
          canCreate ? (
            <Button onClick={() => openForm()}>
              <Plus aria-hidden="true" className="size-4" />
              Schedule Interview
            </Button>
          ) : null
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <MonthCalendar
          month={month}
          today={today}
          interviews={monthInterviews.data ?? []}
          loading={monthInterviews.isLoading}
          error={Boolean(monthInterviews.error)}
          onRetry={() => void monthInterviews.mutate()}
          onMonthChange={setMonth}
          onSelect={setSelected}
        />
        <UpcomingInterviews
          interviews={upcoming}
          error={Boolean(fromToday.error)}
          onRetry={() => void fromToday.mutate()}
          onSelect={setSelected}
        />
      </div>

      <InterviewDetailsSheet
        organizationId={organizationId}
        interview={selected}
        onClose={() => setSelected(null)}
        onEdit={(interview) => openForm(interview)}
      />
      <ScheduleInterviewSheet
        open={formOpen}
        onOpenChange={setFormOpen}
        organizationId={organizationId}
        timeZone={timeZone}
        interview={editing}
        onSaved={(saved) => setMonth(saved.local_starts_at.slice(0, 7))}
      />
    </>
  );
}
