import { useRef } from 'react';

/**
 * Focus goes back to what opened a dialog when it closes. Radix does this only for its own
 * `Trigger`; most of our dialogs open from state (a row's button, a menu of actions), so the panel
 * notes what had focus as it opened and returns there, if it is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
