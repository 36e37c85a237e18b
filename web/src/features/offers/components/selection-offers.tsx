import type { Candidate, Offer } from '@wattle/shared/hiring';
import type { JobOpening } from '@wattle/shared/recruitment';
import { Briefcase, Building2, FileText, Mail, Star, UserCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAllJobOpenings } from '@/lib/api/get-all-job-openings';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useCandidates } from '../api/get-candidates';
import { useOffers } from '../api/get-offers';
import { useRejectCandidate } from '../api/reject-candidate';
import { formatFeedbackScore } from './format';
import { CandidateStatusBadge, OfferStatusBadge } from './offer-badges';
import { OfferDetailsDialog } from './offer-details-dialog';
import { OfferFormDialog } from './offer-form-dialog';

const TITLE = 'Selection & Offers';
const DESCRIPTION = 'Final candidates for a job opening and the offers extended to them.';
export const NO_CANDIDATES = 'No final candidates for this job yet.';
export const NO_OFFERS = 'No offers extended for this job yet.';

export function SelectionOffers() {
  const { organization } = useSelectedOrganization();
  if (!organization) {
    return (
      <>
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <EmptyCard icon={Building2} title="Please select an organization.">
          Candidates and offers belong to a workspace.
          <Link
            to={paths.app.organizations.getHref()}
            className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'mt-4')}
          >
            Go to Organizations
          </Link>
        </EmptyCard>
      </>
    );
  }
  return <SelectionBoard key={organization.id} organizationId={organization.id} />;
}

/** The first open job, else the first job: what the filter starts on. */
export function defaultJob(jobs: readonly JobOpening[]): JobOpening | undefined {
  return jobs.find((job) => job.status === 'open') ?? jobs[0];
}

function SelectionBoard({ organizationId }: { organizationId: number }) {
  const filterId = useId();
  const jobs = useAllJobOpenings(organizationId);
  const [chosenJobId, setChosenJobId] = useState<number | null>(null);
  const job = jobs.data?.find((entry) => entry.id === chosenJobId) ?? (jobs.data ? defaultJob(jobs.data) : undefined);
  const jobId = job?.id ?? null;

  const candidates = useCandidates(organizationId, jobId);
  const offers = useOffers(organizationId, jobId);
  const reject = useRejectCandidate(organizationId);
  const [offering, setOffering] = useState<Candidate | null>(null);
  const [rejecting, setRejecting] = useState<Candidate | null>(null);
  const [viewing, setViewing] = useState<Offer | null>(null);

  let body: ReactNode;
  if (jobs.error && !jobs.data) {
    body = (
      <Card>
        <ListError message="Failed to load job openings." onRetry={() => jobs.mutate()} />
      </Card>
    );
  } else if (!jobs.data) {
    body = <Spinner label="Loading job openings..." className="py-16" />;
  } else if (!job) {
    body = (
      <EmptyCard icon={Briefcase} title="No job openings yet.">
        Candidates and offers belong to a job opening. Create one first.
        <Link to={paths.app.jobs.getHref()} className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'mt-4')}>
          Go to Job Openings
        </Link>
      </EmptyCard>
    );
  } else {
    body = (
      <div className="grid gap-8">
        <FinalCandidates
          candidates={candidates.data}
          error={Boolean(candidates.error)}
          onRetry={() => void candidates.mutate()}
          onOffer={setOffering}
          onReject={setRejecting}
        />
        <ExtendedOffers
          offers={offers.data}
          error={Boolean(offers.error)}
          onRetry={() => void offers.mutate()}
          onView={setViewing}
        />
      </div>
    );
  }

  return (
    <>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      {jobs.data && jobs.data.length > 0 ? (
        <div className="mb-6 grid max-w-md gap-1.5">
          <Label htmlFor={filterId}>Job Opening</Label>
          <Select
            id={filterId}
            value={jobId === null ? '' : String(jobId)}
            onChange={(event) => setChosenJobId(Number(event.target.value))}
          >
            {jobs.data.map((entry) => (
              <option key={entry.id} value={String(entry.id)}>
                {entry.title}
                {entry.status === 'open' ? '' : ` (${entry.status})`}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      {body}

      <OfferFormDialog
        organizationId={organizationId}
        candidate={offering}
        jobTitle={job?.title ?? ''}
        onClose={() => setOffering(null)}
      />
      <OfferDetailsDialog organizationId={organizationId} offer={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        title="Reject candidate"
        description={
          rejecting ? `Reject ${rejecting.first_name} ${rejecting.last_name} for ${job?.title ?? 'this job'}?` : ''
        }
        note="The applicant's status is set to rejected. You can change it back on the Applicants screen."
        confirmLabel="Reject"
        busyLabel="Rejecting..."
        onConfirm={async () => {
          if (!rejecting) return;
          await reject.trigger(rejecting.applicant_id);
          notify.success(`${rejecting.first_name} ${rejecting.last_name} rejected.`);
        }}
      />
    </>
  );
}

function SectionHeading({ id, title, count }: { id: string; title: string; count?: number }) {
  return (
    <h2 id={id} className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
      {title}
      {count !== undefined ? (
        <span className="rounded-full bg-slate-200 px-2 text-xs font-medium text-slate-700 tabular-nums">{count}</span>
      ) : null}
    </h2>
  );
}

function FinalCandidates({
  candidates,
  error,
  onRetry,
  onOffer,
  onReject,
}: {
  candidates: Candidate[] | undefined;
  error: boolean;
  onRetry: () => void;
  onOffer: (candidate: Candidate) => void;
  onReject: (candidate: Candidate) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <SectionHeading id={headingId} title="Final Candidates" count={candidates?.length} />
      {error && !candidates ? (
        <Card>
          <ListError message="Failed to load candidates." onRetry={onRetry} />
        </Card>
      ) : !candidates ? (
        <div role="status" aria-label="Loading candidates" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-40 animate-pulse rounded-xl bg-slate-200/70" />
          ))}
        </div>
      ) : candidates.length === 0 ? (
        <EmptyCard icon={UserCheck} title={NO_CANDIDATES}>
          Applicants appear here once they have been interviewed.
        </EmptyCard>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {candidates.map((candidate) => (
            <li key={candidate.applicant_id} className="min-w-0">
              <CandidateCard candidate={candidate} onOffer={onOffer} onReject={onReject} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CandidateCard({
  candidate,
  onOffer,
  onReject,
}: {
  candidate: Candidate;
  onOffer: (candidate: Candidate) => void;
  onReject: (candidate: Candidate) => void;
}) {
  const canApprove = useCan('recruitment', 'approve');
  const headingId = `candidate-${candidate.applicant_id}`;
  const name = `${candidate.first_name} ${candidate.last_name}`;
  const awaiting = candidate.candidate_status === 'Awaiting Decision';
  const deciding = awaiting && canApprove;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-3 p-4">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate font-semibold text-slate-900">
            {name}
          </h3>
          <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
            <Mail aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{candidate.email}</span>
          </p>
        </div>
        <CandidateStatusBadge status={candidate.candidate_status} />
      </div>
      <p className="flex items-center gap-1.5 px-4 pb-4 text-sm text-slate-700">
        <Star aria-hidden="true" className="size-4 text-brand-500" />
        <span className="sr-only">Feedback score:</span>
        <span className={candidate.feedback_score === null ? 'text-slate-500' : 'font-semibold text-slate-900'}>
          {formatFeedbackScore(candidate.feedback_score)}
        </span>
        {candidate.feedback_count > 0 ? (
          <span className="text-slate-500">
            ({candidate.feedback_count} {candidate.feedback_count === 1 ? 'review' : 'reviews'})
          </span>
        ) : null}
      </p>
      <div className="mt-auto flex gap-2 border-t border-slate-100 px-4 py-3">
        {deciding ? (
          <>
            <Button size="sm" onClick={() => onOffer(candidate)} aria-label={`Make Offer to ${name}`}>
              Make Offer
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onReject(candidate)}
              aria-label={`Reject ${name}`}
              className="text-red-700 hover:bg-red-50"
            >
              Reject
            </Button>
          </>
        ) : (
          <p className="py-1.5 text-sm text-slate-500">
            {awaiting
              ? 'Awaiting a decision.'
              : candidate.candidate_status === 'Offer Extended'
                ? 'An offer is out: answer it below.'
                : 'Not taken forward.'}
          </p>
        )}
      </div>
    </Card>
  );
}

/** The View Offer column stays in view while a narrow screen scrolls the table sideways. */
const STICKY_CELL = 'sticky right-0 max-sm:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]';

function ExtendedOffers({
  offers,
  error,
  onRetry,
  onView,
}: {
  offers: Offer[] | undefined;
  error: boolean;
  onRetry: () => void;
  onView: (offer: Offer) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <SectionHeading id={headingId} title="Extended Offers" count={offers?.length} />
      {error && !offers ? (
        <Card>
          <ListError message="Failed to load offers." onRetry={onRetry} />
        </Card>
      ) : offers && offers.length === 0 ? (
        <EmptyCard icon={FileText} title={NO_OFFERS}>
          Offers made to final candidates are listed here with their status.
        </EmptyCard>
      ) : (
        <Card className="min-w-0">
          {/* Narrow screens scroll the table inside its card, never the page. */}
          <div className="overflow-x-auto">
            <table aria-labelledby={headingId} className="table-cards w-full text-left text-sm sm:min-w-[36rem]">
              <thead className="bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Candidate
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Position
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Offer Date
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className={cn('px-4 py-3 text-right', STICKY_CELL, 'bg-slate-50')}>
                    View Offer
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {!offers ? (
                  <tr>
                    <td colSpan={5} className="px-4 py-10 text-center text-slate-500">
                      Loading offers...
                    </td>
                  </tr>
                ) : (
                  offers.map((offer) => (
                    <tr key={offer.id} className="group">
                      <td
                        data-label="Candidate"
                        className="max-w-48 px-4 py-3 font-medium text-slate-900 group-hover:bg-slate-50"
                      >
                        <p className="truncate">{offer.applicant_name}</p>
                      </td>
                      <td data-label="Position" className="max-w-48 px-4 py-3 text-slate-700 group-hover:bg-slate-50">
                        <p className="truncate">{offer.job_title}</p>
                      </td>
                      <td
                        data-label="Offer Date"
                        className="px-4 py-3 whitespace-nowrap text-slate-700 group-hover:bg-slate-50"
                      >
                        {formatDate(offer.offer_date, 'medium')}
                      </td>
                      <td data-label="Status" className="px-4 py-3 group-hover:bg-slate-50">
                        <OfferStatusBadge status={offer.status} />
                      </td>
                      <td className={cn('px-4 py-2 text-right', STICKY_CELL, 'bg-white group-hover:bg-slate-50')}>
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => onView(offer)}
                          aria-label={`View Offer for ${offer.applicant_name}`}
                        >
                          View
                        </Button>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </Card>
      )}
    </section>
  );
}

function EmptyCard({ icon: Icon, title, children }: { icon: typeof Building2; title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
        <Icon aria-hidden="true" className="size-6 text-brand-700" />
      </span>
      <p className="mt-4 font-medium text-slate-900">{title}</p>
      <div className="mt-1 flex max-w-sm flex-col items-center text-sm text-slate-600">{children}</div>
    </Card>
  );
}
