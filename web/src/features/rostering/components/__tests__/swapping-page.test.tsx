import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ShiftSwap } from '@wattle/shared/shift-swap-constants';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { AUTO_APPROVE_LABEL } from '../swap-auto-approve';
import { APPROVALS_EMPTY, OPEN_SHIFTS_EMPTY, SwappingPage, WITHDRAWN } from '../swapping-page';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const NONE = { accept: false, approve: false, decline: false, cancel: false };

const swapOf = (patch: Partial<ShiftSwap>): ShiftSwap => ({
  id: 5,
  organization_id: 3,
  kind: 'named',
  status: 'accepted',
  shift: {
    shift_id: 9,
    department_id: 2,
    department_name: 'Café',
    date: '2026-12-15',
    start_time: '06:00',
    end_time: '12:00',
    break_minutes: 30,
    role: 'Ovens',
    status: 'published',
  },
  from_employee_id: 7,
  from_employee_name: 'Rhys Baker',
  to_employee_id: 8,
  to_employee_name: 'Cleo Baker',
  checks: [],
  requested_by: 'Rhys Baker',
  accepted_at: '2026-12-02T01:00:00Z',
  decided_by: null,
  decided_at: null,
  auto_approved: false,
  can: NONE,
  version: 2,
  created_at: '2026-12-02T00:00:00Z',
  updated_at: '2026-12-02T01:00:00Z',
  ...patch,
});

const page = (data: ShiftSwap[]) => ({ status: 200, body: { data: { data, next_cursor: null, per_page: 25 } } });

describe('Shift swapping', () => {
  it('shows a manager the swaps awaiting approval with their warnings, and approves one after a confirmation', async () => {
    const warned = swapOf({
      can: { ...NONE, approve: true, decline: true },
      checks: [
        {
          rule: 'weekly_hours',
          clause: 'Fair Work Act 2009 s 62(1)',
          severity: 'warn',
          message: 'More than 38 hours in the week (39.5 rostered so far)',
          unverified: false,
        },
      ],
    });
    let approved = false;
    const fetch = stubFetch((url, init) => {
      const { pathname, searchParams } = parseUrl(url);
      if (init.method === 'PATCH') {
        approved = true;
        return { status: 200, body: { data: { ...warned, status: 'approved', can: NONE } } };
      }
      if (pathname.endsWith('/open-shifts')) return { status: 200, body: { data: [] } };
      if (searchParams.get('status') === 'accepted') return page(approved ? [] : [warned]);
      return page([approved ? { ...warned, status: 'approved', can: NONE } : warned]);
    });
    renderWithOrganization(<SwappingPage />, organizationAs('manager', 4));
    const waiting = await screen.findByRole('region', { name: 'Swaps awaiting approval' });
    expect(await within(waiting).findByText('More than 38 hours in the week (39.5 rostered so far)')).toBeTruthy();
    expect(await screen.findByText(OPEN_SHIFTS_EMPTY)).toBeTruthy();
    fireEvent.click(within(waiting).getByRole('button', { name: 'Approve 2026-12-15 Rhys Baker → Cleo Baker' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('The shift moves to Cleo Baker and both are told.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Swap approved.'));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(parseUrl(String(patch?.[0])).pathname).toMatch(/\/shift-swaps\/5\/approve$/);
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ version: 2 });
    expect(await screen.findByText(APPROVALS_EMPTY)).toBeTruthy();
  });

  it('lets an employee claim an open shift and accept one offered to them; no approvals section', async () => {
    const offered = swapOf({ status: 'offered', can: { ...NONE, accept: true, decline: true } });
    const fetch = stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if (init.method === 'POST')
        return { status: 201, body: { data: swapOf({ kind: 'claim', status: 'accepted', from_employee_id: null }) } };
      if (pathname.endsWith('/open-shifts'))
        return {
          status: 200,
          body: {
            data: [
              {
                id: 11,
                date: '2026-12-16',
                start_time: '10:00',
                end_time: '16:00',
                role: null,
                employee_id: null,
                break_minutes: 30,
              },
            ],
          },
        };
      return page([offered]);
    });
    renderWithOrganization(<SwappingPage />, organizationAs('employee', 8));
    fireEvent.click(await screen.findByRole('button', { name: 'Claim 2026-12-16 10:00 shift' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Shift claimed: a manager approves it.'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ organization_id: 3, shift_id: 11 });
    expect(screen.queryByRole('region', { name: 'Swaps awaiting approval' })).toBeNull();
    const swaps = screen.getByRole('region', { name: 'Shift swaps' });
    expect(within(swaps).getByRole('button', { name: 'Accept 2026-12-15 Rhys Baker → Cleo Baker' })).toBeTruthy();
  });

  it('shows a swap whose shift started as Expired, with nothing left to do', async () => {
    stubFetch((url) => {
      const { pathname } = parseUrl(url);
      if (pathname.endsWith('/open-shifts')) return { status: 200, body: { data: [] } };
      return page([swapOf({ kind: 'drop', status: 'expired', to_employee_id: null, to_employee_name: null })]);
    });
    renderWithOrganization(<SwappingPage />, organizationAs('employee', 7));
    const swaps = await screen.findByRole('region', { name: 'Shift swaps' });
    expect(await within(swaps).findByText('Expired')).toBeTruthy();
    expect(within(swaps).getByText(/its shift started first/)).toBeTruthy();
    expect(within(swaps).queryByRole('button', { name: /2026-12-15/ })).toBeNull();
  });

  it('lets the taker of a drop withdraw before approval: the drop is offered again', async () => {
    const taken = swapOf({ kind: 'drop', status: 'accepted', can: { ...NONE, decline: true } });
    const fetch = stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if (init.method === 'PATCH')
        return {
          status: 200,
          body: { data: { ...taken, status: 'offered', to_employee_id: null, to_employee_name: null, version: 3 } },
        };
      if (pathname.endsWith('/open-shifts')) return { status: 200, body: { data: [] } };
      return page([taken]);
    });
    renderWithOrganization(<SwappingPage />, organizationAs('employee', 8));
    const swaps = await screen.findByRole('region', { name: 'Shift swaps' });
    fireEvent.click(await within(swaps).findByRole('button', { name: 'Withdraw 2026-12-15 Rhys Baker → Cleo Baker' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Withdraw from this shift?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(WITHDRAWN));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(parseUrl(String(patch?.[0])).pathname).toMatch(/\/shift-swaps\/5\/decline$/);
  });

  it('lets those who set the roster checks turn auto-approval on', async () => {
    const settings = {
      organization_id: 3,
      roster_check_severity: { weekly_hours: 'block' },
      swap_auto_approve: false,
      version: 4,
    };
    const fetch = stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if (pathname.endsWith('/rosters/settings'))
        return init.method === 'PUT'
          ? { status: 200, body: { data: { ...settings, swap_auto_approve: true, version: 5 } } }
          : { status: 200, body: { data: settings } };
      if (pathname.endsWith('/open-shifts')) return { status: 200, body: { data: [] } };
      return page([]);
    });
    renderWithOrganization(<SwappingPage />, organizationAs('admin'));
    const box = await screen.findByRole('checkbox', { name: new RegExp(AUTO_APPROVE_LABEL) });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Swaps that fail no check now approve themselves.'),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      roster_check_severity: { weekly_hours: 'block' },
      swap_auto_approve: true,
      version: 4,
    });
  });
});
