import { zodResolver } from '@hookform/resolvers/zod';
import { type OnboardingTemplate, onboardingTemplateInput } from '@wattle/shared/hiring';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, useDiscardGuard } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { applyServerErrors, unmatchedFieldMessages } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useCreateTemplate } from '../api/create-template';
import { useUpdateTemplate } from '../api/update-template';

interface TemplateFormDialogProps {
  organizationId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template to edit; without it the dialog creates one. */
  template?: OnboardingTemplate;
}

export function TemplateFormDialog({ organizationId, open, onOpenChange, template }: TemplateFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={template ? 'Edit Template' : 'Create Template'}
        description="A named checklist of tasks, each due a number of days from the hire's start date."
        className="sm:max-w-2xl"
      >
        {open ? (
          <TemplateForm organizationId={organizationId} template={template} onSaved={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const FIELDS = ['name', 'description', 'tasks'] as const;

function TemplateForm({
  organizationId,
  template,
  onSaved,
}: {
  organizationId: number;
  template?: OnboardingTemplate;
  onSaved: () => void;
}) {
  const create = useCreateTemplate(organizationId);
  const update = useUpdateTemplate(organizationId);
  const [formError, setFormError] = useState<string[] | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(onboardingTemplateInput),
    defaultValues: {
      organization_id: organizationId,
      name: template?.name ?? '',
      description: template?.description ?? '',
      tasks: template?.tasks.map((task) => ({ ...task })) ?? [{ name: '', due_offset_days: 0 }],
      version: template?.version,
    },
  });
  useDiscardGuard(isDirty);
  const tasks = useFieldArray({ control, name: 'tasks' });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (template) await update.trigger({ id: template.id, input: values });
      else await create.trigger(values);
      notify.success(template ? 'Template saved.' : 'Template created.');
      onSaved();
    } catch (error) {
      console.error(error);
      const message = applyServerErrors(error, setError, FIELDS);
      setFormError([message, ...unmatchedFieldMessages(error, FIELDS)]);
    }
  });

  const listError = errors.tasks?.message ?? errors.tasks?.root?.message;

  return (
    <form onSubmit={submit} noValidate>
      {formError ? (
        <ErrorAlert className="mb-4">
          {formError.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </ErrorAlert>
      ) : null}
      <div className="grid gap-4">
        <Field label="Name" required error={errors.name?.message}>
          {(props) => <Input {...props} {...register('name')} placeholder="e.g. Nursing staff" />}
        </Field>
        <Field label="Description" error={errors.description?.message}>
          {(props) => <Textarea {...props} {...register('description')} rows={2} />}
        </Field>

        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Tasks</legend>
          <p className="mt-0.5 text-xs text-slate-500">
            In the order the hire should do them. Due 0 is the start date; a negative number is before it.
          </p>
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
                  <Field label="Due (days from start)" error={errors.tasks?.[index]?.due_offset_days?.message}>
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
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : template ? 'Save Changes' : 'Create Template'}
        </Button>
      </DialogFooter>
    </form>
  );
}
