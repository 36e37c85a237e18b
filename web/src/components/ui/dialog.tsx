import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useDiscardGuard } from './discard-guard';
import { ModalPanel } from './modal-panel';
import { panelClasses } from './panel';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export { DialogClose, useDiscardGuard } from './discard-guard';

interface DialogContentProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** For a form written in the same component as its dialog: it has unsaved changes (else `useDiscardGuard`). */
  dirty?: boolean;
}

/**
 * A modal panel with its title, optional description and a close button; focus is trapped, and
 * returns to what opened it. Its body scrolls under a header and footer that stay in view; a form
 * inside that calls `useDiscardGuard(isDirty)` asks before its changes are thrown away.
 */
export function DialogContent({ title, description, children, className, dirty }: DialogContentProps) {
  return (
    <ModalPanel
      title={title}
      description={description}
      className={cn(panelClasses, 'max-w-lg', className)}
      bodyClassName="min-h-0 overflow-y-auto px-5 pt-4 pb-4"
      after={dirty === undefined ? null : <DirtyForm dirty={dirty} />}
    >
      {children}
    </ModalPanel>
  );
}

function DirtyForm({ dirty }: { dirty: boolean }) {
  useDiscardGuard(dirty);
  return null;
}

/**
 * The row of buttons at the foot of a dialog form: it sticks to the bottom of the scrolling body,
 * so Save stays in view however long the form.
 */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="sticky -bottom-4 z-10 -mx-5 mt-6 -mb-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:justify-end">
      {children}
    </div>
  );
}
