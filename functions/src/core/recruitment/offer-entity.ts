import { OFFER_STATUSES } from '@wattle/shared/hiring';
import { Entity, type EntityItem } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { lazy } from '../lazy.ts';

/** An offer letter: names are a snapshot taken when it was made, as on the document. */
export const offerEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'offer', version: '1', service: 'recruitment' },
        attributes: {
          organization_id: { type: 'number', required: true, readOnly: true },
          offer_id: { type: 'number', required: true, readOnly: true, padding: { length: 12, char: '0' } },
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
          version: { type: 'number', required: true },
          created_at: { type: 'string', required: true, readOnly: true },
          updated_at: { type: 'string', required: true },
        },
        indexes: {
          byOrganization: {
            pk: { field: 'pk', composite: ['organization_id'], template: 'org#${organization_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['offer_id'], template: 'offer#${offer_id}', casing: 'none' },
          },
          byApplicant: {
            index: 'gsi3',
            pk: {
              field: 'gsi3pk',
              composite: ['organization_id', 'applicant_id'],
              template: 'org#${organization_id}#applicant#${applicant_id}',
              casing: 'none',
            },
            sk: { field: 'gsi3sk', composite: ['offer_id'], template: 'offer#${offer_id}', casing: 'none' },
          },
        },
      },
      { table: tableNames().recruitment, client: dynamo() },
    ),
);
export type OfferItem = EntityItem<ReturnType<typeof offerEntity>>;
