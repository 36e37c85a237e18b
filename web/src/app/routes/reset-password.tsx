import { useLocation } from 'react-router-dom';
import { ResetPasswordForm, tokenFromHash } from '@/features/auth/components/password-reset-forms';
import { AuthPage } from './auth-page';

export default function ResetPasswordRoute() {
  const { hash } = useLocation();
  return (
    <AuthPage title="Set a new password" description="Choose a password you don't use anywhere else.">
      <ResetPasswordForm token={tokenFromHash(hash)} />
    </AuthPage>
  );
}
