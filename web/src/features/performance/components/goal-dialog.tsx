import { zodResolver } from '@hookform/resolvers/zod';
import {
  createGoalInput,
  GOAL_LEVEL_LABELS,
  GOAL_LEVELS,
  GOAL_VISIBILITIES,
  GOAL_VISIBILITY_LABELS,
  type Goal,
  KEY_RESULT_KIND_LABELS,
  KEY_RESULT_KINDS,
  MAX_KEY_RESULTS,
} from '@wattle/shared/goals';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { IdSelect } from '@/components/forms/id-select';
import { InputField, SelectField, TextareaField } from '@/components/forms/input-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Options } from '@/components/ui/select';
import { useDepartments } from '@/lib/api/get-departments';
import { useEmployeeOptions } from '@/lib/api/get-employee-options';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useGoalActions } from '../api/goals';

const FIELDS = [
  'title',
  'description',
  'level',
  'employee_id',
  'department_id',
  'parent_id',
  'visibility',
  'due_date',
  'key_results',
] as const;

const newKeyResult = () => ({ title: '', kind: 'numeric' as const, start: '0', target: '', unit: '', weight: '1' });

interface GoalDialogProps {
  organizationId: number;
  open: boolean;
  /** The goal to edit; none: a new goal. */
  goal?: Goal | null;
  /** Goals to align the goal to. */
  parents: readonly Goal[];
  /** The caller's own employee record: an employee proposes goals for themselves. */
  ownEmployeeId: number | null;
  onClose: () => void;
}

/**
 * "New goal" or "Edit goal": whose it is, what it aligns to, who sees it, and its weighted key
 * results. Editing sends the whole goal again (`PUT`, with the version read): a key result kept
 * keeps its value and history, one removed goes, one added starts at its "From".
 */
export function GoalDialog({ organizationId, open, goal, parents, ownEmployeeId, onClose }: GoalDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={goal ? 'Edit goal' : 'New goal'}
      description={
        goal
          ? 'Change the goal and its key results. Values already checked in are kept.'
          : "Set a goal with weighted key results. Goals you set for yourself wait for your manager's approval."
      }
      className="sm:max-w-2xl"
    >
      <GoalForm
        key={goal?.id ?? 'new'}
        organizationId={organizationId}
        goal={goal}
        parents={goal ? parents.filter((parent) => parent.id !== goal.id) : parents}
        ownEmployeeId={ownEmployeeId}
        onClose={onClose}
      />
    </FormDialog>
  );
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's values: a new goal's, or the goal's own (fields the form does not show are kept as they are). */
function defaultsOf(organizationId: number, goal: Goal | null | undefined, ownEmployeeId: number | null) {
  if (!goal)
    return {
      organization_id: String(organizationId),
      title: '',
      description: '',
      level: 'person',
      employee_id: ownEmployeeId ? String(ownEmployeeId) : '',
      department_id: '',
      parent_id: '',
      visibility: 'everyone',
      due_date: '',
      key_results: [newKeyResult()],
    };
  return {
    organization_id: String(organizationId),
    title: goal.title,
    description: goal.description ?? '',
    level: goal.level,
    kind: goal.kind,
    employee_id: text(goal.owner_employee_id),
    department_id: text(goal.department_id),
    parent_id: text(goal.parent_id),
    visibility: goal.visibility,
    start_date: goal.start_date ?? '',
    due_date: goal.due_date ?? '',
    key_results: goal.key_results.map((result) => ({
      id: result.id,
      title: result.title,
      kind: result.kind,
      start: text(result.start),
      target: text(result.target),
      unit: result.unit ?? '',
      weight: text(result.weight),
    })),
  };
}

/**
 * The levels the caller may set (or change) a goal at, as the API's rule: an organization goal needs
 * the grant over the whole organization, and a grant over oneself only a person's goal. A goal
 * being edited keeps its own level in the list.
 */
function useGoalLevels(goal: Goal | null | undefined) {
  const action = goal ? 'edit' : 'create';
  const organizationWide = useCan('performance', action, 'organization');
  const beyondSelf = useCan('performance', action, 'reports');
  return GOAL_LEVELS.filter(
    (level) =>
      level === 'person' || level === goal?.level || (level === 'organization' ? organizationWide : beyondSelf),
  );
}

function GoalForm({ organizationId, goal, parents, ownEmployeeId, onClose }: Omit<GoalDialogProps, 'open'>) {
  const [defaults] = useState(() => defaultsOf(organizationId, goal, ownEmployeeId));
  const levels = useGoalLevels(goal);
  const form = useForm({ resolver: zodResolver(createGoalInput), defaultValues: defaults as never });
  const keyResults = useFieldArray({ control: form.control, name: 'key_results' as never, keyName: 'field_key' });
  const level = form.watch('level' as never) as unknown as string;
  const employees = useEmployeeOptions(organizationId);
  const departments = useDepartments(organizationId);
  const { create, update } = useGoalActions(organizationId);
  const errorOf = (name: 'employee_id' | 'department_id' | 'parent_id') =>
    (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;

  const save = async (values: z.output<typeof createGoalInput>) => {
    const { organization_id: _organization, ...input } = values;
    if (goal) {
      await update(goal, input);
      notify.success('Goal saved.');
    } else {
      const created = await create(input);
      notify.success(created.status === 'proposed' ? 'Goal proposed for approval.' : 'Goal saved.');
    }
    onClose();
  };

  return (
    <DialogForm form={form} onSubmit={save} fields={FIELDS as never} submitLabel="Save goal" pendingLabel="Saving...">
      <InputField form={form} name={'title' as never} label="Goal" required maxLength={200} />
      <TextareaField form={form} name={'description' as never} label="Description" rows={2} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={form} name={'level' as never} label="Whose goal">
          <Options values={levels} labels={GOAL_LEVEL_LABELS} />
        </SelectField>
        {level === 'person' || level === 'team' ? (
          <Field
            label={level === 'team' ? "Team's manager" : 'Employee'}
            hint={employees.error ? 'Employees could not be loaded.' : undefined}
            error={errorOf('employee_id')}
          >
            {(field) => (
              <IdSelect
                control={form.control as never}
                name="employee_id"
                field={field}
                placeholder={employees.isLoading ? 'Loading employees...' : 'Choose an employee'}
                options={employees.data?.map((employee) => ({
                  id: employee.id,
                  label: `${employee.first_name} ${employee.last_name}`,
                }))}
              />
            )}
          </Field>
        ) : level === 'department' ? (
          <Field label="Department" error={errorOf('department_id')}>
            {(field) => (
              <IdSelect
                control={form.control as never}
                name="department_id"
                field={field}
                placeholder={departments.isLoading ? 'Loading departments...' : 'Choose a department'}
                options={departments.data?.map((department) => ({ id: department.id, label: department.name }))}
              />
            )}
          </Field>
        ) : null}
        <Field label="Aligned to" error={errorOf('parent_id')}>
          {(field) => (
            <IdSelect
              control={form.control as never}
              name="parent_id"
              field={field}
              placeholder="No parent goal"
              options={parents.map((parent) => ({ id: parent.id, label: parent.title }))}
            />
          )}
        </Field>
        <SelectField form={form} name={'visibility' as never} label="Who can see it">
          <Options values={GOAL_VISIBILITIES} labels={GOAL_VISIBILITY_LABELS} />
        </SelectField>
        <InputField form={form} name={'due_date' as never} label="Due date" type="date" />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-900">Key results</legend>
        {keyResults.fields.map((field, index) => (
          <div
            key={(field as { field_key: string }).field_key}
            className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-6"
          >
            <div className="sm:col-span-6">
              <InputField form={form} name={`key_results.${index}.title` as never} label={`Key result ${index + 1}`} />
            </div>
            <div className="sm:col-span-2">
              <SelectField form={form} name={`key_results.${index}.kind` as never} label="Measured as">
                <Options values={KEY_RESULT_KINDS} labels={KEY_RESULT_KIND_LABELS} />
              </SelectField>
            </div>
            <InputField form={form} name={`key_results.${index}.start` as never} label="From" inputMode="decimal" />
            <InputField form={form} name={`key_results.${index}.target` as never} label="To" inputMode="decimal" />
            <InputField form={form} name={`key_results.${index}.weight` as never} label="Weight" inputMode="numeric" />
            {keyResults.fields.length > 1 ? (
              <Button variant="ghost" size="sm" className="self-end" onClick={() => keyResults.remove(index)}>
                Remove
              </Button>
            ) : null}
          </div>
        ))}
        {keyResults.fields.length < MAX_KEY_RESULTS ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => keyResults.append(newKeyResult() as never)}
          >
            Add key result
          </Button>
        ) : null}
      </fieldset>
    </DialogForm>
  );
}
