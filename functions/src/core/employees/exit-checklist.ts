import { type ExitChecklistTemplate, exitChecklistTemplateInput } from '@wattle/shared/employee-exits';
import { DEFAULT_EXIT_CHECKLIST } from '@wattle/shared/employee-lifecycle';
import { auditPut } from '../audit/audit.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { readAsMember, requireMembership } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { exitTemplateEntity } from './exit-entities.ts';

const showTasks = (tasks: readonly { name: string; due_offset_days: number }[]) =>
  tasks.map((task) => `${task.name} (${task.due_offset_days >= 0 ? '+' : ''}${task.due_offset_days} d)`).join('; ');

/** The organization's exit checklist template, or the default one (version 0) until it saves its own. */
export async function readExitChecklist(organizationId: number): Promise<ExitChecklistTemplate> {
  const item = (await exitTemplateEntity().get({ organization_id: organizationId }).go({ consistent: true })).data;
  return item
    ? { organization_id: organizationId, tasks: item.tasks, version: item.version }
    : { organization_id: organizationId, tasks: DEFAULT_EXIT_CHECKLIST.map((task) => ({ ...task })), version: 0 };
}

export async function getExitChecklist(organizationId: number): Promise<ExitChecklistTemplate> {
  return readAsMember(organizationId, () => readExitChecklist(organizationId));
}

/**
 * Saves the organization's exit checklist template, version-checked (version 0 or none: the
 * default was shown, so it must not have been saved since). Exits already recorded keep the
 * checklist they copied.
 */
export async function saveExitChecklist(input: unknown): Promise<ExitChecklistTemplate> {
  const data = parseInput(exitChecklistTemplateInput, input);
  requireMembership(data.organization_id);
  const current = await readExitChecklist(data.organization_id);
  if ((data.version ?? 0) !== current.version) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  const key = { organization_id: data.organization_id };
  const now = new Date().toISOString();
  const write =
    current.version === 0
      ? exitTemplateEntity().create({ ...key, tasks: data.tasks, version: 1, updated_at: now })
      : exitTemplateEntity()
          .patch(key)
          .set({ tasks: data.tasks, version: current.version + 1, updated_at: now })
          .where(({ version }, { eq }) => eq(version, current.version));
  const result = await transactWrite([
    committed(write),
    auditPut({
      organizationId: data.organization_id,
      module: 'employees',
      action: current.version === 0 ? 'create' : 'update',
      record: { type: 'exit_checklist_template', id: data.organization_id, label: 'Exit checklist' },
      summary: 'Saved the exit checklist template',
      changes: [{ field: 'tasks', label: 'Tasks', before: showTasks(current.tasks), after: showTasks(data.tasks) }],
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return { organization_id: data.organization_id, tasks: data.tasks, version: current.version + 1 };
}
