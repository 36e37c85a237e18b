import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface CursorPages {
  /** The cursor of the page shown; none on the first page. */
  cursor: string | undefined;
  page: number;
  next: (cursor: string) => void;
  previous: () => void;
}

/**
 * Cursor paging: the cursors of the pages already seen, so Previous goes back without asking the
 * server. A new `resetKey` (another search, filter or organization) starts again at the first page.
 */
export function useCursorPages(resetKey: string): CursorPages {
  const [state, setState] = useState<{ key: string; cursors: string[] }>({ key: resetKey, cursors: [] });
  const cursors = state.key === resetKey ? state.cursors : [];
  return {
    cursor: cursors.at(-1),
    page: cursors.length + 1,
    next: (cursor: string) => setState({ key: resetKey, cursors: [...cursors, cursor] }),
    previous: () => setState({ key: resetKey, cursors: cursors.slice(0, -1) }),
  };
}

export interface CursorPagerProps {
  /** The navigation's name, e.g. 'Employee pages'. */
  label: string;
  pages: Pick<CursorPages, 'page' | 'next' | 'previous'>;
  nextCursor: string | null | undefined;
  /** e.g. '42 employees' */
  summary?: string;
  busy?: boolean;
  /** Previous and Next show on a single page too (otherwise only the summary does). */
  always?: boolean;
  className?: string;
}

/** The one pager of every cursor-paged list: 'Page 2 · 42 employees', Previous and Next. */
export function CursorPager({ label, pages, nextCursor, summary, busy, always, className }: CursorPagerProps) {
  const { page } = pages;
  if (page === 1 && !nextCursor && !always) {
    return summary ? <p className={cn('px-4 py-3 text-sm text-slate-500', className)}>{summary}</p> : null;
  }
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-between gap-2 px-4 py-3', className)}>
      <p className="text-sm text-slate-500">
        Page {page}
        {summary ? ` · ${summary}` : ''}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={pages.previous} disabled={page === 1 || busy}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => nextCursor && pages.next(nextCursor)}
          disabled={!nextCursor || busy}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
