import { OFFER_STATUSES } from '@wattle/shared/hiring';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, optional, required, timestampAttributes } from '../db/attributes.ts';
import { organizationGsi, organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

/** An offer letter: names are a snapshot taken when it was made, as on the document. */
export const offerEntity = organizationScopedEntity('recruitment', 'offer', {
  attributes: {
    offer_id: keyIdAttribute,
    applicant_id: { type: 'number', required: true, readOnly: true },
    applicant_name: { type: 'string', required: true, readOnly: true },
    job_opening_id: { type: 'number', required: true, readOnly: true },
    job_title: { type: 'string', required: true, readOnly: true },
    ...required.numbers('salary'),
    ...optional.numbers('hours_per_week'),
    ...required.strings('start_date', 'expiration_date'),
    offer_date: { type: 'string', required: true, readOnly: true },
    notes: { type: 'string' },
    status: { type: OFFER_STATUSES, required: true },
    responded_at: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('offer#${offer_id}'),
    byApplicant: organizationGsi('gsi3', 'applicant#${applicant_id}', 'offer#${offer_id}'),
  },
});
export type OfferItem = EntityItem<ReturnType<typeof offerEntity>>;
