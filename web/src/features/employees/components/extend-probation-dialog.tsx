import { zodResolver } from '@hookform/resolvers/zod';
import { probationExtensionInput } from '@wattle/shared/employee-exits';
import type { EmployeeSummary } from '@wattle/shared/employees';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { type DialogOnProps, FormDialog, type FormOnProps } from '@/components/forms/form-dialog';
import { InputField, TextareaField } from '@/components/forms/input-field';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useExtendProbation } from '../api/probation';
import { fullName } from './format';

/** A new, later end of probation and the reason, written to the employee's history. */
export function ExtendProbationDialog({
  organizationId,
  employee,
  onClose,
}: DialogOnProps<'employee', EmployeeSummary | null>) {
  return (
    <FormDialog
      open={employee}
      onClose={onClose}
      title="Extend Probation"
      description={(employee) =>
        `${fullName(employee)}'s probation ends ${
          employee.probation_end_date ? formatDate(employee.probation_end_date) : 'on no recorded date'
        }.`
      }
    >
      {(employee) => <ExtendForm organizationId={organizationId} employee={employee} onDone={onClose} />}
    </FormDialog>
  );
}

function ExtendForm({ organizationId, employee, onDone }: FormOnProps<'employee', EmployeeSummary>) {
  const extend = useExtendProbation(organizationId);
  const form = useForm({
    resolver: zodResolver(probationExtensionInput),
    defaultValues: { probation_end_date: '', reason: '', version: employee.version },
  });
  return (
    <DialogForm
      form={form}
      fields={['probation_end_date', 'reason']}
      // It never asked before closing with changes.
      dirty={false}
      submitLabel="Extend Probation"
      pendingLabel="Extending..."
      onSubmit={async (values) => {
        await extend.trigger({ id: employee.id, input: values });
        notify.success(`Probation of ${fullName(employee)} extended to ${formatDate(values.probation_end_date)}.`);
        onDone();
      }}
    >
      <InputField
        form={form}
        name="probation_end_date"
        label="New end date"
        required
        type="date"
        min={employee.probation_end_date ?? undefined}
      />
      <TextareaField form={form} name="reason" label="Reason" required rows={3} />
    </DialogForm>
  );
}
