import type { PayItem, PayItemInput } from '@wattle/shared/pay-items';
import {
  PAY_LINE_KIND_LABELS,
  PAYEE_REQUIRED_KINDS,
  type PayItemKind,
  STP_ALLOWANCE_TYPES,
  STP_DEDUCTION_TYPES,
} from '@wattle/shared/payroll-constants';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField, SelectField } from '@/components/forms/input-field';
import {
  SCHEDULE5_FIELDS,
  Schedule5Fields,
  type Schedule5Values,
  schedule5Defaults,
  schedule5Input,
} from '@/components/payroll/schedule5-fields';
import { Options } from '@/components/ui/select';
import { useOrganizationToday } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useSavePayItem } from '../api/pay-items';

interface Values extends Schedule5Values {
  employee_id: string;
  kind: PayItemKind;
  description: string;
  by_hours: boolean;
  amount: string;
  hours: string;
  hourly_rate: string;
  allowance_type: string;
  deduction_type: string;
  payee: string;
  recurring: 'recurring' | 'one_off';
  start_date: string;
  end_date: string;
}
const FIELDS = [
  'employee_id',
  'kind',
  'description',
  'amount',
  'hours',
  'hourly_rate',
  'allowance_type',
  'deduction_type',
  'payee',
  'recurring',
  'start_date',
  'end_date',
  ...SCHEDULE5_FIELDS,
] as const;
const HOURS_KINDS: readonly PayItemKind[] = ['overtime', 'back_pay'];
const PAYEE_KINDS: readonly PayItemKind[] = ['deduction', 'salary_sacrifice_super', 'salary_sacrifice_other'];

export interface PickerEmployee {
  id: number;
  name: string;
}

/** Adds a pay item of one of `kinds` for an employee, or edits one. */
export function PayItemDialog({
  organizationId,
  item,
  kinds,
  employees,
  onClose,
}: {
  organizationId: number;
  item: PayItem | 'new' | null;
  kinds: readonly PayItemKind[];
  employees: readonly PickerEmployee[];
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={item}
      onClose={onClose}
      title={(item) => (item === 'new' ? 'Add pay item' : `Edit ${item.description}`)}
    >
      {(item) => (
        <ItemForm
          organizationId={organizationId}
          item={item === 'new' ? null : item}
          kinds={kinds}
          employees={employees}
          onDone={onClose}
        />
      )}
    </FormDialog>
  );
}

const blank = (value: string) => (value.trim() === '' ? null : value.trim());

function ItemForm({
  organizationId,
  item,
  kinds,
  employees,
  onDone,
}: {
  organizationId: number;
  item: PayItem | null;
  kinds: readonly PayItemKind[];
  employees: readonly PickerEmployee[];
  onDone: () => void;
}) {
  const today = useOrganizationToday();
  const save = useSavePayItem(organizationId);
  const form = useForm<Values>({
    defaultValues: {
      employee_id: String(item?.employee_id ?? employees[0]?.id ?? ''),
      // A final pay's termination items and a cash-out's leave items never open here (their own screens set them).
      kind: (item?.kind as PayItemKind | undefined) ?? kinds[0],
      description: item?.description ?? '',
      by_hours: item?.hours != null,
      amount: item?.amount ?? '',
      hours: item?.hours ?? '',
      hourly_rate: item?.hourly_rate ?? '',
      allowance_type: item?.allowance_type ?? '',
      deduction_type: item?.deduction_type ?? '',
      payee: item?.payee ?? '',
      recurring: item && !item.recurring ? 'one_off' : item ? 'recurring' : 'one_off',
      start_date: item?.start_date ?? today,
      end_date: item?.end_date ?? '',
      ...schedule5Defaults(item ?? undefined),
    },
  });
  const { register, watch } = form;
  const kind = watch('kind');
  const byHours = watch('by_hours') && HOURS_KINDS.includes(kind);
  const recurring = watch('recurring') === 'recurring';
  const submit = async (values: Values) => {
    const input: PayItemInput = {
      kind: values.kind,
      description: values.description,
      amount: byHours ? null : blank(values.amount),
      hours: byHours ? blank(values.hours) : null,
      hourly_rate: byHours ? blank(values.hourly_rate) : null,
      allowance_type:
        values.kind === 'allowance' ? (blank(values.allowance_type) as PayItemInput['allowance_type']) : null,
      deduction_type:
        values.kind === 'deduction' ? (blank(values.deduction_type) as PayItemInput['deduction_type']) : null,
      payee: PAYEE_KINDS.includes(values.kind) ? blank(values.payee) : null,
      recurring: values.recurring === 'recurring',
      start_date: values.start_date,
      end_date: values.recurring === 'recurring' ? blank(values.end_date) : null,
      ...schedule5Input(values.recurring === 'recurring' ? '' : values.kind, values),
    };
    // The picker may have filled in after the form opened: what it shows is what is meant.
    const employeeId = Number(values.employee_id || employees[0]?.id);
    if (item === null) await save.trigger({ employeeId, id: null, input });
    else await save.trigger({ employeeId: item.employee_id, id: item.id, input: { ...input, version: item.version } });
    notify.success(item === null ? `${values.description.trim()} added.` : `${values.description.trim()} saved.`);
    onDone();
  };
  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      onSubmit={submit}
      submitLabel={item === null ? 'Add pay item' : 'Save'}
      submitDisabled={item === null && employees.length === 0}
    >
      <SelectField form={form} name="employee_id" label="Employee" required disabled={item !== null}>
        {item !== null && !employees.some((employee) => employee.id === item.employee_id) ? (
          <option value={item.employee_id}>{item.employee_name}</option>
        ) : null}
        {employees.map((employee) => (
          <option key={employee.id} value={employee.id}>
            {employee.name}
          </option>
        ))}
      </SelectField>
      <SelectField form={form} name="kind" label="Kind" required>
        <Options values={kinds} labels={PAY_LINE_KIND_LABELS} />
      </SelectField>
      <InputField form={form} name="description" label="Description" required autoComplete="off" />
      {kind === 'allowance' ? (
        <SelectField form={form} name="allowance_type" label="STP allowance type" required>
          <option value="">Choose a type</option>
          {Object.entries(STP_ALLOWANCE_TYPES).map(([code, label]) => (
            <option key={code} value={code}>
              {code}: {label}
            </option>
          ))}
        </SelectField>
      ) : null}
      {HOURS_KINDS.includes(kind) ? (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4 rounded border-slate-300" {...register('by_hours')} />
          Paid as hours × rate
        </label>
      ) : null}
      {byHours ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField form={form} name="hours" label="Hours" required inputMode="decimal" />
          <InputField form={form} name="hourly_rate" label="Hourly rate ($)" required inputMode="decimal" />
        </div>
      ) : (
        <InputField form={form} name="amount" label="Amount ($)" required hint="e.g. 150.00" inputMode="decimal" />
      )}
      {PAYEE_KINDS.includes(kind) ? (
        <InputField
          form={form}
          name="payee"
          label="Payee"
          required={PAYEE_REQUIRED_KINDS.includes(kind)}
          hint="Who the deduction is paid to."
          autoComplete="off"
        />
      ) : null}
      {kind === 'deduction' ? (
        <SelectField form={form} name="deduction_type" label="STP deduction type">
          <option value="">None</option>
          {Object.entries(STP_DEDUCTION_TYPES).map(([code, label]) => (
            <option key={code} value={code}>
              {code}: {label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField form={form} name="recurring" label="Occurs" required>
        <option value="one_off">One-off</option>
        <option value="recurring">Every pay run</option>
      </SelectField>
      {recurring ? null : <Schedule5Fields form={form} kind={kind} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="start_date" label={recurring ? 'From' : 'Pay on or after'} required type="date" />
        {recurring ? <InputField form={form} name="end_date" label="Until" hint="Empty: no end." type="date" /> : null}
      </div>
    </DialogForm>
  );
}
