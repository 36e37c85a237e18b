import type { Member } from '@wattle/shared/members';
import { can } from '@wattle/shared/permissions';
import { useState } from 'react';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { linkMemberEmployee, useEmployeeChoices } from '../api/member-employee';

export const NOT_LINKED_OPTION = 'Not linked';

interface MemberEmployeeLinkProps {
  organizationId: number;
  member: Member;
  /** Employee records linked to other members: not offered (one member per record). */
  takenIds: ReadonlySet<number>;
  onNotice: (message: string) => void;
  onFailure: (message: string | null) => void;
  onChanged: () => Promise<unknown>;
}

/**
 * A member's own employee record (self-service): shown to everyone who sees the members; a select
 * to link, change or unlink it for roles that may edit access.
 */
export function MemberEmployeeLink({
  organizationId,
  member,
  takenIds,
  onNotice,
  onFailure,
  onChanged,
}: MemberEmployeeLinkProps) {
  const { organization } = useSelectedOrganization();
  const editable = organization
    ? can(organization.permissions, 'access', 'edit') && can(organization.permissions, 'employees', 'view')
    : false;
  const { data: choices } = useEmployeeChoices(organizationId, editable);
  const [busy, setBusy] = useState(false);
  if (!editable) {
    return member.employee_name ? (
      <span className="text-sm text-slate-900">{member.employee_name}</span>
    ) : (
      <span className="text-sm text-slate-500">{NOT_LINKED_OPTION}</span>
    );
  }
  const options = (choices ?? []).filter((choice) => !takenIds.has(choice.id) || choice.id === member.employee_id);
  const current = member.employee_id;
  const change = async (value: string) => {
    const employeeId = value ? Number(value) : null;
    const chosen = options.find((option) => option.id === employeeId);
    setBusy(true);
    onFailure(null);
    try {
      await linkMemberEmployee(organizationId, member.user_id, employeeId);
      onNotice(
        chosen
          ? `${member.name} is linked to the employee record of ${chosen.first_name} ${chosen.last_name}.`
          : `${member.name} is no longer linked to an employee record.`,
      );
    } catch (caught) {
      onFailure(errorMessage(caught));
    } finally {
      setBusy(false);
    }
    await onChanged();
  };
  return (
    <Select
      aria-label={`Employee record of ${member.name}`}
      value={current ? String(current) : ''}
      disabled={busy}
      onChange={(event) => void change(event.target.value)}
      className="min-w-44"
    >
      <option value="">{NOT_LINKED_OPTION}</option>
      {/* A linked record that is no longer an option (in the trash) still shows what is linked. */}
      {current && !options.some((option) => option.id === current) ? (
        <option value={String(current)}>{member.employee_name ?? `Employee #${current}`}</option>
      ) : null}
      {options.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.first_name} {option.last_name} ({option.employee_code})
        </option>
      ))}
    </Select>
  );
}
