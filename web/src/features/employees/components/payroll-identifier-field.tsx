import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { type ControlProps, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/**
 * What happens to a saved payroll identifier on save: kept as it is (the field is not sent),
 * replaced with what the user types, or removed.
 */
export type PayrollFieldMode = 'keep' | 'replace' | 'remove';

interface PayrollIdentifierFieldProps {
  label: string;
  hint?: string;
  error?: string;
  /** The saved value as the API shows it (masked); null when there is none. */
  saved: string | null;
  mode: PayrollFieldMode;
  onModeChange: (mode: PayrollFieldMode) => void;
  /** The editable input for a new value. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A payroll identifier in the employee form. With nothing saved it is a plain input. A saved value
 * shows only its mask, read-only, with Replace (an empty input for the new value) and Remove; the
 * form sends the field only when it was replaced or removed.
 */
export function PayrollIdentifierField({
  label,
  hint,
  error,
  saved,
  mode,
  onModeChange,
  children,
}: PayrollIdentifierFieldProps) {
  const box = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // After a click, focus goes where the user continues: the new input, Undo, or Replace again.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const target = box.current?.querySelector<HTMLElement>(
      mode === 'replace'
        ? 'input:not([readonly])'
        : mode === 'remove'
          ? '[data-action="undo"]'
          : '[data-action="replace"]',
    );
    target?.focus();
  }, [mode]);

  if (!saved) {
    return (
      <Field label={label} hint={hint} error={error}>
        {children}
      </Field>
    );
  }

  const change = (next: PayrollFieldMode) => {
    moved.current = true;
    onModeChange(next);
  };
  const status =
    mode === 'keep'
      ? 'Saved and hidden. Kept unless you replace or remove it.'
      : mode === 'remove'
        ? 'The saved value will be removed when you save.'
        : (hint ?? 'Enter the new value.');

  return (
    <Field label={label} hint={status} error={error}>
      {(control) => (
        <div ref={box} className="flex flex-wrap gap-2">
          <div className="w-full sm:w-auto sm:min-w-0 sm:flex-1">
            {mode === 'replace' ? (
              children(control)
            ) : (
              <Input
                {...control}
                readOnly
                value={mode === 'keep' ? saved : ''}
                placeholder={mode === 'remove' ? 'Removed' : undefined}
                className="bg-slate-50 font-mono tracking-wide text-slate-600"
              />
            )}
          </div>
          {mode === 'keep' ? (
            <>
              <Button
                variant="outline"
                data-action="replace"
                aria-label={`Replace ${label}`}
                onClick={() => change('replace')}
              >
                Replace
              </Button>
              <Button variant="ghost" aria-label={`Remove ${label}`} onClick={() => change('remove')}>
                Remove
              </Button>
            </>
          ) : (
            <Button
              variant="outline"
              data-action="undo"
              aria-label={mode === 'remove' ? `Undo removing ${label}` : `Cancel replacing ${label}`}
              onClick={() => change('keep')}
            >
              {mode === 'remove' ? 'Undo' : 'Cancel'}
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}
