import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** The part of a checklist template's form this editor works on (onboarding and exit templates alike). */
export type ChecklistTasksForm = UseFormReturn<{ tasks: { name: string; due_offset_days: number }[] }>;

/**
 * A checklist template's tasks: each with a name and a due offset in days from the anchor day (an
 * onboarding's start date, an exit's last working day); add, remove and reorder.
 */
export function ChecklistTasksEditor({
  form,
  hint,
  dueLabel,
}: {
  form: ChecklistTasksForm;
  hint: string;
  dueLabel: string;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const tasks = useFieldArray({ control, name: 'tasks' });
  const listError = errors.tasks?.message ?? errors.tasks?.root?.message;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Tasks</legend>
      <p className="mt-0.5 text-xs text-slate-500">{hint}</p>
      <ol className="mt-3 grid gap-3">
        {tasks.fields.map((field, index) => {
          const number = index + 1;
          return (
            <li
              key={field.id}
              className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-[1fr_9rem_auto] sm:items-start"
            >
              <Field label={`Task ${number}`} error={errors.tasks?.[index]?.name?.message}>
                {(props) => <Input {...props} {...register(`tasks.${index}.name`)} />}
              </Field>
              <Field label={dueLabel} error={errors.tasks?.[index]?.due_offset_days?.message}>
                {(props) => (
                  <Input
                    {...props}
                    {...register(`tasks.${index}.due_offset_days`)}
                    type="number"
                    inputMode="numeric"
                    min={-90}
                    max={365}
                    step={1}
                  />
                )}
              </Field>
              <div className="flex gap-1 sm:pt-6">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Move task ${number} up`}
                  disabled={index === 0}
                  onClick={() => tasks.move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Move task ${number} down`}
                  disabled={index === tasks.fields.length - 1}
                  onClick={() => tasks.move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove task ${number}`}
                  onClick={() => tasks.remove(index)}
                  className="hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {listError ? <p className="mt-2 text-sm text-red-600">{listError}</p> : null}
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={() => tasks.append({ name: '', due_offset_days: 0 })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add Task
      </Button>
    </fieldset>
  );
}
