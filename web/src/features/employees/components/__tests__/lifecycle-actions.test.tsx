import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { employee, renderWithOrganization, summary } from '../../testing/render';
import { EmployeeExitActions } from '../employee-exit-actions';
import { ProbationList } from '../probation-list';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

describe('recording an exit', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toasts.success.mockReset();
  });

  it('asks for the details, shows what will happen, and records the exit only after the confirmation', async () => {
    const posts: unknown[] = [];
    stubFetch((_url, init) => {
      if (init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        if (posts.length === 1) {
          return {
            status: 422,
            body: {
              message: 'The last working day cannot be before the joining date (3 Feb 2025).',
              errors: { last_working_day: ['The last working day cannot be before the joining date (3 Feb 2025).'] },
            },
          };
        }
        return { status: 201, body: { data: { employee: employee(), exit: {} } } };
      }
      return { status: 200, body: { data: [] } };
    });
    const user = userEvent.setup();
    renderWithOrganization(<EmployeeExitActions employee={employee()} organizationId={3} />);
    await user.click(screen.getByRole('button', { name: 'Terminate / Record Exit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Record Exit' });
    await user.click(within(dialog).getByRole('button', { name: 'Review Exit' }));
    expect(within(dialog).getByText('Last working day is required.')).toBeTruthy();
    expect(within(dialog).getByText('Choose a reason.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Last working day'), '2025-01-31');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'redundancy');
    await user.type(within(dialog).getByLabelText('Notice period (weeks)'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Review Exit' }));
    expect(within(dialog).getByText('Redundancy (STP R)')).toBeTruthy();
    expect(within(dialog).getByText('31 January 2025')).toBeTruthy();
    expect(within(dialog).getByText('4 weeks')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Exit' }));
    // Refused: back on the form with the server's message under the field, the values kept.
    expect(await within(dialog).findAllByText(/cannot be before the joining date/)).toHaveLength(2);
    expect((within(dialog).getByLabelText('Last working day') as HTMLInputElement).value).toBe('2025-01-31');
    expect(posts[0]).toMatchObject({
      last_working_day: '2025-01-31',
      reason: 'redundancy',
      notice_weeks: 4,
      version: 4,
    });

    const day = within(dialog).getByLabelText('Last working day');
    await user.clear(day);
    await user.type(day, '2026-12-18');
    await user.click(within(dialog).getByRole('button', { name: 'Review Exit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Exit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts[1]).toMatchObject({ last_working_day: '2026-12-18', reason: 'redundancy' });
    expect(toasts.success).toHaveBeenCalledWith('Exit recorded for Mia Nguyen.');
    dialog = screen.getByRole('button', { name: 'Terminate / Record Exit' });
    expect(dialog).toBeTruthy();
  });

  it('offers Cancel Exit while an exit is scheduled, and only the final pay once the employee has left', async () => {
    const calls: string[] = [];
    stubFetch((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url} ${init.body ?? ''}`);
      return { status: 200, body: { data: employee() } };
    });
    const user = userEvent.setup();
    const leaving = employee({ status: 'Terminated', last_working_day: '2026-12-18', version: 6 });
    const { unmount } = renderWithOrganization(<EmployeeExitActions employee={leaving} organizationId={3} />);
    await user.click(screen.getByRole('button', { name: 'Cancel Exit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Exit' });
    expect(within(dialog).getByText("Mia Nguyen's last working day was to be 18 December 2026.")).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Exit' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Exit cancelled for Mia Nguyen.'));
    expect(calls).toContain('POST /api/v1/employees/41/exit/cancel {"version":6}');
    unmount();
    renderWithOrganization(<EmployeeExitActions employee={{ ...leaving, lifecycle: 'former' }} organizationId={3} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Final Pay']);
  });
});

describe('ProbationList', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T01:00:00Z'));
    toasts.success.mockReset();
  });

  it('lists the soonest end first with its review state, and confirms or extends after a dialog', async () => {
    const overdue = summary({ id: 41, status: 'On Probation', probation_end_date: '2026-11-20', version: 2 });
    const due = summary({
      id: 42,
      first_name: 'Leo',
      last_name: 'Smith',
      status: 'On Probation',
      probation_end_date: '2026-12-01',
      version: 3,
    });
    const later = summary({
      id: 43,
      first_name: 'Ava',
      last_name: 'Lee',
      status: 'On Probation',
      probation_end_date: '2027-05-31',
    });
    const calls: string[] = [];
    stubFetch((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url} ${init.body ?? ''}`);
      if (init.method === 'POST') return { status: 200, body: { data: employee() } };
      const rows = [overdue, due, later];
      return { status: 200, body: { data: { data: rows, next_cursor: null, per_page: 50, total: 3 } } };
    });
    const user = userEvent.setup();
    renderWithOrganization(<ProbationList />);
    const table = await screen.findByRole('region', { name: 'Employees on probation' });
    await within(table).findByRole('link', { name: 'Mia Nguyen' });
    expect(calls[0]).toContain('status=On+Probation');
    expect(calls[0]).toContain('sort=probation_end_date');
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getByText('Review overdue')
        .getAttribute('data-tone'),
    ).toBe('red');
    expect(
      within(second as HTMLElement)
        .getByText('Due for review')
        .getAttribute('data-tone'),
    ).toBe('amber');
    expect(within(third as HTMLElement).getByText('On track')).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Confirm Mia Nguyen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Probation' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Probation' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Mia Nguyen has passed probation.'));
    expect(calls).toContain('POST /api/v1/employees/41/probation/confirm {"version":2}');

    await user.click(within(table).getByRole('button', { name: 'Extend probation of Leo Smith' }));
    const extend = await screen.findByRole('dialog', { name: 'Extend Probation' });
    await user.click(within(extend).getByRole('button', { name: 'Extend Probation' }));
    expect(within(extend).getByText('New end date is required.')).toBeTruthy();
    expect(within(extend).getByText('Reason is required.')).toBeTruthy();
    await user.type(within(extend).getByLabelText('New end date'), '2027-02-28');
    await user.type(within(extend).getByLabelText('Reason'), 'Needs more supervised shifts');
    await user.click(within(extend).getByRole('button', { name: 'Extend Probation' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Probation of Leo Smith extended to 28 February 2027.'),
    );
    expect(calls).toContain(
      'POST /api/v1/employees/42/probation/extend {"probation_end_date":"2027-02-28","reason":"Needs more supervised shifts","version":3}',
    );
    vi.useRealTimers();
  });
});
