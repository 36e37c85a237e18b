import { POTENTIALS } from '@wattle/shared/review-calibration';
import {
  CYCLE_STATUSES,
  PEER_STATUSES,
  QUESTION_KINDS,
  REVIEW_RELATIONSHIPS,
  REVIEW_STAGES,
  REVIEW_STATUSES,
} from '@wattle/shared/reviews';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, optional, paddedIdAttribute, required, timestampAttributes } from '../db/attributes.ts';
import { organizationGsi, organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

/*
 * Review cycles in the performance table (issue 29 §2). Keys (ids padded to 12 digits):
 * - a cycle:       pk org#<org>, sk cycle#<cycle>
 * - a reviewee:    pk org#<org>, sk subject#<cycle>#<employee>   (HR's progress: ONE Query per page)
 *                  gsi2 org#<org>#owner#<employee>, subject#<cycle>
 * - a form:        pk org#<org>, sk review#<cycle>#<review>
 *                  gsi1 org#<org>#reviewer#<employee>, review#<cycle>#<review>   (my forms to write)
 *                  gsi2 org#<org>#owner#<reviewee>, review#<cycle>#<review>      (a reviewee's forms)
 * - a launch task: pk org#<org>, sk launch#<cycle>#<task>   (its stream record is its queue message)
 * Locators review_cycle#<id> and review#<id> (parent: the cycle) name the organization.
 */

const scaleSchema = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      ...required.numbers('value'),
      ...required.strings('label'),
      ...optional.strings('description'),
    },
  },
} as const;

export const reviewCycleEntity = organizationScopedEntity('performance', 'review_cycle', {
  attributes: {
    cycle_id: keyIdAttribute,
    name: { type: 'string', required: true },
    status: { type: CYCLE_STATUSES, required: true },
    questions: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          question_id: { type: 'number', required: true },
          kind: { type: QUESTION_KINDS, required: true },
          text: { type: 'string', required: true },
          competency: { type: 'string' },
          scale: scaleSchema,
        },
      },
    },
    stages: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          stage: { type: REVIEW_STAGES, required: true },
          due_date: { type: 'string', required: true },
        },
      },
    },
    max_peers: { type: 'number', required: true },
    /** Never below MIN_PEER_THRESHOLD (the schema and the view both hold it). */
    peer_threshold: { type: 'number', required: true },
    reviewee_ids: { type: 'list', required: true, items: { type: 'number' } },
    task_count: { type: 'number' },
    /** Reviewees whose launch task has run (added as each task is marked done): the launch's progress. */
    reviewees_launched: { type: 'number' },
    ...optional.strings('launched_at', 'shared_at'),
    ...required.numbers('created_by_user_id'),
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('cycle#${cycle_id}'),
  },
});
export type ReviewCycleItem = EntityItem<ReturnType<typeof reviewCycleEntity>>;

/** A reviewee in a cycle: their peers, the forms' counts, acknowledgement. */
export const reviewSubjectEntity = organizationScopedEntity('performance', 'review_subject', {
  attributes: {
    cycle_id: keyIdAttribute,
    employee_id: paddedIdAttribute,
    employee_name: { type: 'string', required: true },
    /** 0 for none. */
    manager_employee_id: { type: 'number', required: true },
    department_id: { type: 'number' },
    peers: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          employee_id: { type: 'number', required: true },
          name: { type: 'string', required: true },
          status: { type: PEER_STATUSES, required: true },
        },
      },
    },
    ...required.numbers('forms_total', 'forms_submitted'),
    ...optional.strings('acknowledged_at', 'acknowledgement_comment'),
    /** The manager form's overall (1–5, one decimal; shared/review-calibration overallRating), set when it is submitted. */
    manager_rating: { type: 'number' },
    /** Calibration (HR and senior managers): the calibrated rating (1–5), the potential and the last reason. */
    calibrated_rating: { type: 'number' },
    potential: { type: POTENTIALS },
    calibration_reason: { type: 'string' },
    calibrated_at: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byCycle: organizationIndex('subject#${cycle_id}#${employee_id}'),
    byOwner: organizationGsi('gsi2', 'owner#${employee_id}', 'subject#${cycle_id}'),
  },
});
export type ReviewSubjectItem = EntityItem<ReturnType<typeof reviewSubjectEntity>>;

/** One reviewer's form about one reviewee. */
export const reviewEntity = organizationScopedEntity('performance', 'review', {
  attributes: {
    cycle_id: keyIdAttribute,
    review_id: keyIdAttribute,
    reviewee_employee_id: paddedIdAttribute,
    reviewee_name: { type: 'string', required: true },
    reviewer_employee_id: paddedIdAttribute,
    reviewer_name: { type: 'string', required: true },
    relationship: { type: REVIEW_RELATIONSHIPS, required: true },
    status: { type: REVIEW_STATUSES, required: true },
    answers: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          ...required.numbers('question_id'),
          ...optional.numbers('rating'),
          ...optional.strings('text'),
        },
      },
    },
    /** A manager's note to themselves (and HR): never shown to the reviewee. */
    private_note: { type: 'string' },
    submitted_at: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byCycle: organizationIndex('review#${cycle_id}#${review_id}'),
    byReviewer: organizationGsi('gsi1', 'reviewer#${reviewer_employee_id}', 'review#${cycle_id}#${review_id}'),
    byReviewee: organizationGsi('gsi2', 'owner#${reviewee_employee_id}', 'review#${cycle_id}#${review_id}'),
  },
});
export type ReviewItem = EntityItem<ReturnType<typeof reviewEntity>>;

/** A launch task: up to LAUNCH_TASK_SIZE reviewees whose forms the worker creates. */
export const reviewLaunchTaskEntity = organizationScopedEntity('performance', 'review_launch', {
  attributes: {
    cycle_id: keyIdAttribute,
    task_number: keyIdAttribute,
    status: { type: ['pending', 'done'] as const, required: true },
    employee_ids: { type: 'list', required: true, items: { type: 'number' } },
    created_at: { type: 'string', required: true, readOnly: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byCycle: organizationIndex('launch#${cycle_id}#${task_number}'),
  },
});
export type ReviewLaunchTaskItem = EntityItem<ReturnType<typeof reviewLaunchTaskEntity>>;
