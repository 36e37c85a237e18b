import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AttendanceBoard, MyAttendance } from '@wattle/shared/attendance-constants';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { AttendanceTracking, NOTHING_TO_TRACK } from '../attendance-tracking';

const employee = organizationAs('employee', 7);
const manager = organizationAs('manager', 9);

const notClockedIn: MyAttendance = {
  date: '2026-11-23',
  employee_id: 7,
  state: 'not_clocked_in',
  record: null,
  start_time: '09:00',
  next_shift: null,
};

const clockedIn: MyAttendance = {
  ...notClockedIn,
  state: 'in',
  record: {
    organization_id: 3,
    employee_id: 7,
    date: '2026-11-23',
    // 8:58 in Sydney (UTC+11).
    clock_in: '2026-11-22T21:58:00.000Z',
    clock_out: null,
    breaks: [],
    notes: [],
    worked_minutes: null,
    shift: null,
    version: 1,
  },
};

const board: AttendanceBoard = {
  date: '2026-11-23',
  today: '2026-11-23',
  counts: { in: 1, on_break: 0, out: 0, not_in_yet: 0, on_leave: 1, absent: 0, not_working: 0, late: 1 },
  data: [
    {
      employee_id: 11,
      first_name: 'Rory',
      last_name: 'Clock',
      employee_code: 'EMP-11',
      status: 'in',
      late: true,
      start_time: '09:00',
      shift: null,
      clock_in: '2026-11-22T22:10:00.000Z',
      clock_out: null,
      worked_minutes: null,
      leave: null,
      holiday: null,
    },
    {
      employee_id: 12,
      first_name: 'Maya',
      last_name: 'Clock',
      employee_code: 'EMP-12',
      status: 'on_leave',
      late: false,
      start_time: '09:00',
      shift: null,
      clock_in: null,
      clock_out: null,
      worked_minutes: null,
      leave: { label: 'Annual Leave', part_day_hours: null },
      holiday: null,
    },
    {
      employee_id: 13,
      first_name: 'Sam',
      last_name: 'Shift',
      employee_code: 'EMP-13',
      status: 'out',
      late: true,
      start_time: '09:00',
      // Clocked against the published shift 10:00–16:00: in 10:20, out 15:45.
      shift: {
        shift_id: 5,
        date: '2026-11-23',
        start_time: '10:00',
        end_time: '16:00',
        arrival_minutes: 20,
        departure_minutes: -15,
      },
      clock_in: '2026-11-22T23:20:00.000Z',
      clock_out: '2026-11-23T04:45:00.000Z',
      worked_minutes: 325,
      leave: null,
      holiday: null,
    },
  ],
};

describe('Attendance Tracking', () => {
  it('clocks in with a note and shows the day on the organization clock', async () => {
    let me = notClockedIn;
    const fetch = stubFetch((_url, init) => {
      if (init.method === 'POST') {
        me = clockedIn;
        return { status: 200, body: { data: clockedIn } };
      }
      return { status: 200, body: { data: me } };
    });
    renderWithOrganization(<AttendanceTracking />, employee);
    expect(await screen.findByText('Not clocked in')).toBeTruthy();
    expect(screen.getByText('Starts 09:00')).toBeTruthy();
    // An employee sees no board: their role reaches only their own record.
    expect(screen.queryByRole('region', { name: 'Attendance board' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'On site' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    expect(await screen.findByText('Clocked in')).toBeTruthy();
    expect(screen.getByText('In 08:58')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start break' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clock out' })).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ organization_id: 3, action: 'in', note: 'On site' });
  });

  it('keeps the note and says why when a step is refused', async () => {
    stubFetch((_url, init) =>
      init.method === 'POST'
        ? { status: 409, body: { message: 'You have already clocked in today.' } }
        : { status: 200, body: { data: notClockedIn } },
    );
    renderWithOrganization(<AttendanceTracking />, employee);
    fireEvent.change(await screen.findByLabelText('Note (optional)'), { target: { value: 'Train late' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clock in' }).hasAttribute('disabled')).toBe(false));
    expect((screen.getByLabelText('Note (optional)') as HTMLInputElement).value).toBe('Train late');
  });

  it('shows a manager the board with counts, late and leave, and filters by status', async () => {
    const fetch = stubFetch((url) => {
      const path = parseUrl(url);
      if (path.pathname.endsWith('/board')) {
        const status = path.searchParams.get('status');
        return {
          status: 200,
          body: { data: { ...board, data: status === 'late' ? board.data.slice(0, 1) : board.data } },
        };
      }
      return { status: 404, body: { message: 'No employee record is linked to your account.' } };
    });
    renderWithOrganization(<AttendanceTracking />, manager);
    const table = await screen.findByRole('region', { name: 'Attendance board' });
    const rory = (await within(table).findByRole('link', { name: 'Rory Clock' })).closest('tr') as HTMLElement;
    expect(within(rory).getByText('Late')).toBeTruthy();
    expect(within(rory).getByText('09:10')).toBeTruthy();
    const maya = within(table).getByRole('link', { name: 'Maya Clock' }).closest('tr') as HTMLElement;
    expect(within(maya).getByText('On leave')).toBeTruthy();
    expect(within(maya).getByText('Annual Leave')).toBeTruthy();
    // Clocked against a published shift: late and early against its times, and the shift shown.
    const sam = within(table).getByRole('link', { name: 'Sam Shift' }).closest('tr') as HTMLElement;
    expect(within(sam).getByText('Late 20 min')).toBeTruthy();
    expect(within(sam).getByText('Left early 15 min')).toBeTruthy();
    expect(within(sam).getByText('Shift 10:00–16:00')).toBeTruthy();
    // A manager clocks their own day too (attendance create over self): the My day card is there.
    expect(screen.getByRole('heading', { name: 'My day' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Late: 1' }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Maya Clock' })).toBeNull());
    expect(fetch.mock.calls.some(([url]) => parseUrl(String(url)).searchParams.get('status') === 'late')).toBe(true);
  });

  it('says so when there is nothing to track', () => {
    renderWithOrganization(<AttendanceTracking />, { ...employee, employee_id: null });
    expect(screen.getByText(NOTHING_TO_TRACK)).toBeTruthy();
  });

  it('without a selected organization asks for nothing and sends the user to Organizations', () => {
    const fetch = stubFetch(() => ({ status: 200, body: { data: board } }));
    renderWithOrganization(<AttendanceTracking />, null);
    expect(screen.getByText('Please select an organization.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Organizations' }).getAttribute('href')).toBe(
      '/dashboard/organizations',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
