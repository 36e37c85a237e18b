import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { ErrorAlert } from './alert';
import { Button, buttonClasses } from './button';
import { overlayClasses, panelClasses } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Extra text below the question, e.g. what else goes with the record. */
  note?: ReactNode;
  confirmLabel?: string;
  /** The button that closes the dialog and does nothing ('Cancel' by default). */
  cancelLabel?: string;
  busyLabel?: string;
  /** Shown when the action fails, instead of the server's message. */
  failureMessage?: string;
  /** 'primary' for actions that undo nothing (e.g. restoring a record); 'danger' by default. */
  confirmVariant?: 'danger' | 'primary';
  /** Runs the action; the dialog closes when it resolves and shows the error when it throws. */
  onConfirm: () => Promise<void>;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  note,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busyLabel = 'Deleting...',
  failureMessage,
  confirmVariant = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) setError(null);
    onOpenChange(next);
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onOpenChange(false);
    } catch (caught) {
      console.error(caught);
      setError(failureMessage ?? errorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={change}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content className={cn(panelClasses, 'max-w-md p-5')}>
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">{description}</AlertDialog.Description>
          {note ? <div className="mt-2 text-sm text-slate-600">{note}</div> : null}
          {error ? <ErrorAlert className="mt-4">{error}</ErrorAlert> : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })} disabled={busy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <Button variant={confirmVariant} onClick={confirm} disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
