import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { NoAccess } from '@/components/errors/no-access';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { loginHrefFor, safeNextPath } from '@/lib/next-path';
import { type Need, useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';

/**
 * Dashboard routes need a signed-in user; the check follows the stored token, so a 401 or logout
 * lands on /login. The page asked for rides along (`/login?next=...`), so signing in returns to it.
 */
export function RequireAuth() {
  const { isLoggedIn } = useSession();
  const { pathname, search, hash } = useLocation();
  return isLoggedIn ? <Outlet /> : <Navigate to={loginHrefFor(`${pathname}${search}${hash}`)} replace />;
}

/** The login screen is for signed-out users only: a signed-in one goes on to `next` (a dashboard page) or home. */
export function RedirectIfAuthenticated() {
  const { isLoggedIn } = useSession();
  const [params] = useSearchParams();
  return isLoggedIn ? <Navigate to={safeNextPath(params.get('next'))} replace /> : <Outlet />;
}

/**
 * The pages under it need a permission in the selected organization (and the field groups the
 * route they read needs); without it a direct URL shows
 * "You don't have access" (the menu hides them, and the API refuses anyway).
 */
export function RequirePermission(need: Need) {
  const { organization, isLoading } = useSelectedOrganization();
  const allowed = useCan(need);
  if (!organization && isLoading) return <FullScreenSpinner />;
  // No organization yet: the pages themselves ask the user to create or pick one.
  if (!organization || allowed) return <Outlet />;
  return <NoAccess />;
}
