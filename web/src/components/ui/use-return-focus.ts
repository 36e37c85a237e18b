import { useRef } from 'react';

/**
 * What opened the latest panel. A panel opened by a button inside another panel that closes as it
 * opens (a details dialog's Edit) finds focus nowhere, and returns to this instead: the button that
 * opened the first of them.
 */
let latestOpener: HTMLElement | null = null;

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
      const focused = active instanceof HTMLElement && active !== document.body && active.isConnected ? active : null;
      if (focused) latestOpener = focused;
      opener.current = focused ?? latestOpener;
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
