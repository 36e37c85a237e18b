import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { SchedulingPage } from '../scheduling-page';
import { addDays } from '../week';
import { DEPARTMENTS, personOf, rory, rosterOf, shiftOf, WEEK } from './fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

type Answer = { status: number; body?: unknown };

/** The API: the departments, the roster (`roster`), and what `write` answers a POST, PUT or DELETE. */
function stubApi(roster: () => unknown, write: (url: string, init: RequestInit) => Answer = () => ({ status: 201 })) {
  return stubFetch((url, init) => {
    const path = parseUrl(url).pathname;
    if (path.endsWith('/departments')) return { status: 200, body: { data: DEPARTMENTS } };
    if (path.endsWith('/rosters') && (init.method ?? 'GET') === 'GET') return { status: 200, body: { data: roster() } };
    return write(path, init);
  });
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'));

describe('Shift scheduling', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T01:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the department's week: open shifts first, each shift's times, role, cost and checks, leave, hours and totals", async () => {
    const fetch = stubApi(() => rosterOf());
    renderWithOrganization(<SchedulingPage />);
    const grid = await screen.findByRole('table', { name: 'Roster' });
    const rows = within(grid).getAllByRole('row');
    // The header, the open shifts, Rory, Sam, the totals.
    expect(rows.map((row) => within(row).queryAllByRole('rowheader')[0]?.textContent ?? 'header')).toEqual([
      'header',
      'Open shifts7.5h unassigned',
      'Rory Clock7.5h of 38h',
      'Sam Oven0h rostered',
      'Total15h · $214.13',
    ]);
    const card = within(grid).getByRole('button', { name: '9:00 am – 5:00 pm, Front counter, 1 warning' });
    expect(card.textContent).toContain('$214.13');
    expect(card.getAttribute('aria-describedby')).toBeTruthy();
    const tip = document.getElementById(card.getAttribute('aria-describedby') as string);
    expect(tip?.textContent).toBe('Less than 12 hours between shifts. (MA000004 cl. 15.1)');
    expect(within(rows[3] as HTMLElement).getByText('Annual Leave')).toBeTruthy();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Person', 'Mon 30 Nov', 'Tue 1 Dec', 'Wed 2 Dec', 'Thu 3 Dec', 'Fri 4 Dec', 'Sat 5 Dec', 'Sun 6 Dec']);
    const asked = parseUrl(String(fetch.mock.calls.find(([url]) => String(url).includes('/rosters'))?.[0]));
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      organization_id: '3',
      department_id: '11',
      from: WEEK,
      to: '2026-12-06',
    });
    expect(screen.getByText('30 Nov 2026 – 6 Dec 2026')).toBeTruthy();
  });

  it('shows the person’s shifts in other departments read-only, with their checks, and counts their hours', async () => {
    const kitchen = {
      ...shiftOf(201, {
        department_id: 12,
        date: addDays(WEEK, 1),
        start_time: '12:30',
        end_time: '21:00',
        role: 'Dishes',
      }),
      department_name: 'Kitchen',
    };
    stubApi(() =>
      rosterOf({
        people: [rory({ other_department_minutes: 480 })],
        other_department_shifts: [kitchen],
        other_department_checks: [
          {
            shift_id: 201,
            employee_id: 7,
            date: addDays(WEEK, 1),
            rule: 'weekly_hours',
            clause: 'Fair Work Act 2009 s 62(1)(a)',
            severity: 'warn',
            message: 'More than 38 hours in the week (40 rostered so far)',
            unverified: false,
          },
        ],
      }),
    );
    renderWithOrganization(<SchedulingPage />);
    const grid = await screen.findByRole('table', { name: 'Roster' });
    expect(within(grid).getByRole('rowheader', { name: /Rory Clock/ }).textContent).toBe(
      'Rory Clock15.5h of 38hincl. 8h in other departments',
    );
    const card = within(grid).getByRole('group', { name: '12:30 pm – 9:00 pm, Other department: Kitchen, 1 warning' });
    expect(card.textContent).toContain('Other department: Kitchen');
    const tip = document.getElementById(card.getAttribute('aria-describedby') as string);
    expect(tip?.textContent).toContain('More than 38 hours in the week');
    // Not this department's to edit or move: no button, and the totals are the department's own.
    expect(within(grid).queryByRole('button', { name: /Other department/ })).toBeNull();
    expect(within(grid).getByRole('rowheader', { name: /Total/ }).textContent).toBe('Total15h · $214.13');
  });

  it('adds a shift from an empty cell, keeping the dialog and what was typed when the API refuses a field', async () => {
    let refuse = true;
    const fetch = stubApi(
      () => rosterOf(),
      () =>
        refuse
          ? {
              status: 422,
              body: { message: 'The shift overlaps another.', errors: { start_time: ['Overlaps 9:00 am – 5:00 pm.'] } },
            }
          : { status: 201, body: { data: {} } },
    );
    renderWithOrganization(<SchedulingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add shift: Rory Clock, Thursday 3 December' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add shift' });
    const person = within(dialog).getByLabelText('Person') as HTMLSelectElement;
    await waitFor(() => expect(person.value).toBe('7'));
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2026-12-03');
    fireEvent.change(within(dialog).getByLabelText(/^Start/), { target: { value: '06:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^End/), { target: { value: '08:00' } });
    fireEvent.change(within(dialog).getByLabelText('Role or area'), { target: { value: 'Ovens' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    expect(await within(dialog).findByText('Overlaps 9:00 am – 5:00 pm.')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Start/) as HTMLInputElement).value).toBe('06:00');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({
      organization_id: 3,
      department_id: 11,
      employee_id: 7,
      date: '2026-12-03',
      start_time: '06:00',
      end_time: '08:00',
      break_minutes: 30,
      role: 'Ovens',
      notes: null,
      confirm_leave: false,
    });
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts.success).toHaveBeenCalledWith('Shift added.');
  });

  it('opens a shift with Enter, and a shift on approved leave must be confirmed by name', async () => {
    const fetch = stubApi(
      () => rosterOf(),
      () => ({ status: 200, body: { data: {} } }),
    );
    renderWithOrganization(<SchedulingPage />);
    const card = await screen.findByRole('button', { name: /^9:00 am – 5:00 pm, Front counter/ });
    card.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit shift' });
    fireEvent.change(within(dialog).getByLabelText('Person'), { target: { value: '8' } });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-12-01' } });
    const confirm = await within(dialog).findByLabelText(
      'Sam Oven is on approved annual leave on Tuesday 1 December. Roster them anyway.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(await within(dialog).findByText('Confirm the shift on their leave, or choose another day.')).toBeTruthy();
    await userEvent.click(confirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(parseUrl(String(put?.[0])).pathname).toBe('/api/v1/shifts/101');
    expect(bodyOf(put?.[1])).toMatchObject({ employee_id: 8, date: '2026-12-01', confirm_leave: true, version: 1 });
  });

  it('says a 409 is someone else’s change and reads the roster again', async () => {
    let reads = 0;
    stubApi(
      () => {
        reads += 1;
        return rosterOf();
      },
      () => ({ status: 409, body: { message: 'This shift was changed by someone else.' } }),
    );
    renderWithOrganization(<SchedulingPage />);
    await userEvent.click(await screen.findByRole('button', { name: /^9:00 am – 5:00 pm, Front counter/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shift' });
    const before = reads;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(
      await within(dialog).findByText(
        'Someone else changed this shift since you opened it. The roster has been reloaded: check the shift and save again.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(reads).toBeGreaterThan(before));
  });

  it('deletes a shift after its confirmation, sending the version', async () => {
    const fetch = stubApi(
      () => rosterOf(),
      () => ({ status: 204 }),
    );
    renderWithOrganization(<SchedulingPage />);
    await userEvent.click(await screen.findByRole('button', { name: /^9:00 am – 5:00 pm, Front counter/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shift' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete shift' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this shift?' });
    expect(confirm.textContent).toContain(
      '9:00 am – 5:00 pm on Monday 30 November (Rory Clock) is removed from the roster.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete shift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const removal = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(parseUrl(String(removal?.[0])).pathname + parseUrl(String(removal?.[0])).search).toBe(
      '/api/v1/shifts/101?version=1',
    );
    expect(toasts.success).toHaveBeenCalledWith('Shift deleted.');
  });

  it('renders only a window of rows for 500 people', async () => {
    const people = Array.from({ length: 500 }, (_, position) => personOf(1000 + position));
    stubApi(() => rosterOf({ people, shifts: [], open_shifts: [], checks: [], costs: [] }));
    renderWithOrganization(<SchedulingPage />);
    const grid = await screen.findByRole('table', { name: 'Roster' });
    expect(grid.getAttribute('aria-rowcount')).toBe('503');
    const bodyRows = within(grid).getAllByRole('row').length - 2;
    expect(bodyRows).toBeGreaterThan(0);
    expect(bodyRows).toBeLessThan(40);
    expect(within(grid).queryByText('Person 1499')).toBeNull();
  });
});
