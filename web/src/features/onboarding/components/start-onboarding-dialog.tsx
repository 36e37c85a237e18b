import type { Hire } from '@wattle/shared/hiring';
import { type FormEvent, useId, useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { ApiError, errorMessage } from '@/lib/api-client';
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
    <Dialog
      open={hire !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {hire ? (
        <DialogContent
          title="Start Onboarding"
          description={`Choose the checklist for ${hire.first_name} ${hire.last_name}. Due dates count from their start date.`}
        >
          <StartForm
            organizationId={organizationId}
            hire={hire}
            onStarted={onStarted}
            onManageTemplates={onManageTemplates}
          />
        </DialogContent>
      ) : null}
    </Dialog>
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
  const id = useId();
  const templates = useTemplates(organizationId);
  const start = useStartOnboarding(organizationId);
  const [templateId, setTemplateId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!templateId) {
      setFieldError('Choose a template.');
      return;
    }
    setFieldError(null);
    try {
      const started = await start.trigger({ applicantId: hire.applicant_id, templateId: Number(templateId) });
      if (started) {
        notify.success('Onboarding started.');
        onStarted(started);
      }
    } catch (error) {
      console.error(error);
      const message = error instanceof ApiError ? error.errors.template_id?.[0] : undefined;
      if (message) setFieldError(message);
      setFormError(errorMessage(error));
    }
  };

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
    <form onSubmit={(event) => void submit(event)} noValidate>
      {formError ? <ErrorAlert className="mb-4">{formError}</ErrorAlert> : null}
      {templates.error && !templates.data ? <ErrorAlert className="mb-4">Failed to load templates.</ErrorAlert> : null}
      <div className="space-y-1.5">
        <Label htmlFor={id}>Template</Label>
        <Select
          id={id}
          value={templateId}
          onChange={(event) => setTemplateId(event.target.value)}
          disabled={!templates.data}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        >
          <option value="">{templates.data ? 'Select a template' : 'Loading templates...'}</option>
          {templates.data?.map((template) => (
            <option key={template.id} value={String(template.id)}>
              {template.name} ({template.tasks.length} {template.tasks.length === 1 ? 'task' : 'tasks'})
            </option>
          ))}
        </Select>
        {fieldError ? (
          <p id={`${id}-error`} className="text-sm text-red-600">
            {fieldError}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={start.isMutating}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={start.isMutating}>
          {start.isMutating ? 'Starting...' : 'Start Onboarding'}
        </Button>
      </DialogFooter>
    </form>
  );
}
