import { addDays, dayIn, todayIn } from '@wattle/shared/dates';
import {
  type Hire,
  type OnboardingTemplate,
  onboardingProgress,
  onboardingTaskInput,
  onboardingTemplateInput,
  startOnboardingInput,
} from '@wattle/shared/hiring';
import { Service } from 'electrodb';
import { auditPut, type Display, recordAudit } from '../audit/audit.ts';
import { batchGet } from '../db/batch-get.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite, writeTransaction } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { lazy } from '../lazy.ts';
import { organizationTimezone, readAsMember, requireMembership } from '../tenancy/memberships.ts';
import { resolveItem } from '../tenancy/scope.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { leanApplicants } from './applicant-entity.ts';
import { resolveApplicant } from './applicants.ts';
import { jobOpeningEntity } from './job-opening-entity.ts';
import {
  type OnboardingPlanItem,
  type OnboardingTemplateItem,
  onboardingPlanEntity,
  onboardingTemplateEntity,
} from './onboarding-entities.ts';
import { recruitmentCounter, recruitmentLocator } from './service.ts';

/** Onboarding writes: templates with their locators, and hires' plans. Joined on the first write. */
const onboardingWrites = lazy(
  () =>
    new Service(
      { template: onboardingTemplateEntity(), locator: recruitmentLocator(), plan: onboardingPlanEntity() },
      { table: tableNames().recruitment, client: dynamo() },
    ),
);

const pad = (id: number) => String(id).padStart(12, '0');

function toTemplate(item: OnboardingTemplateItem): OnboardingTemplate {
  return {
    id: item.template_id,
    organization_id: item.organization_id,
    name: item.name,
    description: item.description ?? null,
    tasks: item.tasks.map((task) => ({ name: task.name, due_offset_days: task.due_offset_days })),
    ...fieldsOf(item, 'version', 'created_at', 'updated_at'),
  };
}

export async function listTemplates(organizationId: number): Promise<OnboardingTemplate[]> {
  return readAsMember(organizationId, async () => {
    const items = await onboardingTemplateEntity()
      .query.byOrganization({ organization_id: organizationId })
      .go({ pages: 'all' });
    return items.data.map(toTemplate).sort((a, b) => a.name.localeCompare(b.name));
  });
}

async function resolveTemplate(templateId: number): Promise<OnboardingTemplateItem> {
  return resolveItem('Template', (organizationId) =>
    onboardingTemplateEntity()
      .get({ organization_id: organizationId, template_id: templateId })
      .go({ consistent: true }),
  );
}

export async function getTemplate(templateId: number): Promise<OnboardingTemplate> {
  return toTemplate(await resolveTemplate(templateId));
}

export async function createTemplate(input: unknown): Promise<OnboardingTemplate> {
  const data = parseInput(onboardingTemplateInput, input);
  await requireMembership(data.organization_id);
  const templateId = await nextId(recruitmentCounter(), 'template');
  const now = new Date().toISOString();
  const record: OnboardingTemplateItem = {
    organization_id: data.organization_id,
    template_id: templateId,
    name: data.name,
    ...(data.description ? { description: data.description } : {}),
    tasks: data.tasks,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const result = await onboardingWrites()
    .transaction.write(({ template, locator }) => [
      template.create(record).commit(),
      locator.create({ kind: 'template', id: templateId, organization_id: data.organization_id }).commit(),
      auditPut(templateAudit('create', null, record, showTasks)),
    ])
    .go();
  if (result.canceled) throw new Error(`Creating template ${templateId} was cancelled`);
  return toTemplate(record);
}

export async function updateTemplate(templateId: number, input: unknown): Promise<OnboardingTemplate> {
  const data = parseInput(onboardingTemplateInput, input);
  const current = await resolveTemplate(templateId);
  if (data.organization_id !== current.organization_id) {
    throw VisibleError.validation({ organization_id: ['A template cannot move to another organization.'] });
  }
  checkVersion(data.version, current.version);
  const changes = {
    name: data.name,
    tasks: data.tasks,
    version: current.version + 1,
    updated_at: new Date().toISOString(),
  };
  const key = { organization_id: current.organization_id, template_id: templateId };
  const update = data.description
    ? onboardingTemplateEntity()
        .patch(key)
        .set({ ...changes, description: data.description })
    : onboardingTemplateEntity().patch(key).set(changes).remove(['description']);
  const after = { ...current, ...changes, description: data.description ?? undefined };
  const result = await transactWrite([
    committed(update.where(({ version }, { eq }) => eq(version, current.version))),
    auditPut(templateAudit('update', current, after, showTasks)),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return toTemplate(after);
}

/** Deleting a template leaves the plans started from it as they are (they copied its tasks). */
export async function deleteTemplate(templateId: number): Promise<void> {
  const current = await resolveTemplate(templateId);
  await onboardingWrites()
    .transaction.write(({ template, locator }) => [
      template.delete({ organization_id: current.organization_id, template_id: templateId }).commit(),
      locator.delete({ kind: 'template', id: templateId }).commit(),
      auditPut(templateAudit('delete', current, null, showTasks)),
    ])
    .go();
}

const TEMPLATE_LABELS = { name: 'Name', description: 'Description', tasks: 'Tasks' };

const templateAudit = recordAudit<OnboardingTemplateItem>({
  module: 'recruitment',
  type: 'onboarding_template',
  id: (record) => record.template_id,
  label: (record) => record.name,
  labels: TEMPLATE_LABELS,
});

/** A template's tasks as one readable value. */
const showTasks: Display = (field, value) =>
  field === 'tasks' && Array.isArray(value)
    ? value
        .map((task: { name: string; due_offset_days: number }) => `${task.name} (+${task.due_offset_days} d)`)
        .join('; ')
    : null;

function toHire(
  applicant: Record<string, unknown>,
  job: { title?: string; department_id?: number; designation_id?: number } | undefined,
  plan: OnboardingPlanItem | undefined,
  timezone: string,
): Hire {
  return {
    applicant_id: applicant.applicant_id as number,
    first_name: applicant.first_name as string,
    last_name: applicant.last_name as string,
    email: applicant.email as string,
    phone: (applicant.phone as string | undefined) ?? null,
    job_opening_id: applicant.job_opening_id as number,
    job_title: job?.title ?? null,
    department_id: job?.department_id ?? null,
    designation_id: job?.designation_id ?? null,
    start_date: (applicant.start_date as string | undefined) ?? null,
    employee_id: (applicant.employee_id as number | undefined) ?? null,
    onboarding: plan
      ? {
          template_id: plan.template_id,
          template_name: plan.template_name,
          tasks: plan.tasks.map((task) => ({
            ...fieldsOf(task, 'id', 'task_name', 'due_date', 'status'),
            completed_at: task.completed_at ?? null,
            // The day it was done is the organization's day, whatever the browser's or the server's zone.
            completed_date: task.completed_at ? dayIn(timezone, task.completed_at) : null,
          })),
          progress: onboardingProgress(plan.tasks),
        }
      : null,
  };
}

/**
 * The organization's hires (applicants with status hired) with their onboarding: one Query of the
 * lean applicant index, then one BatchGet for their plans and jobs.
 */
export async function listHires(organizationId: number): Promise<Hire[]> {
  return readAsMember(organizationId, async () => {
    const lean = await leanApplicants(organizationId, ['start_date', 'employee_id']);
    const hires = lean.data.filter((item) => item.status === 'hired');
    if (hires.length === 0) return [];
    const table = tableNames().recruitment;
    const pk = `org#${organizationId}`;
    const results =
      (
        await batchGet([
          {
            table,
            keys: [
              ...hires.map((hire) => ({ pk, sk: `onboarding#${pad(hire.applicant_id as number)}` })),
              ...hires.map((hire) => ({ pk, sk: `job#${pad(hire.job_opening_id as number)}` })),
            ],
          },
        ])
      ).get(table) ?? [];
    const plans = onboardingPlanEntity().parse({
      Items: results.filter((item) => item.__edb_e__ === 'onboarding_plan'),
    }).data;
    const jobs = jobOpeningEntity().parse({ Items: results.filter((item) => item.__edb_e__ === 'job_opening') }).data;
    const planFor = new Map(plans.map((plan) => [plan.applicant_id, plan]));
    const jobFor = new Map(jobs.map((job) => [job.job_opening_id, job]));
    const timezone = organizationTimezone(organizationId);
    return hires.map((hire) =>
      toHire(hire, jobFor.get(hire.job_opening_id as number), planFor.get(hire.applicant_id as number), timezone),
    );
  });
}

async function hireFor(applicantId: number) {
  const applicant = await resolveApplicant(applicantId);
  if (applicant.status !== 'hired') throw VisibleError.conflict('Onboarding is for hired applicants only.');
  return applicant;
}

async function getHire(applicantId: number): Promise<Hire> {
  const applicant = await hireFor(applicantId);
  const [job, plan] = await Promise.all([
    jobOpeningEntity()
      .get({ organization_id: applicant.organization_id, job_opening_id: applicant.job_opening_id })
      .go(),
    onboardingPlanEntity().get({ organization_id: applicant.organization_id, applicant_id: applicantId }).go({
      consistent: true,
    }),
  ]);
  return toHire(
    applicant as unknown as Record<string, unknown>,
    job.data ?? undefined,
    plan.data ?? undefined,
    organizationTimezone(applicant.organization_id),
  );
}

/** Copies a template's tasks to the hire with due dates counted from their start date. */
export async function startOnboarding(applicantId: number, input: unknown): Promise<Hire> {
  const { template_id } = parseInput(startOnboardingInput, input);
  const applicant = await hireFor(applicantId);
  const template = await resolveTemplate(template_id);
  if (template.organization_id !== applicant.organization_id) throw VisibleError.notFound('Template');
  const start = applicant.start_date ?? todayIn(organizationTimezone(applicant.organization_id));
  const now = new Date().toISOString();
  const plan = {
    organization_id: applicant.organization_id,
    applicant_id: applicantId,
    template_id,
    template_name: template.name,
    tasks: template.tasks.map((task, index) => ({
      id: index + 1,
      task_name: task.name,
      due_date: addDays(start, task.due_offset_days),
      status: 'pending' as const,
    })),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const hireName = `${applicant.first_name} ${applicant.last_name}`;
  const result = await transactWrite([
    committed(onboardingPlanEntity().create(plan)),
    auditPut({
      organizationId: applicant.organization_id,
      module: 'recruitment',
      action: 'create',
      record: { type: 'onboarding_plan', id: applicantId, label: hireName },
      summary: `Started onboarding of ${hireName} from template ${template.name} (${plan.tasks.length} tasks)`,
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict('Onboarding has already started for this hire.');
  return getHire(applicantId);
}

/** Sets one task's status; the plan's version guards against lost updates from two screens. */
export async function setOnboardingTask(applicantId: number, taskId: number, input: unknown): Promise<Hire> {
  const { status } = parseInput(onboardingTaskInput, input);
  const applicant = await hireFor(applicantId);
  const key = { organization_id: applicant.organization_id, applicant_id: applicantId };
  const plan = (await onboardingPlanEntity().get(key).go({ consistent: true })).data;
  if (!plan) throw VisibleError.notFound('Onboarding');
  if (!plan.tasks.some((task) => task.id === taskId)) throw VisibleError.notFound('Task');
  const now = new Date().toISOString();
  const changedTask = plan.tasks.find((task) => task.id === taskId);
  const tasks = plan.tasks.map((task) => {
    if (task.id !== taskId) return task;
    const { completed_at: _previous, ...rest } = task;
    return status === 'completed' ? { ...rest, status, completed_at: task.completed_at ?? now } : { ...rest, status };
  });
  const result = await writeTransaction(
    onboardingWrites().transaction.write(({ plan: plans }) => [
      plans
        .patch(key)
        .set({ tasks, version: plan.version + 1, updated_at: now })
        .where(({ version }, { eq }) => eq(version, plan.version))
        .commit(),
      auditPut({
        organizationId: applicant.organization_id,
        module: 'recruitment',
        action: 'update',
        record: { type: 'onboarding_plan', id: applicantId, label: `${applicant.first_name} ${applicant.last_name}` },
        summary: `Marked onboarding task "${changedTask?.task_name ?? taskId}" ${status}`,
        changes: [
          {
            field: `task.${taskId}`,
            label: changedTask?.task_name ?? `Task ${taskId}`,
            before: changedTask?.status ?? null,
            after: status,
          },
        ],
      }),
    ]),
  );
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return getHire(applicantId);
}
