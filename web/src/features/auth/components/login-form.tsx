import type { LoginInput } from '@wattle/shared/auth';
import { LOGIN_FALLBACK_MESSAGE } from '@wattle/shared/constants';
import { isMfaChallenge } from '@wattle/shared/sign-in';
import { Eye, EyeOff } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { login } from '@/lib/auth';
import { validateLogin } from './login-validation';
import { MfaStep } from './mfa-step';

/**
 * E-mail and password; for an account with MFA, then the authentication code (`MfaStep`). An
 * invitation accepted with such an account's password arrives here with its challenge already.
 */
export function LoginForm({ onSuccess, mfaToken: initialMfaToken }: { onSuccess: () => void; mfaToken?: string }) {
  const [mfaToken, setMfaToken] = useState<string | null>(initialMfaToken ?? null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  // Two fields checked by hand (login-validation.ts), not with a form library: the first page a
  // visitor loads stays small. As before: checked on submit, then again on each change.
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginInput, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const field = (name: keyof LoginInput) => ({
    name,
    ref: inputs[name],
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors((current) => ({ ...current, [name]: validateLogin(next).errors[name] }));
    },
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = validateLogin(values);
    setErrors(checked.errors);
    const invalid = (['email', 'password'] as const).find((name) => checked.errors[name]);
    if (invalid) {
      inputs[invalid].current?.focus();
      return;
    }
    setServerError(null);
    setSubmitting(true);
    try {
      const answer = await login(checked.values);
      if (isMfaChallenge(answer)) setMfaToken(answer.mfa_token);
      else onSuccess();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors({ email: error.errors.email?.[0], password: error.errors.password?.[0] });
      }
      setServerError(errorMessage(error, LOGIN_FALLBACK_MESSAGE));
    } finally {
      setSubmitting(false);
    }
  };

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
      <Field label="Email" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            {...field('email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder="you@company.com"
            disabled={isSubmitting}
          />
        )}
      </Field>
      <Field label="Password" error={errors.password}>
        {(control) => (
          <div className="relative">
            <Input
              {...control}
              {...field('password')}
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
