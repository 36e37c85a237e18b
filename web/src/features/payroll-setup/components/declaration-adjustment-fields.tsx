import type { UseFormReturn } from 'react-hook-form';
import { InputField } from '@/components/forms/input-field';
import type { EmployeePayValues } from './employee-pay-values';

/**
 * The tax declaration's adjustments (issue 30 §3): annual tax offsets from a withholding declaration
 * and the spouse and dependent children of a Medicare levy variation declaration. Pay runs take the
 * offsets off scales 2, 5 and 6 and the Medicare levy adjustment off scales 2 and 6 (ATO Schedule 1).
 */
export function DeclarationAdjustmentFields({ form }: { form: UseFormReturn<EmployeePayValues> }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <InputField
        form={form}
        name="tax_offsets"
        label="Tax offsets claimed a year ($)"
        hint="From a withholding declaration, e.g. 1200.00. Empty: none."
        inputMode="decimal"
      />
      <InputField
        form={form}
        name="medicare_levy_children"
        label="Dependent children (Medicare levy adjustment)"
        hint="From a Medicare levy variation declaration."
        type="number"
        min={0}
        max={30}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
        <input type="checkbox" className="size-4 rounded border-slate-300" {...register('medicare_levy_spouse')} />
        Medicare levy adjustment: has a spouse
      </label>
      {errors.medicare_levy_spouse?.message ? (
        <p className="text-sm text-red-600 sm:col-span-2">{errors.medicare_levy_spouse.message}</p>
      ) : null}
    </div>
  );
}
