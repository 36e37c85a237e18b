import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Timesheet } from '@wattle/shared/timesheet-constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { EntryPage } from '../entry-page';
import { addDays, mondayOf } from '../format';
import { EMPLOYEE_GRANTS, MANAGER_GRANTS, page, summaryOf, timesheetOf, withTimesheets } from './fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const employee = withTimesheets('employee', 7, EMPLOYEE_GRANTS);

/** `GET /timesheets/period` of an employee without pay set up: the Monday week holding `date`. */
const weekOf = (url: string) => {
  const monday = mondayOf(parseUrl(url).searchParams.get('date') as string);
  return { status: 200, body: { data: { period_start: monday, period_end: addDays(monday, 6) } } };
};

/** A stubbed API holding `stored` (none until started); answers the entry screen's calls. */
function api(
  initial: Timesheet | null,
  onWrite?: (url: string, init: RequestInit) => { status: number; body?: unknown } | null,
) {
  let stored = initial;
  const fetch = stubFetch((url, init) => {
    const path = parseUrl(url).pathname;
    const written = init.method && init.method !== 'GET' ? onWrite?.(url, init) : null;
    if (written) return written;
    if (init.method === 'POST' && path === '/api/v1/timesheets') {
      stored = timesheetOf();
      return { status: 201, body: { data: stored } };
    }
    if (init.method === 'PUT' && stored) {
      const date = path.split('/').pop() as string;
      const { entries } = JSON.parse(String(init.body));
      stored = {
        ...stored,
        version: stored.version + 1,
        worked_minutes: 450,
        days: stored.days.map((day) => (day.date === date ? { ...day, entries, worked_minutes: 450 } : day)),
      };
      return { status: 200, body: { data: stored } };
    }
    if (init.method === 'POST' && path.endsWith('/submit') && stored) {
      stored = { ...stored, status: 'submitted', version: stored.version + 1 };
      return { status: 200, body: { data: stored } };
    }
    if (path === '/api/v1/timesheets') return page(stored ? [summaryOf(stored)] : []);
    if (path === '/api/v1/timesheets/period') return weekOf(url);
    if (path === '/api/v1/timesheets/51') return { status: 200, body: { data: stored } };
    return { status: 404, body: { message: 'Not found.' } };
  });
  return fetch;
}

const bodyOf = (fetch: ReturnType<typeof stubFetch>, method: string) =>
  JSON.parse(String(fetch.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body));

describe('Timesheet Entry', () => {
  beforeEach(() => {
    // Wednesday 2 December 2026, noon in Sydney: the week from Monday 30 November.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T01:00:00Z'));
    toasts.success.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('starts the period’s timesheet, then shows a card for each day of the week', async () => {
    const fetch = api(null);
    renderWithOrganization(<EntryPage />, employee);
    expect(await screen.findByText('No timesheet for this period yet.')).toBeTruthy();
    expect(screen.getByText('30 Nov 2026 – 6 Dec 2026')).toBeTruthy();
    const list = parseUrl(String(fetch.mock.calls.find(([url]) => String(url).includes('from='))?.[0]));
    expect(Object.fromEntries(list.searchParams)).toEqual({
      organization_id: '3',
      view: 'mine',
      employee_id: '7',
      from: '2026-12-02',
      to: '2026-12-02',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start timesheet' }));
    expect(await screen.findByRole('heading', { name: 'Mon 30 Nov' })).toBeTruthy();
    expect(bodyOf(fetch, 'POST')).toEqual({ organization_id: 3, employee_id: 7, period_start: '2026-11-30' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Mon 30 Nov',
      'Tue 1 Dec',
      'Wed 2 Dec',
      'Thu 3 Dec',
      'Fri 4 Dec',
      'Sat 5 Dec',
      'Sun 6 Dec',
    ]);
    expect(screen.getByText('Draft')).toBeTruthy();
  });

  it('enters a day’s shift, saves it with the version and submits the period', async () => {
    const fetch = api(timesheetOf());
    renderWithOrganization(<EntryPage />, employee);
    const tuesday = (await screen.findByRole('heading', { name: 'Tue 1 Dec' })).closest('section') as HTMLElement;
    fireEvent.click(within(tuesday).getByRole('button', { name: 'Add entry on Tue 1 Dec' }));
    fireEvent.change(within(tuesday).getByLabelText('Start'), { target: { value: '09:00' } });
    fireEvent.change(within(tuesday).getByLabelText('End'), { target: { value: '17:00' } });
    fireEvent.change(within(tuesday).getByLabelText('Unpaid break (min)'), { target: { value: '30' } });
    // The day's hours follow what is typed.
    expect(within(tuesday).getByText('7:30')).toBeTruthy();
    fireEvent.click(within(tuesday).getByRole('button', { name: 'Save Tue 1 Dec' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Saved'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(parseUrl(String(put?.[0])).pathname).toBe('/api/v1/timesheets/51/days/2026-12-01');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      entries: [{ start_time: '09:00', end_time: '17:00', break_minutes: 30, notes: null }],
      version: 1,
    });
    expect((await screen.findByTestId('period-total')).textContent).toBe('7:30');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('Submitted')).toBeTruthy();
    const submit = fetch.mock.calls.find(([url]) => String(url).endsWith('/submit'));
    expect(JSON.parse(String(submit?.[1]?.body))).toEqual({ version: 2 });
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).toBeNull();
  });

  it('keeps what was typed on a 422 and shows the message under the right input', async () => {
    api(timesheetOf(), (_url, init) =>
      init.method === 'PUT'
        ? {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { 'entries.1.start_time': ['This entry overlaps another of the day.'] },
            },
          }
        : null,
    );
    renderWithOrganization(<EntryPage />, employee);
    const monday = (await screen.findByRole('heading', { name: 'Mon 30 Nov' })).closest('section') as HTMLElement;
    const add = within(monday).getByRole('button', { name: 'Add entry on Mon 30 Nov' });
    fireEvent.click(add);
    fireEvent.click(add);
    const [firstStart, secondStart] = within(monday).getAllByLabelText('Start');
    const [firstEnd, secondEnd] = within(monday).getAllByLabelText('End');
    fireEvent.change(firstStart as HTMLElement, { target: { value: '09:00' } });
    fireEvent.change(firstEnd as HTMLElement, { target: { value: '13:00' } });
    fireEvent.change(secondStart as HTMLElement, { target: { value: '12:00' } });
    fireEvent.change(secondEnd as HTMLElement, { target: { value: '15:00' } });
    fireEvent.click(within(monday).getByRole('button', { name: 'Save Mon 30 Nov' }));
    const message = await within(monday).findByText('This entry overlaps another of the day.');
    const second = within(monday).getByRole('listitem', { name: 'Mon 30 Nov entry 2' });
    expect(second.contains(message)).toBe(true);
    expect((secondStart as HTMLInputElement).value).toBe('12:00');
    expect(secondStart?.getAttribute('aria-invalid')).toBe('true');
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('checks the entries before sending and asks before removing an entry with notes', async () => {
    const fetch = api(timesheetOf());
    renderWithOrganization(<EntryPage />, employee);
    const monday = (await screen.findByRole('heading', { name: 'Mon 30 Nov' })).closest('section') as HTMLElement;
    fireEvent.click(within(monday).getByRole('button', { name: 'Add entry on Mon 30 Nov' }));
    fireEvent.change(within(monday).getByLabelText('Start'), { target: { value: '09:00' } });
    fireEvent.click(within(monday).getByRole('button', { name: 'Save Mon 30 Nov' }));
    expect(await within(monday).findByText('Enter the end time.')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    fireEvent.change(within(monday).getByLabelText('Notes'), { target: { value: 'Delivery' } });
    fireEvent.click(within(monday).getByRole('button', { name: 'Remove Mon 30 Nov entry 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove entry' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(monday).queryByLabelText('Start')).toBeNull());
  });

  it('shows the rejection comment, and why a locked period cannot change', async () => {
    api(timesheetOf({ status: 'rejected', comment: 'Tuesday is missing.', decided_by: 'Maya Clock' }));
    const { unmount } = renderWithOrganization(<EntryPage />, employee);
    expect(await screen.findByText('Tuesday is missing.')).toBeTruthy();
    expect(screen.getByText('Rejected by Maya Clock')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit for approval' })).toBeTruthy();
    unmount();

    api(timesheetOf({ status: 'approved', locked_by_pay_run_id: 12 }));
    renderWithOrganization(<EntryPage />, employee);
    expect(await screen.findByText(/Locked: pay run 12 paid this period/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add an entry/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).toBeNull();
  });

  it('lays the days out as cards of thumb-sized time inputs, never a table (the phone layout)', async () => {
    const day = { start_time: '22:00', end_time: '02:00', break_minutes: 0, notes: null };
    const stored = timesheetOf();
    api({
      ...stored,
      days: stored.days.map((entry, index) =>
        index === 4 ? { ...entry, entries: [day], worked_minutes: 240 } : entry,
      ),
    });
    renderWithOrganization(<EntryPage />, employee);
    const friday = (await screen.findByRole('heading', { name: 'Fri 4 Dec' })).closest('section') as HTMLElement;
    expect(document.querySelector('table')).toBeNull();
    const start = within(friday).getByLabelText('Start');
    expect(start.getAttribute('type')).toBe('time');
    expect(start.className).toContain('h-11');
    // A night shift counts into the next morning.
    expect(within(friday).getByText('4:00')).toBeTruthy();
    expect(within(friday).getByRole('listitem').className).toContain('grid-cols-2');
  });

  it('says where a prefilled day came from: the roster, or clock records late against the shift', async () => {
    const stored = timesheetOf();
    api({
      ...stored,
      days: stored.days.map((entry, index) =>
        index === 0
          ? {
              ...entry,
              source: 'clock' as const,
              entries: [{ start_time: '09:20', end_time: '16:45', break_minutes: 0, notes: null }],
              worked_minutes: 445,
              clock_shift: {
                shift_id: 4,
                start_time: '09:00',
                end_time: '17:00',
                arrival_minutes: 20,
                departure_minutes: -15,
              },
            }
          : index === 1
            ? {
                ...entry,
                source: 'roster' as const,
                entries: [{ start_time: '07:00', end_time: '15:30', break_minutes: 30, notes: null }],
                worked_minutes: 480,
              }
            : entry,
      ),
    });
    renderWithOrganization(<EntryPage />, employee);
    const monday = (await screen.findByRole('heading', { name: 'Mon 30 Nov' })).closest('section') as HTMLElement;
    expect(within(monday).getByText('From clock records')).toBeTruthy();
    expect(within(monday).getByText(/Shift 09:00–17:00: Late 20 min, Left early 15 min/)).toBeTruthy();
    const tuesday = screen.getByRole('heading', { name: 'Tue 1 Dec' }).closest('section') as HTMLElement;
    expect(within(tuesday).getByText('From roster')).toBeTruthy();
    expect(within(tuesday).queryByText(/Late/)).toBeNull();
  });

  it('offers a retry when the timesheet cannot be loaded, and asks a member without a record to have one linked', async () => {
    stubFetch(() => ({ status: 500, body: { message: '' } }));
    const { unmount } = renderWithOrganization(<EntryPage />, employee);
    expect(await screen.findByText('The timesheet could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
    unmount();
    renderWithOrganization(<EntryPage />, withTimesheets('employee', null, EMPLOYEE_GRANTS));
    expect(await screen.findByText(/No employee record is linked to your account/)).toBeTruthy();
  });

  it('lands on the fortnight of the employee’s pay schedule holding today, and says which day when the start is refused', async () => {
    const fetch = stubFetch((url, init) => {
      const path = parseUrl(url).pathname;
      if (init.method === 'POST')
        return {
          status: 422,
          body: {
            message: 'The given data was invalid.',
            errors: { period_start: ['Choose the first day of one of the employee’s pay periods.'] },
          },
        };
      if (path === '/api/v1/timesheets/period')
        return { status: 200, body: { data: { period_start: '2026-11-25', period_end: '2026-12-08' } } };
      return page([]);
    });
    renderWithOrganization(<EntryPage />, employee);
    expect(await screen.findByText('25 Nov 2026 – 8 Dec 2026')).toBeTruthy();
    const asked = parseUrl(String(fetch.mock.calls.find(([url]) => String(url).includes('/period'))?.[0]));
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      organization_id: '3',
      employee_id: '7',
      date: '2026-12-02',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start timesheet' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Choose the first day of one of the employee’s pay periods.'),
    );
    expect(bodyOf(fetch, 'POST')).toMatchObject({ period_start: '2026-11-25' });
  });

  it('moves month by month on a monthly pay schedule, as the API answers the periods', async () => {
    const months: Record<string, { period_start: string; period_end: string }> = {
      '2026-12-02': { period_start: '2026-11-15', period_end: '2026-12-14' },
      '2026-11-14': { period_start: '2026-10-15', period_end: '2026-11-14' },
      '2026-11-15': { period_start: '2026-11-15', period_end: '2026-12-14' },
      '2026-12-15': { period_start: '2026-12-15', period_end: '2027-01-14' },
    };
    const fetch = stubFetch((url) => {
      const search = parseUrl(url).searchParams;
      if (parseUrl(url).pathname === '/api/v1/timesheets/period')
        return { status: 200, body: { data: months[search.get('date') as string] } };
      return page([]);
    });
    const asked = () =>
      fetch.mock.calls
        .map(([url]) => parseUrl(String(url)))
        .filter((url) => url.pathname === '/api/v1/timesheets/period')
        .map((url) => url.searchParams.get('date'));
    renderWithOrganization(<EntryPage />, employee);
    expect(await screen.findByText('15 Nov 2026 – 14 Dec 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous period' }));
    expect(await screen.findByText('15 Oct 2026 – 14 Nov 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    expect(await screen.findByText('15 Nov 2026 – 14 Dec 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    expect(await screen.findByText('15 Dec 2026 – 14 Jan 2027')).toBeTruthy();
    expect(asked()).toEqual(['2026-12-02', '2026-11-14', '2026-11-15', '2026-12-15']);
    expect(await screen.findByText('No timesheet for this period yet.')).toBeTruthy();
  });

  it('lets a manager choose whose timesheet from their reach', async () => {
    stubFetch((url) => {
      const path = parseUrl(url).pathname;
      if (path === '/api/v1/employees/options')
        return { status: 200, body: { data: [{ id: 7, first_name: 'Rory', last_name: 'Clock' }] } };
      if (path === '/api/v1/timesheets/period') return weekOf(url);
      return page([]);
    });
    renderWithOrganization(<EntryPage />, withTimesheets('manager', 9, MANAGER_GRANTS));
    const select = await screen.findByLabelText('Employee');
    await screen.findByRole('option', { name: 'Rory Clock' });
    fireEvent.change(select, { target: { value: '7' } });
    expect(await screen.findByText('No timesheet for this period yet.')).toBeTruthy();
  });
});
