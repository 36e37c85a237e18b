import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { renderWithOrganization, summary } from '../../testing/render';
import { EmployeeDirectory } from '../employee-directory';

const page = (rows: unknown[], next_cursor: string | null = null) => ({
  status: 200,
  body: { data: { data: rows, next_cursor, per_page: 20, total: rows.length } },
});

const mia = summary();
const leo = summary({
  id: 42,
  first_name: 'Leo',
  last_name: 'Smith',
  employee_code: 'EMP-042',
  status: 'On Leave',
  designation: null,
  department: null,
});

describe('EmployeeDirectory', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('lists employees with the spec columns, badge colours and row actions', async () => {
    stubFetch(() => page([mia, leo]));
    renderWithOrganization(<EmployeeDirectory />);
    const table = await screen.findByRole('table');
    await within(table).findByText('Mia Nguyen');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Contact', 'Role', 'Status', 'Actions']);
    const [, miaRow, leoRow] = within(table).getAllByRole('row');
    if (!miaRow || !leoRow) throw new Error('rows missing');
    expect(within(miaRow).getByText('EMP-041')).toBeTruthy();
    expect(within(miaRow).getByText('mia@example.com')).toBeTruthy();
    expect(within(miaRow).getByText('Registered Nurse')).toBeTruthy();
    expect(within(miaRow).getByText('Nursing')).toBeTruthy();
    expect(within(miaRow).getByText('Active').getAttribute('data-tone')).toBe('green');
    expect(within(leoRow).getByText('On Leave').getAttribute('data-tone')).toBe('blue');
    expect(within(miaRow).getByRole('link', { name: 'View Mia Nguyen' }).getAttribute('href')).toBe(
      '/dashboard/employees/41',
    );
    expect(within(miaRow).getByRole('link', { name: 'Edit Mia Nguyen' }).getAttribute('href')).toBe(
      '/dashboard/employees/edit/41',
    );
    expect(within(miaRow).getByRole('button', { name: 'Move Mia Nguyen to the trash' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add New Employee' }).getAttribute('href')).toBe(
      '/dashboard/employees/new',
    );
  });

  it('shows the empty text for an empty list, and for a failed fetch an error with Retry', async () => {
    stubFetch(() => page([]));
    const { unmount } = renderWithOrganization(<EmployeeDirectory />);
    expect(await screen.findByText('No employees found.')).toBeTruthy();
    unmount();
    stubFetch(() => ({ status: 500, body: { message: 'Boom.' } }));
    renderWithOrganization(<EmployeeDirectory />);
    expect((await screen.findByRole('alert')).textContent).toContain('The list could not be loaded.');
    expect(screen.queryByText('No employees found.')).toBeNull();
    stubFetch(() => page([mia]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Mia Nguyen')).toBeTruthy();
  });

  it('searches after a 300 ms pause and pages with the cursor', async () => {
    const urls: string[] = [];
    stubFetch((url) => {
      urls.push(url);
      if (url.includes('cursor=c2')) return page([leo]);
      return page([mia], 'c2');
    });
    const user = userEvent.setup();
    renderWithOrganization(<EmployeeDirectory />);
    await screen.findByText('Mia Nguyen');
    await user.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'mia');
    await waitFor(() => expect(urls.some((url) => url.includes('search=mia'))).toBe(true));
    // Typing three letters asks once, not three times.
    expect(urls.filter((url) => url.includes('search=m')).length).toBe(1);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Leo Smith')).toBeTruthy();
    expect(urls.at(-1)).toContain('cursor=c2');
    expect(urls.at(-1)).toContain('search=mia');
  });

  it('trashes after the confirm dialog; the trash restores and deletes permanently, showing a 409', async () => {
    const calls: string[] = [];
    stubFetch((url, init) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (method === 'DELETE' && url.endsWith('/force')) {
        return { status: 409, body: { message: 'Other employees report to this employee.' } };
      }
      if (method === 'DELETE') return { status: 204 };
      if (method === 'PATCH') return { status: 200, body: { data: mia } };
      if (url.includes('/employees/trashed')) return page([leo]);
      return page([mia]);
    });
    const user = userEvent.setup();
    renderWithOrganization(<EmployeeDirectory />);
    await screen.findByText('Mia Nguyen');

    await user.click(screen.getByRole('button', { name: 'Move Mia Nguyen to the trash' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirm Trash' });
    expect(within(dialog).getByText('Are you sure you want to move this employee to the trash?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Move to Trash' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toContain('DELETE /api/v1/employees/41');

    await user.click(screen.getByRole('button', { name: 'Trash' }));
    expect(screen.getByRole('button', { name: 'Trash' }).getAttribute('aria-pressed')).toBe('true');
    await screen.findByText('Leo Smith');
    expect(screen.queryByRole('link', { name: /^View / })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Restore Leo Smith' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirm Restore' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toContain('PATCH /api/v1/employees/42/restore');

    await user.click(screen.getByRole('button', { name: 'Delete Leo Smith permanently' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirm Permanent Deletion' });
    expect(within(dialog).getByText(/^This action is irreversible\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Permanently' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Other employees report to this employee.');
    expect(calls).toContain('DELETE /api/v1/employees/42/force');
  });

  it('shows Current, Upcoming, Former and Trash tabs with their counts, each asking for its own list', async () => {
    const counts = { current: 2, upcoming: 1, former: 1, trashed: 3 };
    const ava = summary({
      id: 43,
      first_name: 'Ava',
      last_name: 'Lee',
      status: 'On Probation',
      joining_date: '2026-12-07',
      lifecycle: 'upcoming',
    });
    const sam = summary({
      id: 44,
      first_name: 'Sam',
      last_name: 'Ray',
      status: 'Terminated',
      last_working_day: '2026-11-20',
      lifecycle: 'former',
    });
    const urls: string[] = [];
    stubFetch((url) => {
      urls.push(url);
      const rows = url.includes('lifecycle=upcoming') ? [ava] : url.includes('lifecycle=former') ? [sam] : [mia, leo];
      return {
        status: 200,
        body: { data: { data: rows, next_cursor: null, per_page: 20, total: rows.length, counts } },
      };
    });
    const user = userEvent.setup();
    renderWithOrganization(<EmployeeDirectory />);
    await screen.findByText('Mia Nguyen');
    expect(urls[0]).toContain('lifecycle=current');
    const tabs = within(screen.getByRole('group', { name: 'Show' }));
    expect(tabs.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Current2',
      'Upcoming1',
      'Former1',
      'Trash3',
    ]);
    expect(tabs.getByRole('button', { name: 'Current 2' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(tabs.getByRole('button', { name: 'Upcoming 1' }));
    const upcoming = await screen.findByRole('region', { name: 'Upcoming employees' });
    await within(upcoming).findByText('Ava Lee');
    expect(within(upcoming).getByText('Starts 7 Dec 2026')).toBeTruthy();
    expect(within(upcoming).getByText('On Probation').getAttribute('data-tone')).toBe('amber');

    await user.click(tabs.getByRole('button', { name: 'Former 1' }));
    const former = await screen.findByRole('region', { name: 'Former employees' });
    await within(former).findByText('Sam Ray');
    expect(within(former).getByText('Terminated').getAttribute('data-tone')).toBe('red');
    expect(within(former).getByText('Left after 20 Nov 2026')).toBeTruthy();
    expect(urls.at(-1)).toContain('lifecycle=former');
  });

  it('without a selected organization asks for nothing and sends the user to Organizations', async () => {
    const fetch = stubFetch(() => page([mia]));
    renderWithOrganization(<EmployeeDirectory />, { organization: null });
    expect(await screen.findByText('Please select an organization.')).toBeTruthy();
    expect(screen.getByText('Employees belong to a workspace.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Organizations' }).getAttribute('href')).toBe(
      '/dashboard/organizations',
    );
    // Not an empty list: no search, tabs or "No employees found." for a workspace that is not chosen.
    expect(screen.queryByText('No employees found.')).toBeNull();
    expect(screen.queryByRole('searchbox', { name: 'Search employees' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
