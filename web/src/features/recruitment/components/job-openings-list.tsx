import type { JobOpening } from '@wattle/shared/recruitment';
import { BriefcaseBusiness, Plus } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExportButton } from '@/components/ui/export-button';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useDeleteJobOpening } from '../api/delete-job-opening';
import { useJobOpenings } from '../api/get-job-openings';
import { JobOpeningCard } from './job-opening-card';
import { JobOpeningFormDialog } from './job-opening-form-dialog';
import { NoOrganization } from './no-organization';

export const JOB_OPENINGS_FETCH_ERROR = 'Failed to fetch job openings.';
const TITLE = 'Job Openings';

/** The job openings of the selected organization, as cards. */
export function JobOpeningsList() {
  const { organization } = useSelectedOrganization();
  if (!organization) {
    return (
      <>
        <PageHeader title={TITLE} />
        <NoOrganization what="Job openings" />
      </>
    );
  }
  // A new organization starts with a fresh grid, dialogs closed.
  return (
    <JobOpeningsGrid key={organization.id} organizationId={organization.id} organizationName={organization.name} />
  );
}

function JobOpeningsGrid({ organizationId, organizationName }: { organizationId: number; organizationName: string }) {
  const canCreate = useCan('recruitment', 'create');
  const canExport = useCan('recruitment', 'export');
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useJobOpenings(organizationId);
  const remove = useDeleteJobOpening(organizationId);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<JobOpening | undefined>();
  const [deleting, setDeleting] = useState<JobOpening | null>(null);

  const jobs = data?.flatMap((page) => page.data) ?? [];
  const hasMore = Boolean(data?.[data.length - 1]?.next_cursor);
  const loadingMore = isValidating && data !== undefined && data.length < size;

  const openForm = (job?: JobOpening) => {
    setEditing(job);
    setFormOpen(true);
  };

  return (
    <>
      <PageHeader
        title={TITLE}
        description={
          <>
            Open, on-hold, closed and draft job openings of{' '}
            <span className="font-medium text-slate-900">{organizationName}</span>.
          </>
        }
        actions={
          <>
            {canExport ? (
              <ExportButton
                path={`/recruitment/job-openings/export?organization_id=${organizationId}`}
                fallbackName="job-openings.csv"
              />
            ) : null}
            {canCreate ? (
              <Button onClick={() => openForm()}>
                <Plus aria-hidden="true" className="size-4" />
                Create Job Opening
              </Button>
            ) : null}
          </>
        }
      />

      {isLoading ? (
        <Spinner className="py-16" />
      ) : error && jobs.length === 0 ? (
        <Card>
          <ListError message={JOB_OPENINGS_FETCH_ERROR} onRetry={() => mutate()} />
        </Card>
      ) : jobs.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
            <BriefcaseBusiness aria-hidden="true" className="size-6 text-brand-700" />
          </span>
          <p className="mt-4 font-medium text-slate-900">No job openings yet.</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">
            Create the first job opening of this workspace to start receiving applicants.
          </p>
        </Card>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {jobs.map((job) => (
              <li key={job.id} className="min-w-0">
                <JobOpeningCard job={job} onEdit={() => openForm(job)} onDelete={() => setDeleting(job)} />
              </li>
            ))}
          </ul>
          {error ? <ErrorAlert className="mt-4">{JOB_OPENINGS_FETCH_ERROR}</ErrorAlert> : null}
          {hasMore ? (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={() => void setSize(size + 1)} disabled={loadingMore}>
                {loadingMore ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}

      <JobOpeningFormDialog organizationId={organizationId} open={formOpen} onOpenChange={setFormOpen} job={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete job opening"
        description={
          deleting ? `Are you sure you want to delete "${deleting.title}"? This action cannot be undone.` : ''
        }
        onConfirm={async () => {
          if (!deleting) return;
          await remove.trigger(deleting.id);
          notify.success('Job opening deleted.');
        }}
      />
    </>
  );
}
