import { dayIn, todayIn } from '@wattle/shared/dates';
import { type Candidate, type Offer, type OfferStatus, offerInput, offerStatusInput } from '@wattle/shared/hiring';
import type { ApplicantStatus } from '@wattle/shared/recruitment';
import { Service } from 'electrodb';
import { auditPut, recordAudit } from '../audit/audit.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { writeTransaction } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { lazy } from '../lazy.ts';
import { organizationTimezone, readAsMember, requireMembership } from '../organizations/memberships.ts';
import { resolveLocated } from '../organizations/scope.ts';
import { parseInput } from '../validation.ts';
import { applicantEntity } from './applicant-entity.ts';
import { applicantAudit, resolveApplicant } from './applicants.ts';
import { jobOpeningEntity } from './job-opening-entity.ts';
import { type OfferItem, offerEntity } from './offer-entity.ts';
import { recruitmentCounter, recruitmentLocator } from './service.ts';

/** Offer writes: the offer, its locator and the applicant whose status it moves. Joined on the first write. */
const offerWrites = lazy(
  () =>
    new Service(
      { offer: offerEntity(), locator: recruitmentLocator(), applicant: applicantEntity() },
      { table: tableNames().recruitment, client: dynamo() },
    ),
);

function toOffer(item: OfferItem): Offer {
  return {
    id: item.offer_id,
    organization_id: item.organization_id,
    applicant_id: item.applicant_id,
    applicant_name: item.applicant_name,
    job_opening_id: item.job_opening_id,
    job_title: item.job_title,
    salary: item.salary,
    currency: 'AUD',
    start_date: item.start_date,
    expiration_date: item.expiration_date,
    offer_date: item.offer_date,
    notes: item.notes ?? null,
    status: item.status,
    responded_at: item.responded_at ?? null,
    // The day it was answered is the organization's day (an offer sent and answered on one Sydney
    // morning shows one date, not the UTC day before).
    responded_date: item.responded_at ? dayIn(organizationTimezone(item.organization_id), item.responded_at) : null,
    version: item.version,
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

/** Makes a Sent offer; the applicant moves to 'offer' in the same transaction. One open offer at a time. */
export async function makeOffer(input: unknown): Promise<Offer> {
  const data = parseInput(offerInput, input);
  await requireMembership(data.organization_id);
  const applicant = await resolveApplicant(data.applicant_id).catch(() => {
    throw VisibleError.validation({ applicant_id: ['The applicant does not belong to this organization.'] });
  });
  if (applicant.organization_id !== data.organization_id) {
    throw VisibleError.validation({ applicant_id: ['The applicant does not belong to this organization.'] });
  }
  if (applicant.status === 'hired' || applicant.status === 'rejected') {
    throw VisibleError.conflict(`This applicant is ${applicant.status}; an offer can no longer be made.`);
  }
  const existing = await offerEntity()
    .query.byApplicant({ organization_id: data.organization_id, applicant_id: applicant.applicant_id })
    .go({ pages: 'all' });
  if (existing.data.some((offer) => offer.status === 'Sent')) {
    throw VisibleError.conflict('This applicant already has an open offer. Withdraw it before making another.');
  }
  const job = await jobOpeningEntity()
    .get({ organization_id: data.organization_id, job_opening_id: applicant.job_opening_id })
    .go({ attributes: ['title'] });
  // The offer is dated in the organization's own timezone, not UTC.
  const timezone = organizationTimezone(data.organization_id);
  const offerId = await nextId(recruitmentCounter(), 'offer');
  const now = new Date().toISOString();
  const record: OfferItem = {
    organization_id: data.organization_id,
    offer_id: offerId,
    applicant_id: applicant.applicant_id,
    applicant_name: `${applicant.first_name} ${applicant.last_name}`,
    job_opening_id: applicant.job_opening_id,
    job_title: job.data?.title ?? 'Unknown job',
    salary: data.salary,
    start_date: data.start_date,
    expiration_date: data.expiration_date,
    offer_date: todayIn(timezone),
    ...(data.notes ? { notes: data.notes } : {}),
    status: 'Sent',
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const result = await writeTransaction(
    offerWrites().transaction.write(({ offer, locator, applicant: applicants }) => [
      offer.create(record).commit(),
      locator.create({ kind: 'offer', id: offerId, organization_id: data.organization_id }).commit(),
      auditPut(offerAudit('create', null, record)),
      auditPut({
        ...applicantAudit('update', applicant, { ...applicant, status: 'offer' }, {}),
        summary: `Moved applicant ${record.applicant_name} to offer (offer sent)`,
      }),
      applicants
        .patch({ organization_id: applicant.organization_id, applicant_id: applicant.applicant_id })
        .set({ status: 'offer', version: applicant.version + 1, updated_at: now })
        .where(({ version }, { eq }) => eq(version, applicant.version))
        .commit(),
    ]),
  );
  if (result.canceled) throw VisibleError.conflict('The applicant was changed meanwhile. Try again.');
  return toOffer(record);
}

const OFFER_LABELS = {
  salary: 'Salary (AUD)',
  start_date: 'Start date',
  expiration_date: 'Expires',
  offer_date: 'Offer date',
  notes: 'Notes',
  status: 'Status',
};

const offerAudit = recordAudit<OfferItem>({
  module: 'recruitment',
  type: 'offer',
  id: (record) => record.offer_id,
  label: (record) => `${record.applicant_name}, ${record.job_title}`,
  labels: OFFER_LABELS,
});

async function resolveOffer(offerId: number): Promise<OfferItem> {
  const { record: item } = await resolveLocated('Offer', async (organizationId) => {
    return (await offerEntity().get({ organization_id: organizationId, offer_id: offerId }).go({ consistent: true }))
      .data;
  });
  if (!item) throw VisibleError.notFound('Offer');
  return item;
}

export async function getOffer(offerId: number): Promise<Offer> {
  return toOffer(await resolveOffer(offerId));
}

/** What an answer to the offer does to the applicant. */
const APPLICANT_AFTER: Record<Exclude<OfferStatus, 'Sent'>, ApplicantStatus> = {
  Accepted: 'hired',
  Declined: 'rejected',
  Withdrawn: 'interview',
};

/**
 * Closes a Sent offer as Accepted (the applicant is hired, with the offer's start date), Declined
 * (rejected) or Withdrawn (back to interview), offer and applicant in one transaction.
 */
export async function answerOffer(offerId: number, input: unknown): Promise<Offer> {
  const { status } = parseInput(offerStatusInput, input);
  const current = await resolveOffer(offerId);
  if (current.status !== 'Sent') throw VisibleError.conflict(`This offer is already ${current.status.toLowerCase()}.`);
  const applicant = await resolveApplicant(current.applicant_id);
  const now = new Date().toISOString();
  const result = await writeTransaction(
    offerWrites().transaction.write(({ offer, applicant: applicants }) => [
      offer
        .patch({ organization_id: current.organization_id, offer_id: offerId })
        .set({ status, responded_at: now, version: current.version + 1, updated_at: now })
        .where(({ status: offerStatus }, { eq }) => eq(offerStatus, 'Sent'))
        .commit(),
      applicants
        .patch({ organization_id: applicant.organization_id, applicant_id: applicant.applicant_id })
        .set({
          status: APPLICANT_AFTER[status],
          ...(status === 'Accepted' ? { start_date: current.start_date } : {}),
          version: applicant.version + 1,
          updated_at: now,
        })
        .where(({ version }, { eq }) => eq(version, applicant.version))
        .commit(),
      auditPut(offerAudit('update', current, { ...current, status, responded_at: now })),
      auditPut({
        ...applicantAudit(
          'update',
          applicant,
          {
            ...applicant,
            status: APPLICANT_AFTER[status],
            ...(status === 'Accepted' ? { start_date: current.start_date } : {}),
          },
          {},
        ),
        summary: `Moved applicant ${current.applicant_name} to ${APPLICANT_AFTER[status]} (offer ${status.toLowerCase()})`,
      }),
    ]),
  );
  if (result.canceled)
    throw VisibleError.conflict('The offer or the applicant was changed meanwhile. Reload and try again.');
  return getOffer(offerId);
}

/** An organization's offers, newest first, optionally for one job: one Query. */
export async function listOffers(organizationId: number, jobOpeningId?: number): Promise<Offer[]> {
  return readAsMember(organizationId, async () => {
    const offers = await offerEntity()
      .query.byOrganization({ organization_id: organizationId })
      .go({ pages: 'all', order: 'desc' });
    return offers.data.filter((offer) => !jobOpeningId || offer.job_opening_id === jobOpeningId).map(toOffer);
  });
}

/**
 * Final candidates for a job: applicants in interview or offer, and interviewed ones who were
 * rejected, with their average feedback score. One Query of the lean applicant index.
 */
export async function listCandidates(organizationId: number, jobOpeningId: number): Promise<Candidate[]> {
  return readAsMember(organizationId, async () => {
    const lean = await applicantEntity()
      .query.byOrganizationLean({ organization_id: organizationId })
      .go({
        pages: 'all',
        order: 'desc',
        attributes: [
          'applicant_id',
          'first_name',
          'last_name',
          'email',
          'status',
          'job_opening_id',
          'feedback_sum',
          'feedback_count',
        ],
      });
    return lean.data
      .filter((item) => item.job_opening_id === jobOpeningId)
      .filter(
        (item) =>
          item.status === 'interview' ||
          item.status === 'offer' ||
          (item.status === 'rejected' && (item.feedback_count ?? 0) > 0),
      )
      .map((item) => {
        const count = item.feedback_count ?? 0;
        return {
          applicant_id: item.applicant_id as number,
          first_name: item.first_name as string,
          last_name: item.last_name as string,
          email: item.email as string,
          job_opening_id: item.job_opening_id as number,
          applicant_status: item.status as string,
          candidate_status:
            item.status === 'offer' ? 'Offer Extended' : item.status === 'rejected' ? 'Rejected' : 'Awaiting Decision',
          feedback_score: count > 0 ? Math.round(((item.feedback_sum ?? 0) / count) * 10) / 10 : null,
          feedback_count: count,
        } satisfies Candidate;
      })
      .sort((a, b) => (b.feedback_score ?? -1) - (a.feedback_score ?? -1));
  });
}
