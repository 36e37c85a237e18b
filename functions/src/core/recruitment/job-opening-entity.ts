import { EMPLOYMENT_TYPES, JOB_STATUSES } from '@wattle/shared/recruitment';
import { Entity, type EntityItem } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { lazy } from '../lazy.ts';

export const jobOpeningEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'job_opening', version: '1', service: 'recruitment' },
        attributes: {
          organization_id: { type: 'number', required: true, readOnly: true },
          job_opening_id: { type: 'number', required: true, readOnly: true, padding: { length: 12, char: '0' } },
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
          version: { type: 'number', required: true },
          created_at: { type: 'string', required: true, readOnly: true },
          updated_at: { type: 'string', required: true },
        },
        indexes: {
          byOrganization: {
            pk: { field: 'pk', composite: ['organization_id'], template: 'org#${organization_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['job_opening_id'], template: 'job#${job_opening_id}', casing: 'none' },
          },
        },
      },
      { table: tableNames().recruitment, client: dynamo() },
    ),
);
export type JobOpeningItem = EntityItem<ReturnType<typeof jobOpeningEntity>>;
