import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Member } from '@wattle/shared/members';
import { BUILT_IN_PERMISSIONS } from '@wattle/shared/permissions';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { MemberEmployeeLink, NOT_LINKED_OPTION } from '../member-employee-link';

const member: Member = {
  user_id: 7,
  name: 'Max Manager',
  email: 'max@example.com',
  role: 'manager',
  role_name: 'Manager',
  joined_at: '2026-01-01T00:00:00Z',
  last_sign_in_at: null,
  mfa_enabled: false,
  employee_id: null,
  employee_name: null,
  you: false,
};

const options = [
  { id: 41, first_name: 'Max', last_name: 'Manager', employee_code: 'EMP-041', reporting_manager_id: null },
  { id: 42, first_name: 'Ada', last_name: 'Linked', employee_code: 'EMP-042', reporting_manager_id: null },
];

/** The link of a member linked to Max Manager's record (41); `onFailure` hears a refusal. */
function renderLinkedToMax(onFailure: (message: string | null) => void, organization = testOrganization) {
  renderWithOrganization(
    <MemberEmployeeLink
      organizationId={3}
      member={{ ...member, employee_id: 41, employee_name: 'Max Manager' }}
      takenIds={new Set()}
      onNotice={() => {}}
      onFailure={onFailure}
      onChanged={async () => undefined}
    />,
    organization,
  );
}

describe('linking a member to their employee record', () => {
  it('offers the records not linked to someone else, and links one', async () => {
    const patches: unknown[] = [];
    stubFetch((url, init) => {
      if (url.includes('/employees/options')) return { status: 200, body: { data: options } };
      if (init.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        return { status: 200, body: { data: { ...member, employee_id: 41, employee_name: 'Max Manager' } } };
      }
      return { status: 404, body: { message: 'Not found.' } };
    });
    const onNotice = vi.fn();
    const onChanged = vi.fn(async () => undefined);
    renderWithOrganization(
      <MemberEmployeeLink
        organizationId={3}
        member={member}
        takenIds={new Set([42])}
        onNotice={onNotice}
        onFailure={() => {}}
        onChanged={onChanged}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Employee record of Max Manager' });
    await screen.findByRole('option', { name: 'Max Manager (EMP-041)' });
    expect(screen.queryByRole('option', { name: 'Ada Linked (EMP-042)' })).toBeNull();
    await userEvent.selectOptions(select, '41');
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith('Max Manager is linked to the employee record of Max Manager.'),
    );
    expect(patches).toEqual([{ employee_id: 41 }]);
    expect(onChanged).toHaveBeenCalled();
  });

  it('unlinks, and passes a refusal on', async () => {
    stubFetch((url) =>
      url.includes('/employees/options')
        ? { status: 200, body: { data: options } }
        : { status: 409, body: { message: 'This member was changed meanwhile. Reload and try again.' } },
    );
    const onFailure = vi.fn();
    renderLinkedToMax(onFailure);
    const select = screen.getByRole('combobox', { name: 'Employee record of Max Manager' });
    expect((select as HTMLSelectElement).value).toBe('41');
    await userEvent.selectOptions(select, NOT_LINKED_OPTION);
    await waitFor(() =>
      expect(onFailure).toHaveBeenCalledWith('This member was changed meanwhile. Reload and try again.'),
    );
  });

  it('only shows the linked record to roles that cannot edit access', () => {
    stubFetch(() => ({ status: 500 }));
    const hr = { ...testOrganization, role: 'hr_manager' as const, permissions: BUILT_IN_PERMISSIONS.hr_manager };
    renderLinkedToMax(() => {}, hr);
    expect(screen.getByText('Max Manager')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
