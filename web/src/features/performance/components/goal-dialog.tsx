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
import { InputField, SelectField, TextareaField } from '@/components/forms/input-field';
import { Button } from '@/components/ui/button';
import { useDepartments } from '@/lib/api/get-departments';
import { useEmployeeOptions } from '@/lib/api/get-employee-options';
import { notify } from '@/lib/notify';
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
  /** Goals to align the new one to. */
  parents: readonly Goal[];
  /** The caller's own employee record: an employee proposes goals for themselves. */
  ownEmployeeId: number | null;
  onClose: () => void;
}

/** "New goal": whose it is, what it aligns to, who sees it, and its weighted key results. */
export function GoalDialog({ organizationId, open, parents, ownEmployeeId, onClose }: GoalDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New goal"
      description="Set a goal with weighted key results. Goals you set for yourself wait for your manager's approval."
      className="sm:max-w-2xl"
    >
      <GoalForm organizationId={organizationId} parents={parents} ownEmployeeId={ownEmployeeId} onClose={onClose} />
    </FormDialog>
  );
}

function GoalForm({ organizationId, parents, ownEmployeeId, onClose }: Omit<GoalDialogProps, 'open'>) {
  const [defaults] = useState({
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
  });
  const form = useForm({ resolver: zodResolver(createGoalInput), defaultValues: defaults as never });
  const keyResults = useFieldArray({ control: form.control, name: 'key_results' as never });
  const level = form.watch('level' as never) as unknown as string;
  const employees = useEmployeeOptions(organizationId);
  const departments = useDepartments(organizationId);
  const { create } = useGoalActions(organizationId);

  const save = async (values: z.output<typeof createGoalInput>) => {
    const { organization_id: _organization, ...input } = values;
    const goal = await create(input);
    notify.success(goal.status === 'proposed' ? 'Goal proposed for approval.' : 'Goal saved.');
    onClose();
  };

  return (
    <DialogForm form={form} onSubmit={save} fields={FIELDS as never} submitLabel="Save goal" pendingLabel="Saving...">
      <InputField form={form} name={'title' as never} label="Goal" required maxLength={200} />
      <TextareaField form={form} name={'description' as never} label="Description" rows={2} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={form} name={'level' as never} label="Whose goal">
          {GOAL_LEVELS.map((value) => (
            <option key={value} value={value}>
              {GOAL_LEVEL_LABELS[value]}
            </option>
          ))}
        </SelectField>
        {level === 'person' || level === 'team' ? (
          <SelectField
            form={form}
            name={'employee_id' as never}
            label={level === 'team' ? "Team's manager" : 'Employee'}
            hint={employees.error ? 'Employees could not be loaded.' : undefined}
          >
            <option value="">Choose an employee</option>
            {(employees.data ?? []).map((employee) => (
              <option key={employee.id} value={employee.id}>
                {employee.first_name} {employee.last_name}
              </option>
            ))}
          </SelectField>
        ) : level === 'department' ? (
          <SelectField form={form} name={'department_id' as never} label="Department">
            <option value="">Choose a department</option>
            {(departments.data ?? []).map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField form={form} name={'parent_id' as never} label="Aligned to">
          <option value="">No parent goal</option>
          {parents.map((goal) => (
            <option key={goal.id} value={goal.id}>
              {goal.title}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name={'visibility' as never} label="Who can see it">
          {GOAL_VISIBILITIES.map((value) => (
            <option key={value} value={value}>
              {GOAL_VISIBILITY_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <InputField form={form} name={'due_date' as never} label="Due date" type="date" />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-900">Key results</legend>
        {keyResults.fields.map((field, index) => (
          <div key={field.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-6">
            <div className="sm:col-span-6">
              <InputField form={form} name={`key_results.${index}.title` as never} label={`Key result ${index + 1}`} />
            </div>
            <div className="sm:col-span-2">
              <SelectField form={form} name={`key_results.${index}.kind` as never} label="Measured as">
                {KEY_RESULT_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {KEY_RESULT_KIND_LABELS[value]}
                  </option>
                ))}
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
