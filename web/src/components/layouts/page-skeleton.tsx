import { useMatches } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

/** What a route tells the shell about its page (the router's `handle`). */
export interface PageHandle {
  /** The page's heading (its `h1`), shown in the page's place while the organizations load. */
  heading?: string;
}

const bar = 'animate-pulse rounded bg-slate-200/70';

/**
 * The page's place while the shell's organizations load: the page's heading when its route names it
 * (router.tsx `handle`), where the page will draw it, and grey bars for what depends on the
 * organization and the role. The page replaces it whole, so nothing shifts.
 */
export function PageSkeleton() {
  const heading = useMatches()
    .map((match) => (match.handle as PageHandle | undefined)?.heading)
    .findLast(Boolean);
  return <PageSkeletonView heading={heading} />;
}

/** The skeleton itself, with the page's heading when known (also pre-rendered, src/app/first-view.tsx). */
export function PageSkeletonView({ heading }: { heading?: string }) {
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        Loading...
      </span>
      {heading ? (
        <PageHeader title={heading} description={<span className={`inline-block h-3.5 w-56 max-w-full ${bar}`} />} />
      ) : (
        <div className="mb-6 space-y-2.5">
          <div className={`h-7 w-52 max-w-full ${bar}`} />
          <div className={`h-3.5 w-72 max-w-full ${bar}`} />
        </div>
      )}
      <Card className="space-y-4 p-4">
        <div className={`h-9 w-full sm:max-w-sm ${bar}`} />
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className={`h-10 ${bar}`} />
        ))}
      </Card>
    </div>
  );
}
