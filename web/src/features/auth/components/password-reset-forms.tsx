import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_RESET_INVALID_MESSAGE,
  type PasswordResetInput,
  type PasswordResetRequestInput,
  passwordResetInput,
  passwordResetRequestInput,
} from '@wattle/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form';
import { requestPasswordReset, resetPassword } from '../api/password-reset';

const linkClass =
  'rounded text-sm font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export const RESET_DONE_MESSAGE =
  'Your password was changed and every session was signed out. Sign in with the new password.';

/** 'Forgot Password?': the same answer whether or not the e-mail has an account. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestInput),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setSent((await requestPasswordReset(values)).message);
    } catch (caught) {
      setFailure(applyServerErrors(caught, setError, ['email']));
    }
  });
  if (sent) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {sent}
        </p>
        <p className="text-sm text-slate-600">
          Sent to <span className="font-medium">{getValues('email')}</span>. Check your spam folder if nothing arrives.
        </p>
        <Link to={paths.auth.login.getHref()} className={linkClass}>
          Back to sign in
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <Field label="Email" error={errors.email?.message} required>
        {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send reset link'}
      </Button>
      <Link to={paths.auth.login.getHref()} className={linkClass}>
        Back to sign in
      </Link>
    </form>
  );
}

/** The token comes in the link's fragment (`#token=...`), which no server ever receives. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetInput),
    defaultValues: { token, new_password: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (values.new_password !== confirmation) {
      setMismatch(true);
      return;
    }
    try {
      await resetPassword(values);
      setDone(true);
    } catch (caught) {
      const tokenError = caught instanceof ApiError ? caught.errors.token?.[0] : undefined;
      setFailure(tokenError ?? applyServerErrors(caught, setError, ['new_password']));
    }
  });
  if (done) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {RESET_DONE_MESSAGE}
        </p>
        <Link to={paths.auth.login.getHref()} className={linkClass}>
          Sign in
        </Link>
      </div>
    );
  }
  const invalidLink = !token || errors.token !== undefined || failure === PASSWORD_RESET_INVALID_MESSAGE;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {invalidLink ? (
        <ErrorAlert>
          {PASSWORD_RESET_INVALID_MESSAGE}{' '}
          <Link to={paths.auth.forgotPassword.getHref()} className="font-medium underline">
            Ask for a new link
          </Link>
        </ErrorAlert>
      ) : failure ? (
        <ErrorAlert>{failure}</ErrorAlert>
      ) : null}
      <Field label="New password" hint="At least 12 characters." error={errors.new_password?.message} required>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...register('new_password')} />}
      </Field>
      <Field label="Confirm new password" error={mismatch ? 'The two passwords are not the same.' : undefined} required>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.target.value);
              setMismatch(false);
            }}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting || !token}>
        {isSubmitting ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
