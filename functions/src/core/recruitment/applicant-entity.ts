import { APPLICANT_SOURCES, APPLICANT_STATUSES } from '@wattle/shared/recruitment';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, optional, required, timestampAttributes } from '../db/attributes.ts';
import { organizationGsi, organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';
import { APPLICANT_CARD_FIELDS } from '../db/table-definitions.ts';

export const applicantEntity = organizationScopedEntity('recruitment', 'applicant', {
  attributes: {
    applicant_id: keyIdAttribute,
    ...required.strings('first_name', 'last_name', 'email'),
    ...optional.strings('phone', 'cover_letter'),
    ...required.numbers('job_opening_id'),
    source: { type: APPLICANT_SOURCES, required: true },
    status: { type: APPLICANT_STATUSES, required: true },
    applied_date: { type: 'string', required: true },
    resume: {
      type: 'map',
      properties: {
        ...required.strings('key', 'file_name', 'content_type', 'uploaded_at'),
        ...required.numbers('size'),
      },
    },
    /** Interview feedback totals, kept in the feedback transactions: candidates show the average. */
    feedback_sum: { type: 'number' },
    feedback_count: { type: 'number' },
    /** From the accepted offer. */
    start_date: { type: 'string' },
    /** Set when an employee record is created from this hire. */
    employee_id: { type: 'number' },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('applicant#${applicant_id}'),
    /** The lean index (see table-definitions): one Query lists, filters and counts an organization's applicants. */
    byOrganizationLean: organizationGsi('gsi1', 'applicants', '${applied_date}#${applicant_id}'),
  },
});
export type ApplicantItem = EntityItem<ReturnType<typeof applicantEntity>>;

/**
 * Guards "one application per e-mail per job": written with the applicant in one transaction,
 * conditional on not existing yet; moved when the applicant's e-mail or job changes and deleted
 * with the applicant. Applicants saved before the guard existed have none until they are saved again.
 */
export const applicantEmailEntity = organizationScopedEntity('recruitment', 'applicant_email', {
  attributes: {
    job_opening_id: { type: 'number', required: true, readOnly: true },
    /** Lower case, as the applicant stores it. */
    email: { type: 'string', required: true, readOnly: true },
    applicant_id: { type: 'number', required: true },
  },
  indexes: {
    byEmail: organizationIndex('unique#applicant_email#${job_opening_id}#${email}'),
  },
});

export const DUPLICATE_APPLICATION_MESSAGE = 'This e-mail has already applied for this job.';

/** What the lean index holds of an applicant beyond a card's fields. */
type LeanExtra = 'applied_date' | 'feedback_sum' | 'feedback_count' | 'start_date' | 'employee_id';

/** An organization's applicants from the lean index, newest first: a card's fields and `extra`. */
export const leanApplicants = <const E extends readonly LeanExtra[]>(organizationId: number, extra: E) =>
  applicantEntity()
    .query.byOrganizationLean({ organization_id: organizationId })
    .go({ pages: 'all', order: 'desc', attributes: [...APPLICANT_CARD_FIELDS, ...extra] });
