import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { InputField } from '@/components/forms/input-field';

/**
 * Start, End (at or before the start: the next day) and Unpaid break (minutes): the shift dialog's and
 * the template form's one row of times, for a form with `start_time`, `end_time` and `break_minutes`.
 */
export function ShiftTimeFields<T extends FieldValues, V>({ form }: { form: UseFormReturn<T, unknown, V> }) {
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      <InputField form={form} name={'start_time' as Path<T>} label="Start" type="time" required />
      <InputField form={form} name={'end_time' as Path<T>} label="End" type="time" required />
      <InputField
        form={form}
        name={'break_minutes' as Path<T>}
        label="Unpaid break (minutes)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        className="col-span-2 sm:col-span-1"
      />
    </div>
  );
}
