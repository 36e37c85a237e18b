import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { AuthPage } from './auth-page';

export default function LoginRoute() {
  const navigate = useNavigate();
  // An invitation accepted with the password of an account with MFA: its code is asked for next.
  const mfaToken = (useLocation().state as { mfaToken?: string } | null)?.mfaToken;
  return (
    <AuthPage title="Sign in" description="Use your work e-mail address and password.">
      <LoginForm mfaToken={mfaToken} onSuccess={() => navigate(paths.app.root.getHref(), { replace: true })} />
    </AuthPage>
  );
}
