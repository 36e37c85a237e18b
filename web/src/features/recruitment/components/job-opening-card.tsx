import { DEFAULT_EMPLOYMENT_TYPE, DEFAULT_JOB_LOCATION, type JobOpening } from '@wattle/shared/recruitment';
import { Briefcase, Building2, MapPin, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
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
          {canEdit ? (
            <Button variant="ghost" size="icon-sm" onClick={onEdit} aria-label={`Edit ${job.title}`}>
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              variant="ghost"
              size="icon-sm"
              onClick={onDelete}
              aria-label={`Delete ${job.title}`}
              className="hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
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
        </dl>
      </div>
    </Card>
  );
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
