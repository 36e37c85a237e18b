import { type AdjustmentInput, adjustmentInput } from '@wattle/shared/attendance';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField, SelectField, TextareaField } from '@/components/forms/input-field';
import { useEmployeeOptions } from '@/lib/api/get-employee-options';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useRequestAdjustment } from '../api/attendance';

interface FormValues {
  employee_id: string;
  date: string;
  clock_in: string;
  clock_out: string;
  break_start: string;
  break_end: string;
  reason: string;
}

const FIELDS = ['employee_id', 'date', 'clock_in', 'clock_out', 'break_start', 'reason'] as const;

/** The form's values as the API's payload: one optional break. */
export function toAdjustmentInput(organizationId: number, values: FormValues): AdjustmentInput {
  const hasBreak = Boolean(values.break_start || values.break_end);
  return {
    organization_id: organizationId,
    ...(values.employee_id ? { employee_id: Number(values.employee_id) } : {}),
    date: values.date,
    clock_in: values.clock_in,
    clock_out: values.clock_out,
    breaks: hasBreak ? [{ start: values.break_start, end: values.break_end }] : [],
    reason: values.reason,
  };
}

/**
 * Ask for a correction of a day: the times worked (on the organization's clock), one optional
 * break, and a reason. `forOthers` (HR) chooses whose day; otherwise it is the caller's own.
 */
export function RequestAdjustmentDialog({
  organizationId,
  today,
  forOthers,
  selfLinked,
  open,
  onClose,
}: {
  organizationId: number;
  today: string;
  forOthers: boolean;
  /** The caller has a record of their own (else HR must choose whose day). */
  selfLinked: boolean;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Ask for a correction"
      description="Enter the times you worked that day; your manager or HR approves the change."
    >
      <RequestForm
        organizationId={organizationId}
        today={today}
        forOthers={forOthers}
        selfLinked={selfLinked}
        onDone={onClose}
      />
    </FormDialog>
  );
}

function RequestForm({
  organizationId,
  today,
  forOthers,
  selfLinked,
  onDone,
}: {
  organizationId: number;
  today: string;
  forOthers: boolean;
  selfLinked: boolean;
  onDone: () => void;
}) {
  const request = useRequestAdjustment(organizationId);
  const options = useEmployeeOptions(forOthers ? organizationId : null);
  const form = useForm<FormValues>({
    defaultValues: {
      employee_id: '',
      date: '',
      clock_in: '',
      clock_out: '',
      break_start: '',
      break_end: '',
      reason: '',
    },
  });
  const { setError } = form;
  const submit = async (values: FormValues) => {
    if (forOthers && !selfLinked && !values.employee_id) {
      setError('employee_id', { type: 'validate', message: 'Choose an employee.' });
      return;
    }
    const input = toAdjustmentInput(organizationId, values);
    // The shared schema's messages, before the round trip.
    const checked = adjustmentInput.safeParse(input);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) === 'breaks' ? 'break_start' : String(issue.path[0]);
        if ((FIELDS as readonly string[]).includes(field)) {
          setError(field as keyof FormValues, { type: 'validate', message: issue.message });
        }
      }
      return;
    }
    await request.trigger(input);
    notify.success(`Correction for ${formatDate(values.date)} sent for approval.`);
    onDone();
  };
  return (
    <DialogForm form={form} fields={FIELDS} onSubmit={submit} submitLabel="Send for approval" pendingLabel="Sending...">
      {forOthers ? (
        <SelectField form={form} name="employee_id" label="Employee" required={!selfLinked}>
          <option value="">{selfLinked ? 'Myself' : 'Choose an employee'}</option>
          {(options.data ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.first_name} {option.last_name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <InputField form={form} name="date" label="Day" required type="date" max={today} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="clock_in" label="Clock in" required type="time" />
        <InputField form={form} name="clock_out" label="Clock out" required type="time" />
        <InputField form={form} name="break_start" label="Break start" type="time" />
        <InputField form={form} name="break_end" label="Break end" type="time" />
      </div>
      <TextareaField form={form} name="reason" label="Reason" required rows={3} maxLength={500} />
    </DialogForm>
  );
}
