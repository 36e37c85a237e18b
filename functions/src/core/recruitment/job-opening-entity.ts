import { EMPLOYMENT_TYPES, JOB_STATUSES } from '@wattle/shared/recruitment';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, optional, required, timestampAttributes } from '../db/attributes.ts';
import { organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

export const jobOpeningEntity = organizationScopedEntity('recruitment', 'job_opening', {
  attributes: {
    job_opening_id: keyIdAttribute,
    ...required.strings('title', 'location'),
    ...required.numbers('department_id', 'designation_id'),
    employment_type: { type: EMPLOYMENT_TYPES, required: true },
    status: { type: JOB_STATUSES, required: true },
    ...optional.strings('description', 'requirements', 'posting_date', 'closing_date'),
    /**
     * Applicants of this job, changed in each applicant's own transaction (no count per card
     * on read). Absent on jobs created before it was kept: those show no count.
     */
    applicant_count: { type: 'number' },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('job#${job_opening_id}'),
  },
});
export type JobOpeningItem = EntityItem<ReturnType<typeof jobOpeningEntity>>;
