import { zodResolver } from '@hookform/resolvers/zod';
import { type OnboardingTemplate, onboardingTemplateInput } from '@wattle/shared/hiring';
import { useForm } from 'react-hook-form';
import { ChecklistTasksEditor, type ChecklistTasksForm } from '@/components/checklist-tasks-editor';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField, TextareaField } from '@/components/forms/input-field';
import { unmatchedFieldMessages } from '@/lib/form';
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
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={template ? 'Edit Template' : 'Create Template'}
      description="A named checklist of tasks, each due a number of days from the hire's start date."
      className="sm:max-w-2xl"
    >
      <TemplateForm organizationId={organizationId} template={template} onSaved={() => onOpenChange(false)} />
    </FormDialog>
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
  const form = useForm({
    resolver: zodResolver(onboardingTemplateInput),
    defaultValues: {
      organization_id: organizationId,
      name: template?.name ?? '',
      description: template?.description ?? '',
      tasks: template?.tasks.map((task) => ({ ...task })) ?? [{ name: '', due_offset_days: 0 }],
      version: template?.version,
    },
  });
  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      errorText={(error, message) => [message, ...unmatchedFieldMessages(error, FIELDS)]}
      submitLabel={template ? 'Save Changes' : 'Create Template'}
      onSubmit={async (values) => {
        if (template) await update.trigger({ id: template.id, input: values });
        else await create.trigger(values);
        notify.success(template ? 'Template saved.' : 'Template created.');
        onSaved();
      }}
    >
      <InputField form={form} name="name" label="Name" required placeholder="e.g. Nursing staff" />
      <TextareaField form={form} name="description" label="Description" rows={2} />

      <ChecklistTasksEditor
        form={form as unknown as ChecklistTasksForm}
        hint="In the order the hire should do them. Due 0 is the start date; a negative number is before it."
        dueLabel="Due (days from start)"
      />
    </DialogForm>
  );
}
