import type { Hire } from '@wattle/shared/hiring';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { useTemplates } from '../api/get-templates';
import { useStartOnboarding } from '../api/start-onboarding';

interface StartOnboardingDialogProps {
  organizationId: number;
  /** The hire to start; null closes the dialog. */
  hire: Hire | null;
  onClose: () => void;
  onStarted: (hire: Hire) => void;
  /** Goes to the templates tab, for an organization that has none yet. */
  onManageTemplates: () => void;
}

export function StartOnboardingDialog({
  organizationId,
  hire,
  onClose,
  onStarted,
  onManageTemplates,
}: StartOnboardingDialogProps) {
  return (
    <FormDialog
      open={hire}
      onClose={onClose}
      title="Start Onboarding"
      description={(hire) =>
        `Choose the checklist for ${hire.first_name} ${hire.last_name}. Due dates count from their start date.`
      }
    >
      {(hire) => (
        <StartForm
          organizationId={organizationId}
          hire={hire}
          onStarted={onStarted}
          onManageTemplates={onManageTemplates}
        />
      )}
    </FormDialog>
  );
}

function StartForm({
  organizationId,
  hire,
  onStarted,
  onManageTemplates,
}: {
  organizationId: number;
  hire: Hire;
  onStarted: (hire: Hire) => void;
  onManageTemplates: () => void;
}) {
  const templates = useTemplates(organizationId);
  const start = useStartOnboarding(organizationId);
  const form = useForm({ defaultValues: { template_id: '' } });
  const { errors } = form.formState;

  if (templates.data && templates.data.length === 0) {
    return (
      <div className="text-sm text-slate-600">
        <p>There are no onboarding templates yet. Create one first, then start onboarding from it.</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={onManageTemplates}>Go to Template Management</Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <DialogForm
      form={form}
      fields={['template_id']}
      // It never asked before closing with a template chosen.
      dirty={false}
      submitLabel="Start Onboarding"
      pendingLabel="Starting..."
      onSubmit={async ({ template_id }) => {
        if (!template_id) {
          form.setError('template_id', { type: 'required', message: 'Choose a template.' });
          return;
        }
        const started = await start.trigger({ applicantId: hire.applicant_id, templateId: Number(template_id) });
        if (started) {
          notify.success('Onboarding started.');
          onStarted(started);
        }
      }}
    >
      {templates.error && !templates.data ? <ErrorAlert>Failed to load templates.</ErrorAlert> : null}
      <Field label="Template" error={errors.template_id?.message}>
        {(control) => (
          <Select {...control} {...form.register('template_id')} disabled={!templates.data}>
            <option value="">{templates.data ? 'Select a template' : 'Loading templates...'}</option>
            {templates.data?.map((template) => (
              <option key={template.id} value={String(template.id)}>
                {template.name} ({template.tasks.length} {template.tasks.length === 1 ? 'task' : 'tasks'})
              </option>
            ))}
          </Select>
        )}
      </Field>
    </DialogForm>
  );
}
