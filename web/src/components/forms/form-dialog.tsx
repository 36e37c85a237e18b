import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';

type Render<T> = ReactNode | ((target: T) => ReactNode);

/**
 * The props of a dialog of an organization's screen opened on one thing, `Name` (a record, a
 * choice; closed while it is null), and closed through `onClose`.
 */
export type DialogOnProps<Name extends string, Value> = { organizationId: number; onClose: () => void } & Record<
  Name,
  Value
>;

/** The props of the form inside such a dialog, once its thing is there: `onDone` closes the dialog. */
export type FormOnProps<Name extends string, Value> = { organizationId: number; onDone: () => void } & Record<
  Name,
  Value
>;

interface FormDialogProps<T> {
  /**
   * Open while this is set: `true`, or what the dialog works on (a record, 'new'); the title,
   * description and body may be functions of it. null, undefined or false: closed.
   */
  open: T | null | undefined | false;
  /** The dialog closes (Escape, a click outside, ×, Cancel, or the form after a save). */
  onClose: () => void;
  title: string | ((target: T) => string);
  description?: Render<T>;
  /** The panel's width on a wider screen, e.g. 'sm:max-w-2xl'. */
  className?: string;
  children: Render<T>;
}

const render = <T,>(value: Render<T> | undefined, target: T) =>
  typeof value === 'function' ? (value as (target: T) => ReactNode)(target) : value;

/**
 * The panel of a create or edit form: a modal with its title, whose body (the form) is mounted
 * fresh each time it opens, so nothing typed last time lingers. Focus returns to what opened it;
 * closing with unsaved changes asks first (the form's `DialogForm` tells it); on a phone it is
 * the screen's width and its footer's buttons stack.
 */
export function FormDialog<T>({ open, onClose, title, description, className, children }: FormDialogProps<T>) {
  const target = open === null || open === undefined || open === false ? null : { value: open };
  return (
    <Dialog open={target !== null} onOpenChange={(next) => !next && onClose()}>
      {target ? (
        <DialogContent
          title={typeof title === 'function' ? title(target.value) : title}
          description={render(description, target.value)}
          className={className}
        >
          {render(children, target.value)}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

export interface FormFooterProps {
  /** The save is running: both buttons are disabled and the submit button says `pendingLabel`. */
  pending: boolean;
  /** Something else is running (e.g. a second try): both buttons are disabled, the label stays. */
  busy?: boolean;
  submitLabel: string;
  /** What the submit button says while the save runs. */
  pendingLabel?: string;
  submitVariant?: 'primary' | 'danger';
  /** Keeps the submit button disabled, e.g. while there is nothing to choose from. */
  submitDisabled?: boolean;
}

/**
 * The foot of a dialog form: Cancel (closes, asking first if the form has unsaved changes) and the
 * submit button, which says what it does and, while the save runs, that it is running.
 */
export function FormFooter({
  pending,
  busy = false,
  submitLabel,
  pendingLabel = 'Saving...',
  submitVariant = 'primary',
  submitDisabled = false,
}: FormFooterProps) {
  const disabled = pending || busy;
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={disabled}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" variant={submitVariant} disabled={disabled || submitDisabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
