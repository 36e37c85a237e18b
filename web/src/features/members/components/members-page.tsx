import { zodResolver } from '@hookform/resolvers/zod';
import type { MembershipRole } from '@wattle/shared/constants';
import { type Invitation, type InvitationInput, invitationInput, type Member } from '@wattle/shared/members';
import { BUILT_IN_ROLE_LABELS, BUILT_IN_ROLES, can, type RoleSummary } from '@wattle/shared/permissions';
import { MailPlus, RotateCw, ShieldOff, Trash2, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { ErrorAlert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmailAddress } from '@/components/ui/email-address';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useRoles } from '@/lib/api/get-roles';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSelectedOrganization } from '@/lib/selected-organization';
import {
  changeMemberRole,
  inviteMember,
  removeMember,
  resendInvitation,
  resetMemberMfa,
  revokeInvitation,
  useInvitations,
  useMembers,
} from '../api/members';
import { MemberEmployeeLink } from './member-employee-link';

export const MEMBERS_NO_ACCESS = "You don't have access to the members of this organization. Ask an owner or admin.";
const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** Settings → Members: who works here, their roles, and who is invited (owners and admins). */
export function MembersPage() {
  const { organization } = useSelectedOrganization();
  const allowed = organization ? can(organization.permissions, 'access', 'view') : false;
  const organizationId = organization && allowed ? organization.id : null;
  if (organization && !allowed) {
    return (
      <>
        <PageHeader title="Members" description="People who work in this organization and their roles." />
        <Card className="p-6 text-sm text-slate-600" role="status">
          {MEMBERS_NO_ACCESS}
        </Card>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Members" description="People who work in this organization and their roles." />
      <div className="space-y-6">
        <MemberTable organizationId={organizationId} callerRole={organization?.role} onNotice={notify.success} />
        <div className="grid gap-6 lg:grid-cols-2">
          <InviteForm organizationId={organizationId} callerRole={organization?.role} onNotice={notify.success} />
          <PendingInvitations organizationId={organizationId} onNotice={notify.success} />
        </div>
      </div>
    </>
  );
}

interface SectionProps {
  organizationId: number | null;
  callerRole?: MembershipRole;
  onNotice: (text: string) => void;
}

interface RoleOption {
  key: MembershipRole;
  name: string;
}
const BUILT_IN_OPTIONS: RoleOption[] = BUILT_IN_ROLES.map((key) => ({ key, name: BUILT_IN_ROLE_LABELS[key] }));

/** The organization's roles, built-in and custom (the built-in ones until the list has loaded). */
function useRoleOptions(organizationId: number | null): RoleOption[] {
  const { data } = useRoles(organizationId);
  return data ? data.map((role: RoleSummary) => ({ key: role.key, name: role.name })) : BUILT_IN_OPTIONS;
}

/** The roles the caller may give: only an owner makes owners. */
const assignable = (roles: RoleOption[], callerRole?: MembershipRole) =>
  roles.filter((role) => role.key !== 'owner' || callerRole === 'owner');

/** The options with the member's own role kept, named as the API names it, should the list lack it. */
const withCurrent = (options: RoleOption[], member: Member): RoleOption[] =>
  options.some((option) => option.key === member.role)
    ? options
    : [...options, { key: member.role, name: member.role_name }];

/** The employee records linked to members other than `member`. */
const linkedEmployeeIds = (members: Member[] | undefined, member: Member) =>
  new Set((members ?? []).flatMap((entry) => (entry.employee_id && entry !== member ? [entry.employee_id] : [])));

function MemberTable({ organizationId, callerRole, onNotice }: SectionProps) {
  const { data, error, isLoading, mutate } = useMembers(organizationId);
  const roles = useRoleOptions(organizationId);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [resetting, setResetting] = useState<Member | null>(null);
  const members = error ? [] : (data ?? []);
  // The last owner can neither leave nor step down: someone else must be made owner first.
  const soleOwner = (member: Member) =>
    member.role === 'owner' && members.filter((entry) => entry.role === 'owner').length === 1;
  const change = async (member: Member, role: MembershipRole) => {
    if (!organizationId) return;
    setFailure(null);
    try {
      const changed = await changeMemberRole(organizationId, member.user_id, role);
      onNotice(`${member.name} is now ${changed.role_name}.`);
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
    await mutate();
  };
  return (
    <Card className="overflow-hidden">
      <h2 className="border-b border-slate-100 px-6 py-4 font-semibold text-slate-900">Team members</h2>
      {failure ? <ErrorAlert className="m-4">{failure}</ErrorAlert> : null}
      <DataTable
        label="Members"
        columns={[
          {
            header: 'Name',
            cell: (member) => (
              <>
                <span className="block font-medium text-slate-900">
                  {member.name} {member.you ? <Badge tone="brand">You</Badge> : null}
                </span>
                <span className="block text-xs text-slate-500">
                  <EmailAddress value={member.email} />
                </span>
              </>
            ),
          },
          {
            header: 'Role',
            cell: (member) => {
              const locked = member.role === 'owner' && callerRole !== 'owner';
              const sole = soleOwner(member);
              return (
                <Select
                  aria-label={`Role of ${member.name}`}
                  value={member.role}
                  disabled={locked || sole}
                  title={sole ? 'The only owner: make someone else an owner first.' : undefined}
                  onChange={(event) => void change(member, event.target.value as MembershipRole)}
                >
                  {withCurrent(locked ? roles : assignable(roles, callerRole), member).map((role) => (
                    <option key={role.key} value={role.key}>
                      {role.name}
                    </option>
                  ))}
                </Select>
              );
            },
          },
          {
            header: 'Employee record',
            cell: (member) =>
              organizationId ? (
                <MemberEmployeeLink
                  organizationId={organizationId}
                  member={member}
                  takenIds={linkedEmployeeIds(members, member)}
                  onNotice={onNotice}
                  onFailure={setFailure}
                  onChanged={mutate}
                />
              ) : null,
          },
          {
            header: 'Last sign-in',
            className: 'whitespace-nowrap',
            cell: (member) => (member.last_sign_in_at ? dateTime.format(new Date(member.last_sign_in_at)) : 'Never'),
          },
          {
            header: 'MFA',
            cell: (member) =>
              member.mfa_enabled ? <Badge tone="brand">On</Badge> : <span className="text-slate-500">Off</span>,
          },
          {
            header: 'Actions',
            actions: 'hidden',
            className: 'space-x-2 text-right whitespace-nowrap',
            cell: (member) => (
              <>
                {callerRole === 'owner' && member.mfa_enabled && !member.you ? (
                  <RowAction
                    label={`Reset MFA of ${member.name}`}
                    icon={ShieldOff}
                    onClick={() => setResetting(member)}
                  >
                    Reset MFA
                  </RowAction>
                ) : null}
                {(member.role === 'owner' && callerRole !== 'owner') || soleOwner(member) ? null : (
                  <RowAction
                    label={member.you ? 'Leave' : `Remove ${member.name}`}
                    icon={UserMinus}
                    onClick={() => setRemoving(member)}
                  >
                    {member.you ? 'Leave' : 'Remove'}
                  </RowAction>
                )}
              </>
            ),
          },
        ]}
        rows={members}
        rowKey={(member) => member.user_id}
        loading={isLoading}
        loadingText="Loading members..."
        error={error}
        errorText="The members could not be loaded."
        onRetry={() => mutate()}
        empty="No members yet."
      />
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title="Reset MFA"
        description={`Turn off multi-factor authentication for ${resetting?.name ?? ''}? They sign in with their password alone until they set it up again from My Profile.`}
        confirmLabel="Reset MFA"
        busyLabel="Resetting..."
        confirmVariant="danger"
        onConfirm={async () => {
          if (!resetting || !organizationId) return;
          await resetMemberMfa(organizationId, resetting.user_id);
          onNotice(`The MFA of ${resetting.name} was reset.`);
          setResetting(null);
          await mutate();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing?.you ? 'Leave organization' : 'Remove member'}
        description={
          removing?.you
            ? 'Leave this organization? You lose access at once.'
            : `Remove ${removing?.name ?? ''}? They lose access to this organization at once.`
        }
        confirmLabel={removing?.you ? 'Leave' : 'Remove'}
        busyLabel="Removing..."
        confirmVariant="danger"
        onConfirm={async () => {
          if (!removing || !organizationId) return;
          await removeMember(organizationId, removing.user_id);
          onNotice(removing.you ? 'You left the organization.' : `${removing.name} was removed.`);
          setRemoving(null);
          await mutate();
        }}
      />
    </Card>
  );
}

function InviteForm({ organizationId, callerRole, onNotice }: SectionProps) {
  const { mutate } = useInvitations(organizationId);
  const roles = useRoleOptions(organizationId);
  const form = useForm<InvitationInput>({
    resolver: zodResolver(invitationInput),
    defaultValues: { email: '', role: 'employee' },
  });
  const { submit, failure } = useFormSubmit(
    form,
    async (values) => {
      if (!organizationId) return;
      const invitation = await inviteMember(organizationId, values);
      form.reset();
      onNotice(`Invitation sent to ${invitation.email}.`);
      await mutate();
    },
    ['email', 'role'],
  );
  return (
    <Card>
      <h2 className="border-b border-slate-100 px-6 py-4 font-semibold text-slate-900">Invite someone</h2>
      <form onSubmit={submit} noValidate className="space-y-4 px-6 py-5">
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <Field label="Email" error={form.formState.errors.email?.message} required>
          {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
        </Field>
        <Field label="Role" error={form.formState.errors.role?.message} required>
          {(control) => (
            <Select {...control} {...form.register('role')}>
              {assignable(roles, callerRole).map((role) => (
                <option key={role.key} value={role.key}>
                  {role.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" disabled={form.formState.isSubmitting || !organizationId}>
          <MailPlus aria-hidden="true" className="size-4" />
          {form.formState.isSubmitting ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
    </Card>
  );
}

function PendingInvitations({ organizationId, onNotice }: SectionProps) {
  const { data, error, isLoading, mutate } = useInvitations(organizationId);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resend = async (invitation: Invitation) => {
    if (!organizationId) return;
    setFailure(null);
    try {
      await resendInvitation(organizationId, invitation.id);
      onNotice(`Invitation sent to ${invitation.email} again; the earlier link no longer works.`);
      await mutate();
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };
  return (
    <Card>
      <h2 className="border-b border-slate-100 px-6 py-4 font-semibold text-slate-900">Pending invitations</h2>
      {failure ? <ErrorAlert className="m-4">{failure}</ErrorAlert> : null}
      {isLoading ? (
        <Spinner className="py-6" />
      ) : error && !data ? (
        <ListError message="The invitations could not be loaded." onRetry={() => mutate()} />
      ) : (data ?? []).length === 0 ? (
        <p className="px-6 py-5 text-sm text-slate-600">No pending invitations.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {(data ?? []).map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-2 px-6 py-3">
              <div className="min-w-0 basis-full">
                <p className="truncate text-sm font-medium text-slate-900">{invitation.email}</p>
                <p className="text-xs text-slate-600">
                  {invitation.role_name} · invited by {invitation.invited_by} ·{' '}
                  {invitation.expired ? 'expired' : `expires ${dateTime.format(new Date(invitation.expires_at))}`}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Resend the invitation to ${invitation.email}`}
                onClick={() => void resend(invitation)}
              >
                <RotateCw aria-hidden="true" className="size-4" />
                Resend
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Revoke the invitation to ${invitation.email}`}
                onClick={() => setRevoking(invitation)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke invitation"
        description={`Revoke the invitation to ${revoking?.email ?? ''}? Its link stops working.`}
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        confirmVariant="danger"
        onConfirm={async () => {
          if (!revoking || !organizationId) return;
          await revokeInvitation(organizationId, revoking.id);
          onNotice(`The invitation to ${revoking.email} was revoked.`);
          setRevoking(null);
          await mutate();
        }}
      />
    </Card>
  );
}
