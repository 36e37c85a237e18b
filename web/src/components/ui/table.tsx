import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A table that scrolls sideways inside its own box on narrow screens, never the page; on a phone
 * (below `sm`) its rows become stacked cards, each cell led by the column name its `Td` carries in
 * `label` (the `table-cards` rules in `index.css`). A `message` (loading, empty, failed) shows below
 * the column headings, outside the scrolling box, so it is always in view.
 */
export function TableScroll({
  label,
  message,
  busy,
  children,
}: {
  label: string;
  message?: ReactNode;
  /** Older rows stay while newer ones load; they are dimmed meanwhile. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <section
        aria-label={label}
        aria-busy={busy || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
        tabIndex={0}
        className={cn(
          'overflow-x-auto transition-opacity focus-visible:outline-2 focus-visible:outline-brand-600',
          busy && 'opacity-60',
        )}
      >
        <table className="table-cards w-full border-collapse text-left text-sm sm:min-w-[44rem]">{children}</table>
      </section>
      {message ? <div className="px-4 py-10 text-center text-sm text-slate-500">{message}</div> : null}
    </>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A cell. `label` names its column on a phone's card (the same text as the column's `Th`); a cell
 * without one (the row's actions) spans the card's width below its labelled cells.
 */
export function Td({ className, label, ...props }: ComponentProps<'td'> & { label?: string }) {
  return (
    <td
      data-label={label}
      className={cn('border-b border-slate-100 px-4 py-3 align-top text-slate-700', className)}
      {...props}
    />
  );
}
