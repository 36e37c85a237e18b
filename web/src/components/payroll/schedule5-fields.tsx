import {
  SCHEDULE5_KINDS,
  SCHEDULE5_METHOD_LABELS,
  SCHEDULE5_PERIOD_KINDS,
  type Schedule5Method,
} from '@wattle/shared/payroll-constants';
import type { UseFormReturn } from 'react-hook-form';
import { InputField, SelectField } from '@/components/forms/input-field';

/** The form values of a one-off bonus, commission or back pay's ATO Schedule 5 fields (issue 30 §2). */
export interface Schedule5Values {
  schedule5_method: Schedule5Method;
  schedule5_periods: string;
  accrued_from: string;
  accrued_to: string;
}
export const SCHEDULE5_FIELDS = ['schedule5_method', 'schedule5_periods', 'accrued_from', 'accrued_to'] as const;

export const schedule5Defaults = (item?: {
  schedule5_method?: Schedule5Method | null;
  schedule5_periods?: number | null;
  accrued_from?: string | null;
  accrued_to?: string | null;
}): Schedule5Values => ({
  schedule5_method: item?.schedule5_method ?? 'A',
  schedule5_periods: item?.schedule5_periods == null ? '' : String(item.schedule5_periods),
  accrued_from: item?.accrued_from ?? '',
  accrued_to: item?.accrued_to ?? '',
});

/** What the API takes for the kind (nothing for a kind Schedule 5 does not withhold). */
export function schedule5Input(kind: string, values: Schedule5Values) {
  if (!SCHEDULE5_KINDS.includes(kind)) {
    return { schedule5_method: null, schedule5_periods: null, accrued_from: null, accrued_to: null };
  }
  const periods = values.schedule5_periods.trim();
  return {
    // Method B(i) is for back pay only (the option is not offered for a bonus or commission).
    schedule5_method:
      values.schedule5_method === 'B2' || (values.schedule5_method === 'B1' && kind === 'back_pay')
        ? values.schedule5_method
        : null,
    schedule5_periods: SCHEDULE5_PERIOD_KINDS.includes(kind) && periods !== '' ? Number(periods) : null,
    accrued_from: kind === 'back_pay' && values.accrued_from ? values.accrued_from : null,
    accrued_to: kind === 'back_pay' && values.accrued_to ? values.accrued_to : null,
  };
}

/**
 * The method (A, B(i) for back pay of earlier periods of the year, or B(ii)), the pay periods a bonus or commission relates to, and the days a back pay
 * accrued over (more than 12 months before it is paid: reported as Lump Sum E of that year).
 */
// biome-ignore lint/suspicious/noExplicitAny: the fields sit in forms of several value shapes.
export function Schedule5Fields({ form, kind }: { form: UseFormReturn<any>; kind: string }) {
  if (!SCHEDULE5_KINDS.includes(kind)) return null;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">Withholding (ATO Schedule 5)</legend>
      <SelectField form={form} name="schedule5_method" label="Method">
        <option value="A">{SCHEDULE5_METHOD_LABELS.A}</option>
        {kind === 'back_pay' ? <option value="B1">{SCHEDULE5_METHOD_LABELS.B1} (unverified)</option> : null}
        <option value="B2">{SCHEDULE5_METHOD_LABELS.B2} (unverified)</option>
      </SelectField>
      {SCHEDULE5_PERIOD_KINDS.includes(kind) ? (
        <InputField
          form={form}
          name="schedule5_periods"
          label="Pay periods it relates to"
          hint="Empty: a year's (52, 26 or 12)."
          inputMode="numeric"
        />
      ) : null}
      {kind === 'back_pay' ? (
        <>
          <InputField
            form={form}
            name="accrued_from"
            label="Accrued from"
            type="date"
            hint="One financial year a line. Method B(i): periods paid earlier this year."
          />
          <InputField
            form={form}
            name="accrued_to"
            label="Accrued to"
            type="date"
            hint="Over 12 months before payment: Lump Sum E."
          />
        </>
      ) : null}
    </fieldset>
  );
}
