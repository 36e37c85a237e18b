import { DEFAULT_EMPLOYMENT_TYPE, DEFAULT_JOB_LOCATION } from '@wattle/shared/recruitment';
import { Briefcase, Building2, MapPin, Pencil } from 'lucide-react';
import { useState } from 'react';
import { BackLink as SharedBackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Detail } from '@/components/ui/detail';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { parseId } from '@/lib/ids';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useJobOpening } from '../api/get-job-opening';
import { JobApplicants } from './job-applicants';
import { JobOpeningFormDialog } from './job-opening-form-dialog';
import { NoOrganization } from './no-organization';
import { JobStatusBadge } from './status-badges';

export const JOB_NOT_FOUND_TITLE = 'Job Not Found';
export const JOB_LOAD_ERROR = 'Failed to load job details. Please try again.';
export const NO_JOB_ID = 'No job ID provided';
/** A job that does not exist (or is another workspace's): said as such, not as a failed load. */
export const JOB_MISSING = 'This job opening does not exist, or it was deleted.';
const NOT_SPECIFIED = 'Not specified';

function BackLink() {
  return <SharedBackLink to={paths.app.jobs.getHref()}>Back</SharedBackLink>;
}

function NotFound({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="space-y-4">
      <BackLink />
      <Card className="px-6 py-12 text-center">
        <h1 className="text-lg font-semibold text-slate-900">{JOB_NOT_FOUND_TITLE}</h1>
        <p className="mt-1 text-sm text-slate-600">{text}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Card>
    </div>
  );
}

/** One job opening; `jobId` is the route's raw parameter. */
export function JobOpeningDetail({ jobId }: { jobId: string | undefined }) {
  const { organization } = useSelectedOrganization();
  const id = parseId(jobId);
  const { data: job, error, isLoading, mutate } = useJobOpening(organization?.id ?? null, id);
  const [editing, setEditing] = useState(false);

  if (!jobId) return <NotFound text={NO_JOB_ID} />;
  if (!organization) return <NoOrganization what="Job openings" />;
  // An id that is not a number cannot name an opening: not found, without asking the server.
  if (id === null) return <NotFound text={JOB_MISSING} />;
  if (isLoading) return <Spinner className="py-16" />;
  // The spec's "Failed to load" only when loading truly failed; a 404 says the job does not exist.
  if (error instanceof ApiError && error.status === 404) return <NotFound text={JOB_MISSING} />;
  if (error || !job) return <NotFound text={JOB_LOAD_ERROR} onRetry={() => void mutate()} />;

  return (
    <div className="space-y-6">
      <BackLink />
      <Card className="p-5 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <JobStatusBadge status={job.status} />
            </div>
            <h1 className="mt-2 text-2xl font-semibold tracking-tight break-words text-slate-900">{job.title}</h1>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <li className="inline-flex min-w-0 items-center gap-1.5">
                <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                <span className="break-words">{job.organization?.name ?? organization.name}</span>
              </li>
              <li className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                {job.location || DEFAULT_JOB_LOCATION}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Briefcase aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                {job.employment_type || DEFAULT_EMPLOYMENT_TYPE}
              </li>
            </ul>
          </div>
          <Button variant="outline" onClick={() => setEditing(true)} className="self-start">
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-5 border-t border-slate-100 pt-5 lg:grid-cols-4">
          <Detail label="Department">{job.department?.name}</Detail>
          <Detail label="Designation">{job.designation?.title ?? job.designation?.name}</Detail>
          <Detail label="Posting Date">{job.posting_date ? formatDate(job.posting_date) : null}</Detail>
          <Detail label="Closing Date">{job.closing_date ? formatDate(job.closing_date) : null}</Detail>
        </dl>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <TextSection title="Description" text={job.description} />
        <TextSection title="Requirements" text={job.requirements} />
      </div>

      <JobApplicants organizationId={organization.id} jobId={job.id} />

      <JobOpeningFormDialog organizationId={organization.id} open={editing} onOpenChange={setEditing} job={job} />
    </div>
  );
}

function TextSection({ title, text }: { title: string; text: string | null }) {
  const headingId = `job-${title.toLowerCase()}-heading`;
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">
        {text || <span className="text-slate-500 italic">{NOT_SPECIFIED}</span>}
      </p>
    </Card>
  );
}
