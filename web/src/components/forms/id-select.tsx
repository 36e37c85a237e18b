import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ControlProps } from '@/components/ui/field';
import { Select } from '@/components/ui/select';

interface IdSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** What the `Field` around it hands its control (id, description, invalid state). */
  field: ControlProps;
  /** The empty first option: what to choose, or that the options are loading. */
  placeholder: string;
  /** The records to choose from, by id; undefined while they load. */
  options: { id: number; label: string }[] | undefined;
  disabled?: boolean;
  /** After the form has the new value (e.g. to clear a choice that depends on it). */
  onChanged?: (value: string) => void;
}

/** A select of a form's id field (a department, a job opening ...): its value is the chosen id as text. */
export function IdSelect<T extends FieldValues>({
  control,
  name,
  field,
  placeholder,
  options,
  disabled,
  onChanged,
}: IdSelectProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, name, ref } }) => (
        <Select
          {...field}
          ref={ref}
          name={name}
          value={String(value ?? '')}
          onBlur={onBlur}
          onChange={(event) => {
            onChange(event.target.value);
            onChanged?.(event.target.value);
          }}
          disabled={disabled}
        >
          <option value="">{placeholder}</option>
          {options?.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    />
  );
}
