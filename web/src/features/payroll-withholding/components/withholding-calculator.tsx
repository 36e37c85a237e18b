import { formatAudAmount } from '@wattle/shared/money';
import {
  WITHHOLDING_PERIOD_LABELS,
  WITHHOLDING_PERIODS,
  type WithholdingAnswer,
  type WithholdingPeriod,
} from '@wattle/shared/payroll-withholding';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Options, Select } from '@/components/ui/select';
import { applyServerErrors } from '@/lib/form';
import { calculateWithholding } from '../api/withholding';

interface CalculatorValues {
  gross: string;
  period: WithholdingPeriod;
  pay_date: string;
  tfn_provided: 'yes' | 'no';
  residency: 'resident' | 'foreign';
  tax_free_threshold: boolean;
  medicare_levy_exemption: 'none' | 'half' | 'full';
  study_loan: boolean;
  tax_offsets: string;
  medicare_levy_spouse: boolean;
  medicare_levy_children: string;
}

const FIELDS = [
  'gross',
  'period',
  'pay_date',
  'residency',
  'medicare_levy_exemption',
  'tax_offsets',
  'medicare_levy_spouse',
  'medicare_levy_children',
] as const;

const dollars = formatAudAmount;

/** The amount to withhold from one payment, by the ATO's Schedule 1 (and Schedule 8 for study loans). */
export function WithholdingCalculator({ organizationId, today }: { organizationId: number; today: string }) {
  const [result, setResult] = useState<WithholdingAnswer | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CalculatorValues>({
    defaultValues: {
      gross: '',
      period: 'weekly',
      pay_date: today,
      tfn_provided: 'yes',
      residency: 'resident',
      tax_free_threshold: true,
      medicare_levy_exemption: 'none',
      study_loan: false,
      tax_offsets: '',
      medicare_levy_spouse: false,
      medicare_levy_children: '0',
    },
  });
  const noTfn = watch('tfn_provided') === 'no';
  const foreign = watch('residency') === 'foreign';
  const ignored = noTfn
    ? 'Without a TFN, scale 4 applies: the threshold, Medicare exemption and study loan are not used.'
    : foreign
      ? 'A foreign resident is on scale 3: the threshold and Medicare exemption are not used.'
      : null;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setResult(null);
    try {
      setResult(
        await calculateWithholding({
          organization_id: organizationId,
          gross: values.gross.trim(),
          period: values.period,
          pay_date: values.pay_date,
          tfn_provided: values.tfn_provided === 'yes',
          residency: values.residency,
          tax_free_threshold: values.tax_free_threshold,
          medicare_levy_exemption: values.medicare_levy_exemption,
          study_loan: values.study_loan,
          tax_offsets: values.tax_offsets.trim() || null,
          medicare_levy_spouse: values.medicare_levy_spouse,
          medicare_levy_children: Number(values.medicare_levy_children || 0),
        }),
      );
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <Card className="p-4 sm:p-6">
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          {formError ? <ErrorAlert className="sm:col-span-2">{formError}</ErrorAlert> : null}
          <Field
            label="Gross pay"
            required
            hint="Dollars and cents for the period, e.g. 1500.00."
            error={errors.gross?.message}
          >
            {(c) => <Input {...c} {...register('gross')} inputMode="decimal" autoComplete="off" />}
          </Field>
          <Field label="Pay period" required error={errors.period?.message}>
            {(c) => (
              <Select {...c} {...register('period')}>
                <Options values={WITHHOLDING_PERIODS} labels={WITHHOLDING_PERIOD_LABELS} />
              </Select>
            )}
          </Field>
          <Field
            label="Pay date"
            required
            hint="The schedule in force on this day applies."
            error={errors.pay_date?.message}
          >
            {(c) => <Input {...c} {...register('pay_date')} type="date" />}
          </Field>
          <Field label="TFN provided" required>
            {(c) => (
              <Select {...c} {...register('tfn_provided')}>
                <option value="yes">Yes</option>
                <option value="no">No</option>
              </Select>
            )}
          </Field>
          <Field label="Residency for tax" required error={errors.residency?.message}>
            {(c) => (
              <Select {...c} {...register('residency')}>
                <option value="resident">Australian resident</option>
                <option value="foreign">Foreign resident</option>
              </Select>
            )}
          </Field>
          <Field label="Medicare levy exemption" required error={errors.medicare_levy_exemption?.message}>
            {(c) => (
              <Select {...c} {...register('medicare_levy_exemption')}>
                <option value="none">None</option>
                <option value="half">Half</option>
                <option value="full">Full</option>
              </Select>
            )}
          </Field>
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" {...register('tax_free_threshold')} className="size-4 accent-brand-700" />
            Tax-free threshold claimed
          </label>
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" {...register('study_loan')} className="size-4 accent-brand-700" />
            Study and training support loan (HELP, VSL, SSL, TSL)
          </label>
          <Field
            label="Tax offsets claimed a year"
            hint="From a withholding declaration, e.g. 1200.00; empty: none."
            error={errors.tax_offsets?.message}
          >
            {(c) => <Input {...c} {...register('tax_offsets')} inputMode="decimal" autoComplete="off" />}
          </Field>
          <Field
            label="Dependent children"
            hint="On a Medicare levy variation declaration."
            error={errors.medicare_levy_children?.message}
          >
            {(c) => <Input {...c} {...register('medicare_levy_children')} type="number" min={0} max={30} />}
          </Field>
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" {...register('medicare_levy_spouse')} className="size-4 accent-brand-700" />
            Medicare levy adjustment: has a spouse (Medicare levy variation declaration)
          </label>
          {errors.medicare_levy_spouse?.message ? (
            <p className="text-sm text-red-700 sm:col-span-2">{errors.medicare_levy_spouse.message}</p>
          ) : null}
          {ignored ? <p className="text-sm text-slate-600 sm:col-span-2">{ignored}</p> : null}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Calculating...' : 'Calculate'}
            </Button>
          </div>
        </form>
      </Card>
      <Card className="p-4 sm:p-6" aria-live="polite">
        <h2 className="text-base font-semibold text-slate-900">Result</h2>
        {result ? (
          <dl className="mt-3 grid gap-3 text-sm">
            <div>
              <dt className="text-slate-600">Amount to withhold</dt>
              <dd className="text-2xl font-semibold text-slate-900" data-testid="withholding-amount">
                {dollars(result.withholding)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Of which study and training loan</dt>
              <dd className="font-medium text-slate-900">{dollars(result.study_loan)}</dd>
            </div>
            {result.tax_offset !== '0.00' ? (
              <div>
                <dt className="text-slate-600">Less tax offsets</dt>
                <dd className="font-medium text-slate-900">{dollars(result.tax_offset)}</dd>
              </div>
            ) : null}
            {result.medicare_levy_adjustment !== '0.00' ? (
              <div>
                <dt className="text-slate-600">Less Medicare levy adjustment</dt>
                <dd className="font-medium text-slate-900">{dollars(result.medicare_levy_adjustment)}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-slate-600">Scale</dt>
              <dd className="font-medium text-slate-900">{result.scale}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Schedule</dt>
              <dd className="text-slate-900">
                {result.schedule}
                {result.unverified ? (
                  <span className="mt-1 block text-xs text-amber-800">
                    <Badge tone="amber">Unverified</Badge> Not checked against the ATO’s publication: see Built-in tax
                    tables.
                  </span>
                ) : null}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="mt-3 text-sm text-slate-600">Enter the pay and the employee’s declaration, then Calculate.</p>
        )}
      </Card>
    </div>
  );
}
