import type { MfaEnrolment } from '@wattle/shared/mfa';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { mutate as mutateGlobal } from 'swr';
import { ErrorAlert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { confirmMfaEnrolment, disableMfa, startMfaEnrolment, useMfaStatus } from '../api/mfa';

const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

const fieldError = (caught: unknown, field: string) =>
  caught instanceof ApiError ? caught.errors[field]?.[0] : undefined;

/** Scan (or type the key), then confirm with a code: MFA is on and the recovery codes show once. */
function Enrolment({ onDone }: { onDone: (codes: string[]) => void }) {
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setEnrolment(await startMfaEnrolment());
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { recovery_codes } = await confirmMfaEnrolment({ code });
      onDone(recovery_codes);
    } catch (caught) {
      setError(fieldError(caught, 'code') ?? errorMessage(caught));
      setBusy(false);
    }
  };

  if (!enrolment) {
    return (
      <div className="space-y-3">
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
        <Button onClick={() => void start()} disabled={busy}>
          {busy ? 'Starting...' : 'Set up multi-factor authentication'}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={confirm} noValidate className="space-y-4" aria-label="Set up multi-factor authentication">
      <p className="text-sm text-slate-600">
        Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...), then
        enter the 6-digit code it shows.
      </p>
      <img src={enrolment.qr_code} alt="QR code for your authenticator app" className="size-48 rounded border" />
      <p className="text-sm text-slate-600">
        Can't scan it? Enter this key instead:{' '}
        <code data-testid="mfa-secret" className="break-all font-mono text-slate-900">
          {enrolment.secret}
        </code>
      </p>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Field label="Code from the app">
        {(control) => (
          <Input
            {...control}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            disabled={busy}
          />
        )}
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? 'Verifying...' : 'Turn on'}
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <div className="space-y-3">
      <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
        Multi-factor authentication is on. Save these recovery codes somewhere safe: each signs you in once if you lose
        your phone, and they will not be shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onSaved}>I have saved my recovery codes</Button>
    </div>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await disableMfa({ password, code });
      notify.success('Multi-factor authentication turned off.');
      onDone();
    } catch (caught) {
      const password = fieldError(caught, 'password');
      const code = fieldError(caught, 'code');
      setErrors({ password, code, form: password || code ? undefined : errorMessage(caught) });
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Turn off multi-factor authentication">
      {errors.form ? <ErrorAlert>{errors.form}</ErrorAlert> : null}
      <Field label="Password" error={errors.password}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <Field label="Authentication or recovery code" error={errors.code}>
        {(control) => (
          <Input
            {...control}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? 'Turning off...' : 'Turn off'}
      </Button>
    </form>
  );
}

/**
 * My Profile → Multi-factor authentication. An organization that requires MFA sends its owners and
 * admins here with its message (router state `mfaRequired`).
 */
export function MfaSettings() {
  const { data, error, isLoading, mutate } = useMfaStatus();
  const required = (useLocation().state as { mfaRequired?: string } | null)?.mfaRequired;
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = async () => {
    await mutate();
    // Requests refused for want of MFA may pass now.
    await mutateGlobal(() => true);
  };

  if (isLoading) return <Spinner className="py-8" />;
  if (error || !data) return <ErrorAlert className="m-6">Failed to load your multi-factor authentication.</ErrorAlert>;
  return (
    <div className="space-y-4 px-6 py-5">
      {required && !data.enabled ? <ErrorAlert>{required}</ErrorAlert> : null}
      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          onSaved={() => {
            setRecoveryCodes(null);
            void refresh();
          }}
        />
      ) : data.enabled ? (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <ShieldCheck aria-hidden="true" className="size-4 text-emerald-600" />
            <Badge tone="brand">On</Badge>
            {data.enabled_at ? `since ${dateTime.format(new Date(data.enabled_at))}` : null} ·{' '}
            {data.recovery_codes_remaining} recovery codes left
          </p>
          <TurnOff onDone={() => void refresh()} />
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            Sign in with a code from your phone as well as your password, so a stolen password is not enough.
          </p>
          <Enrolment
            onDone={(codes) => {
              setRecoveryCodes(codes);
              void mutate();
            }}
          />
        </>
      )}
    </div>
  );
}
