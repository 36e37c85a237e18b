import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export const NO_ACCESS_TITLE = "You don't have access";
export const NO_ACCESS_TEXT =
  'Your role in this organization does not include this page. If you need it, ask an owner or admin to change your role.';

/** What a page says to a role that may not use it (reached by a direct URL; the menu hides it). */
export function NoAccess() {
  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-50">
        <Lock aria-hidden="true" className="size-7 text-amber-600" />
      </span>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">{NO_ACCESS_TITLE}</h1>
      <p className="mt-2 max-w-md text-sm text-slate-600">{NO_ACCESS_TEXT}</p>
      <Link to={paths.app.root.getHref()} className={`${buttonClasses()} mt-6`}>
        Return to Dashboard
      </Link>
    </div>
  );
}
