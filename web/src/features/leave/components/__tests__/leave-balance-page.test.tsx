import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_PERMISSIONS } from '@wattle/shared/permissions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { LeaveBalancePage } from '../leave-balance-page';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const row = (overrides: Record<string, unknown>) => ({
  leave_type_id: 1,
  code: 'annual',
  name: 'Annual Leave',
  balance_hours: '152.00',
  accrued_hours: '152.00',
  taken_hours: '0.00',
  adjusted_hours: '0.00',
  pending_hours: '0.00',
  takeable_from: null,
  ...overrides,
});
const BALANCES = [
  row({}),
  row({
    leave_type_id: 2,
    code: 'personal',
    name: "Personal/Carer's Leave",
    balance_hours: '76.00',
    accrued_hours: '76.00',
  }),
];
const OPTIONS = [
  { id: 7, first_name: 'Sarah', last_name: 'Mitchell', employee_code: 'EMP-7', reporting_manager_id: null },
  { id: 8, first_name: 'Tom', last_name: 'Nguyen', employee_code: 'EMP-8', reporting_manager_id: null },
];

describe('Leave Balance', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toasts.success.mockReset();
  });

  it('shows the picked employee’s balances as of a day, the entries behind a figure, and adjusts with a reason', async () => {
    const calls: string[] = [];
    const posts: unknown[] = [];
    stubFetch((url, init) => {
      const { pathname, search } = parseUrl(url);
      calls.push(`${init.method ?? 'GET'} ${pathname}${search}`);
      if (pathname.endsWith('/employees/options')) return { status: 200, body: { data: OPTIONS } };
      if (pathname.endsWith('/leave-balances')) return { status: 200, body: { data: BALANCES } };
      if (pathname.endsWith('/leave-entries')) {
        return {
          status: 200,
          body: {
            data: {
              data: [
                {
                  entry_id: '7-1',
                  leave_type_id: 1,
                  kind: 'accrual',
                  date: '2026-10-31',
                  hours: '143.23',
                  balance_after_hours: '143.23',
                  period_from: '2025-11-23',
                  leave_start: null,
                  leave_end: null,
                  leave_request_id: null,
                  reason: null,
                  actor_name: 'System (accrual posting)',
                  recorded_at: '2026-11-01T00:00:00Z',
                },
              ],
              next_cursor: null,
            },
          },
        };
      }
      if (pathname.endsWith('/leave/adjustments')) {
        posts.push(JSON.parse(String(init.body)));
        if (posts.length === 1) {
          return {
            status: 422,
            body: { message: 'A reason is required.', errors: { reason: ['A reason is required.'] } },
          };
        }
        return { status: 201, body: { data: BALANCES } };
      }
      return { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup();
    renderWithOrganization(<LeaveBalancePage />);
    const table = await screen.findByRole('region', { name: /Leave balances as of/ });
    expect(await within(table).findAllByText('152.00 h', { selector: 'td' })).toHaveLength(2);
    expect(calls.some((call) => call.startsWith('GET /api/v1/employees/7/leave-balances?as_of='))).toBe(true);

    await user.selectOptions(screen.getByLabelText('Employee'), '8');
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-06-30' } });
    await waitFor(() => expect(calls).toContain('GET /api/v1/employees/8/leave-balances?as_of=2026-06-30'));

    await user.click(screen.getByRole('button', { name: 'Show entries of Annual Leave' }));
    const entries = await screen.findByRole('region', { name: 'Annual Leave entries' });
    expect(await within(entries).findByText('System (accrual posting)')).toBeTruthy();
    expect(within(entries).getByText('+143.23 h')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust balance' });
    await user.selectOptions(within(dialog).getByLabelText('Leave type'), '2');
    await user.type(within(dialog).getByLabelText('Hours'), '-7.60');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    // Refused: the server's message under the field, what was typed kept.
    expect(await within(dialog).findAllByText('A reason is required.')).not.toHaveLength(0);
    expect((within(dialog).getByLabelText('Hours') as HTMLInputElement).value).toBe('-7.60');
    await user.type(within(dialog).getByLabelText('Reason'), 'Sick day not recorded');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts[1]).toEqual({
      organization_id: 3,
      employee_id: 8,
      leave_type_id: '2',
      hours: '-7.60',
      reason: 'Sick day not recorded',
    });
    expect(toasts.success).toHaveBeenCalledWith("Personal/Carer's Leave adjusted by -7.60 h.");
  });

  it('shows an employee only their own balances, without the picker, the adjustment or the types tab', async () => {
    const calls: string[] = [];
    stubFetch((url) => {
      const { pathname } = parseUrl(url);
      calls.push(pathname);
      return { status: 200, body: { data: BALANCES } };
    });
    renderWithOrganization(<LeaveBalancePage />, {
      ...testOrganization,
      role: 'employee',
      permissions: BUILT_IN_PERMISSIONS.employee,
      employee_id: 12,
    });
    expect(await screen.findByText('Your own balances.')).toBeTruthy();
    expect(await screen.findAllByText('76.00 h', { selector: 'td' })).toHaveLength(2);
    expect(calls).toEqual(['/api/v1/employees/12/leave-balances']);
    expect(screen.queryByLabelText('Employee')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Leave types' })).toBeNull();
  });

  it('shows a casual’s family and domestic violence leave in days, and adjusts it in days', async () => {
    const casual = [
      row({ balance_hours: '0.00', accrued_hours: '0.00' }),
      row({
        leave_type_id: 5,
        code: 'fdv',
        name: 'Family and Domestic Violence Leave',
        unit: 'days',
        balance_hours: '8.00',
        accrued_hours: '10.00',
        taken_hours: '2.00',
      }),
    ];
    stubFetch((url) => {
      const { pathname } = parseUrl(url);
      if (pathname.endsWith('/employees/options')) return { status: 200, body: { data: OPTIONS } };
      return { status: 200, body: { data: casual } };
    });
    const user = userEvent.setup();
    renderWithOrganization(<LeaveBalancePage />);
    const table = await screen.findByRole('region', { name: /Leave balances as of/ });
    const fdv = (await within(table).findByText('Family and Domestic Violence Leave')).closest('tr') as HTMLElement;
    expect(within(fdv).getByText('8.00 days')).toBeTruthy();
    expect(within(fdv).getByText('10.00 days')).toBeTruthy();
    expect(within(fdv).getByText('2.00 days')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust balance' });
    expect(within(dialog).getByLabelText('Hours')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Leave type'), '5');
    expect(within(dialog).getByLabelText('Days')).toBeTruthy();
    expect(within(dialog).getByText('Signed days: 1 adds a day, -1 takes one off.')).toBeTruthy();
  });
});
