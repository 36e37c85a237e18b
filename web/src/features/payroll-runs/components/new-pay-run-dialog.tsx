import { PAY_FREQUENCY_LABELS } from '@wattle/shared/payroll-constants';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField } from '@/components/forms/input-field';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { createPayRun, type NewPayRun, type ScheduleOption } from '../api/pay-runs';

const FIELDS = ['pay_schedule_id', 'period_start', 'period_end', 'pay_date'] as const;

/** Drafts a pay run for a schedule's period; choosing a schedule fills in its next period and pay date. */
export function NewPayRunDialog({
  open,
  onClose,
  organizationId,
  schedules,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  organizationId: number;
  schedules: readonly ScheduleOption[];
  onCreated: (payRunId: number) => void;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New pay run"
      description="The run works out every payslip of the schedule's employees for the period; you review them before finalising."
    >
      {schedules.length === 0 ? (
        <p className="text-sm text-slate-600">Add a pay schedule in Salary Structure Setup first.</p>
      ) : (
        <NewPayRunForm
          organizationId={organizationId}
          schedules={schedules}
          onDone={(id) => {
            onCreated(id);
            onClose();
          }}
        />
      )}
    </FormDialog>
  );
}

function NewPayRunForm({
  organizationId,
  schedules,
  onDone,
}: {
  organizationId: number;
  schedules: readonly ScheduleOption[];
  onDone: (payRunId: number) => void;
}) {
  const first = schedules[0] as ScheduleOption;
  const form = useForm<NewPayRun>({
    defaultValues: {
      pay_schedule_id: String(first.id),
      period_start: first.period_start,
      period_end: first.period_end,
      pay_date: first.pay_date,
    },
  });
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  const schedule = register('pay_schedule_id', {
    onChange: (event) => {
      const chosen = schedules.find((option) => String(option.id) === event.target.value);
      if (!chosen) return;
      setValue('period_start', chosen.period_start);
      setValue('period_end', chosen.period_end);
      setValue('pay_date', chosen.pay_date);
    },
  });
  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      submitLabel="Draft pay run"
      pendingLabel="Drafting..."
      onSubmit={async (values) => {
        const run = await createPayRun(organizationId, values);
        notify.success('Pay run drafted: its payslips are being calculated.');
        onDone(run.id);
      }}
    >
      <Field label="Pay schedule" required error={errors.pay_schedule_id?.message}>
        {(control) => (
          <Select {...control} {...schedule}>
            {schedules.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} ({PAY_FREQUENCY_LABELS[option.frequency]})
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="period_start" label="Period start" required type="date" />
        <InputField form={form} name="period_end" label="Period end" required type="date" />
      </div>
      <InputField form={form} name="pay_date" label="Pay date" required type="date" />
    </DialogForm>
  );
}
