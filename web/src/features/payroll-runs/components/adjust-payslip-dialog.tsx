import type { PayslipView } from '@wattle/shared/pay-runs';
import {
  PAY_ITEM_KINDS,
  PAY_LINE_KIND_LABELS,
  PAYEE_REQUIRED_KINDS,
  PAYEE_REQUIRED_MESSAGE,
  type PayLineKind,
} from '@wattle/shared/payroll-constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField } from '@/components/forms/input-field';
import {
  Schedule5Fields,
  type Schedule5Values,
  schedule5Defaults,
  schedule5Input,
} from '@/components/payroll/schedule5-fields';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Options, Select } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { adjustPayslip, type PayslipAdjustment } from '../api/pay-runs';

interface Values extends Schedule5Values {
  lines: { id: string; description: string; amount: string; remove: boolean }[];
  description: string;
  amount: string;
  payee: string;
}

/**
 * Adjusts a payslip in review: change a line's amount or description, remove it, or add a one-off
 * line (a deduction with who it is paid to, reg 3.46(2)). PAYG, super and net are worked again by
 * the server, which refuses (422) a change that would leave net pay below zero; its message shows
 * at the top of the form.
 */
export function AdjustPayslipDialog({
  payRunId,
  payslip,
  onClose,
  onSaved,
}: {
  payRunId: number;
  payslip: PayslipView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormDialog
      open={payslip}
      onClose={onClose}
      title={(payslip) => `Adjust ${payslip.employee_name}'s payslip`}
      description="Change, remove or add lines; PAYG withholding, super and net pay are worked out again. Deductions cannot take net pay below zero."
    >
      {(payslip) => <AdjustForm payRunId={payRunId} payslip={payslip} onDone={onSaved} />}
    </FormDialog>
  );
}

const withoutNulls = <T extends Record<string, unknown>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null));

function AdjustForm({ payRunId, payslip, onDone }: { payRunId: number; payslip: PayslipView; onDone: () => void }) {
  const editable = payslip.lines.filter((line) => line.kind !== 'withholding' && line.kind !== 'super');
  // The new line's kind is kept outside the form: a native select's own state, read on submit.
  const [kind, setKind] = useState<string>('bonus');
  const needsPayee = PAYEE_REQUIRED_KINDS.includes(kind as PayLineKind);
  const form = useForm<Values>({
    defaultValues: {
      lines: editable.map((line) => ({
        id: line.id,
        description: line.description,
        amount: line.amount,
        remove: false,
      })),
      description: '',
      amount: '',
      payee: '',
      ...schedule5Defaults(),
    },
  });
  const { register, setError } = form;
  const submit = async (values: Values) => {
    const adjustment: PayslipAdjustment = { version: payslip.version, add: [], change: [], remove: [] };
    values.lines.forEach((line, index) => {
      const before = editable[index];
      if (!before) return;
      if (line.remove) adjustment.remove?.push(line.id);
      else if (line.amount.trim() !== before.amount || line.description.trim() !== before.description) {
        adjustment.change?.push({ id: line.id, description: line.description.trim(), amount: line.amount.trim() });
      }
    });
    if (values.description.trim() || values.amount.trim()) {
      if (needsPayee && !values.payee.trim()) {
        setError('payee', { message: PAYEE_REQUIRED_MESSAGE }, { shouldFocus: true });
        return;
      }
      adjustment.add?.push({
        kind,
        description: values.description.trim(),
        amount: values.amount.trim(),
        ...(needsPayee ? { payee: values.payee.trim() } : {}),
        ...withoutNulls(schedule5Input(kind, values)),
      });
    }
    await adjustPayslip(payRunId, payslip.employee_id, adjustment);
    notify.success(`${payslip.employee_name}'s payslip was adjusted.`);
    onDone();
  };
  return (
    <DialogForm form={form} onSubmit={submit} submitLabel="Save payslip">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-900">Lines</legend>
        {editable.map((line, index) => (
          <div key={line.id} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_8rem_auto]">
            <Field label={`${PAY_LINE_KIND_LABELS[line.kind]}: description`}>
              {(control) => <Input {...control} {...register(`lines.${index}.description`)} />}
            </Field>
            <Field label="Amount">
              {(control) => <Input {...control} {...register(`lines.${index}.amount`)} inputMode="decimal" />}
            </Field>
            <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-700">
              <input type="checkbox" {...register(`lines.${index}.remove`)} />
              Remove
            </label>
          </div>
        ))}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-[10rem_1fr_8rem]">
        <legend className="mb-2 text-sm font-medium text-slate-900">Add a line</legend>
        <Field label="Kind">
          {(control) => (
            <Select {...control} value={kind} onChange={(event) => setKind(event.target.value)}>
              <Options values={PAY_ITEM_KINDS} labels={PAY_LINE_KIND_LABELS} />
            </Select>
          )}
        </Field>
        <Field label="Description">{(control) => <Input {...control} {...register('description')} />}</Field>
        <Field label="Amount">
          {(control) => <Input {...control} {...register('amount')} inputMode="decimal" placeholder="0.00" />}
        </Field>
        {needsPayee ? (
          <InputField
            form={form}
            name="payee"
            label="Payee"
            required
            hint="Who the deduction is paid to."
            className="sm:col-span-3"
            autoComplete="off"
          />
        ) : null}
        <div className="sm:col-span-3">
          <Schedule5Fields form={form} kind={kind} />
        </div>
      </fieldset>
    </DialogForm>
  );
}
