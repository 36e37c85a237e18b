import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeaveRequest } from '@wattle/shared/leave-request-constants';
import { BUILT_IN_PERMISSIONS } from '@wattle/shared/permissions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { LeaveRequestsPage } from '../leave-requests-page';
import { monthGrid, shiftMonth } from '../team-calendar';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const request = (overrides: Partial<LeaveRequest> = {}): LeaveRequest => ({
  request_id: 7,
  organization_id: 3,
  employee_id: 21,
  employee_name: 'Sarah Mitchell',
  leave_type_id: 1,
  leave_type_code: 'annual',
  leave_type_name: 'Annual Leave',
  start_date: '2027-02-04',
  end_date: '2027-02-09',
  hours: '30.40',
  part_day: false,
  reason: 'Beach',
  attachment: null,
  status: 'pending',
  requested_by: 'Sarah Mitchell',
  requested_at: '2026-11-25T00:00:00.000Z',
  decided_by: null,
  decided_at: null,
  decision_comment: null,
  can_approve: true,
  can_cancel: false,
  version: 1,
  ...overrides,
});

const manager = {
  ...testOrganization,
  role: 'manager' as const,
  role_name: 'Manager',
  permissions: BUILT_IN_PERMISSIONS.manager,
  employee_id: 20,
};
const employee = {
  ...testOrganization,
  role: 'employee' as const,
  role_name: 'Employee',
  permissions: BUILT_IN_PERMISSIONS.employee,
  employee_id: 21,
};

describe('Leave Requests', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toasts.success.mockClear();
  });

  it('shows an employee only their own requests, with no To approve or All tab', async () => {
    const views: string[] = [];
    stubFetch((url) => {
      const { pathname, searchParams } = parseUrl(url);
      if (pathname.endsWith('/leave/requests')) {
        views.push(searchParams.get('view') ?? '');
        return {
          status: 200,
          body: {
            data: { data: [request({ can_approve: false, can_cancel: true })], next_cursor: null, per_page: 25 },
          },
        };
      }
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderWithOrganization(<LeaveRequestsPage />, employee);
    expect(await screen.findByText('Sarah Mitchell')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My requests', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'To approve' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'All' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Approve Sarah Mitchell's leave" })).toBeNull();
    expect(screen.getByRole('button', { name: "Cancel Sarah Mitchell's leave" })).toBeTruthy();
    expect(views).toEqual(['mine']);
  });

  it('lets a manager approve with a comment from To approve, sending the version', async () => {
    const decisions: { url: string; body: unknown }[] = [];
    stubFetch((url, init) => {
      const { pathname, searchParams } = parseUrl(url);
      if (init.method === 'PATCH') {
        decisions.push({ url: pathname, body: JSON.parse(String(init.body)) });
        return { status: 200, body: { data: request({ status: 'approved', can_approve: false }) } };
      }
      if (pathname.endsWith('/leave/requests')) {
        const rows = searchParams.get('view') === 'to_approve' ? [request()] : [];
        return { status: 200, body: { data: { data: rows, next_cursor: null, per_page: 25 } } };
      }
      return { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<LeaveRequestsPage />, manager);
    await user.click(await screen.findByRole('tab', { name: 'To approve' }));
    await user.click(await screen.findByRole('button', { name: "Approve Sarah Mitchell's leave" }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Leave' });
    expect(
      within(dialog).getByText('Sarah Mitchell: Annual Leave, 4 Feb 2027 to 9 Feb 2027 (30.40 hours).'),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Comment'), 'Enjoy');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Sarah Mitchell's leave approved."));
    expect(decisions).toEqual([{ url: '/api/v1/leave/requests/7/approve', body: { version: 1, comment: 'Enjoy' } }]);
  });

  it("shows the server's reason when a decision fails, keeping the comment", async () => {
    stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if (init.method === 'PATCH') {
        return { status: 409, body: { message: 'This record was changed by someone else. Reload it and try again.' } };
      }
      if (pathname.endsWith('/leave/requests')) {
        return { status: 200, body: { data: { data: [request()], next_cursor: null, per_page: 25 } } };
      }
      return { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<LeaveRequestsPage />, manager);
    await user.click(await screen.findByRole('tab', { name: 'To approve' }));
    await user.click(await screen.findByRole('button', { name: "Decline Sarah Mitchell's leave" }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Leave' });
    await user.type(within(dialog).getByLabelText('Comment'), 'Stocktake');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(
      await within(dialog).findByText('This record was changed by someone else. Reload it and try again.'),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Stocktake');
  });

  it('offers Retry when the list fails', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'Server error.' } }
        : { status: 200, body: { data: { data: [], next_cursor: null, per_page: 25 } } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<LeaveRequestsPage />, employee);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No leave requests.')).toBeTruthy();
  });
});

describe('the team calendar grid', () => {
  it('starts on Monday and fills whole weeks', () => {
    const december = monthGrid('2026-12');
    expect(december.slice(0, 2)).toEqual([null, '2026-12-01']);
    expect(december.length % 7).toBe(0);
    expect(december.filter(Boolean)).toHaveLength(31);
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
});
