import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useApplicants } from '../api/get-applicants';
import { ApplicantStatusBadge } from './status-badges';

const PAGE_SIZE = 10;

/** The job's applicants, newest first, 10 a page (the applicant list filtered by this job). */
export function JobApplicants({ organizationId, jobId }: { organizationId: number; jobId: number }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const { data, error, isLoading, mutate } = useApplicants(organizationId, {
    job_opening_id: jobId,
    per_page: PAGE_SIZE,
    cursor: cursors.at(-1),
  });
  const headingId = 'job-applicants-heading';
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-slate-900">
          Applicants
        </h2>
        {data ? <p className="text-sm text-slate-600">{data.total} in total</p> : null}
      </div>
      {error && !data ? (
        <ErrorAlert className="mt-3">
          <p>Failed to fetch data.</p>
          <button type="button" onClick={() => void mutate()} className="mt-1 font-medium underline">
            Try again
          </button>
        </ErrorAlert>
      ) : isLoading ? (
        <Spinner className="py-6" />
      ) : (data?.data.length ?? 0) === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No one has applied for this job yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {data?.data.map((applicant) => (
            <li key={applicant.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">
                  {applicant.first_name} {applicant.last_name}
                </p>
                <p className="truncate text-xs text-slate-500">
                  {applicant.email} · Applied {formatDate(applicant.applied_date)}
                </p>
              </div>
              <ApplicantStatusBadge status={applicant.status} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <Link to={paths.app.applicants.getHref()} className="text-sm font-medium text-slate-700 hover:underline">
          Open Applicant Tracking
        </Link>
        {data && (cursors.length > 0 || data.next_cursor) ? (
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={cursors.length === 0}
              onClick={() => setCursors(cursors.slice(0, -1))}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={!data.next_cursor}
              onClick={() => data.next_cursor && setCursors([...cursors, data.next_cursor])}
            >
              Next
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
