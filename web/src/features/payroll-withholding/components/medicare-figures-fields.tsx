import { parseMoney } from '@wattle/shared/money';
import {
  type MedicareLevyAdjustmentJson,
  medicareLevyAdjustmentInput,
  WITHHOLDING_MESSAGES,
} from '@wattle/shared/payroll-withholding';
import type { UseFormReturn } from 'react-hook-form';
import { InputField } from '@/components/forms/input-field';

/** The form's text for each figure: whole dollars, and the low amount in dollars and cents. */
export interface MedicareFiguresValues {
  from_dollars: string;
  low_cents: string;
  shade_in_dollars: string;
  family_threshold_dollars: string;
  per_child_dollars: string;
}
export const NO_MEDICARE_FIGURES: MedicareFiguresValues = {
  from_dollars: '',
  low_cents: '',
  shade_in_dollars: '',
  family_threshold_dollars: '',
  per_child_dollars: '',
};
const KEYS = Object.keys(NO_MEDICARE_FIGURES) as (keyof MedicareFiguresValues)[];

export const MEDICARE_FIGURES_REQUIRED = 'Fill in all five figures, or leave them all empty.';

export type MedicareFiguresParsed =
  | { ok: true; figures?: MedicareLevyAdjustmentJson }
  | { ok: false; errors: Partial<Record<keyof MedicareFiguresValues, string>> };

/** The typed figures as the API takes them: none when all are empty; each field's problem otherwise. */
export function parseMedicareFigures(values: MedicareFiguresValues): MedicareFiguresParsed {
  const text = (key: keyof MedicareFiguresValues) => values[key].trim().replace(/[$,]/g, '');
  if (KEYS.every((key) => text(key) === '')) return { ok: true };
  const errors: Partial<Record<keyof MedicareFiguresValues, string>> = {};
  const numbers: Record<string, number> = {};
  for (const key of KEYS) {
    const value = text(key);
    if (value === '') errors[key] = MEDICARE_FIGURES_REQUIRED;
    else if (key === 'low_cents') {
      const cents = parseMoney(value);
      if (cents === null) errors[key] = WITHHOLDING_MESSAGES.medicareLow;
      else numbers[key] = cents;
    } else if (/^\d+$/.test(value)) numbers[key] = Number(value);
    else errors[key] = WITHHOLDING_MESSAGES.medicareWhole;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = medicareLevyAdjustmentInput.safeParse(numbers);
  if (parsed.success) return { ok: true, figures: parsed.data };
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'from_dollars') as keyof MedicareFiguresValues;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Each figure's field: its label and an example (the 2026 edition's scale 2 figures). */
const FIELDS: readonly [keyof MedicareFiguresValues, string, string][] = [
  ['from_dollars', 'Weekly earnings it starts at', 'Whole dollars, e.g. 538'],
  ['low_cents', 'Low amount', 'Dollars and cents, e.g. 538.67'],
  ['shade_in_dollars', 'Shade-in ends at', 'Weekly earnings in whole dollars, e.g. 673'],
  ['family_threshold_dollars', 'Family threshold a year', 'Whole dollars, e.g. 47238'],
  ['per_child_dollars', 'Amount per dependent child a year', 'Whole dollars, e.g. 4338'],
];

/**
 * A scale 2 or 6 table's optional Medicare levy adjustment figures (Schedule 1, NAT 1004, "Medicare
 * levy adjustment"): with them, the table's pay dates use the owner's figures instead of the
 * built-in, unverified ones.
 */
export function MedicareFiguresFields({
  form,
  error,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the fields sit under `medicare_levy_adjustment` of the tax table form.
  form: UseFormReturn<any>;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" aria-describedby="medicare-figures-hint">
      <legend className="text-sm font-medium text-slate-900">Medicare levy adjustment (optional)</legend>
      <p id="medicare-figures-hint" className="text-xs text-slate-500 sm:col-span-2">
        The figures of Schedule 1’s “Medicare levy adjustment” for this scale. Fill in all five to replace the built-in,
        unverified figures for these pay dates; leave them empty to keep the built-in ones.
      </p>
      {error ? <p className="text-sm text-red-600 sm:col-span-2">{error}</p> : null}
      {FIELDS.map(([key, label, hint]) => (
        <InputField
          key={key}
          form={form}
          name={`medicare_levy_adjustment.${key}`}
          label={label}
          hint={hint}
          inputMode={key === 'low_cents' ? 'decimal' : 'numeric'}
          autoComplete="off"
        />
      ))}
    </fieldset>
  );
}
