import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { DialogClose, DiscardGuardScope, useCloseGuard, useDiscardGuard } from './discard-guard';
import { overlayClasses, panelClasses } from './panel';
import { useReturnFocus } from './use-return-focus';

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
  const returnFocus = useReturnFocus();
  const { guard, closeRef, question, panelProps } = useCloseGuard();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(panelClasses, 'max-w-lg', className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...returnFocus}
        {...panelProps}
      >
        <DiscardGuardScope guard={guard}>
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div className="min-w-0">
              <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogClose asChild>
              <Button ref={closeRef} variant="ghost" size="icon-sm" aria-label="Close" className="-mr-1">
                <X aria-hidden="true" className="size-4" />
              </Button>
            </DialogClose>
          </div>
          <div className="min-h-0 overflow-y-auto px-5 pt-4 pb-4">{children}</div>
          {dirty === undefined ? null : <DirtyForm dirty={dirty} />}
          {question}
        </DiscardGuardScope>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
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
