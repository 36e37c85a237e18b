import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '@/lib/form';

/**
 * Submits a form on a page (not in a dialog: `DialogForm` does this there): a failed save's 422
 * field errors go under their `fields`, the rest into `failure`, the text of the form's alert; what
 * the user typed stays.
 */
export function useFormSubmit<T extends FieldValues, V>(
  form: UseFormReturn<T, unknown, V>,
  onSubmit: (values: V) => Promise<void>,
  fields: readonly Path<T>[],
) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (caught) {
      setFailure(applyServerErrors(caught, form.setError, fields));
    }
  });
  return { submit, failure };
}
