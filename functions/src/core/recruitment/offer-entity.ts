import { OFFER_STATUSES } from '@wattle/shared/hiring';
import type { EntityItem } from 'electrodb';
import {
  keyIdAttribute,
  organizationIdAttribute,
  organizationIndex,
  secondaryIndex,
  tableEntity,
  timestampAttributes,
} from '../db/entity-parts.ts';

/** An offer letter: names are a snapshot taken when it was made, as on the document. */
export const offerEntity = tableEntity('recruitment', {
  model: { entity: 'offer', version: '1', service: 'recruitment' },
  attributes: {
    organization_id: organizationIdAttribute,
    offer_id: keyIdAttribute,
    applicant_id: { type: 'number', required: true, readOnly: true },
    applicant_name: { type: 'string', required: true, readOnly: true },
    job_opening_id: { type: 'number', required: true, readOnly: true },
    job_title: { type: 'string', required: true, readOnly: true },
    salary: { type: 'number', required: true },
    hours_per_week: { type: 'number' },
    start_date: { type: 'string', required: true },
    expiration_date: { type: 'string', required: true },
    offer_date: { type: 'string', required: true, readOnly: true },
    notes: { type: 'string' },
    status: { type: OFFER_STATUSES, required: true },
    responded_at: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('offer#${offer_id}', ['offer_id']),
    byApplicant: secondaryIndex(
      'gsi3',
      {
        template: 'org#${organization_id}#applicant#${applicant_id}',
        composite: ['organization_id', 'applicant_id'],
      },
      { template: 'offer#${offer_id}', composite: ['offer_id'] },
    ),
  },
});
export type OfferItem = EntityItem<ReturnType<typeof offerEntity>>;
