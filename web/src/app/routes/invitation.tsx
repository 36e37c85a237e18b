import { useLocation } from 'react-router-dom';
import { AcceptInvitation, invitationToken } from '@/features/members/components/accept-invitation';
import { AuthPage } from './auth-page';

export default function InvitationRoute() {
  const { hash } = useLocation();
  return (
    <AuthPage title="Join your team" description="Accept the invitation to start working in Wattle HR.">
      <AcceptInvitation token={invitationToken(hash)} />
    </AuthPage>
  );
}
