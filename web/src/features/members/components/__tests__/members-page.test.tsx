import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_PERMISSIONS, BUILT_IN_ROLE_LABELS, BUILT_IN_ROLES } from '@wattle/shared/permissions';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { renderWithOrganization } from '@/testing/render-with-organization';
import { MembersPage } from '../members-page';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));
const roles = [
  ...BUILT_IN_ROLES.map((key) => ({
    key,
    name: BUILT_IN_ROLE_LABELS[key],
    built_in: true,
    ...BUILT_IN_PERMISSIONS[key],
  })),
  {
    key: 'custom-4',
    name: 'Recruiter',
    built_in: false,
    grants: { recruitment: { view: 'organization' } },
    fields: [],
  },
];

const member = (user_id: number, name: string, role: string, role_name: string) => ({
  user_id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.test`,
  role,
  role_name,
  joined_at: '2026-01-01T00:00:00.000Z',
  last_sign_in_at: null,
  mfa_enabled: false,
  you: user_id === 1,
});

describe('MembersPage', () => {
  it('offers the custom roles in the role selects and the invitation form, by name', async () => {
    const user = userEvent.setup();
    const calls: { method: string; url: string; body: unknown }[] = [];
    stubFetch((url, init) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/roles')) return { status: 200, body: { data: roles } };
      if (url.endsWith('/invitations')) return { status: 200, body: { data: [] } };
      // The employee records a member can be linked to (none here).
      if (url.includes('/employees/options')) return { status: 200, body: { data: [] } };
      if (init.method === 'PATCH') {
        return { status: 200, body: { data: member(2, 'Rae Recruit', 'custom-4', 'Recruiter') } };
      }
      return {
        status: 200,
        body: { data: [member(1, 'Olive Owner', 'owner', 'Owner'), member(2, 'Rae Recruit', 'employee', 'Employee')] },
      };
    });
    renderWithOrganization(<MembersPage />);
    const select = (await screen.findByLabelText('Role of Rae Recruit')) as HTMLSelectElement;
    expect(await within(select).findByRole('option', { name: 'Recruiter' })).toBeTruthy();
    const invite = screen.getByLabelText('Role', { exact: true });
    expect(within(invite).getByRole('option', { name: 'Recruiter' })).toBeTruthy();
    await user.selectOptions(select, 'Recruiter');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Rae Recruit is now Recruiter.'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'custom-4' });
  });
});
