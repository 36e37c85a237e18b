import type { PayConditionSet } from '@wattle/shared/pay-conditions/index';
import { MEDICARE_LEVY_EXEMPTIONS } from '@wattle/shared/payroll-constants';
import {
  COUNTRY_INCOME_TYPES,
  INCOME_STREAM_TYPE_LABELS,
  INCOME_STREAM_TYPES,
} from '@wattle/shared/payroll-income-types';
import type { EmployeePay, EmployeePayPeriodJson, PaySchedule } from '@wattle/shared/payroll-setup';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField, SelectField } from '@/components/forms/input-field';
import { ErrorAlert } from '@/components/ui/alert';
import { ListError } from '@/components/ui/list-error';
import { Options } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useEmployeePay, useSaveEmployeePay } from '../api/employee-pay';
import { usePayConditionSets } from '../api/pay-conditions';
import { DeclarationAdjustmentFields } from './declaration-adjustment-fields';
import type { EmployeePayValues } from './employee-pay-values';
import { MinimumRateNote, PayConditionsFields } from './pay-conditions-fields';
import { BASIS_LABELS, describeRate } from './pay-format';

type Values = EmployeePayValues;
const FIELDS = [
  'effective_from',
  'basis',
  'annual_salary',
  'hourly_rate',
  'ordinary_hours_per_week',
  'pay_condition_set_id',
  'classification',
  'apprentice_year',
  'pay_schedule_id',
  'residency',
  'tax_free_threshold',
  'medicare_levy_exemption',
  'tax_offsets',
  'medicare_levy_spouse',
  'medicare_levy_children',
  'income_type',
  'income_country',
  'super_rate',
  'leave_loading_rate',
  'salary_sacrifice_super',
] as const;
const MEDICARE_LABELS = { none: 'None', half: 'Half', full: 'Full' } as const;

export interface PayTarget {
  employeeId: number;
  name: string;
}

/** Sets up or changes an employee's pay from an effective date, with the history of its periods. */
export function EmployeePayDialog({
  organizationId,
  target,
  schedules,
  onClose,
}: {
  organizationId: number;
  target: PayTarget | null;
  schedules: readonly PaySchedule[];
  onClose: () => void;
}) {
  const { data, error, mutate } = useEmployeePay(organizationId, target?.employeeId ?? null);
  // The sets to choose from; if they cannot be read, the form still opens (award-free only).
  const conditions = usePayConditionSets(target ? organizationId : null);
  return (
    <FormDialog
      open={target}
      onClose={onClose}
      className="max-w-2xl"
      title={(target) => (data?.version ? `Edit pay: ${target.name}` : `Set up pay: ${target.name}`)}
      description="A change applies from its effective date; the same date replaces that period."
    >
      {error ? (
        <ListError onRetry={() => mutate()} />
      ) : !data || (!conditions.data && !conditions.error) ? (
        <p className="text-sm text-slate-600">Loading pay...</p>
      ) : (
        <PayForm
          organizationId={organizationId}
          pay={data}
          schedules={schedules}
          sets={conditions.data ?? []}
          setsUnavailable={Boolean(conditions.error)}
          onDone={onClose}
        />
      )}
    </FormDialog>
  );
}

function defaults(pay: EmployeePay, today: string, schedules: readonly PaySchedule[]): Values {
  const period: EmployeePayPeriodJson | undefined = pay.current ?? pay.periods.at(-1);
  return {
    effective_from: today,
    basis: period?.basis ?? 'salary',
    annual_salary: period?.annual_salary ?? '',
    hourly_rate: period?.hourly_rate ?? '',
    // A casual's period without ordinary hours is stored as 0: shown empty.
    ordinary_hours_per_week:
      period?.ordinary_hours_per_week === '0.00' ? '' : (period?.ordinary_hours_per_week ?? pay.work_pattern_hours),
    pay_condition_set_id: period?.pay_condition_set_id ?? '',
    classification: period?.classification ?? '',
    apprentice_year: period?.apprentice_year ? String(period.apprentice_year) : '',
    pay_schedule_id: String(period?.pay_schedule_id ?? schedules[0]?.id ?? ''),
    tfn_provided: period?.tfn_provided ?? true,
    residency: period?.residency ?? 'resident',
    tax_free_threshold: period?.tax_free_threshold ?? true,
    medicare_levy_exemption: period?.medicare_levy_exemption ?? 'none',
    study_loan: period?.study_loan ?? false,
    tax_offsets: period?.tax_offsets ?? '',
    medicare_levy_spouse: period?.medicare_levy_spouse ?? false,
    medicare_levy_children: String(period?.medicare_levy_children ?? 0),
    income_type: period?.income_type ?? 'SAW',
    income_country: period?.income_country ?? '',
    super_fund_abn: period?.super_fund.abn ?? '',
    super_rate: period?.super_rate ?? '',
    leave_loading_rate: period?.leave_loading_rate ?? '',
    salary_sacrifice_super: period?.salary_sacrifice_super ?? '',
  };
}

const Check = ({ label, ...props }: { label: string } & React.ComponentProps<'input'>) => (
  <label className="flex items-center gap-2 text-sm text-slate-700">
    <input type="checkbox" className="size-4 rounded border-slate-300" {...props} />
    {label}
  </label>
);

const blank = (value: string) => (value.trim() === '' ? null : value.trim());

/** The fund pay runs pay: the employee record's, shown here and changed there (typed once). */
function RecordFund({ pay }: { pay: EmployeePay }) {
  const fund = pay.super_fund_on_record;
  const record = (
    <Link className="font-medium text-brand-700 underline" to={paths.app.employeeEdit.getHref(pay.employee_id)}>
      {fund ? 'Change it on their record' : `Open ${pay.employee_name}'s record`}
    </Link>
  );
  if (!fund) {
    return (
      <div className="sm:col-span-2">
        <ErrorAlert>
          No super fund on {pay.employee_name}'s record yet. Add it under Financial &amp; Legal: pay runs pay the super
          guarantee to it. {record}
        </ErrorAlert>
      </div>
    );
  }
  return (
    <div className="text-sm text-slate-700 sm:col-span-2">
      <p>
        <span className="font-medium text-slate-900">Super fund:</span> {fund.name}
        {fund.usi ? ` · USI ${fund.usi}` : ''}
        {fund.member_number ? ` · member ${fund.member_number}` : ''}
      </p>
      <p className="text-xs text-slate-500">From the employee's record (Financial &amp; Legal). {record}</p>
    </div>
  );
}

function PayForm({
  organizationId,
  pay,
  schedules,
  sets,
  setsUnavailable,
  onDone,
}: {
  organizationId: number;
  pay: EmployeePay;
  schedules: readonly PaySchedule[];
  sets: readonly PayConditionSet[];
  setsUnavailable: boolean;
  onDone: () => void;
}) {
  const today = useOrganizationToday();
  const save = useSaveEmployeePay(organizationId);
  const form = useForm<Values>({ defaultValues: defaults(pay, today, schedules) });
  const {
    register,
    setError,
    watch,
    formState: { errors },
  } = form;
  const basis = watch('basis');
  const underSet = watch('pay_condition_set_id') !== '';
  const incomeType = watch('income_type');
  const casual = pay.employment_type === 'Casual';
  const submit = async (values: Values) => {
    try {
      await save.trigger({
        employeeId: pay.employee_id,
        input: {
          effective_from: values.effective_from,
          basis: values.basis,
          annual_salary: values.basis === 'salary' ? blank(values.annual_salary) : null,
          hourly_rate: values.basis === 'hourly' ? blank(values.hourly_rate) : null,
          ordinary_hours_per_week: blank(values.ordinary_hours_per_week),
          pay_condition_set_id: blank(values.pay_condition_set_id),
          classification: values.pay_condition_set_id ? blank(values.classification) : null,
          apprentice_year:
            values.pay_condition_set_id && values.apprentice_year ? Number(values.apprentice_year) : null,
          pay_schedule_id: Number(values.pay_schedule_id),
          tfn_provided: values.tfn_provided,
          residency: values.residency,
          tax_free_threshold: values.tax_free_threshold,
          medicare_levy_exemption: values.medicare_levy_exemption,
          study_loan: values.study_loan,
          tax_offsets: blank(values.tax_offsets),
          medicare_levy_spouse: values.medicare_levy_spouse,
          medicare_levy_children: Number(values.medicare_levy_children || 0),
          income_type: values.income_type,
          income_country: COUNTRY_INCOME_TYPES.includes(values.income_type) ? blank(values.income_country) : null,
          // The fund's name, USI and member number are the employee record's (typed once, there).
          super_fund: { abn: blank(values.super_fund_abn) },
          super_rate: blank(values.super_rate),
          leave_loading_rate: blank(values.leave_loading_rate),
          salary_sacrifice_super: blank(values.salary_sacrifice_super),
          ...(pay.version === null ? {} : { version: pay.version }),
        },
      });
    } catch (error) {
      const fund = error instanceof ApiError ? error.errors.super_fund?.[0] : undefined;
      if (fund && pay.super_fund_on_record) setError('super_fund_abn', { type: 'server', message: fund });
      throw error;
    }
    notify.success(`${pay.employee_name}'s pay saved.`);
    onDone();
  };
  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      onSubmit={submit}
      submitLabel="Save pay"
      submitDisabled={schedules.length === 0}
    >
      {schedules.length === 0 ? (
        <ErrorAlert>Add a pay schedule first: every employee is paid on one.</ErrorAlert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="effective_from" label="Effective from" required type="date" />
        <SelectField form={form} name="basis" label="Pay basis" required>
          <option value="salary">{BASIS_LABELS.salary}</option>
          <option value="hourly">{BASIS_LABELS.hourly}</option>
        </SelectField>
        <PayConditionsFields form={form} sets={sets} unavailable={setsUnavailable} />
        <div className="space-y-1.5">
          {basis === 'salary' ? (
            <InputField
              form={form}
              name="annual_salary"
              label="Annual salary ($)"
              required
              hint="e.g. 85000.00"
              inputMode="decimal"
            />
          ) : underSet ? (
            <InputField
              form={form}
              name="hourly_rate"
              label="Agreed hourly rate ($)"
              hint="Optional: an agreed rate above the minimum, before casual loading. Empty pays the minimum."
              inputMode="decimal"
            />
          ) : (
            <InputField
              form={form}
              name="hourly_rate"
              label="Hourly rate ($)"
              required
              hint="Up to 4 decimals, e.g. 45.5000"
              inputMode="decimal"
            />
          )}
          <MinimumRateNote form={form} sets={sets} pay={pay} />
        </div>
        <InputField
          form={form}
          name="ordinary_hours_per_week"
          label="Ordinary hours a week"
          required={!casual}
          hint={
            casual
              ? `Optional for a casual (paid for the hours worked). The work pattern says ${pay.work_pattern_hours}.`
              : `The work pattern says ${pay.work_pattern_hours}.`
          }
          inputMode="decimal"
        />
        <SelectField form={form} name="pay_schedule_id" label="Pay schedule" required>
          {schedules.map((schedule) => (
            <option key={schedule.id} value={schedule.id}>
              {schedule.name}
            </option>
          ))}
        </SelectField>
        <InputField
          form={form}
          name="leave_loading_rate"
          label="Annual leave loading (%)"
          hint="Empty: the annual leave type's (Leave → Leave types). 0: no loading."
          inputMode="decimal"
        />
      </div>
      <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-900">Tax declaration</legend>
        <Check label="TFN provided" {...register('tfn_provided')} />
        <SelectField form={form} name="residency" label="Residency for tax" required>
          <option value="resident">Australian resident</option>
          <option value="foreign">Foreign resident</option>
        </SelectField>
        <Check label="Claims the tax-free threshold" {...register('tax_free_threshold')} />
        {errors.tax_free_threshold?.message ? (
          <p className="text-sm text-red-600">{errors.tax_free_threshold.message}</p>
        ) : null}
        <SelectField form={form} name="medicare_levy_exemption" label="Medicare levy exemption" required>
          <Options values={MEDICARE_LEVY_EXEMPTIONS} labels={MEDICARE_LABELS} />
        </SelectField>
        <Check label="Study and training loan" {...register('study_loan')} />
        <DeclarationAdjustmentFields form={form} />
        <SelectField
          form={form}
          name="income_type"
          label="STP income type"
          required
          hint="A working holiday maker (WHM) is withheld by ATO Schedule 15 on their year's earnings."
        >
          <Options values={INCOME_STREAM_TYPES} labels={INCOME_STREAM_TYPE_LABELS} />
        </SelectField>
        {COUNTRY_INCOME_TYPES.includes(incomeType) ? (
          <InputField
            form={form}
            name="income_country"
            label="Country (two-letter code)"
            required
            hint={incomeType === 'WHM' ? 'The home country on their visa, e.g. GB.' : 'e.g. GB'}
            maxLength={2}
          />
        ) : null}
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium text-slate-900">Superannuation</legend>
        <RecordFund pay={pay} />
        <InputField form={form} name="super_fund_abn" label="Fund ABN" />
        <InputField
          form={form}
          name="super_rate"
          label="Super rate (%)"
          hint="Empty: the organization's default."
          inputMode="decimal"
        />
        <InputField
          form={form}
          name="salary_sacrifice_super"
          label="Salary sacrifice to super ($ a period)"
          inputMode="decimal"
        />
      </fieldset>
      {pay.periods.length > 0 ? (
        <section aria-label="Pay history">
          <h3 className="text-sm font-medium text-slate-900">Pay history</h3>
          <ul className="mt-2 divide-y divide-slate-100 text-sm text-slate-700">
            {[...pay.periods].reverse().map((period) => (
              <li key={period.effective_from} className="flex flex-wrap justify-between gap-2 py-1.5">
                <span>From {formatDate(period.effective_from, 'medium')}</span>
                <span>
                  {BASIS_LABELS[period.basis]} · {describeRate(period)} · {period.ordinary_hours_per_week} h
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </DialogForm>
  );
}
