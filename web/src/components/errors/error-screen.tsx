import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The route error screen: shown when a page fails to load or render. */
export function ErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50">
        <TriangleAlert aria-hidden="true" className="size-7 text-red-600" />
      </span>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">Oops! Something went wrong.</h1>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        This page could not be shown. Try again from the dashboard; if it keeps happening, reload the page.
      </p>
      <Link to={paths.app.root.getHref()} className={`${buttonClasses()} mt-6`}>
        Return to Dashboard
      </Link>
    </div>
  );
}
