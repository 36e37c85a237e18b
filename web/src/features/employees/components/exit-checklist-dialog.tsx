import { zodResolver } from '@hookform/resolvers/zod';
import { type ExitChecklistTemplate, exitChecklistTemplateInput } from '@wattle/shared/employee-exits';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChecklistTasksEditor, type ChecklistTasksForm } from '@/components/checklist-tasks-editor';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { applyServerErrors, unmatchedFieldMessages } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useExitChecklist, useSaveExitChecklist } from '../api/exits';

/** The organization's exit checklist template: every exit recorded afterwards copies it. */
export function ExitChecklistDialog({
  organizationId,
  open,
  onOpenChange,
}: {
  organizationId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data, error, mutate } = useExitChecklist(open ? organizationId : null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Exit Checklist Template"
        description="The tasks every recorded exit starts with, each due a number of days from the last working day. Exits already recorded keep their own checklist."
        className="sm:max-w-2xl"
      >
        {error && !data ? (
          <ErrorAlert>
            The template could not be loaded.{' '}
            <button type="button" className="font-medium underline" onClick={() => void mutate()}>
              Retry
            </button>
          </ErrorAlert>
        ) : data ? (
          <TemplateForm organizationId={organizationId} template={data} onSaved={() => onOpenChange(false)} />
        ) : (
          <p role="status" className="text-sm text-slate-600">
            Loading the template...
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

const FIELDS = ['tasks'] as const;

function TemplateForm({
  organizationId,
  template,
  onSaved,
}: {
  organizationId: number;
  template: ExitChecklistTemplate;
  onSaved: () => void;
}) {
  const save = useSaveExitChecklist(organizationId);
  const [formError, setFormError] = useState<string[] | null>(null);
  const form = useForm({
    resolver: zodResolver(exitChecklistTemplateInput),
    defaultValues: {
      organization_id: String(organizationId),
      tasks: template.tasks.map((task) => ({ ...task })),
      version: template.version,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.trigger({ tasks: values.tasks, version: values.version ?? 0 });
      notify.success('Exit checklist template saved.');
      onSaved();
    } catch (error) {
      console.error(error);
      const message = applyServerErrors(error, form.setError, FIELDS);
      setFormError([message, ...unmatchedFieldMessages(error, FIELDS)]);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      {formError ? (
        <ErrorAlert className="mb-4">
          {formError.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </ErrorAlert>
      ) : null}
      <ChecklistTasksEditor
        form={form as unknown as ChecklistTasksForm}
        hint="In order. Due 0 is the last working day; a negative number is before it."
        dueLabel="Due (days from last day)"
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={form.formState.isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save Template'}
        </Button>
      </DialogFooter>
    </form>
  );
}
