import { ForgotPasswordForm } from '@/features/auth/components/password-reset-forms';
import { AuthPage } from './auth-page';

export default function ForgotPasswordRoute() {
  return (
    <AuthPage
      title="Forgot your password?"
      description="Enter your work e-mail address: we'll send a link to set a new password."
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
