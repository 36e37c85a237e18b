import { type Invitation, selfServiceInvitationInput } from '@wattle/shared/members';
import { ALREADY_LINKED_MESSAGE, selfServiceEventWrites } from '../employees/employee-links.ts';
import { resolveEmployee } from '../employees/employee-record.ts';
import { VisibleError } from '../error.ts';
import { normalizeEmail } from '../identity/users.ts';
import { parseInput } from '../validation.ts';
import { createSelfServiceInvitation } from './invitations.ts';

/**
 * Invites an employee record's person to self-service (an Employee member linked to the record
 * once they accept): to its personal e-mail, or `email`. 409 when the record is linked already,
 * 422 when it is in the trash.
 */
export async function inviteToSelfService(employeeId: number, input: unknown): Promise<Invitation> {
  const data = parseInput(selfServiceInvitationInput, input ?? {});
  const current = await resolveEmployee(employeeId);
  if (current.trashed_at) {
    throw VisibleError.validation({ employee_id: ['Restore the employee from the trash before inviting them.'] });
  }
  if (current.user_id !== undefined) throw VisibleError.conflict(ALREADY_LINKED_MESSAGE);
  const email = data.email ?? normalizeEmail(current.personal_email);
  return createSelfServiceInvitation(
    current.organization_id,
    email,
    { id: employeeId },
    selfServiceEventWrites(current, `Invited to self-service at ${email}`),
  );
}
