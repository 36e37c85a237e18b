import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { useDiscardGuard } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { applyServerErrors } from '@/lib/form';
import { FormFooter, type FormFooterProps } from './form-dialog';

/** What the form's alert says: one message, a message a line, or nothing. */
export type AlertText = string | readonly string[] | null;

interface DialogFormProps<T extends FieldValues, V> extends Omit<FormFooterProps, 'pending'> {
  /** The form, from react-hook-form's `useForm` (with `zodResolver(schema)` where the API has one). */
  form: UseFormReturn<T, unknown, V>;
  /**
   * Saves the checked values (and closes the dialog, e.g. `onDone()`). When it throws, the API's
   * 422 field errors show under their `fields`, the alert says what went wrong, and what the user
   * typed stays.
   */
  onSubmit: (values: V) => Promise<void> | void;
  /** The fields a 422 may name: each shows its message under itself. */
  fields?: readonly Path<T>[];
  /** The alert's text for a failed save, instead of the API's message (`message`). */
  errorText?: (error: unknown, message: string) => AlertText;
  /** Whether closing asks first (by default: the form has changes, react-hook-form's `isDirty`). */
  dirty?: boolean;
  /** The form's layout: a column of fields by default. */
  className?: string;
  children: ReactNode;
}

/**
 * A create or edit form inside a `FormDialog`: it submits with a pending state, puts a failed
 * save's field errors under their fields and the rest in an alert above them (scrolled into view),
 * keeps what the user typed, asks before unsaved changes are thrown away, and ends with the footer
 * (Cancel, and the submit button).
 */
export function DialogForm<T extends FieldValues, V>({
  form,
  onSubmit,
  fields = [],
  errorText,
  dirty,
  className,
  children,
  ...footer
}: DialogFormProps<T, V>) {
  const [alert, setAlert] = useState<AlertText>(null);
  const { isSubmitting, isDirty } = form.formState;
  useDiscardGuard(dirty ?? isDirty);

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await onSubmit(values);
    } catch (error) {
      console.error(error);
      const message = applyServerErrors(error, form.setError, fields);
      setAlert(errorText ? errorText(error, message) : message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={cn('grid gap-4', className)}>
      <FormAlert text={alert} />
      {children}
      <FormFooter pending={isSubmitting} {...footer} />
    </form>
  );
}

/** A failed save's alert, brought into view when it appears (the form may be scrolled to its foot). */
export function FormAlert({ text }: { text: AlertText }) {
  const ref = useRef<HTMLDivElement>(null);
  const lines = text === null ? [] : typeof text === 'string' ? [text] : text;
  const shown = lines.length > 0;
  useEffect(() => {
    if (shown) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  if (!shown) return null;
  return (
    <div ref={ref}>
      <ErrorAlert>
        {lines.map((line) => (
          <p key={line} className="whitespace-pre-line">
            {line}
          </p>
        ))}
      </ErrorAlert>
    </div>
  );
}
