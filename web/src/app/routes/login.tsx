import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { AuthPage } from './auth-page';

export default function LoginRoute() {
  const navigate = useNavigate();
  return (
    <AuthPage title="Sign in" description="Use your work e-mail address and password.">
      <LoginForm onSuccess={() => navigate(paths.app.root.getHref(), { replace: true })} />
    </AuthPage>
  );
}
