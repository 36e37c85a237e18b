import { isCalendarDate } from '@wattle/shared/calendar';
import { formatAudRateText } from '@wattle/shared/money';
import {
  minimumRateFor,
  type PayConditionSet,
  type PayConditionVersion,
  versionOn,
} from '@wattle/shared/pay-conditions/index';
import {
  type MinimumRateJson,
  minimumRateJson,
  nationalMinimumJson,
  setEmploymentType,
} from '@wattle/shared/pay-minimum';
import type { EmployeePay } from '@wattle/shared/payroll-setup';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/forms/input-field';
import { Badge } from '@/components/ui/badge';
import type { EmployeePayValues } from './employee-pay-values';

/**
 * Employee pay's pay conditions (issue 27 §1): award-free or a pay condition set, its
 * classification and, where the set has apprentice rates, the apprentice year; and the minimum
 * that applies, shown under the rate (worked out here as the API checks it: the set's minimum for
 * the classification, the junior's age from the record's date of birth, the apprentice year).
 */

type Form = UseFormReturn<EmployeePayValues>;

const ORDINALS = ['1st', '2nd', '3rd'];
const ordinal = (year: number) => ORDINALS[year - 1] ?? `${year}th`;

/** The set's version on the effective date (its latest while the date is not a date yet). */
function versionFor(set: PayConditionSet | undefined, effectiveFrom: string): PayConditionVersion | null {
  if (!set) return null;
  return (isCalendarDate(effectiveFrom) ? versionOn(set, effectiveFrom) : null) ?? set.versions.at(-1) ?? null;
}

export function PayConditionsFields({
  form,
  sets,
  unavailable,
}: {
  form: Form;
  sets: readonly PayConditionSet[];
  /** The sets could not be read: only award-free (and the period's own set) can be chosen. */
  unavailable: boolean;
}) {
  const [setId, classification, apprenticeYear, effectiveFrom] = form.watch([
    'pay_condition_set_id',
    'classification',
    'apprentice_year',
    'effective_from',
  ]);
  const set = sets.find((item) => item.id === setId);
  const version = versionFor(set, effectiveFrom);
  const classifications = version?.base_rates.classifications ?? [];
  const years = version?.apprentice_rates?.by_year.length ?? 0;
  const { setValue } = form;
  // Another set: its classification and apprentice year are chosen again.
  useEffect(() => {
    if (!version) return;
    if (classification && !version.base_rates.classifications.some((item) => item.code === classification))
      setValue('classification', '');
    if (apprenticeYear && Number(apprenticeYear) > (version.apprentice_rates?.by_year.length ?? 0))
      setValue('apprentice_year', '');
  }, [version, classification, apprenticeYear, setValue]);
  return (
    <>
      <SelectField
        form={form}
        name="pay_condition_set_id"
        label="Pay conditions"
        hint={
          unavailable
            ? 'The pay conditions could not be loaded: only award-free can be chosen now.'
            : 'An award or agreement sets the minimum rate; award-free pays a flat rate.'
        }
      >
        <option value="">Award-free (flat rate)</option>
        {sets.map((item) => (
          <option key={item.id} value={item.id}>
            {item.built_in ? `${item.name} (${item.instrument})` : item.name}
          </option>
        ))}
        {setId && !set ? <option value={setId}>{setId}</option> : null}
      </SelectField>
      {set ? (
        <SelectField form={form} name="classification" label="Classification" required>
          <option value="">Choose a classification</option>
          {classifications.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {set && years > 0 ? (
        <SelectField form={form} name="apprentice_year" label="Apprentice year">
          <option value="">None</option>
          {Array.from({ length: years }, (_, index) => String(index + 1)).map((year) => (
            <option key={year} value={year}>
              {ordinal(Number(year))}
            </option>
          ))}
        </SelectField>
      ) : null}
    </>
  );
}

/** The minimum the chosen conditions give this employee on the effective date, or null. */
function minimumFor(values: EmployeePayValues, sets: readonly PayConditionSet[], pay: EmployeePay) {
  if (!isCalendarDate(values.effective_from)) return null;
  if (!values.pay_condition_set_id) return nationalMinimumJson(values.effective_from, pay.employment_type === 'Casual');
  const set = sets.find((item) => item.id === values.pay_condition_set_id);
  if (!set || !values.classification) return null;
  const minimum = minimumRateFor(
    set,
    {
      employment_type: setEmploymentType(pay.employment_type),
      classification: values.classification,
      date_of_birth: pay.date_of_birth,
      apprentice_year: values.apprentice_year ? Number(values.apprentice_year) : null,
    },
    values.effective_from,
  );
  return minimum ? minimumRateJson(minimum) : null;
}

/** "Minimum $27.81 an hour: MA000004 cl. 17.1: Retail Employee Level 1", flagged when unverified. */
export function MinimumRateNote({
  form,
  sets,
  pay,
}: {
  form: Form;
  sets: readonly PayConditionSet[];
  pay: EmployeePay;
}) {
  const values = form.watch();
  const minimum: MinimumRateJson | null = minimumFor(values, sets, pay);
  if (!minimum) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
      <span>
        Minimum {formatAudRateText(minimum.hourly_rate)} an hour
        {values.pay_condition_set_id ? ' before casual loading' : ''} · {minimum.rule}
      </span>
      {minimum.unverified ? (
        <span title={minimum.unverified_reason ?? 'Not confirmed from a source that was read.'}>
          <Badge tone="amber">Unverified</Badge>
          <span className="sr-only">: {minimum.unverified_reason}</span>
        </span>
      ) : null}
    </p>
  );
}
