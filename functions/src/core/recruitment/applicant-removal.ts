import { Service } from 'electrodb';
import { auditPut } from '../audit/audit.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { VisibleError } from '../error.ts';
import { lazy } from '../lazy.ts';
import { deleteFile } from '../storage/uploads.ts';
import { applicantEmailEntity, applicantEntity } from './applicant-entity.ts';
import { applicantAudit, resolveApplicant } from './applicants.ts';
import { interviewEntity } from './interview-entity.ts';
import { jobOpeningEntity } from './job-opening-entity.ts';
import { offerEntity } from './offer-entity.ts';
import { onboardingPlanEntity } from './onboarding-entities.ts';
import { recruitmentLocator } from './service.ts';

/** What deleting an applicant removes in one transaction: the applicant and its own records. */
const removal = lazy(
  () =>
    new Service(
      {
        applicant: applicantEntity(),
        applicantEmail: applicantEmailEntity(),
        jobOpening: jobOpeningEntity(),
        interview: interviewEntity(),
        offer: offerEntity(),
        plan: onboardingPlanEntity(),
        locator: recruitmentLocator(),
      },
      { table: tableNames().recruitment, client: dynamo() },
    ),
);

/** DynamoDB's limit on one transaction's items. */
const TRANSACTION_ITEMS = 100;

/**
 * Deletes an applicant with their interviews, offers and onboarding plan (records that belong to
 * the applicant and would otherwise point at nothing), in one transaction. Refused (409) while an
 * offer is still Sent — it could then never be answered — or once the applicant became an employee
 * record, which names them.
 */
export async function deleteApplicant(applicantId: number): Promise<void> {
  const current = await resolveApplicant(applicantId);
  const key = { organization_id: current.organization_id, applicant_id: applicantId };
  if (current.employee_id) {
    throw VisibleError.conflict(
      `This applicant became employee record #${current.employee_id}, which names them: they cannot be deleted.`,
    );
  }
  const [interviews, offers, job] = await Promise.all([
    interviewEntity()
      .query.byApplicant(key)
      .go({ pages: 'all', attributes: ['interview_id'] }),
    offerEntity()
      .query.byApplicant(key)
      .go({ pages: 'all', attributes: ['offer_id', 'status'] }),
    jobOpeningEntity()
      .get({ organization_id: current.organization_id, job_opening_id: current.job_opening_id })
      .go({ attributes: ['applicant_count'] }),
  ]);
  if (offers.data.some((offer) => offer.status === 'Sent')) {
    throw VisibleError.conflict('This applicant has an open offer. Withdraw it before deleting the applicant.');
  }
  const items = 6 + 2 * (interviews.data.length + offers.data.length);
  if (items > TRANSACTION_ITEMS) {
    throw VisibleError.conflict('This applicant has too many interviews and offers to delete at once.');
  }
  const organizationId = current.organization_id;
  await removal()
    .transaction.write(({ applicant, applicantEmail, jobOpening, interview, offer, plan, locator }) => [
      applicant.delete(key).commit(),
      // The e-mail may apply for the job again; the job counts one applicant fewer.
      applicantEmail
        .delete({ organization_id: organizationId, job_opening_id: current.job_opening_id, email: current.email })
        .commit(),
      ...(job.data?.applicant_count !== undefined
        ? [
            jobOpening
              .patch({ organization_id: organizationId, job_opening_id: current.job_opening_id })
              .add({ applicant_count: -1 })
              .commit(),
          ]
        : []),
      locator.delete({ kind: 'applicant', id: applicantId }).commit(),
      plan.delete(key).commit(),
      ...interviews.data.flatMap(({ interview_id }) => [
        interview.delete({ organization_id: organizationId, interview_id }).commit(),
        locator.delete({ kind: 'interview', id: interview_id }).commit(),
      ]),
      ...offers.data.flatMap(({ offer_id }) => [
        offer.delete({ organization_id: organizationId, offer_id }).commit(),
        locator.delete({ kind: 'offer', id: offer_id }).commit(),
      ]),
      auditPut({
        ...applicantAudit('delete', current, null, {}),
        summary: `Deleted applicant ${current.first_name} ${current.last_name} with ${interviews.data.length} interview(s) and ${offers.data.length} offer(s)`,
      }),
    ])
    .go();
  if (current.resume) await deleteFile(current.resume.key);
}
