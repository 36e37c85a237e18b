import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordInput, changePasswordInput, type SessionInfo } from '@wattle/shared/auth';
import { Laptop, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { ErrorAlert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { changePassword, endSession, useSessions } from '../api/sessions';
import { MfaSettings } from './mfa-settings';

const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** A short device description from a user agent, e.g. "Chrome on Linux". */
export function describeAgent(agent: string | null): string {
  if (!agent) return 'Unknown device';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  // iPhones and iPads say "like Mac OS X": check them before macOS.
  const systems: [RegExp, string][] = [
    [/iPhone|iPad/, 'iOS'],
    [/Android/, 'Android'],
    [/Windows/, 'Windows'],
    [/Mac OS X/, 'macOS'],
    [/Linux/, 'Linux'],
  ];
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1] ?? 'another system';
  return `${browser} on ${system}`;
}

function SessionList() {
  const { data, error, isLoading, mutate } = useSessions();
  const [ending, setEnding] = useState<SessionInfo | null>(null);
  if (isLoading) return <Spinner className="py-8" />;
  if (error || !data) return <ListError message="Failed to load your sessions." onRetry={() => mutate()} />;
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {data.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 px-6 py-3">
            <Laptop aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-900">
                {describeAgent(session.user_agent)} {session.current ? <Badge tone="brand">This device</Badge> : null}
              </p>
              <p className="text-xs text-slate-600">
                Signed in {dateTime.format(new Date(session.created_at))} · last active{' '}
                {dateTime.format(new Date(session.last_seen_at))}
              </p>
            </div>
            {session.current ? null : (
              <Button variant="secondary" size="sm" onClick={() => setEnding(session)}>
                <LogOut aria-hidden="true" className="size-4" />
                End session
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title="End session"
        description={`Sign out ${describeAgent(ending?.user_agent ?? null)}? It will need to sign in again.`}
        confirmLabel="End session"
        busyLabel="Ending..."
        onConfirm={async () => {
          if (ending) await endSession(ending.id);
          notify.success('Session ended.');
          await mutate();
        }}
      />
    </>
  );
}

function PasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const { mutate } = useSessions();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { current_password: '', new_password: '' },
  });
  const { submit, failure } = useFormSubmit(
    form,
    async (values) => {
      setDone(null);
      await changePassword(values);
      form.reset();
      await mutate();
      setDone('Password changed. Your other sessions were signed out.');
    },
    ['current_password', 'new_password'],
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4 px-6 py-5">
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      {done ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {done}
        </p>
      ) : null}
      <Field label="Current password" error={form.formState.errors.current_password?.message} required>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...form.register('current_password')} />
        )}
      </Field>
      <Field
        label="New password"
        hint="At least 12 characters."
        error={form.formState.errors.new_password?.message}
        required
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register('new_password')} />
        )}
      </Field>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}

/** Sessions on other devices, the password and MFA: what a user needs to keep their account safe. */
export function AccountSecurity() {
  return (
    <div id="security" className="grid gap-6 lg:grid-cols-2">
      <Card className="lg:col-span-2">
        <h2 className="border-b border-slate-100 px-6 py-4 font-semibold text-slate-900">
          Multi-factor authentication
        </h2>
        <MfaSettings />
      </Card>
      <Card>
        <h2 className="border-b border-slate-100 px-6 py-4 font-semibold text-slate-900">Sessions</h2>
        <SessionList />
      </Card>
      <Card>
        <h2 className="border-b border-slate-100 px-6 py-4 font-semibold text-slate-900">Change password</h2>
        <PasswordForm />
      </Card>
    </div>
  );
}
