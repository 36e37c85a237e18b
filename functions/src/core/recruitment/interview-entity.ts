import { INTERVIEW_STATUSES, INTERVIEW_TYPES } from '@wattle/shared/hiring';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, optional, required, timestampAttributes } from '../db/attributes.ts';
import { organizationGsi, organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

export const interviewEntity = organizationScopedEntity('recruitment', 'interview', {
  attributes: {
    interview_id: keyIdAttribute,
    applicant_id: { type: 'number', required: true, readOnly: true },
    ...required.strings('applicant_name', 'job_title'),
    ...required.numbers('job_opening_id'),
    /** UTC ISO instants. */
    starts_at: { type: 'string', required: true },
    ...required.strings('ends_at', 'timezone'),
    ...required.numbers('duration_minutes'),
    interview_type: { type: INTERVIEW_TYPES, required: true },
    /** Members (user ids) who interview: see interviewers.ts. */
    interviewer_user_ids: { type: 'list', items: { type: 'number' } },
    /** Their names when saved (a snapshot like applicant_name): a read needs no member lookup. */
    interviewer_names: { type: 'list', items: { type: 'string' } },
    /** Legacy: employee ids, on interviews saved before interviewers were members. */
    interviewer_ids: { type: 'list', items: { type: 'number' } },
    location: { type: 'string' },
    notes: { type: 'string' },
    /** Stored 'scheduled' or 'cancelled' ('completed' on legacy items); shown Completed after ends_at. */
    status: { type: INTERVIEW_STATUSES, required: true },
    /** Feedback per interviewer (a member's user id; legacy entries carry an employee id). */
    feedback: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          ...optional.numbers('interviewer_user_id', 'interviewer_id'),
          ...required.numbers('score'),
          ...optional.strings('notes'),
          ...required.strings('recorded_at'),
          // The user who recorded it; the name is shown when it was not the interviewer.
          entered_by_id: { type: 'number' },
          entered_by: { type: 'string' },
          entered_for: { type: 'boolean' },
        },
      },
    },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('interview#${interview_id}'),
    byStart: organizationGsi('gsi2', 'interviews', '${starts_at}#${interview_id}'),
    byApplicant: organizationGsi('gsi3', 'applicant#${applicant_id}', 'interview#${starts_at}#${interview_id}'),
  },
});
export type InterviewItem = EntityItem<ReturnType<typeof interviewEntity>>;
