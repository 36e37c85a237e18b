import type { PayRunView } from '@wattle/shared/pay-runs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { applyServerErrors } from '@/lib/form';
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
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open ? (
        <DialogContent
          title="Draft adjustment run"
          description={`Corrects the run for ${formatDate(run.period_start, 'medium')} – ${formatDate(run.period_end, 'medium')}. It pays no ordinary hours again: only one-off pay items not yet paid and the lines you add in review.`}
        >
          <AdjustmentRunForm run={run} onDone={onCreated} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AdjustmentRunForm({ run, onDone }: { run: PayRunView; onDone: (payRunId: number) => void }) {
  const today = useOrganizationToday();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ pay_date: string }>({ defaultValues: { pay_date: today } });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await createPayRun(run.organization_id, {
        pay_schedule_id: String(run.pay_schedule_id),
        period_start: run.period_start,
        period_end: run.period_end,
        pay_date: values.pay_date,
        adjusts_pay_run_id: run.id,
      });
      notify.success('Adjustment run drafted: add what it pays in review.');
      onDone(created.id);
    } catch (error) {
      console.error(error);
      setFormError(applyServerErrors(error, setError, ['pay_date']));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <Field label="Pay date" required error={errors.pay_date?.message}>
        {(control) => <Input {...control} {...register('pay_date')} type="date" />}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Drafting...' : 'Draft adjustment run'}
        </Button>
      </DialogFooter>
    </form>
  );
}
