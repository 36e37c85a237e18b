import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { OvertimePage } from '../overtime-page';
import { TimesheetReportsPage } from '../reports-page';
import { withTimesheets } from './fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const hr = withTimesheets('hr_manager', null, {
  view: 'organization',
  create: 'organization',
  edit: 'organization',
  approve: 'organization',
  export: 'organization',
});

const queryOf = (url: unknown) => Object.fromEntries(parseUrl(String(url)).searchParams);

describe('Overtime and Timesheet Reports', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T01:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists overtime per employee and week with the rules that classed it, for the range chosen', async () => {
    const fetch = stubFetch(() => ({
      status: 200,
      body: {
        data: [
          {
            employee_id: 7,
            employee_name: 'Rory Clock',
            timesheet_id: 51,
            status: 'approved',
            week_start: '2026-11-23',
            minutes: 150,
            amount_cents: 10088,
            rules: [
              {
                category: 'overtime_first',
                rule: 'MA000004 cl. 21.2(a): overtime 150% for the first 3 hours',
                minutes: 150,
                amount_cents: 10088,
                unverified: true,
              },
            ],
          },
        ],
      },
    }));
    renderWithOrganization(<OvertimePage />, hr);
    const table = await screen.findByRole('region', { name: 'Overtime' });
    const row = (await within(table).findByText('Rory Clock')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Week of 23 Nov 2026');
    expect(row.textContent).toContain('2:30');
    expect(row.textContent).toContain('$100.88');
    expect(row.textContent).toContain('MA000004 cl. 21.2(a): overtime 150% for the first 3 hours (2:30 h)');
    expect(within(row).getByText('Unverified')).toBeTruthy();
    expect(queryOf(fetch.mock.calls[0]?.[0])).toEqual({ organization_id: '3', from: '2026-11-09', to: '2026-12-02' });

    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(queryOf(fetch.mock.calls.at(-1)?.[0]).to).toBe('2026-11-30'));
  });

  it('decides a week as time off where the set allows it, with a comment, and shows the decision', async () => {
    const row = {
      employee_id: 7,
      employee_name: 'Rory Clock',
      timesheet_id: 51,
      status: 'approved',
      week_start: '2026-11-23',
      minutes: 120,
      amount_cents: 9000,
      rules: [],
      version: 4,
      decision: null,
      time_off_rule: 'MA000004 cl. 21.3: time off in lieu at the overtime rate',
      time_off_unverified: true,
      locked: false,
    };
    const other = { ...row, employee_id: 8, employee_name: 'Ivy Oven', timesheet_id: 52, time_off_rule: null };
    let decided = false;
    const fetch = stubFetch((_url, init) => {
      if (init.method === 'PATCH') {
        decided = true;
        return { status: 200, body: { data: { timesheet_id: 51, version: 5 } } };
      }
      const first = decided
        ? { ...row, version: 5, decision: { decision: 'time_off', week_start: row.week_start, comment: 'Agreed' } }
        : row;
      return { status: 200, body: { data: [first, other] } };
    });
    renderWithOrganization(<OvertimePage />, hr);
    const table = await screen.findByRole('region', { name: 'Overtime' });
    const ivy = (await within(table).findByText('Ivy Oven')).closest('tr') as HTMLElement;
    // Ivy's set does not allow time off: only paying it is offered.
    expect(within(ivy).queryByRole('button', { name: /^Take as time off/ })).toBeNull();
    expect(within(ivy).getByRole('button', { name: /^Pay as overtime/ })).toBeTruthy();
    expect(ivy.textContent).toContain('Not decided (paid)');

    fireEvent.click(
      within(table).getByRole('button', { name: "Take as time off: Rory Clock's overtime, week of 23 Nov 2026" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Take as time off' });
    expect(dialog.textContent).toContain('MA000004 cl. 21.3: time off in lieu at the overtime rate');
    expect(within(dialog).getByText('Unverified')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Agreed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take as time off' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        "Rory Clock's overtime in the week of 23 Nov 2026 will be taken as time off.",
      ),
    );
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(parseUrl(String(patch?.[0])).pathname).toBe('/api/v1/timesheets/51/overtime/2026-11-23');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ decision: 'time_off', version: 4, comment: 'Agreed' });
    const rory = (await within(table).findByText('Taken as time off')).closest('tr') as HTMLElement;
    expect(
      within(rory)
        .getByRole('button', { name: /^Take as time off/ })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('says when there is no overtime', async () => {
    stubFetch(() => ({ status: 200, body: { data: [] } }));
    renderWithOrganization(<OvertimePage />, hr);
    expect(await screen.findByText('No overtime in this period.')).toBeTruthy();
  });

  it('reports hours and cost grouped as chosen, with totals and the CSV export', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const fetch = stubFetch((url) => {
      const query = queryOf(url);
      if (query.format === 'csv') return { status: 200, body: 'csv' };
      return {
        status: 200,
        body: {
          data: {
            from: query.from,
            to: query.to,
            group_by: query.group_by,
            rows: [
              { key: '1', label: 'Bakery', minutes: 4560, amount_cents: 150000, overtime_minutes: 120, timesheets: 2 },
              { key: '2', label: 'Front', minutes: 600, amount_cents: 30050, overtime_minutes: 0, timesheets: 1 },
            ],
            total: { minutes: 5160, amount_cents: 180050, overtime_minutes: 120, timesheets: 3 },
          },
        },
      };
    });
    renderWithOrganization(<TimesheetReportsPage />, hr);
    fireEvent.change(await screen.findByLabelText('Group by'), { target: { value: 'department' } });
    const table = await screen.findByRole('region', { name: 'Timesheet report' });
    const bakery = (await within(table).findByText('Bakery')).closest('tr') as HTMLElement;
    expect(bakery.textContent).toBe('Bakery76:00$1,500.002:002');
    expect(within(table).getByRole('columnheader', { name: 'Department' })).toBeTruthy();
    const total = within(table).getByText('Total').closest('tr') as HTMLElement;
    expect(total.textContent).toBe('Total86:00$1,800.502:003');
    expect(queryOf(fetch.mock.calls.at(-1)?.[0])).toEqual({
      organization_id: '3',
      from: '2026-12-01',
      to: '2026-12-02',
      group_by: 'department',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Downloaded timesheets-department.csv.'));
    expect(queryOf(fetch.mock.calls.at(-1)?.[0])).toMatchObject({ group_by: 'department', format: 'csv' });
  });

  it('asks for at most a year, as the API reads, instead of asking it and offering a retry that cannot succeed', async () => {
    const fetch = stubFetch((url) => {
      const query = queryOf(url);
      const data = { from: query.from, to: query.to, group_by: 'employee', rows: [], total: {} };
      return { status: 200, body: { data: url.toString().includes('/overtime') ? [] : data } };
    });
    const { unmount } = renderWithOrganization(<TimesheetReportsPage />, hr);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2024-01-01' } });
    expect(await screen.findByText('Choose at most a year.')).toBeTruthy();
    expect(screen.getByLabelText('End Date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    unmount();

    renderWithOrganization(<OvertimePage />, hr);
    // 2 December 2026 is today: 367 days back is too long, 366 (a leap year's) is not.
    fireEvent.change(await screen.findByLabelText('Start Date'), { target: { value: '2025-11-30' } });
    expect(await screen.findByText('Choose at most a year.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2025-12-01' } });
    await waitFor(() => expect(screen.queryByText('Choose at most a year.')).toBeNull());
    await waitFor(() => expect(queryOf(fetch.mock.calls.at(-1)?.[0]).from).toBe('2025-12-01'));
    const asked = fetch.mock.calls.map((call) => queryOf(call[0]).from);
    expect(asked).not.toContain('2024-01-01');
    expect(asked).not.toContain('2025-11-30');
  });

  it('hides the export from a role without it, and the report from a role that does not see pay', async () => {
    const empty = { from: '2026-12-01', to: '2026-12-02', group_by: 'employee', rows: [], total: {} };
    const fetch = stubFetch(() => ({ status: 200, body: { data: empty } }));
    const { unmount } = renderWithOrganization(
      <TimesheetReportsPage />,
      withTimesheets('hr_manager', null, { view: 'organization' }),
    );
    expect(await screen.findByText('No approved hours in this period.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    unmount();
    fetch.mockClear();
    renderWithOrganization(<TimesheetReportsPage />, withTimesheets('manager', 9, { view: 'reports' }));
    expect(
      await screen.findByText('Timesheet reports show the cost of hours: they are for roles that see pay rates.'),
    ).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/timesheets/reports'))).toBe(false);
  });
});
