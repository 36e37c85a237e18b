import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ForgotPasswordNotice } from '@/features/auth/components/forgot-password-notice';
import { LoginForm } from '@/features/auth/components/login-form';
import { WelcomePanel } from '@/features/auth/components/welcome-panel';

export default function LoginRoute() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <WelcomePanel />
      <main className="flex items-start justify-center bg-white px-4 py-10 sm:px-8 lg:items-center">
        <div className="w-full max-w-sm">
          <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Sign in</h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">Use your work e-mail address and password.</p>
          {hash === '#forgot' ? (
            <div className="mb-5">
              <ForgotPasswordNotice />
            </div>
          ) : null}
          <LoginForm onSuccess={() => navigate(paths.app.root.getHref(), { replace: true })} />
        </div>
      </main>
    </div>
  );
}
