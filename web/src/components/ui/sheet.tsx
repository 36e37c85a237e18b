import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ModalPanel } from './modal-panel';

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
  return (
    <ModalPanel
      title={title}
      description={description}
      className={cn(
        'fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl focus:outline-none',
        className,
      )}
      titleClassName="break-words"
      bodyClassName="min-h-0 flex-1 overflow-y-auto px-5 py-4"
    >
      {children}
    </ModalPanel>
  );
}
