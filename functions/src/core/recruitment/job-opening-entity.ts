import { EMPLOYMENT_TYPES, JOB_STATUSES } from '@wattle/shared/recruitment';
import type { EntityItem } from 'electrodb';
import {
  keyIdAttribute,
  organizationIndex,
  organizationScopedEntity,
  timestampAttributes,
} from '../db/entity-parts.ts';

export const jobOpeningEntity = organizationScopedEntity('recruitment', 'job_opening', {
  attributes: {
    job_opening_id: keyIdAttribute,
    title: { type: 'string', required: true },
    department_id: { type: 'number', required: true },
    designation_id: { type: 'number', required: true },
    location: { type: 'string', required: true },
    employment_type: { type: EMPLOYMENT_TYPES, required: true },
    status: { type: JOB_STATUSES, required: true },
    description: { type: 'string' },
    requirements: { type: 'string' },
    posting_date: { type: 'string' },
    closing_date: { type: 'string' },
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
