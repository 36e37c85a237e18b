import { todayIn } from '@wattle/shared/calendar';
import type { Colleague } from '@wattle/shared/performance-feedback';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField, SelectField, TextareaField } from '@/components/forms/input-field';
import { notify } from '@/lib/notify';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useAppraisalActions } from '../api/appraisals';

interface StartValues {
  with: string;
  date: string;
  agenda: string;
}

interface StartOneOnOneProps {
  organizationId: number;
  open: boolean;
  /** The caller's own manager (a 1:1 as the report), if they have one. */
  manager: Colleague | undefined;
  /** The caller's direct reports (a 1:1 as the manager). */
  reports: readonly Colleague[];
  /** Who it is with at first: a report's id, or null for the caller's manager. */
  defaultReportId: number | null;
  onClose: () => void;
  /** After the save: the report of the new 1:1 (null: the caller). */
  onStarted: (reportId: number | null) => void;
}

/** "Start a 1:1": with whom, the day, and the first agenda items (the open items of the last one carry forward). */
export function StartOneOnOneDialog({ open, onClose, ...props }: StartOneOnOneProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Start a 1:1"
      description="Open agenda items of your last 1:1 together carry forward. Each of you keeps a private note."
    >
      <StartForm {...props} onClose={onClose} />
    </FormDialog>
  );
}

function StartForm({
  organizationId,
  manager,
  reports,
  defaultReportId,
  onClose,
  onStarted,
}: Omit<StartOneOnOneProps, 'open'>) {
  const { organization } = useSelectedOrganization();
  const [defaults] = useState<StartValues>(() => ({
    with: defaultReportId === null ? 'manager' : String(defaultReportId),
    date: todayIn(organization?.timezone || 'Australia/Sydney'),
    agenda: '',
  }));
  const form = useForm<StartValues>({ defaultValues: defaults });
  const { post } = useAppraisalActions(organizationId);
  const save = async (values: StartValues) => {
    const reportId = values.with === 'manager' ? null : Number(values.with);
    await post('/performance/one-on-ones', {
      ...(reportId ? { employee_id: reportId } : {}),
      date: values.date,
      agenda: values.agenda
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    });
    notify.success('1:1 started.');
    onStarted(reportId);
    onClose();
  };
  return (
    <DialogForm
      form={form}
      onSubmit={save}
      fields={['date', 'agenda']}
      submitLabel="Start 1:1"
      pendingLabel="Starting..."
    >
      <SelectField form={form} name="with" label="With" required>
        {manager ? (
          <option value="manager">
            My manager, {manager.first_name} {manager.last_name}
          </option>
        ) : null}
        {reports.map((person) => (
          <option key={person.id} value={person.id}>
            {person.first_name} {person.last_name}
          </option>
        ))}
      </SelectField>
      <InputField form={form} name="date" label="Day" type="date" required />
      <TextareaField form={form} name="agenda" label="Agenda (one item a line)" rows={3} />
    </DialogForm>
  );
}
