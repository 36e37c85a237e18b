import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A table that scrolls sideways inside its own box on narrow screens, never the page. A `message`
 * (loading, empty, failed) shows below the column headings, outside the scrolling box, so it is
 * always in view.
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
        <table className="w-full min-w-[44rem] border-collapse text-left text-sm">{children}</table>
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

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b border-slate-100 px-4 py-3 align-top text-slate-700', className)} {...props} />;
}
