import { type LeaveBalance, withUnit } from '@wattle/shared/leave-types';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField, SelectField, TextareaField } from '@/components/forms/input-field';
import { notify } from '@/lib/notify';
import { useAdjustLeave } from '../api/balances';

interface Values {
  leave_type_id: string;
  hours: string;
  reason: string;
}
const FIELDS = ['leave_type_id', 'hours', 'reason'] as const;

/** HR's manual adjustment: signed hours (−7.60 takes a day off the balance) and a reason, both required. */
export function AdjustBalanceDialog({
  open,
  onClose,
  organizationId,
  employeeId,
  employeeName,
  balances,
}: {
  open: boolean;
  onClose: () => void;
  organizationId: number;
  employeeId: number;
  employeeName: string;
  balances: readonly LeaveBalance[];
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Adjust balance"
      description={`${employeeName === 'Your' ? 'Your' : `${employeeName}'s`} balance changes by the signed hours; the entry and the audit log keep the reason.`}
    >
      <AdjustForm organizationId={organizationId} employeeId={employeeId} balances={balances} onDone={onClose} />
    </FormDialog>
  );
}

function AdjustForm({
  organizationId,
  employeeId,
  balances,
  onDone,
}: {
  organizationId: number;
  employeeId: number;
  balances: readonly LeaveBalance[];
  onDone: () => void;
}) {
  const adjust = useAdjustLeave(organizationId);
  const form = useForm<Values>({
    defaultValues: { leave_type_id: String(balances[0]?.leave_type_id ?? ''), hours: '', reason: '' },
  });
  const { watch } = form;
  // A casual's FDV leave is kept in days: the adjustment is then in days too.
  const inDays = balances.find((row) => String(row.leave_type_id) === watch('leave_type_id'))?.unit === 'days';
  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      submitLabel="Save adjustment"
      onSubmit={async (values) => {
        await adjust.trigger({ employee_id: employeeId, ...values });
        const name = balances.find((row) => String(row.leave_type_id) === values.leave_type_id)?.name ?? 'Leave';
        notify.success(`${name} adjusted by ${withUnit(values.hours.trim(), inDays ? 'days' : 'hours')}.`);
        onDone();
      }}
    >
      <SelectField form={form} name="leave_type_id" label="Leave type" required>
        {balances.map((row) => (
          <option key={row.leave_type_id} value={row.leave_type_id}>
            {row.name} ({withUnit(row.balance_hours, row.unit)})
          </option>
        ))}
      </SelectField>
      <InputField
        form={form}
        name="hours"
        label={inDays ? 'Days' : 'Hours'}
        required
        hint={
          inDays
            ? 'Signed days: 1 adds a day, -1 takes one off.'
            : 'Signed: 7.60 adds a day of 7.6 hours, -7.60 takes one off.'
        }
        inputMode="decimal"
        autoComplete="off"
      />
      <TextareaField form={form} name="reason" label="Reason" required rows={3} />
    </DialogForm>
  );
}
