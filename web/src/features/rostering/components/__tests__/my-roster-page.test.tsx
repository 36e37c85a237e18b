import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Shift } from '@wattle/shared/roster-constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { MY_ROSTER_EMPTY, MyRosterPage } from '../my-roster-page';
import { NOTIFICATIONS_EMPTY, NotificationsPage } from '../notifications-page';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const shiftOf = (patch: Partial<Shift>): Shift => ({
  id: 1,
  organization_id: 3,
  employee_id: 7,
  employee_name: 'Eve Person',
  department_id: 2,
  date: '2026-12-07',
  start_time: '09:00',
  end_time: '17:00',
  break_minutes: 30,
  role: 'Barista',
  notes: null,
  status: 'published',
  published_at: '2026-12-01T00:00:00Z',
  acknowledged_at: null,
  worked_minutes: 450,
  version: 2,
  created_at: '2026-11-30T00:00:00Z',
  updated_at: '2026-12-01T00:00:00Z',
  ...patch,
});

describe('My roster', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T01:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the published shifts by week and acknowledges one, then the rest of a week', async () => {
    const acknowledged = new Set<number>();
    const fetch = stubFetch((url, init) => {
      const path = parseUrl(url).pathname;
      if (init.method === 'POST' && path.endsWith('/acknowledge')) {
        const id = Number(path.split('/').at(-2));
        acknowledged.add(id);
        return { status: 200, body: { data: { shift_id: id, acknowledged_at: '2026-12-02T01:00:00Z' } } };
      }
      if (path.endsWith('/unavailability')) return { status: 200, body: { data: [] } };
      const shifts = [
        shiftOf({ id: 1 }),
        shiftOf({ id: 2, date: '2026-12-08', start_time: '22:00', end_time: '06:00', break_minutes: 0 }),
        shiftOf({ id: 3, date: '2026-12-14' }),
      ].map((shift) => (acknowledged.has(shift.id) ? { ...shift, acknowledged_at: '2026-12-02T01:00:00Z' } : shift));
      return { status: 200, body: { data: shifts } };
    });
    renderWithOrganization(<MyRosterPage />, organizationAs('employee', 7));
    expect(await screen.findByRole('heading', { name: 'Week of 7 Dec 2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Week of 14 Dec 2026' })).toBeTruthy();
    expect(screen.getByText('10:00 pm – 6:00 am (next day)')).toBeTruthy();
    const shiftsCall = fetch.mock.calls.find((call) => parseUrl(String(call[0])).pathname.endsWith('/shifts'));
    expect(Object.fromEntries(parseUrl(String(shiftsCall?.[0])).searchParams)).toEqual({
      organization_id: '3',
      from: '2026-11-30',
      to: '2027-01-03',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge Mon 7 Dec 2026 shift' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Shift acknowledged.'));
    const week = screen.getByRole('heading', { name: 'Week of 7 Dec 2026' }).parentElement as HTMLElement;
    fireEvent.click(within(week).getByRole('button', { name: 'Acknowledge week' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Week of 7 Dec 2026 acknowledged.'));
    expect([...acknowledged].sort()).toEqual([1, 2]);
  });

  it('lists what the employee cannot work, adds a weekly time with a note, and removes one after a confirmation', async () => {
    const sent: unknown[] = [];
    const deleted: string[] = [];
    stubFetch((url, init) => {
      const path = parseUrl(url).pathname;
      if (init.method === 'DELETE') {
        deleted.push(path);
        return { status: 204 };
      }
      if (!path.endsWith('/unavailability')) return { status: 200, body: { data: [] } };
      if (init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: {} } };
      }
      const entry = {
        id: 5,
        organization_id: 3,
        employee_id: 7,
        kind: 'dated',
        weekday: null,
        start_date: '2026-12-18',
        end_date: '2026-12-19',
        start_time: null,
        end_time: null,
        note: 'Graduation',
        version: 1,
        created_at: '',
        updated_at: '',
      };
      return { status: 200, body: { data: [entry] } };
    });
    renderWithOrganization(<MyRosterPage />, organizationAs('employee', 7));
    expect(await screen.findByText('18 Dec 2026 – 19 Dec 2026, all day')).toBeTruthy();
    expect(screen.getByText('Graduation')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add unavailability' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add unavailability' });
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('From time'), { target: { value: '08:00' } });
    fireEvent.change(within(dialog).getByLabelText('To time'), { target: { value: '12:00' } });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Uni lecture' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add unavailability' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Unavailability added.'));
    expect(sent).toEqual([
      {
        organization_id: 3,
        kind: 'weekly',
        weekday: 3,
        start_date: null,
        end_date: null,
        start_time: '08:00',
        end_time: '12:00',
        note: 'Uni lecture',
      },
    ]);
    // Removing asks first: Cancel keeps it, Remove deletes it.
    const remove = screen.getByRole('button', { name: 'Remove 18 Dec 2026 – 19 Dec 2026, all day' });
    fireEvent.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this unavailability?' });
    expect(deleted).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleted).toEqual([]);
    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Removed.'));
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatch(/\/unavailability\/5$/);
  });

  it('says when there is nothing published', async () => {
    stubFetch(() => ({ status: 200, body: { data: [] } }));
    renderWithOrganization(<MyRosterPage />, organizationAs('employee', 7));
    expect(await screen.findByText(MY_ROSTER_EMPTY)).toBeTruthy();
  });
});

describe('Roster notifications', () => {
  it('lists each delivery with its e-mail status, notice flag and acknowledgement', async () => {
    stubFetch(() => ({
      status: 200,
      body: {
        data: {
          data: [
            {
              delivery_id: 9,
              employee_id: 7,
              employee_name: 'Eve Person',
              kind: 'changed',
              subject: 'Your shift changed',
              detail: 'Mon 7 Dec 2026, 9:00 am – 5:00 pm → Mon 7 Dec 2026, 10:00 am – 6:00 pm',
              sent_at: '2026-12-02T01:00:00Z',
              email_status: 'failed',
              in_app: true,
              within_notice: true,
              job_id: null,
              shift_ids: [1],
              acknowledged: false,
              acknowledged_at: null,
            },
          ],
          next_cursor: null,
          per_page: 50,
        },
      },
    }));
    renderWithOrganization(<NotificationsPage />, organizationAs('owner'));
    const table = await screen.findByRole('region', { name: 'Roster notifications' });
    const row = (await within(table).findByText('Eve Person')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Shift changed');
    expect(row.textContent).toContain('Within notice period');
    expect(row.textContent).toContain('Failed');
    expect(row.textContent).toContain('Not yet');
    expect(row.textContent).toContain('2 Dec 2026');
  });

  it('says when nothing was sent', async () => {
    stubFetch(() => ({ status: 200, body: { data: { data: [], next_cursor: null, per_page: 50 } } }));
    renderWithOrganization(<NotificationsPage />, organizationAs('owner'));
    expect(await screen.findByText(NOTIFICATIONS_EMPTY)).toBeTruthy();
  });
});
