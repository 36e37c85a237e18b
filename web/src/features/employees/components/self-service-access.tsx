import type { Employee } from '@wattle/shared/employees';
import { can } from '@wattle/shared/permissions';
import { MailPlus, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { inviteToSelfService } from '../api/invite-self-service';

export const LINKED_LABEL = 'Linked to self-service';

/**
 * The profile's self-service state: "Linked to self-service" once a member is linked to the
 * record; otherwise, for roles that may edit employees, an invitation to it (Employee role, to the
 * record's personal e-mail), confirmed first.
 */
export function SelfServiceAccess({ employee }: { employee: Employee }) {
  const { organization } = useSelectedOrganization();
  const [confirming, setConfirming] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (employee.user_id !== null && employee.user_id !== undefined) {
    return (
      <Badge tone="green" className="gap-1 self-start sm:self-center">
        <UserCheck aria-hidden="true" className="size-3.5" />
        {LINKED_LABEL}
      </Badge>
    );
  }
  if (!organization || !can(organization.permissions, 'employees', 'edit') || employee.trashed_at) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)} className="self-start sm:self-center">
        <MailPlus aria-hidden="true" className="size-4" />
        {sentTo ? 'Invite again' : 'Invite to self-service'}
      </Button>
      {sentTo ? (
        <p role="status" className="sr-only">
          Invitation sent to {sentTo}.
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Invite to self-service"
        description={`Send an invitation to ${employee.personal_email}? Once they accept, they sign in as an Employee of ${organization.name} and see and update their own record.`}
        note="The link works once, for 72 hours. Inviting again replaces an earlier invitation."
        confirmLabel="Send invitation"
        busyLabel="Sending..."
        confirmVariant="primary"
        onConfirm={async () => {
          const invitation = await inviteToSelfService(employee.id);
          setSentTo(invitation.email);
          notify.success(`Invitation sent to ${invitation.email}.`);
        }}
      />
    </>
  );
}
