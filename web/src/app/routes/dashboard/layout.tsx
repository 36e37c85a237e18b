import { MFA_REQUIRED_MESSAGE } from '@wattle/shared/sign-in';
import { useDeferredValue, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { paths } from '@/config/paths';
import { MFA_REQUIRED_EVENT } from '@/lib/api-client';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { SelectedOrganizationProvider } from '../../selected-organization-provider';

/**
 * The shell (sidebar, top bar, the page's heading) draws at once; what depends on the organization
 * and the role waits for the organizations: the page (its place shows PageSkeleton), the menu's
 * gated entries and the organization switcher (each with its own placeholder).
 */
function Shell() {
  // The page mounts in a background render the browser can interrupt, not in the synchronous one
  // that brings the organizations.
  const isLoading = useDeferredValue(useSelectedOrganization().isLoading);
  return <DashboardLayout>{isLoading ? <PageSkeleton /> : <Outlet />}</DashboardLayout>;
}

/**
 * An organization that requires MFA refuses its owners and admins without it (403 `mfa_required`):
 * before anything else they are sent to My Profile's security section, with the reason.
 */
function useMfaRequiredRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const onRequired = (event: Event) => {
      const message = (event as CustomEvent<string>).detail;
      navigate(`${paths.app.profile.getHref()}#security`, { state: { mfaRequired: message || MFA_REQUIRED_MESSAGE } });
    };
    window.addEventListener(MFA_REQUIRED_EVENT, onRequired);
    return () => window.removeEventListener(MFA_REQUIRED_EVENT, onRequired);
  }, [navigate]);
}

export default function DashboardRoute() {
  useMfaRequiredRedirect();
  return (
    <SelectedOrganizationProvider>
      <Shell />
    </SelectedOrganizationProvider>
  );
}
