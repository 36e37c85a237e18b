import { tableEntity } from '../db/entity-parts.ts';
import { pendingUploadAttributes } from '../storage/upload-attributes.ts';

/**
 * A presigned resume upload waiting to be linked. It binds the object key to one organization,
 * one user and (when replacing) one applicant; linking checks all three. Expires with the URL.
 */
export const resumeUploadEntity = tableEntity('recruitment', {
  model: { entity: 'resume_upload', version: '1', service: 'recruitment' },
  attributes: {
    ...pendingUploadAttributes,
    /** Replacing a resume: the applicant it is for. */
    applicant_id: { type: 'number' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['upload_id'], template: 'upload#${upload_id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'upload', casing: 'none' },
    },
  },
});
