import { ONBOARDING_TASK_STATUSES } from '@wattle/shared/hiring';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, timestampAttributes } from '../db/attributes.ts';
import { checklistTasksAttribute, templateTasksAttribute } from '../db/checklist-attributes.ts';
import { organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

/** A reusable checklist: ordered tasks, each due some days after the start date. */
export const onboardingTemplateEntity = organizationScopedEntity('recruitment', 'onboarding_template', {
  attributes: {
    template_id: keyIdAttribute,
    name: { type: 'string', required: true },
    description: { type: 'string' },
    tasks: templateTasksAttribute,
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('template#${template_id}'),
  },
});
export type OnboardingTemplateItem = EntityItem<ReturnType<typeof onboardingTemplateEntity>>;

/** One hire's onboarding: the tasks copied from a template with real due dates. */
export const onboardingPlanEntity = organizationScopedEntity('recruitment', 'onboarding_plan', {
  attributes: {
    applicant_id: keyIdAttribute,
    template_id: { type: 'number', required: true, readOnly: true },
    template_name: { type: 'string', required: true, readOnly: true },
    tasks: checklistTasksAttribute(ONBOARDING_TASK_STATUSES, 'completed_at'),
    ...timestampAttributes,
  },
  indexes: {
    byApplicant: organizationIndex('onboarding#${applicant_id}'),
  },
});
export type OnboardingPlanItem = EntityItem<ReturnType<typeof onboardingPlanEntity>>;
