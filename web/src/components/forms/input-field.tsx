import type { ComponentProps, ReactNode } from 'react';
import { type FieldValues, get, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { type ControlProps, Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

interface RegisteredProps<T extends FieldValues, V> {
  /** The form, from react-hook-form's `useForm`: the control is registered in it and shows its error. */
  form: UseFormReturn<T, unknown, V>;
  name: Path<T>;
  label: string;
  hint?: string;
  required?: boolean;
  /** The field's (label, control, hint, error) place in the form's layout. */
  className?: string;
}

/** The props of a field's control (type, inputMode, autoComplete, rows ...), less what the field sets. */
type ControlAttributes<E extends 'input' | 'textarea' | 'select'> = Omit<
  ComponentProps<E>,
  'form' | 'name' | 'className' | 'required'
>;

/** `<Field>` around a control registered under `name`, with that field's error under it. */
function RegisteredField<T extends FieldValues, V, R>({
  form,
  name,
  label,
  hint,
  required,
  className,
  control,
  ...rest
}: RegisteredProps<T, V> & {
  control: (props: ControlProps, registration: UseFormRegisterReturn, rest: R) => ReactNode;
} & R) {
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  return (
    <Field label={label} hint={hint} required={required} className={className} error={error?.message}>
      {(props) => control(props, form.register(name), rest as R)}
    </Field>
  );
}

/** A form's labelled input; the props beyond the field's (type, inputMode, autoComplete ...) go to the input. */
export function InputField<T extends FieldValues, V>(props: RegisteredProps<T, V> & ControlAttributes<'input'>) {
  return (
    <RegisteredField<T, V, ControlAttributes<'input'>>
      {...props}
      control={(control, registration, input) => <Input {...control} {...registration} {...input} />}
    />
  );
}

/** A form's labelled text area; the props beyond the field's (rows ...) go to the text area. */
export function TextareaField<T extends FieldValues, V>(props: RegisteredProps<T, V> & ControlAttributes<'textarea'>) {
  return (
    <RegisteredField<T, V, ControlAttributes<'textarea'>>
      {...props}
      control={(control, registration, textarea) => <Textarea {...control} {...registration} {...textarea} />}
    />
  );
}

/**
 * A form's labelled select, its children the options; the other props beyond the field's go to the
 * select. It mounts with the form's value as its `defaultValue`: react-hook-form's registration alone
 * could leave a native select on its first option when the dialog around it rendered again (an edit
 * dialog then showed, and would have saved, the first choice instead of the record's own).
 */
export function SelectField<T extends FieldValues, V>(props: RegisteredProps<T, V> & ControlAttributes<'select'>) {
  const value: unknown = props.form.getValues(props.name);
  return (
    <RegisteredField<T, V, ControlAttributes<'select'>>
      {...props}
      control={(control, registration, { children, ...select }) => (
        <Select
          {...control}
          {...registration}
          defaultValue={typeof value === 'string' || typeof value === 'number' ? value : undefined}
          {...select}
        >
          {children}
        </Select>
      )}
    />
  );
}
