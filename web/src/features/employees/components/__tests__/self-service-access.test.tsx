import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_PERMISSIONS } from '@wattle/shared/permissions';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { acacia, employee, renderWithOrganization } from '../../testing/render';
import { LINKED_LABEL, SelfServiceAccess } from '../self-service-access';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

describe('self-service on the employee profile', () => {
  it('says a linked record is linked, and offers no invitation', () => {
    stubFetch(() => ({ status: 500 }));
    renderWithOrganization(<SelfServiceAccess employee={employee({ user_id: 12 })} />);
    expect(screen.getByText(LINKED_LABEL)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite to self-service' })).toBeNull();
  });

  it('invites to the personal e-mail after confirming, and tells when it was sent', async () => {
    const fetch = stubFetch((url, init) =>
      url.endsWith('/employees/41/self-service-invitation') && init.method === 'POST'
        ? { status: 201, body: { data: { id: 5, email: 'mia@example.com', role: 'employee', employee_id: 41 } } }
        : { status: 404, body: { message: 'Not found.' } },
    );
    renderWithOrganization(<SelfServiceAccess employee={employee()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite to self-service' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Invite to self-service' });
    expect(dialog.textContent).toContain('mia@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Invitation sent to mia@example.com.'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Invite again' })).toBeTruthy();
  });

  it('shows the server reason when the invitation is refused', async () => {
    stubFetch(() => ({ status: 409, body: { message: 'This employee record is already linked to a member.' } }));
    renderWithOrganization(<SelfServiceAccess employee={employee()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite to self-service' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Invite to self-service' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This employee record is already linked to a member.')).toBeTruthy();
  });

  it('is hidden from roles that cannot edit employees, and for a record in the trash', () => {
    stubFetch(() => ({ status: 500 }));
    const manager = { ...acacia, role: 'manager' as const, permissions: BUILT_IN_PERMISSIONS.manager };
    const { unmount } = renderWithOrganization(<SelfServiceAccess employee={employee()} />, { organization: manager });
    expect(screen.queryByRole('button', { name: 'Invite to self-service' })).toBeNull();
    unmount();
    renderWithOrganization(<SelfServiceAccess employee={employee({ trashed_at: '2026-01-01T00:00:00Z' })} />);
    expect(screen.queryByRole('button', { name: 'Invite to self-service' })).toBeNull();
  });
});
