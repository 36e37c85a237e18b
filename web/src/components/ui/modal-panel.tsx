import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { DialogClose, DiscardGuardScope, useCloseGuard } from './discard-guard';
import { overlayClasses } from './panel';
import { useReturnFocus } from './use-return-focus';

interface ModalPanelProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The panel's own classes: where it sits and how wide it is. */
  className: string;
  titleClassName?: string;
  /** The scrolling body's classes. */
  bodyClassName: string;
  /** Rendered after the body, inside the panel's discard guard. */
  after?: ReactNode;
}

/**
 * What a dialog and a sheet share: a modal panel over a dimmed backdrop, its title, optional
 * description and × in a header, the body below it; focus is trapped and returns to what opened
 * it, and a form inside that calls `useDiscardGuard(isDirty)` asks before its changes are thrown away.
 */
export function ModalPanel({
  title,
  description,
  children,
  className,
  titleClassName,
  bodyClassName,
  after,
}: ModalPanelProps) {
  const returnFocus = useReturnFocus();
  const { guard, closeRef, question, panelProps } = useCloseGuard();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={className}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...returnFocus}
        {...panelProps}
      >
        <DiscardGuardScope guard={guard}>
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div className="min-w-0">
              <DialogPrimitive.Title className={cn('text-lg font-semibold text-slate-900', titleClassName)}>
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
          <div className={bodyClassName}>{children}</div>
          {after}
          {question}
        </DiscardGuardScope>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
