import { todayIn } from '@wattle/shared/calendar';
import type { Interview } from '@wattle/shared/hiring';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NoOrganizationCard } from '@/components/ui/no-organization-card';
import { PageHeader } from '@/components/ui/page-header';
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
        <NoOrganizationCard>Interviews belong to a workspace.</NoOrganizationCard>
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
