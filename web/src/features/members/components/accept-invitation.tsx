import { isMfaChallenge } from '@wattle/shared/auth';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { saveOrganizationId } from '@/lib/selected-organization';
import { acceptInvitation, previewInvitation } from '../api/members';

/** The token comes in the link's fragment (`#token=...`), which no server ever receives. */
export function invitationToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** An invitation link: what it is for, then a name and password (new person) or the account's password. */
export function AcceptInvitation({ token }: { token: string }) {
  const navigate = useNavigate();
  const { data, error, isLoading } = useSWR(token ? ['invitation', token] : null, ([, value]) =>
    previewInvitation(value),
  );
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token || error) {
    return (
      <ErrorAlert>
        {error ? errorMessage(error) : 'This invitation link is incomplete. Open the link from the e-mail again.'}
      </ErrorAlert>
    );
  }
  if (isLoading || !data) return <Spinner className="py-8" />;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: Record<string, string | undefined> = {};
    if (!data.account_exists && !name.trim()) next.name = 'Name is required.';
    if (!password) next.password = 'Password is required.';
    if (!data.account_exists && password && password !== confirmation)
      next.confirmation = 'The two passwords are not the same.';
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    setFailure(null);
    try {
      const session = await acceptInvitation(
        token,
        data.account_exists ? { password } : { name: name.trim(), password },
      );
      if (isMfaChallenge(session)) {
        navigate(paths.auth.login.getHref(), { replace: true, state: { mfaToken: session.mfa_token } });
        return;
      }
      const joined = session.organizations.find((organization) => organization.name === data.organization_name);
      if (joined) saveOrganizationId(joined.id);
      navigate(paths.app.root.getHref(), { replace: true });
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.errors).length > 0) {
        setErrors({ name: caught.errors.name?.[0], password: caught.errors.password?.[0] });
      } else {
        setFailure(errorMessage(caught));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700">
        {data.invited_by} invited <span className="font-medium">{data.email}</span> to{' '}
        <span className="font-medium">{data.organization_name}</span> as {data.role_name}.
      </p>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      {data.account_exists ? null : (
        <Field label="Your name" error={errors.name} required>
          {(control) => (
            <Input {...control} autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
          )}
        </Field>
      )}
      <Field
        label={data.account_exists ? 'Password of your account' : 'Choose a password'}
        hint={data.account_exists ? undefined : 'At least 12 characters.'}
        error={errors.password}
        required
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete={data.account_exists ? 'current-password' : 'new-password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      {data.account_exists ? null : (
        <Field label="Confirm password" error={errors.confirmation} required>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          )}
        </Field>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Joining...' : data.account_exists ? 'Sign in and join' : 'Create account and join'}
      </Button>
      {data.account_exists ? (
        <Link to={paths.auth.forgotPassword.getHref()} className="text-sm font-medium text-brand-800 hover:underline">
          Forgot Password?
        </Link>
      ) : null}
    </form>
  );
}
