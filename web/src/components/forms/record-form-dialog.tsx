import { Fragment, type ReactNode } from 'react';
import { FormDialog } from './form-dialog';

interface RecordFormDialogProps<R extends { id: number }> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record to edit; without it the dialog adds one. */
  record?: R;
  title: string;
  /** The panel's width on a wider screen. */
  className?: string;
  onSaved?: (saved: R) => void;
  /** The record's form, told what to do once it has saved. */
  children: (saved: (record: R) => void) => ReactNode;
}

/**
 * The dialog that adds a record or edits one: its form is mounted fresh for each record, and a
 * save closes the dialog, then tells `onSaved`.
 */
export function RecordFormDialog<R extends { id: number }>({
  open,
  onOpenChange,
  record,
  title,
  className = 'sm:max-w-2xl',
  onSaved,
  children,
}: RecordFormDialogProps<R>) {
  return (
    <FormDialog open={open} onClose={() => onOpenChange(false)} title={title} className={className}>
      <Fragment key={record?.id ?? 'new'}>
        {children((saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        })}
      </Fragment>
    </FormDialog>
  );
}
