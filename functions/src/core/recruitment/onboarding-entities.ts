import { ONBOARDING_TASK_STATUSES } from '@wattle/shared/hiring';
import { Entity, type EntityItem } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { lazy } from '../lazy.ts';

/** A reusable checklist: ordered tasks, each due some days after the start date. */
export const onboardingTemplateEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'onboarding_template', version: '1', service: 'recruitment' },
        attributes: {
          organization_id: { type: 'number', required: true, readOnly: true },
          template_id: { type: 'number', required: true, readOnly: true, padding: { length: 12, char: '0' } },
          name: { type: 'string', required: true },
          description: { type: 'string' },
          tasks: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                name: { type: 'string', required: true },
                due_offset_days: { type: 'number', required: true },
              },
            },
          },
          version: { type: 'number', required: true },
          created_at: { type: 'string', required: true, readOnly: true },
          updated_at: { type: 'string', required: true },
        },
        indexes: {
          byOrganization: {
            pk: { field: 'pk', composite: ['organization_id'], template: 'org#${organization_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['template_id'], template: 'template#${template_id}', casing: 'none' },
          },
        },
      },
      { table: tableNames().recruitment, client: dynamo() },
    ),
);
export type OnboardingTemplateItem = EntityItem<ReturnType<typeof onboardingTemplateEntity>>;

/** One hire's onboarding: the tasks copied from a template with real due dates. */
export const onboardingPlanEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'onboarding_plan', version: '1', service: 'recruitment' },
        attributes: {
          organization_id: { type: 'number', required: true, readOnly: true },
          applicant_id: { type: 'number', required: true, readOnly: true, padding: { length: 12, char: '0' } },
          template_id: { type: 'number', required: true, readOnly: true },
          template_name: { type: 'string', required: true, readOnly: true },
          tasks: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                id: { type: 'number', required: true },
                task_name: { type: 'string', required: true },
                due_date: { type: 'string', required: true },
                status: { type: ONBOARDING_TASK_STATUSES, required: true },
                completed_at: { type: 'string' },
              },
            },
          },
          version: { type: 'number', required: true },
          created_at: { type: 'string', required: true, readOnly: true },
          updated_at: { type: 'string', required: true },
        },
        indexes: {
          byApplicant: {
            pk: { field: 'pk', composite: ['organization_id'], template: 'org#${organization_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['applicant_id'], template: 'onboarding#${applicant_id}', casing: 'none' },
          },
        },
      },
      { table: tableNames().recruitment, client: dynamo() },
    ),
);
export type OnboardingPlanItem = EntityItem<ReturnType<typeof onboardingPlanEntity>>;
