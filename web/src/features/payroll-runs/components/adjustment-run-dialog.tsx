import type { PayRunView } from '@wattle/shared/pay-runs';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField } from '@/components/forms/input-field';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { createPayRun } from '../api/pay-runs';

/**
 * Drafts an adjustment run for a finalised run: the same schedule, period and employees, paying
 * only what is added to it (one-off items not yet paid, lines added in review).
 */
export function AdjustmentRunDialog({
  run,
  open,
  onClose,
  onCreated,
}: {
  run: PayRunView;
  open: boolean;
  onClose: () => void;
  onCreated: (payRunId: number) => void;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Draft adjustment run"
      description={`Corrects the run for ${formatDate(run.period_start, 'medium')} – ${formatDate(run.period_end, 'medium')}. It pays no ordinary hours again: only one-off pay items not yet paid and the lines you add in review.`}
    >
      <AdjustmentRunForm run={run} onDone={onCreated} />
    </FormDialog>
  );
}

function AdjustmentRunForm({ run, onDone }: { run: PayRunView; onDone: (payRunId: number) => void }) {
  const today = useOrganizationToday();
  const form = useForm<{ pay_date: string }>({ defaultValues: { pay_date: today } });
  return (
    <DialogForm
      form={form}
      fields={['pay_date']}
      // It never asked before closing with changes.
      dirty={false}
      submitLabel="Draft adjustment run"
      pendingLabel="Drafting..."
      onSubmit={async (values) => {
        const created = await createPayRun(run.organization_id, {
          pay_schedule_id: String(run.pay_schedule_id),
          period_start: run.period_start,
          period_end: run.period_end,
          pay_date: values.pay_date,
          adjusts_pay_run_id: run.id,
        });
        notify.success('Adjustment run drafted: add what it pays in review.');
        onDone(created.id);
      }}
    >
      <InputField form={form} name="pay_date" label="Pay date" required type="date" />
    </DialogForm>
  );
}
