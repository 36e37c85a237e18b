import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeNextPath } from '@/lib/next-path';
import { AuthPage } from './auth-page';

export default function LoginRoute() {
  const navigate = useNavigate();
  // An invitation accepted with the password of an account with MFA: its code is asked for next.
  const mfaToken = (useLocation().state as { mfaToken?: string } | null)?.mfaToken;
  // Back to the page the user asked for (after the MFA step too), never outside the app.
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return (
    <AuthPage title="Sign in" description="Use your work e-mail address and password.">
      <LoginForm mfaToken={mfaToken} onSuccess={() => navigate(next, { replace: true })} />
    </AuthPage>
  );
}
