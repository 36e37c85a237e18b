import { zodResolver } from '@hookform/resolvers/zod';
import { formatAud, MONEY_PATTERN, parseMoney } from '@wattle/shared/money';
import { financialYearLabelOf } from '@wattle/shared/stp-events';
import {
  YTD_AMOUNT_FIELDS,
  YTD_AMOUNT_KEYS,
  type YtdAmountGroup,
  type YtdBroughtIn,
} from '@wattle/shared/ytd-brought-in';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import * as z from 'zod';
import { DialogForm } from '@/components/forms/dialog-form';
import { type DialogOnProps, FormDialog, type FormOnProps } from '@/components/forms/form-dialog';
import { InputField } from '@/components/forms/input-field';
import { Field } from '@/components/ui/field';
import { ListError } from '@/components/ui/list-error';
import { Select } from '@/components/ui/select';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useSaveYtdBroughtIn, useYtdBroughtIn } from '../api/ytd-brought-in';

export interface YtdTarget {
  employeeId: number;
  name: string;
}

/** `2026-27` → the year before, `2025-26`. */
const yearBefore = (label: string) => financialYearLabelOf(`${Number(label.slice(0, 4)) - 1}-07-01`);

const GROUPS: { title: string; groups: readonly YtdAmountGroup[] }[] = [
  { title: 'Earnings', groups: ['gross', 'overtime', 'bonuses'] },
  { title: 'Paid leave', groups: ['paid_leave'] },
  { title: 'Allowances', groups: ['allowance'] },
  { title: 'Salary sacrifice and deductions', groups: ['salary_sacrifice', 'deduction'] },
  { title: 'Tax and super', groups: ['withholding', 'super', 'resc', 'ote'] },
];

const AMOUNT_MESSAGE = 'Enter an amount of 0.00 or more, e.g. 12500.00.';
const schema = z.object({
  amounts: z.record(
    z.string(),
    z
      .string()
      .trim()
      .refine((value) => value === '' || (MONEY_PATTERN.test(value) && !value.startsWith('-')), {
        error: AMOUNT_MESSAGE,
      }),
  ),
  last_pay_date_elsewhere: z.string(),
});
type Values = z.infer<typeof schema>;
const FIELDS = [
  'last_pay_date_elsewhere',
  ...YTD_AMOUNT_KEYS.map((key) => `amounts.${key}`),
] as readonly Path<Values>[];

/**
 * An employee's year to date brought in from the payroll used before this one (issue 31 §2), one
 * financial year at a time: every year-to-date figure (payslips, super base, STP, reports) adds it.
 */
export function YtdBroughtInDialog({ organizationId, target, onClose }: DialogOnProps<'target', YtdTarget | null>) {
  return (
    <FormDialog
      open={target}
      onClose={onClose}
      className="max-w-2xl"
      title={(target) => `Year to date brought in: ${target.name}`}
      description="Figures from the payroll used before this one. Payslips' year to date, the super base, STP and the year's reports add them to what is paid here."
    >
      {(target) => <YtdBody key={target.employeeId} organizationId={organizationId} target={target} onDone={onClose} />}
    </FormDialog>
  );
}

function YtdBody({ organizationId, target, onDone }: FormOnProps<'target', YtdTarget>) {
  const current = financialYearLabelOf(useOrganizationToday());
  const [year, setYear] = useState(current);
  const { data, error, mutate } = useYtdBroughtIn(organizationId, target.employeeId, year);
  return (
    <div className="space-y-4">
      <Field label="Financial year" hint="1 July to 30 June.">
        {(control) => (
          <Select {...control} value={year} onChange={(event) => setYear(event.target.value)}>
            {[current, yearBefore(current)].map((label) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {error ? (
        <ListError message="The year to date could not be loaded." onRetry={() => mutate()} />
      ) : !data ? (
        <p className="text-sm text-slate-600">Loading year to date...</p>
      ) : (
        <YtdForm
          key={`${year}-${data.version}`}
          organizationId={organizationId}
          target={target}
          data={data}
          onDone={onDone}
        />
      )}
    </div>
  );
}

function YtdForm({
  organizationId,
  target,
  data,
  onDone,
}: {
  organizationId: number;
  target: YtdTarget;
  data: YtdBroughtIn;
  onDone: () => void;
}) {
  const save = useSaveYtdBroughtIn(organizationId);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      amounts: Object.fromEntries(
        YTD_AMOUNT_KEYS.map((key) => [key, data.amounts[key] === '0.00' ? '' : (data.amounts[key] ?? '')]),
      ),
      last_pay_date_elsewhere: data.last_pay_date_elsewhere ?? '',
    },
  });
  const gross = form
    .watch(
      YTD_AMOUNT_FIELDS.filter((field) =>
        ['gross', 'overtime', 'bonuses', 'paid_leave', 'allowance'].includes(field.group),
      ).map((field) => `amounts.${field.key}` as Path<Values>),
    )
    .reduce((sum: number, value) => sum + (parseMoney(String(value ?? '')) ?? 0), 0);
  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      submitLabel="Save year to date"
      onSubmit={async (values) => {
        await save.trigger({
          employeeId: target.employeeId,
          input: {
            financial_year: data.financial_year,
            amounts: Object.fromEntries(YTD_AMOUNT_KEYS.map((key) => [key, values.amounts[key]?.trim() || '0.00'])),
            last_pay_date_elsewhere: values.last_pay_date_elsewhere || null,
            ...(data.version > 0 ? { version: data.version } : {}),
          },
        });
        notify.success(`Year to date brought in for ${target.name} (${data.financial_year}) saved.`);
        onDone();
      }}
    >
      {data.version === 0 ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          No figures brought in for {data.financial_year} yet: the year to date counts only pay runs here. Enter the
          totals from the previous payroll's last pay in this year; blank amounts are 0.00.
        </p>
      ) : data.updated_at ? (
        <p className="text-sm text-slate-600">Last saved {formatDate(data.updated_at.slice(0, 10), 'medium')}.</p>
      ) : null}
      <InputField
        form={form}
        name="last_pay_date_elsewhere"
        label="Pay date of the last run elsewhere"
        type="date"
        hint="In this financial year."
      />
      {GROUPS.map((section) => (
        <fieldset key={section.title} className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">{section.title}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {YTD_AMOUNT_FIELDS.filter((field) => section.groups.includes(field.group)).map((field) => (
              <InputField
                key={field.key}
                form={form}
                name={`amounts.${field.key}` as Path<Values>}
                label={`${field.label} ($)`}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
              />
            ))}
          </div>
        </fieldset>
      ))}
      <p className="text-sm text-slate-700">
        Total gross brought in: <span className="font-medium">{formatAud(gross)}</span>
      </p>
    </DialogForm>
  );
}
