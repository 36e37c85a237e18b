import { zodResolver } from '@hookform/resolvers/zod';
import { type ExitInput, exitInput } from '@wattle/shared/employee-exits';
import { EXIT_REASON_LABELS, EXIT_REASONS, STP_CESSATION_CODES } from '@wattle/shared/employee-lifecycle';
import type { Employee } from '@wattle/shared/employees';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog, type FormOnProps } from '@/components/forms/form-dialog';
import { InputField, TextareaField } from '@/components/forms/input-field';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Options, Select } from '@/components/ui/select';
import { formatDate } from '@/lib/dates';
import { applyServerErrors } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useRecordExit } from '../api/exits';
import { fullName } from './format';

interface RecordExitDialogProps {
  organizationId: number;
  employee: Employee;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Terminate / Record exit: the exit's details, then a confirmation of what will happen. */
export function RecordExitDialog({ organizationId, employee, open, onOpenChange }: RecordExitDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Record Exit"
      description={`${fullName(employee)} stays a current employee until and including their last working day.`}
      className="sm:max-w-xl"
    >
      <RecordExitForm organizationId={organizationId} employee={employee} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

const FIELDS = ['last_working_day', 'reason', 'notice_given_on', 'notice_weeks', 'note'] as const;

function RecordExitForm({ organizationId, employee, onDone }: FormOnProps<'employee', Employee>) {
  const record = useRecordExit(organizationId);
  const [formError, setFormError] = useState<string | null>(null);
  const [review, setReview] = useState<ExitInput | null>(null);
  const form = useForm({
    resolver: zodResolver(exitInput),
    defaultValues: {
      last_working_day: '',
      reason: '' as ExitInput['reason'],
      notice_given_on: '',
      notice_weeks: '' as unknown as number,
      note: '',
      version: employee.version,
    },
  });
  const {
    register,
    setError,
    formState: { errors },
  } = form;
  const name = fullName(employee);

  const confirm = async () => {
    if (!review) return;
    setFormError(null);
    try {
      await record.trigger({ id: employee.id, input: review });
      notify.success(`Exit recorded for ${name}.`);
      onDone();
    } catch (error) {
      console.error(error);
      setReview(null);
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  };

  if (review) {
    const notice = [
      review.notice_weeks !== null && review.notice_weeks !== undefined
        ? `${review.notice_weeks} week${review.notice_weeks === 1 ? '' : 's'}`
        : null,
      review.notice_given_on ? `given ${formatDate(review.notice_given_on)}` : null,
    ].filter(Boolean);
    return (
      <div>
        <p className="text-sm text-slate-700">
          Record the exit of <strong className="font-medium text-slate-900">{name}</strong>? Their status becomes
          Terminated; they stay current until the end of their last working day, and you can cancel the exit until then.
        </p>
        <dl className="mt-4 grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-slate-500">Last working day</dt>
          <dd className="font-medium text-slate-900">{formatDate(review.last_working_day)}</dd>
          <dt className="text-slate-500">Reason</dt>
          <dd className="font-medium text-slate-900">
            {EXIT_REASON_LABELS[review.reason]} (STP {STP_CESSATION_CODES[review.reason]})
          </dd>
          <dt className="text-slate-500">Notice</dt>
          <dd className="text-slate-900">{notice.length > 0 ? notice.join(', ') : 'Not recorded'}</dd>
          {review.note ? (
            <>
              <dt className="text-slate-500">Note</dt>
              <dd className="break-words whitespace-pre-line text-slate-900">{review.note}</dd>
            </>
          ) : null}
        </dl>
        <DialogFooter>
          <Button variant="outline" onClick={() => setReview(null)} disabled={record.isMutating}>
            Back
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={record.isMutating}>
            {record.isMutating ? 'Recording...' : 'Confirm Exit'}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <DialogForm
      form={form}
      // It never asked before closing with changes.
      dirty={false}
      submitLabel="Review Exit"
      pendingLabel="Review Exit"
      onSubmit={(values) => {
        setFormError(null);
        setReview(values as ExitInput);
      }}
    >
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          form={form}
          name="last_working_day"
          label="Last working day"
          required
          type="date"
          min={employee.joining_date}
        />
        <Field
          label="Reason"
          required
          error={errors.reason?.message}
          hint="Reported to the ATO through Single Touch Payroll."
        >
          {(control) => (
            <Select {...control} {...register('reason')}>
              <option value="">Choose a reason</option>
              <Options values={EXIT_REASONS} labels={EXIT_REASON_LABELS} />
            </Select>
          )}
        </Field>
        <InputField form={form} name="notice_given_on" label="Notice given on" type="date" />
        <InputField
          form={form}
          name="notice_weeks"
          label="Notice period (weeks)"
          hint="The National Employment Standards set 1 to 5 weeks."
          type="number"
          inputMode="numeric"
          min={0}
          max={52}
        />
      </div>
      <TextareaField form={form} name="note" label="Note" rows={3} />
    </DialogForm>
  );
}
