import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { GoalsPage } from '../goals-page';
import { remysGoal } from './fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const goal = remysGoal();

describe('Goals', { timeout: 20_000 }, () => {
  it('edits a goal: the whole goal goes back with its key results by id, fields not shown kept, and the version read', async () => {
    const fetch = stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if (init.method === 'PUT') return { status: 200, body: { data: { ...goal, title: 'Win more accounts' } } };
      if (pathname.endsWith('/performance/goals'))
        return { status: 200, body: { data: { data: [goal], next_cursor: null, per_page: 100 } } };
      if (pathname.endsWith('/employees/options'))
        return {
          status: 200,
          body: { data: [{ id: 7, first_name: 'Remy', last_name: 'Seller', employee_code: 'E7' }] },
        };
      return { status: 200, body: { data: [] } };
    });
    renderWithOrganization(<GoalsPage />, organizationAs('manager', 9));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit goal: Win new accounts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit goal' });
    const title = within(dialog).getByLabelText(/^Goal/);
    expect((title as HTMLInputElement).value).toBe('Win new accounts');
    fireEvent.change(title, { target: { value: 'Win more accounts' } });
    expect((within(dialog).getByLabelText(/^Whose goal/) as HTMLSelectElement).value).toBe('person');
    // The employee list arrives after the dialog opens; the goal's owner is chosen once it has.
    await waitFor(() => expect((within(dialog).getByLabelText(/^Employee/) as HTMLSelectElement).value).toBe('7'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save goal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/performance/goals/41');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      title: 'Win more accounts',
      level: 'person',
      kind: 'objective',
      employee_id: 7,
      start_date: '2027-01-04',
      due_date: '2027-03-31',
      key_results: [
        { id: 1, title: 'New accounts signed', kind: 'numeric', start: 0, target: 10, unit: 'accounts', weight: 3 },
      ],
      version: 4,
    });
    expect(toasts.success).toHaveBeenCalledWith('Goal saved.');
  });

  it('offers each role only the levels it may set a goal at (an employee: their own; a manager: no organization goal)', async () => {
    stubFetch((url) => {
      const { pathname } = parseUrl(url);
      if (pathname.endsWith('/performance/goals'))
        return { status: 200, body: { data: { data: [], next_cursor: null, per_page: 100 } } };
      return { status: 200, body: { data: [] } };
    });
    const levelsOffered = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'New goal' }));
      const dialog = await screen.findByRole('dialog', { name: 'New goal' });
      const levels = within(within(dialog).getByLabelText(/^Whose goal/)).getAllByRole('option');
      return levels.map((option) => option.textContent);
    };
    const employee = renderWithOrganization(<GoalsPage />, organizationAs('employee', 7));
    expect(await levelsOffered()).toEqual(['Person']);
    employee.unmount();
    const manager = renderWithOrganization(<GoalsPage />, organizationAs('manager', 9));
    expect(await levelsOffered()).toEqual(['Department', 'Team', 'Person']);
    manager.unmount();
    renderWithOrganization(<GoalsPage />, organizationAs('hr_manager'));
    expect(await levelsOffered()).toEqual(['Organization', 'Department', 'Team', 'Person']);
  });
});
