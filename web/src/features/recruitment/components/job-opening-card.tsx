import { DEFAULT_EMPLOYMENT_TYPE, DEFAULT_JOB_LOCATION, type JobOpening } from '@wattle/shared/recruitment';
import { Briefcase, Building2, CalendarClock, MapPin, Network, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EditDeleteIcons } from '@/components/data-table/row-action';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { JobStatusBadge } from './status-badges';

interface JobOpeningCardProps {
  job: JobOpening;
  onEdit: () => void;
  onDelete: () => void;
}

export function JobOpeningCard({ job, onEdit, onDelete }: JobOpeningCardProps) {
  const headingId = `job-opening-${job.id}-title`;
  const canEdit = useCan('recruitment', 'edit');
  const canDelete = useCan('recruitment', 'delete');
  return (
    <Card className="flex h-full flex-col" role="article" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-2 px-5 pt-4">
        <JobStatusBadge status={job.status} />
        <div className="-mt-1 -mr-2 flex">
          <EditDeleteIcons
            name={job.title}
            onEdit={canEdit ? onEdit : undefined}
            onDelete={canDelete ? onDelete : undefined}
          />
        </div>
      </div>
      <div className="flex-1 px-5 pt-2 pb-5">
        <h2 id={headingId} className="font-semibold break-words text-slate-900">
          <Link
            to={paths.app.job.getHref(job.id)}
            className="rounded hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {job.title}
          </Link>
        </h2>
        <dl className="mt-3 grid gap-1.5 text-sm text-slate-600">
          <Meta icon={Building2} label="Organization">
            {job.organization?.name ?? '—'}
          </Meta>
          <Meta icon={MapPin} label="Location">
            {job.location || DEFAULT_JOB_LOCATION}
          </Meta>
          <Meta icon={Briefcase} label="Employment type">
            {job.employment_type || DEFAULT_EMPLOYMENT_TYPE}
          </Meta>
          <Meta icon={Network} label="Department">
            {job.department?.name ?? 'No department'}
          </Meta>
          <Meta icon={CalendarClock} label="Closing date">
            {job.closing_date ? `Closes ${formatDate(job.closing_date)}` : 'No closing date'}
          </Meta>
        </dl>
      </div>
      <div className="border-t border-slate-100 px-5 py-3 text-sm">
        <Link
          to={paths.app.job.getHref(job.id)}
          className="inline-flex items-center gap-2 rounded font-medium text-slate-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={`${applicantCountText(job.applicant_count)} for ${job.title}`}
        >
          <Users aria-hidden="true" className="size-4 text-slate-400" />
          {applicantCountText(job.applicant_count)}
        </Link>
      </div>
    </Card>
  );
}

/** "3 applicants"; a job created before counts were kept says so rather than showing 0. */
export function applicantCountText(count: number | null): string {
  if (count === null) return 'Applicants';
  return `${count} ${count === 1 ? 'applicant' : 'applicants'}`;
}

function Meta({ icon: Icon, label, children }: { icon: typeof MapPin; label: string; children: string }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt className="pt-0.5">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="line-clamp-2 min-w-0 break-words" title={children}>
        {children}
      </dd>
    </div>
  );
}
