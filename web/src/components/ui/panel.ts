/** The dimmed backdrop behind every modal panel. */
export const overlayClasses = 'fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]';

/** A centred modal panel, never taller than the screen (its body scrolls instead). */
export const panelClasses =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 ' +
  'flex-col rounded-xl bg-white shadow-xl focus:outline-none';
