import { zodResolver } from '@hookform/resolvers/zod';
import { type ExitChecklistTemplate, exitChecklistTemplateInput } from '@wattle/shared/employee-exits';
import { useForm } from 'react-hook-form';
import { ChecklistTasksEditor, type ChecklistTasksForm } from '@/components/checklist-tasks-editor';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { ErrorAlert } from '@/components/ui/alert';
import { unmatchedFieldMessages } from '@/lib/form';
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
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
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
    </FormDialog>
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
  const form = useForm({
    resolver: zodResolver(exitChecklistTemplateInput),
    defaultValues: {
      organization_id: String(organizationId),
      tasks: template.tasks.map((task) => ({ ...task })),
      version: template.version,
    },
  });
  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      errorText={(error, message) => [message, ...unmatchedFieldMessages(error, FIELDS)]}
      // It never asked before closing with changes.
      dirty={false}
      submitLabel="Save Template"
      onSubmit={async (values) => {
        await save.trigger({ tasks: values.tasks, version: values.version ?? 0 });
        notify.success('Exit checklist template saved.');
        onSaved();
      }}
    >
      <ChecklistTasksEditor
        form={form as unknown as ChecklistTasksForm}
        hint="In order. Due 0 is the last working day; a negative number is before it."
        dueLabel="Due (days from last day)"
      />
    </DialogForm>
  );
}
