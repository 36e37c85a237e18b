import { LOGIN_FALLBACK_MESSAGE } from '@wattle/shared/constants';
import { isMfaChallenge } from '@wattle/shared/sign-in';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { login } from '@/lib/auth';
import { loginResolver } from './login-validation';
import { MfaStep } from './mfa-step';

/**
 * E-mail and password; for an account with MFA, then the authentication code (`MfaStep`). An
 * invitation accepted with such an account's password arrives here with its challenge already.
 */
export function LoginForm({ onSuccess, mfaToken: initialMfaToken }: { onSuccess: () => void; mfaToken?: string }) {
  const [mfaToken, setMfaToken] = useState<string | null>(initialMfaToken ?? null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await login(values);
      if (isMfaChallenge(answer)) setMfaToken(answer.mfa_token);
      else onSuccess();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of ['email', 'password'] as const) {
          const message = error.errors[field]?.[0];
          if (message) setError(field, { type: 'server', message });
        }
      }
      setServerError(errorMessage(error, LOGIN_FALLBACK_MESSAGE));
    }
  });

  if (mfaToken) {
    return (
      <MfaStep
        mfaToken={mfaToken}
        onSuccess={onSuccess}
        onRestart={(message) => {
          setMfaToken(null);
          setServerError(message);
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Login">
      {serverError ? <ErrorAlert>{serverError}</ErrorAlert> : null}
      <Field label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder="you@company.com"
            disabled={isSubmitting}
          />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(control) => (
          <div className="relative">
            <Input
              {...control}
              {...register('password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              className="pr-11"
              disabled={isSubmitting}
            />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-controls={control.id}
              className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
            >
              {showPassword ? (
                <EyeOff aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
            </button>
          </div>
        )}
      </Field>
      <div className="flex justify-end">
        <Link
          to={paths.auth.forgotPassword.getHref()}
          className="rounded text-sm font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Forgot Password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
