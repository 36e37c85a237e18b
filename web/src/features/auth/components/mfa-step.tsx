import { MFA_LOGIN_EXPIRED_MESSAGE } from '@wattle/shared/sign-in';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { completeMfaLogin } from '@/lib/auth';

/**
 * The second step of signing in to an account with MFA: a 6-digit code from the authenticator app,
 * or one of the recovery codes. A wrong code can be tried again; an expired sign-in goes back to
 * the password (`onRestart`).
 */
export function MfaStep({
  mfaToken,
  onSuccess,
  onRestart,
}: {
  mfaToken: string;
  onSuccess: () => void;
  onRestart: (message: string) => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const entered = value.replace(/\s+/g, '');
    if (!useRecovery && !/^\d{6}$/.test(entered)) {
      setError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    if (useRecovery && !value.trim()) {
      setError('Enter a recovery code.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await completeMfaLogin(
        useRecovery ? { mfa_token: mfaToken, recovery_code: value.trim() } : { mfa_token: mfaToken, code: entered },
      );
      onSuccess();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) {
        onRestart(caught.message || MFA_LOGIN_EXPIRED_MESSAGE);
        return;
      }
      const field = caught instanceof ApiError ? (caught.errors.code ?? caught.errors.recovery_code)?.[0] : undefined;
      setError(field ?? errorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Two-step verification">
      <p className="text-sm text-slate-600">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you set up multi-factor authentication. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code for Wattle HR.'}
      </p>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Field label={useRecovery ? 'Recovery code' : 'Authentication code'}>
        {(control) => (
          <Input
            {...control}
            aria-invalid={error ? true : undefined}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="one-time-code"
            inputMode={useRecovery ? 'text' : 'numeric'}
            maxLength={useRecovery ? 40 : 7}
            placeholder={useRecovery ? 'abcde-fghij' : '123456'}
            disabled={busy}
            autoFocus
          />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <button
        type="button"
        onClick={() => {
          setUseRecovery((recovery) => !recovery);
          setValue('');
          setError(null);
        }}
        className="w-full rounded text-sm font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {useRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
      </button>
    </form>
  );
}
