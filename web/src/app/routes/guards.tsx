import { Navigate, Outlet } from 'react-router-dom';
import { NoAccess } from '@/components/errors/no-access';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { type Need, useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';

/** Dashboard routes need a signed-in user; the check follows the stored token, so a 401 or logout lands on /login. */
export function RequireAuth() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <Outlet /> : <Navigate to={paths.auth.login.getHref()} replace />;
}

/** The login screen is for signed-out users only. */
export function RedirectIfAuthenticated() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <Navigate to={paths.app.root.getHref()} replace /> : <Outlet />;
}

/**
 * The pages under it need a permission in the selected organization; without it a direct URL shows
 * "You don't have access" (the menu hides them, and the API refuses anyway).
 */
export function RequirePermission({ module, action, scope }: Need) {
  const { organization, isLoading } = useSelectedOrganization();
  const allowed = useCan(module, action, scope);
  if (!organization && isLoading) return <FullScreenSpinner />;
  // No organization yet: the pages themselves ask the user to create or pick one.
  if (!organization || allowed) return <Outlet />;
  return <NoAccess />;
}
