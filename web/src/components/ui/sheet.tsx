import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { DialogClose, DiscardGuardScope, useCloseGuard } from './discard-guard';
import { overlayClasses } from './panel';
import { useReturnFocus } from './use-return-focus';

export const Sheet = DialogPrimitive.Root;

interface SheetContentProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A dialog that slides in from the right, full width on a phone; focus is trapped, and returns to
 * what opened it. A form inside that calls `useDiscardGuard(isDirty)` asks before its changes go.
 */
export function SheetContent({ title, description, children, className }: SheetContentProps) {
  const returnFocus = useReturnFocus();
  const { guard, closeRef, question, panelProps } = useCloseGuard();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl focus:outline-none',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...returnFocus}
        {...panelProps}
      >
        <DiscardGuardScope guard={guard}>
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div className="min-w-0">
              <DialogPrimitive.Title className="text-lg font-semibold break-words text-slate-900">
                {title}
              </DialogPrimitive.Title>
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
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {question}
        </DiscardGuardScope>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
