import { zodResolver } from '@hookform/resolvers/zod';
import { probationExtensionInput } from '@wattle/shared/employee-exits';
import type { EmployeeSummary } from '@wattle/shared/employees';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { formatDate } from '@/lib/dates';
import { applyServerErrors } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useExtendProbation } from '../api/probation';
import { fullName } from './format';

/** A new, later end of probation and the reason, written to the employee's history. */
export function ExtendProbationDialog({
  organizationId,
  employee,
  onClose,
}: {
  organizationId: number;
  employee: EmployeeSummary | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={employee !== null} onOpenChange={(open) => !open && onClose()}>
      {employee ? (
        <DialogContent
          title="Extend Probation"
          description={`${fullName(employee)}'s probation ends ${
            employee.probation_end_date ? formatDate(employee.probation_end_date) : 'on no recorded date'
          }.`}
        >
          <ExtendForm organizationId={organizationId} employee={employee} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ExtendForm({
  organizationId,
  employee,
  onDone,
}: {
  organizationId: number;
  employee: EmployeeSummary;
  onDone: () => void;
}) {
  const extend = useExtendProbation(organizationId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(probationExtensionInput),
    defaultValues: { probation_end_date: '', reason: '', version: employee.version },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await extend.trigger({ id: employee.id, input: values });
      notify.success(`Probation of ${fullName(employee)} extended to ${formatDate(values.probation_end_date)}.`);
      onDone();
    } catch (error) {
      console.error(error);
      setFormError(applyServerErrors(error, setError, ['probation_end_date', 'reason']));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <Field label="New end date" required error={errors.probation_end_date?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('probation_end_date')}
            type="date"
            min={employee.probation_end_date ?? undefined}
          />
        )}
      </Field>
      <Field label="Reason" required error={errors.reason?.message}>
        {(control) => <Textarea {...control} {...register('reason')} rows={3} />}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Extending...' : 'Extend Probation'}
        </Button>
      </DialogFooter>
    </form>
  );
}
