import type { LeaveType } from '@wattle/shared/leave-types';
import type { OpeningBalances } from '@wattle/shared/opening-balances';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField } from '@/components/forms/input-field';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useOpeningBalances, useSetOpeningBalances } from '../api/balances';
import { useLeaveTypes } from '../api/leave-types';

interface Values {
  as_at: string;
  /** Hours per leave type id; blank: no opening balance of that type. */
  hours: Record<string, string>;
}

const FIELDS = ['as_at'] as const;

const possessive = (name: string) => (name === 'Your' ? 'Your' : `${name}'s`);

/**
 * HR enters an employee's opening balances (issue 31 §2): one day, and hours per accruing leave type
 * as at the end of it, from the previous system. Each replaces the accrual since joining up to that
 * day; accrual continues from the day after. A type left blank has none (the accrual since joining).
 */
export function OpeningBalancesDialog({
  open,
  onClose,
  organizationId,
  employeeId,
  employeeName,
  today,
}: {
  open: boolean;
  onClose: () => void;
  organizationId: number;
  employeeId: number;
  employeeName: string;
  today: string;
}) {
  const types = useLeaveTypes(open ? organizationId : null);
  const current = useOpeningBalances(open ? organizationId : null, employeeId);
  const accruing = (types.data ?? []).filter((type) => type.balance === 'accruing');
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Opening balances"
      description={`${possessive(employeeName)} balances brought from your previous system, as at the end of a day. Each replaces the accrual since joining up to that day; leave accrues here from the day after. Leave a type blank to keep the accrual since joining.`}
    >
      {types.data && current.data ? (
        <OpeningForm
          organizationId={organizationId}
          employeeId={employeeId}
          employeeName={employeeName}
          types={accruing}
          current={current.data}
          today={today}
          onDone={onClose}
        />
      ) : types.error || current.error ? (
        <p role="alert" className="text-sm text-red-700">
          The opening balances could not be loaded. Close and try again.
        </p>
      ) : (
        <Spinner label="Loading opening balances..." className="py-6" />
      )}
    </FormDialog>
  );
}

function OpeningForm({
  organizationId,
  employeeId,
  employeeName,
  types,
  current,
  today,
  onDone,
}: {
  organizationId: number;
  employeeId: number;
  employeeName: string;
  types: readonly LeaveType[];
  current: OpeningBalances;
  today: string;
  onDone: () => void;
}) {
  const save = useSetOpeningBalances(organizationId, employeeId);
  const form = useForm<Values>({
    defaultValues: {
      as_at: current.as_at ?? today,
      hours: Object.fromEntries(
        types.map((type) => [
          String(type.leave_type_id),
          current.balances.find((line) => line.leave_type_id === type.leave_type_id)?.hours ?? '',
        ]),
      ),
    },
  });
  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      submitLabel="Save opening balances"
      onSubmit={async (values) => {
        const balances = Object.entries(values.hours)
          .filter(([, hours]) => hours.trim() !== '')
          .map(([id, hours]) => ({ leave_type_id: Number(id), hours: hours.trim() }));
        await save.trigger({ as_at: values.as_at, balances, version: current.version });
        notify.success(
          balances.length > 0
            ? `Opening balances as at ${formatDate(values.as_at, 'medium')} saved${employeeName === 'Your' ? '' : ` for ${employeeName}`}.`
            : `${possessive(employeeName)} balances confirmed: the accrual since joining applies.`,
        );
        onDone();
      }}
    >
      <InputField form={form} name="as_at" label="As at" type="date" max={today} required />
      {types.map((type) => (
        <InputField
          key={type.leave_type_id}
          form={form}
          name={`hours.${type.leave_type_id}`}
          label={`${type.name} (hours)`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="Accrual since joining"
        />
      ))}
    </DialogForm>
  );
}
