import {
  LEAVE_BALANCE_KIND_LABELS,
  LEAVE_BALANCE_KINDS,
  type LeaveBalanceKind,
  type LeaveType,
} from '@wattle/shared/leave-types';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { type DialogOnProps, FormDialog, type FormOnProps } from '@/components/forms/form-dialog';
import { InputField, SelectField } from '@/components/forms/input-field';
import { Options } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { useSaveLeaveType } from '../api/leave-types';
import { ruleOf } from './leave-type-rule';

interface Values {
  name: string;
  paid: boolean;
  balance: LeaveBalanceKind;
  weeks_per_year: string;
  hours_per_year: string;
  carry_over_cap_hours: string;
  attachment_required: boolean;
  negative_balance_allowed: boolean;
  leave_loading_rate: string;
}
const FIELDS = [
  'name',
  'paid',
  'balance',
  'weeks_per_year',
  'hours_per_year',
  'carry_over_cap_hours',
  'leave_loading_rate',
] as const;

/** Adds a custom type, or edits one; a NES type keeps its legal minimums (shown, not editable). */
export function LeaveTypeDialog({ organizationId, type, onClose }: DialogOnProps<'type', LeaveType | 'new' | null>) {
  return (
    <FormDialog
      open={type}
      onClose={onClose}
      title={(type) => (type === 'new' ? 'Add leave type' : `Edit ${type.name}`)}
      description={(type) =>
        type !== 'new' && type.code
          ? `A National Employment Standards type: ${ruleOf(type)}. Its minimums cannot be changed.`
          : undefined
      }
    >
      {(type) => <TypeForm organizationId={organizationId} type={type === 'new' ? null : type} onDone={onClose} />}
    </FormDialog>
  );
}

const Check = ({ label, ...props }: { label: string } & React.ComponentProps<'input'>) => (
  <label className="flex items-center gap-2 text-sm text-slate-700">
    <input type="checkbox" className="size-4 rounded border-slate-300" {...props} />
    {label}
  </label>
);

function TypeForm({ organizationId, type, onDone }: FormOnProps<'type', LeaveType | null>) {
  const save = useSaveLeaveType(organizationId);
  const nes = type?.code != null;
  const form = useForm<Values>({
    defaultValues: {
      name: type?.name ?? '',
      paid: type?.paid ?? true,
      balance: type?.balance ?? 'accruing',
      weeks_per_year: type?.weeks_per_year ?? '',
      hours_per_year: type?.hours_per_year ?? '',
      carry_over_cap_hours: type?.carry_over_cap_hours ?? '',
      attachment_required: type?.attachment_required ?? false,
      negative_balance_allowed: type?.negative_balance_allowed ?? false,
      leave_loading_rate: type?.leave_loading_rate ?? '',
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const balance = watch('balance');
  const submit = async (values: Values) => {
    const rules = {
      name: values.name,
      attachment_required: values.attachment_required,
      negative_balance_allowed: values.negative_balance_allowed,
    };
    const custom = {
      paid: values.paid,
      balance: values.balance,
      weeks_per_year: values.weeks_per_year,
      hours_per_year: values.hours_per_year,
      carry_over_cap_hours: values.carry_over_cap_hours,
    };
    if (type === null) await save.trigger({ id: null, input: { ...rules, ...custom } });
    else if (nes)
      await save.trigger({
        id: type.leave_type_id,
        input: {
          ...rules,
          ...(type.code === 'annual' ? { leave_loading_rate: values.leave_loading_rate } : {}),
          version: type.version,
        },
      });
    else await save.trigger({ id: type.leave_type_id, input: { ...rules, ...custom, version: type.version } });
    notify.success(type === null ? `${values.name.trim()} added.` : `${values.name.trim()} saved.`);
    onDone();
  };
  return (
    <DialogForm form={form} fields={FIELDS} onSubmit={submit} submitLabel={type === null ? 'Add leave type' : 'Save'}>
      <InputField form={form} name="name" label="Name" required autoComplete="off" />
      {nes ? null : (
        <>
          <Check label="Paid" {...register('paid')} />
          {errors.paid?.message ? <p className="text-sm text-red-600">{errors.paid.message}</p> : null}
          <SelectField form={form} name="balance" label="Balance" required>
            <Options values={LEAVE_BALANCE_KINDS} labels={LEAVE_BALANCE_KIND_LABELS} />
          </SelectField>
          {balance === 'accruing' ? (
            <>
              <InputField
                form={form}
                name="weeks_per_year"
                label="Weeks a year"
                required
                hint="Of the employee's ordinary hours, e.g. 1 or 0.4."
                inputMode="decimal"
              />
              <InputField
                form={form}
                name="carry_over_cap_hours"
                label="Carry-over cap (hours)"
                hint="Empty: all of it carries over."
                inputMode="decimal"
              />
            </>
          ) : null}
          {balance === 'fixed' ? (
            <InputField form={form} name="hours_per_year" label="Hours a year" required inputMode="decimal" />
          ) : null}
        </>
      )}
      {type?.code === 'annual' ? (
        <InputField
          form={form}
          name="leave_loading_rate"
          label="Leave loading (%)"
          required
          hint="Paid on top of annual leave pay: 17.50 under most awards, 0 for none. An employee's pay terms may set their own."
          inputMode="decimal"
        />
      ) : null}
      <Check label="Attachment required" {...register('attachment_required')} />
      <Check label="Negative balance allowed" {...register('negative_balance_allowed')} />
    </DialogForm>
  );
}
