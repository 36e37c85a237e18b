import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

/**
 * An address under the dashboard that no screen answers (a mistyped or old link): says so, names
 * the address, and offers the way back to the area it is under (or the dashboard).
 */
export function NotFoundPage({ area, backHref }: { area?: string; backHref?: string }) {
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title="Page not found" />
      <Card className="space-y-4 px-5 py-6 text-sm text-slate-600">
        <p>
          There is no page at <code className="break-all text-slate-900">{pathname}</code>
          {area ? ` in ${area}` : ''}. The link may be mistyped or out of date.
        </p>
        <div className="flex flex-wrap gap-2">
          {area && backHref ? (
            <Link to={backHref} className={buttonClasses()}>
              Back to {area}
            </Link>
          ) : null}
          <Link to="/dashboard" className={buttonClasses({ variant: area ? 'secondary' : 'primary' })}>
            Go to the dashboard
          </Link>
        </div>
      </Card>
    </>
  );
}
