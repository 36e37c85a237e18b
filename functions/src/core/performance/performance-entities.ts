import {
  GOAL_CONFIDENCES,
  GOAL_KINDS,
  GOAL_LEVELS,
  GOAL_STATUSES,
  GOAL_VISIBILITIES,
  KEY_RESULT_KINDS,
} from '@wattle/shared/goal-constants';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, optional, paddedIdAttribute, required, timestampAttributes } from '../db/attributes.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity } from '../db/counter-entity.ts';
import { organizationGsi, organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';
import { createLocatorEntity } from '../db/locator-entity.ts';
import { lazy } from '../lazy.ts';

/*
 * The performance table (issue 29). Keys (ids padded to 12 digits, so ranges sort):
 * - a goal:      pk org#<org>, sk goal#<id>
 *                gsi1 org#<org>#parent#<parent goal, 0 for a root>, goal#<id>   (one level of the tree: ONE Query)
 *                gsi2 org#<org>#owner#<owner employee, 0 for none>, goal#<id>  (a person's goals)
 * - a check-in:  pk org#<org>, sk checkin#<goal>#<id>                          (a goal's history: one Query)
 * plus the counter of ids and the locators (goal#<id>: the organization). Reviews, feedback and
 * appraisals (§2–3) add their own entities here, with sort keys of their own prefixes.
 */

/** A padded number that can change (an index key follows it). */

/** A key result of an objective (a KPI has one): measured from `start` to `target`, now `current`. */
export const keyResultSchema = {
  type: 'map',
  properties: {
    /** Stable within the goal (1, 2, …): check-ins name it. */
    key_result_id: { type: 'number', required: true },
    title: { type: 'string', required: true },
    kind: { type: KEY_RESULT_KINDS, required: true },
    /** Numeric: any numbers; percentage: 0–100; boolean: 0 → 1. */
    start: { type: 'number', required: true },
    ...required.numbers('target', 'current'),
    ...optional.strings('unit'),
    /** Relative weight (whole numbers); progress weighs each key result by it. */
    weight: { type: 'number', required: true },
  },
} as const;

export const goalEntity = organizationScopedEntity('performance', 'goal', {
  attributes: {
    goal_id: keyIdAttribute,
    title: { type: 'string', required: true },
    description: { type: 'string' },
    level: { type: GOAL_LEVELS, required: true },
    kind: { type: GOAL_KINDS, required: true },
    /** NO_PARENT_GOAL for a root. */
    parent_id: paddedIdAttribute,
    /** The employee who owns it (a person goal's person, a team goal's manager); NO_GOAL_OWNER for none. */
    owner_employee_id: paddedIdAttribute,
    owner_name: { type: 'string' },
    /** A department goal's department, or the owner's department when the goal was set (visibility). */
    department_id: { type: 'number' },
    visibility: { type: GOAL_VISIBILITIES, required: true },
    status: { type: GOAL_STATUSES, required: true },
    start_date: { type: 'string' },
    due_date: { type: 'string' },
    key_results: { type: 'list', required: true, items: keyResultSchema },
    /** Weighted progress in basis points (0–10000), kept with every change of the key results. */
    progress: { type: 'number', required: true },
    /** The latest check-in's. */
    confidence: { type: GOAL_CONFIDENCES },
    ...optional.strings('last_check_in_at'),
    ...required.numbers('created_by_user_id'),
    ...optional.numbers('approved_by_user_id'),
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('goal#${goal_id}'),
    byParent: organizationGsi('gsi1', 'parent#${parent_id}', 'goal#${goal_id}'),
    byOwner: organizationGsi('gsi2', 'owner#${owner_employee_id}', 'goal#${goal_id}'),
  },
});
export type GoalItem = EntityItem<ReturnType<typeof goalEntity>>;

/** A check-in: the key results' values it set, a confidence and a comment. */
export const goalCheckInEntity = organizationScopedEntity('performance', 'goal_check_in', {
  attributes: {
    goal_id: keyIdAttribute,
    check_in_id: keyIdAttribute,
    confidence: { type: GOAL_CONFIDENCES, required: true },
    comment: { type: 'string' },
    values: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          key_result_id: { type: 'number', required: true },
          value: { type: 'number', required: true },
        },
      },
    },
    /** The goal's progress after it (basis points). */
    progress: { type: 'number', required: true },
    author_user_id: { type: 'number', required: true },
    author_name: { type: 'string' },
    created_at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byGoal: organizationIndex('checkin#${goal_id}#${check_in_id}'),
  },
});
export type GoalCheckInItem = EntityItem<ReturnType<typeof goalCheckInEntity>>;

export const performanceCounter = lazy(() => createCounterEntity(tableNames().performance, dynamo()));
export const performanceLocator = lazy(() =>
  createLocatorEntity(tableNames().performance, dynamo(), 'performance', ['goal', 'review_cycle', 'review'] as const),
);
