import { dayIn, formatLongDate, todayIn } from '@wattle/shared/dates';
import { type Candidate, type Offer, type OfferStatus, offerInput, offerStatusInput } from '@wattle/shared/hiring';
import { annualMinimum, FULL_TIME_HOURS, formatCents } from '@wattle/shared/minimum-wage';
import { type ApplicantStatus, canMoveApplicant } from '@wattle/shared/recruitment';
import { Service } from 'electrodb';
import { auditPut, recordAudit } from '../audit/audit.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { writeTransaction } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { lazy } from '../lazy.ts';
import { sendAfterCommit } from '../mail/mailer.ts';
import { offerMail } from '../mail/templates.ts';
import { organizationProfile, organizationTimezone, readAsMember, requireMembership } from '../tenancy/memberships.ts';
import { resolveItem } from '../tenancy/scope.ts';
import { parseInput } from '../validation.ts';
import { applicantEntity, leanApplicants } from './applicant-entity.ts';
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
    ...fieldsOf(item, 'organization_id', 'applicant_id', 'applicant_name', 'job_opening_id', 'job_title', 'salary'),
    hours_per_week: item.hours_per_week ?? null,
    currency: 'AUD',
    ...fieldsOf(item, 'start_date', 'expiration_date', 'offer_date'),
    notes: item.notes ?? null,
    status: item.status,
    responded_at: item.responded_at ?? null,
    // The day it was answered is the organization's day (an offer sent and answered on one Sydney
    // morning shows one date, not the UTC day before).
    responded_date: item.responded_at ? dayIn(organizationTimezone(item.organization_id), item.responded_at) : null,
    ...fieldsOf(item, 'version', 'created_at', 'updated_at'),
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
  if (!canMoveApplicant(applicant.status, 'offer')) {
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
    .go({ attributes: ['title', 'employment_type'] });
  // The offer is dated in the organization's own timezone, not UTC.
  const timezone = organizationTimezone(data.organization_id);
  const offerDate = todayIn(timezone);
  assertAboveMinimumWage(data.salary, offerDate, job.data?.employment_type ?? 'Full-time', data.hours_per_week);
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
    ...(data.hours_per_week ? { hours_per_week: data.hours_per_week } : {}),
    start_date: data.start_date,
    expiration_date: data.expiration_date,
    offer_date: offerDate,
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
  const organization = organizationProfile(data.organization_id);
  await sendAfterCommit('offer', [
    {
      ...offerMail(
        { email: applicant.email, name: applicant.first_name },
        {
          organization: organization.name,
          jobTitle: record.job_title,
          salary: formatCents(Math.round(record.salary * 100)),
          hours: record.hours_per_week ? String(record.hours_per_week) : null,
          startDate: longDate(record.start_date),
          expires: longDate(record.expiration_date),
        },
      ),
      ...(organization.contactEmail ? { replyTo: organization.contactEmail } : {}),
    },
  ]);
  return toOffer(record);
}

/** A calendar day as en-AU text: "12 January 2027". */
const longDate = formatLongDate;

/**
 * An offer's salary must be a plausible annual amount: at least the national minimum wage (the row
 * in effect on the offer date, shared/src/minimum-wage.ts) for a full-time week, or pro rata for
 * the hours of a part-time or casual offer (with the casual loading). Internships are left out
 * (trainee and unpaid placement rules differ), and so are part-time and casual offers that give no
 * hours. No row for the date: 422 saying so, never a guess.
 */
function assertAboveMinimumWage(salary: number, offerDate: string, employmentType: string, hours?: number): void {
  if (employmentType === 'Internship') return;
  const partial = employmentType === 'Part-time' || employmentType === 'Casual';
  if (partial && hours === undefined) return;
  const minimum = annualMinimum(offerDate, hours ?? FULL_TIME_HOURS, employmentType === 'Casual');
  if (!minimum) {
    throw VisibleError.validation({
      salary: [`No national minimum wage is on record for ${longDate(offerDate)}, so the salary cannot be checked.`],
    });
  }
  if (Math.round(salary * 100) >= minimum.annual_cents) return;
  const basis = `${minimum.hours_per_week} hours a week${minimum.casual ? ' with the casual loading' : ''}`;
  throw VisibleError.validation({
    salary: [
      `The salary is below the national minimum wage: at least ${formatCents(minimum.annual_cents)} a year for ${basis} (in effect from ${longDate(minimum.row.effective_from)}). Enter the annual amount.`,
    ],
  });
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
  return resolveItem('Offer', (organizationId) =>
    offerEntity().get({ organization_id: organizationId, offer_id: offerId }).go({ consistent: true }),
  );
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
  if (!canMoveApplicant(applicant.status, APPLICANT_AFTER[status])) {
    throw VisibleError.conflict(
      `The applicant is now ${applicant.status}: answering the offer would move them to ${APPLICANT_AFTER[status]}, which is not allowed. Withdraw the offer instead.`,
    );
  }
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
    const lean = await leanApplicants(organizationId, ['feedback_sum', 'feedback_count']);
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
