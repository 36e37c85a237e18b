import type { LeaveRequestPreview } from '@wattle/shared/leave-request-constants';
import type { LeaveType } from '@wattle/shared/leave-types';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { FormAlert } from '@/components/forms/dialog-form';
import { FormDialog, FormFooter } from '@/components/forms/form-dialog';
import { useDiscardGuard } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useEmployeeOptions } from '@/lib/api/get-employee-options';
import { ApiError, api, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import {
  createLeaveRequest,
  type NewLeaveRequest,
  previewLeaveRequest,
  uploadAttachment,
  useRevalidateLeave,
} from '../api/leave-requests';

interface Values {
  employee_id: string;
  leave_type_id: string;
  start_date: string;
  end_date: string;
  part_day: boolean;
  hours: string;
  reason: string;
}

const EMPTY: Values = {
  employee_id: '',
  leave_type_id: '',
  start_date: '',
  end_date: '',
  part_day: false,
  hours: '',
  reason: '',
};

/**
 * A new leave request: for oneself, or (HR, managers) for someone they reach. Before it is sent
 * the API's preview shows the hours counted and the projected balance; the API checks every rule.
 */
export function NewLeaveRequestDialog({
  organizationId,
  ownEmployeeId,
  forOthers,
  open,
  onOpenChange,
}: {
  organizationId: number;
  ownEmployeeId: number | null;
  forOthers: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="New Leave Request"
      description="Days off and public holidays are not counted."
    >
      <NewRequestForm
        organizationId={organizationId}
        ownEmployeeId={ownEmployeeId}
        forOthers={forOthers}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function NewRequestForm({
  organizationId,
  ownEmployeeId,
  forOthers,
  onDone,
}: {
  organizationId: number;
  ownEmployeeId: number | null;
  forOthers: boolean;
  onDone: () => void;
}) {
  const [values, setValues] = useState<Values>({ ...EMPTY, employee_id: ownEmployeeId ? String(ownEmployeeId) : '' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [preview, setPreview] = useState<LeaveRequestPreview | null>(null);
  const revalidate = useRevalidateLeave(organizationId);
  const types = useSWR(['organizations', organizationId, 'leave-types'], () =>
    api.get<LeaveType[]>(`/leave/types?organization_id=${organizationId}`),
  );
  const employees = useEmployeeOptions(forOthers ? organizationId : null);
  const dirty =
    JSON.stringify(values) !== JSON.stringify({ ...EMPTY, employee_id: values.employee_id }) || file !== null;
  useDiscardGuard(dirty);
  const type = types.data?.find((entry) => String(entry.leave_type_id) === values.leave_type_id);
  const sameDay = values.start_date !== '' && values.start_date === values.end_date;

  const set = (name: keyof Values, value: string | boolean) => {
    setValues((current) => ({
      ...current,
      [name]: value,
      ...(name === 'start_date' && (!current.end_date || current.end_date < String(value))
        ? { end_date: String(value) }
        : {}),
    }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const input = (): NewLeaveRequest | null => {
    if (!values.employee_id || !values.leave_type_id || !values.start_date || !values.end_date) return null;
    return {
      organization_id: organizationId,
      employee_id: Number(values.employee_id),
      leave_type_id: Number(values.leave_type_id),
      start_date: values.start_date,
      end_date: values.end_date,
      hours: values.part_day && sameDay && values.hours ? values.hours : null,
      reason: values.reason || null,
    };
  };
  const request = input();
  const previewKey = request ? JSON.stringify(request) : '';

  useEffect(() => {
    if (!previewKey) {
      setPreview(null);
      return;
    }
    let live = true;
    previewLeaveRequest(JSON.parse(previewKey) as NewLeaveRequest)
      .then((answer) => live && setPreview(answer))
      .catch(() => live && setPreview(null));
    return () => {
      live = false;
    };
  }, [previewKey]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const missing: Record<string, string> = {};
    if (!values.employee_id) missing.employee_id = 'Choose an employee.';
    if (!values.leave_type_id) missing.leave_type_id = 'Choose a leave type.';
    if (!values.start_date) missing.start_date = 'Start date is required.';
    if (!values.end_date) missing.end_date = 'End date is required.';
    if (values.part_day && !values.hours) missing.hours = 'Enter the hours of the part day.';
    if (type?.attachment_required && !file)
      missing.attachment = 'This leave type needs an attachment (such as a medical certificate).';
    if (Object.keys(missing).length > 0 || !request) {
      setErrors(missing);
      return;
    }
    setSubmitting(true);
    try {
      const attachment = file ? await uploadAttachment(organizationId, file) : null;
      const made = await createLeaveRequest({ ...request, attachment_upload_id: attachment });
      notify.success(`Leave requested: ${made.hours} hours, now waiting for approval.`);
      void revalidate();
      onDone();
    } catch (error) {
      console.error(error);
      if (error instanceof ApiError) {
        const fieldErrors = Object.fromEntries(
          Object.entries(error.errors).map(([field, messages]) => [
            field === 'attachment_upload_id' ? 'attachment' : field,
            messages[0] ?? '',
          ]),
        );
        setErrors(fieldErrors);
      }
      setFormError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormAlert text={formError} />
      {forOthers ? (
        <Field label="Employee" required error={errors.employee_id}>
          {(control) => (
            <Select
              {...control}
              value={values.employee_id}
              onChange={(event) => set('employee_id', event.target.value)}
            >
              <option value="">Choose an employee</option>
              {(employees.data ?? []).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.first_name} {option.last_name}
                  {option.id === ownEmployeeId ? ' (you)' : ''}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      <Field label="Leave type" required error={errors.leave_type_id}>
        {(control) => (
          <Select
            {...control}
            value={values.leave_type_id}
            onChange={(event) => set('leave_type_id', event.target.value)}
          >
            <option value="">{types.isLoading ? 'Loading leave types...' : 'Choose a leave type'}</option>
            {(types.data ?? []).map((entry) => (
              <option key={entry.leave_type_id} value={entry.leave_type_id}>
                {entry.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Start date" required error={errors.start_date}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.start_date}
              onChange={(event) => set('start_date', event.target.value)}
            />
          )}
        </Field>
        <Field label="End date" required error={errors.end_date}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={values.start_date || undefined}
              value={values.end_date}
              onChange={(event) => set('end_date', event.target.value)}
            />
          )}
        </Field>
      </div>
      {sameDay ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-slate-800">Length</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="length" checked={!values.part_day} onChange={() => set('part_day', false)} />
            Full day
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="length" checked={values.part_day} onChange={() => set('part_day', true)} />
            Part of the day
          </label>
        </fieldset>
      ) : null}
      {sameDay && values.part_day ? (
        <Field label="Hours" required error={errors.hours} hint="Up to the day's ordinary hours, e.g. 3.8">
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={values.hours}
              onChange={(event) => set('hours', event.target.value)}
            />
          )}
        </Field>
      ) : null}
      <Field label="Reason" error={errors.reason}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.reason}
            onChange={(event) => set('reason', event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Attachment"
        required={type?.attachment_required}
        error={errors.attachment}
        hint="A PDF, PNG or JPEG up to 5 MB, e.g. a medical certificate"
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            accept=".pdf,.png,.jpg,.jpeg"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors((current) => ({ ...current, attachment: '' }));
            }}
          />
        )}
      </Field>
      <output aria-live="polite" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {preview ? (
          <>
            <span className="block">
              Hours counted: <strong>{preview.hours}</strong>
            </span>
            {preview.projected_balance !== null ? (
              <span className="block">
                Projected balance by the end date: <strong>{preview.projected_balance}</strong>{' '}
                {preview.balance_unit === 'days' ? 'days' : 'hours'}
              </span>
            ) : null}
            {preview.balance_unit === 'days' ? (
              <span className="block">
                Days taken from the balance: <strong>{preview.balance_taken}</strong> (family and domestic violence
                leave is 10 days a year; each day taken counts as one)
              </span>
            ) : null}
          </>
        ) : (
          'Choose the type and dates to see the hours counted.'
        )}
      </output>
      <FormFooter pending={submitting} submitLabel="Submit Request" pendingLabel="Submitting..." />
    </form>
  );
}
