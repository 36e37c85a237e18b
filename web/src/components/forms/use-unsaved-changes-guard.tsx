import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import { DISCARD_LABEL, DISCARD_TITLE, KEEP_EDITING_LABEL } from '@/components/ui/discard-guard';

// One question and one pair of answers for a page and a dialog alike (ui/discard-guard).
export { DISCARD_LABEL, DISCARD_TITLE, KEEP_EDITING_LABEL };
export const DISCARD_DESCRIPTION = "You have changes that aren't saved. If you leave now, they are lost.";

export interface UnsavedChangesGuard {
  /** The "Discard unsaved changes?" dialog: render it once, anywhere in the form. */
  dialog: ReactNode;
  /**
   * For a way out that is not a navigation (a dialog's Cancel or close): runs `discard` at once
   * when nothing changed, otherwise after the user confirms.
   */
  confirmDiscard: (discard: () => void) => void;
  /**
   * The changes are saved (or deliberately dropped): the navigation that follows, and any until
   * the form is dirty again, goes without asking. Call it before navigating away after a save.
   */
  release: () => void;
}

/**
 * Asks "Discard unsaved changes?" before unsaved changes are lost: a link or Back inside the app (react-
 * router's useBlocker; the app's router is a data router), a reload or closing the tab (the
 * browser's own beforeunload prompt), and the form's own Cancel or close (confirmDiscard).
 * react-router allows one blocker at a time: use it in one form of a screen.
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const released = useRef(false);
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  // A form that becomes dirty again after a release is guarded again.
  useEffect(() => {
    if (!isDirty) released.current = false;
  }, [isDirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const confirmDiscard = useCallback((discard: () => void) => {
    if (!dirty.current || released.current) discard();
    else setPending(() => discard);
  }, []);
  const release = useCallback(() => {
    released.current = true;
  }, []);

  const open = blocker.state === 'blocked' || pending !== null;
  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        if (blocker.state === 'blocked') blocker.reset();
        setPending(null);
      }}
      title={DISCARD_TITLE}
      description={DISCARD_DESCRIPTION}
      confirmLabel={DISCARD_LABEL}
      busyLabel={DISCARD_LABEL}
      cancelLabel={KEEP_EDITING_LABEL}
      onConfirm={async () => {
        released.current = true;
        if (blocker.state === 'blocked') blocker.proceed();
        pending?.();
        setPending(null);
      }}
    />
  );
  return { dialog, confirmDiscard, release };
}
