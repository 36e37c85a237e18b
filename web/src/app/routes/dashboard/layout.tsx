import { MFA_REQUIRED_MESSAGE } from '@wattle/shared/sign-in';
import { useDeferredValue, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { MFA_REQUIRED_EVENT } from '@/lib/api-client';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { SelectedOrganizationProvider } from '../../selected-organization-provider';

function Shell() {
  // The shell and the page mount in a background render the browser can interrupt, not in the
  // synchronous one that brings the organizations.
  const isLoading = useDeferredValue(useSelectedOrganization().isLoading);
  if (isLoading) return <FullScreenSpinner />;
  return (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  );
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
