import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * How a dialog closes whose form stays mounted between openings: a save on its way finishes first;
 * otherwise the form goes back to `values` (nothing typed lingers) and the dialog closes.
 */
export function useResetOnClose<T extends FieldValues>(
  form: UseFormReturn<T>,
  values: T,
  onOpenChange: (open: boolean) => void,
) {
  // Read while rendering, so the form re-renders its owner when a save starts or ends.
  const { isSubmitting } = form.formState;
  return () => {
    if (isSubmitting) return;
    form.reset(values);
    onOpenChange(false);
  };
}
