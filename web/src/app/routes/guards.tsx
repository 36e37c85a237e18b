import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

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
