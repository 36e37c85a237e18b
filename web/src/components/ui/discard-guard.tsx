import { Dialog as DialogPrimitive } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ConfirmDialog } from './confirm-dialog';

export const DISCARD_TITLE = 'Discard unsaved changes?';
export const DISCARD_QUESTION = 'The changes you made in this form will be lost.';
export const DISCARD_LABEL = 'Discard';
export const KEEP_EDITING_LABEL = 'Keep editing';

interface Guard {
  /** One form (by its `useId`) in the panel has, or no longer has, unsaved changes. */
  setDirty: (form: string, dirty: boolean) => void;
  /** Stops a close while there are unsaved changes and asks instead. */
  intercept: (event: { preventDefault: () => void }) => void;
}

const GuardContext = createContext<Guard | null>(null);

/**
 * In a form inside a `DialogContent` or `SheetContent`: while `dirty` (react-hook-form's
 * `formState.isDirty`), closing the panel by Escape, a click outside, Cancel or × asks first.
 */
export function useDiscardGuard(dirty: boolean): void {
  const guard = useContext(GuardContext);
  const form = useId();
  useEffect(() => {
    guard?.setDirty(form, dirty);
    return () => guard?.setDirty(form, false);
  }, [guard, form, dirty]);
}

/**
 * The panel's side of the guard: spread `panelProps` on the radix `Content`, wrap what it holds in
 * `<DiscardGuardScope guard={guard}>`, give `closeRef` to its × button (a `DialogClose`) and render
 * `question`, the confirmation.
 */
export function useCloseGuard() {
  const dirtyForms = useRef(new Set<string>());
  const discarding = useRef(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  const guard = useMemo<Guard>(
    () => ({
      setDirty: (form, dirty) => {
        if (dirty) dirtyForms.current.add(form);
        else dirtyForms.current.delete(form);
      },
      intercept: (event) => {
        if (dirtyForms.current.size === 0 || discarding.current) return;
        event.preventDefault();
        setAsking(true);
      },
    }),
    [],
  );

  const question = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title={DISCARD_TITLE}
      description={DISCARD_QUESTION}
      confirmLabel={DISCARD_LABEL}
      busyLabel="Discarding..."
      cancelLabel={KEEP_EDITING_LABEL}
      onConfirm={async () => {
        // Closes the panel the ordinary way (its onOpenChange), this once without asking.
        discarding.current = true;
        closeRef.current?.click();
        discarding.current = false;
      }}
    />
  );

  return {
    guard,
    closeRef,
    question,
    panelProps: { onEscapeKeyDown: guard.intercept, onPointerDownOutside: guard.intercept },
  };
}

export function DiscardGuardScope({ guard, children }: { guard: Guard; children: ReactNode }) {
  return <GuardContext.Provider value={guard}>{children}</GuardContext.Provider>;
}

/** Closes the panel it sits in (Cancel, ×), asking first when its form has unsaved changes. */
export function DialogClose({ onClick, ...props }: ComponentProps<typeof DialogPrimitive.Close>) {
  const guard = useContext(GuardContext);
  return (
    <DialogPrimitive.Close
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) guard?.intercept(event);
      }}
    />
  );
}
