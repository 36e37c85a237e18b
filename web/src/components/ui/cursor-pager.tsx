import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Cursor paging: the cursors of the pages already seen, so Previous goes back without asking the
 * server. A new `resetKey` (another search, filter or organization) starts again at the first page.
 */
export function useCursorPages(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: string[] }>({ key: resetKey, cursors: [] });
  const cursors = state.key === resetKey ? state.cursors : [];
  return {
    cursor: cursors.at(-1),
    page: cursors.length + 1,
    next: (cursor: string) => setState({ key: resetKey, cursors: [...cursors, cursor] }),
    previous: () => setState({ key: resetKey, cursors: cursors.slice(0, -1) }),
  };
}

interface CursorPagerProps {
  page: number;
  nextCursor: string | null | undefined;
  onNext: (cursor: string) => void;
  onPrevious: () => void;
  /** e.g. '42 employees' */
  summary?: string;
  busy?: boolean;
  label: string;
}

export function CursorPager({ page, nextCursor, onNext, onPrevious, summary, busy, label }: CursorPagerProps) {
  if (page === 1 && !nextCursor) {
    return summary ? <p className="px-4 py-3 text-sm text-slate-500">{summary}</p> : null;
  }
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
      <p className="text-sm text-slate-500">
        Page {page}
        {summary ? ` · ${summary}` : ''}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={page === 1 || busy}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => nextCursor && onNext(nextCursor)}
          disabled={!nextCursor || busy}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
