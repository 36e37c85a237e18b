import { PAY_FREQUENCIES, PAY_FREQUENCY_LABELS, type PayFrequency } from '@wattle/shared/payroll-constants';
import type { PaySchedule } from '@wattle/shared/payroll-setup';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { type DialogOnProps, FormDialog, type FormOnProps } from '@/components/forms/form-dialog';
import { InputField, SelectField } from '@/components/forms/input-field';
import { Options } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { useSavePaySchedule } from '../api/payroll-settings';

interface Values {
  name: string;
  frequency: PayFrequency;
  period_start: string;
  pay_date: string;
  extra_pay_withholding: boolean;
}
const FIELDS = ['name', 'frequency', 'period_start', 'pay_date', 'extra_pay_withholding'] as const;

/** Adds a pay schedule or edits one (its name, next period and pay date; not its frequency). */
export function PayScheduleDialog({
  organizationId,
  schedule,
  onClose,
}: DialogOnProps<'schedule', PaySchedule | 'new' | null>) {
  return (
    <FormDialog
      open={schedule}
      onClose={onClose}
      title={(schedule) => (schedule === 'new' ? 'Add pay schedule' : `Edit ${schedule.name}`)}
      description="The next period to pay and its pay date; each pay run moves them on."
    >
      {(schedule) => (
        <ScheduleForm
          organizationId={organizationId}
          schedule={schedule === 'new' ? null : schedule}
          onDone={onClose}
        />
      )}
    </FormDialog>
  );
}

function ScheduleForm({ organizationId, schedule, onDone }: FormOnProps<'schedule', PaySchedule | null>) {
  const save = useSavePaySchedule(organizationId);
  const form = useForm<Values>({
    defaultValues: {
      name: schedule?.name ?? '',
      frequency: schedule?.frequency ?? 'fortnightly',
      period_start: schedule?.period_start ?? '',
      pay_date: schedule?.pay_date ?? '',
      extra_pay_withholding: schedule?.extra_pay_withholding ?? false,
    },
  });
  const monthly = form.watch('frequency') === 'monthly';
  const extraError = form.formState.errors.extra_pay_withholding?.message;
  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      submitLabel={schedule === null ? 'Add pay schedule' : 'Save'}
      onSubmit={async (values) => {
        if (schedule === null)
          await save.trigger({
            id: null,
            input: { ...values, extra_pay_withholding: values.frequency !== 'monthly' && values.extra_pay_withholding },
          });
        else
          await save.trigger({
            id: schedule.id,
            input: {
              name: values.name,
              period_start: values.period_start,
              pay_date: values.pay_date,
              extra_pay_withholding: values.frequency !== 'monthly' && values.extra_pay_withholding,
              version: schedule.version,
            },
          });
        notify.success(schedule === null ? `${values.name.trim()} added.` : `${values.name.trim()} saved.`);
        onDone();
      }}
    >
      <InputField form={form} name="name" label="Name" required autoComplete="off" />
      <SelectField form={form} name="frequency" label="Frequency" required disabled={schedule !== null}>
        <Options values={PAY_FREQUENCIES} labels={PAY_FREQUENCY_LABELS} />
      </SelectField>
      <InputField form={form} name="period_start" label="Next period starts" required type="date" />
      <InputField
        form={form}
        name="pay_date"
        label="Pay date"
        required
        hint="Within the period or up to 31 days after it ends."
        type="date"
      />
      {monthly ? null : (
        <div className="space-y-1">
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4 rounded border-slate-300"
              {...form.register('extra_pay_withholding')}
            />
            <span>
              Withhold extra in a year with a 53rd weekly (27th fortnightly) pay
              <span className="block text-xs text-slate-500">
                Every pay of such a financial year withholds the ATO’s additional amount for its earnings (from $3 a
                week, $12 a fortnight; unverified: the ATO’s table is based on 2015 tax rates).
              </span>
            </span>
          </label>
          {extraError ? <p className="text-sm text-red-600">{extraError}</p> : null}
        </div>
      )}
    </DialogForm>
  );
}
