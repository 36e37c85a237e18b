import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { departments, designationsByDepartment, renderWithOrganization, summary } from '../../testing/render';
import { ManageEmployees } from '../manage-employees';

const mia = summary({ status: 'On Probation' });
const ava = summary({
  id: 50,
  first_name: 'Ava',
  last_name: 'Boss',
  employee_code: 'EMP-050',
  personal_email: 'ava@example.com',
  status: 'Active',
  department: null,
  designation: null,
});
const options = [
  { id: 41, first_name: 'Mia', last_name: 'Nguyen', employee_code: 'EMP-041', reporting_manager_id: null },
  { id: 50, first_name: 'Ava', last_name: 'Boss', employee_code: 'EMP-050', reporting_manager_id: null },
];

type Handler = (url: string, init: RequestInit) => { status: number; body?: unknown } | null;

function serve(patch: Handler = () => null) {
  const urls: string[] = [];
  const bodies: unknown[] = [];
  stubFetch((url, init) => {
    urls.push(`${init.method ?? 'GET'} ${url}`);
    if (init.body) bodies.push(JSON.parse(String(init.body)));
    const answer = patch(url, init);
    if (answer) return answer;
    if (url.endsWith('/organizations/3/departments')) return { status: 200, body: { data: departments } };
    const designations = url.match(/\/departments\/(\d+)\/designations$/);
    if (designations) return { status: 200, body: { data: designationsByDepartment[Number(designations[1])] } };
    if (url.includes('/employees/options')) return { status: 200, body: { data: options } };
    return { status: 200, body: { data: { data: [mia, ava], next_cursor: null, per_page: 50, total: 2 } } };
  });
  return { urls, bodies };
}

function row(name: string): HTMLElement {
  const cell = screen.getByRole('link', { name });
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return tr;
}

describe('ManageEmployees', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the title, columns and N/A for a missing department or designation', async () => {
    serve();
    renderWithOrganization(<ManageEmployees />);
    expect(screen.getByRole('heading', { name: 'Manage Employee Profiles' })).toBeTruthy();
    expect(screen.getByText('Quickly update employee status, managers, and other details in bulk')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search employees...')).toBeTruthy();
    expect(screen.getByText('Loading employees...')).toBeTruthy();
    await screen.findByRole('link', { name: 'Mia Nguyen' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Employee',
      'Department',
      'Designation',
      'Status',
      'Reporting Manager',
    ]);
    expect(within(row('Mia Nguyen')).getByText('mia@example.com')).toBeTruthy();
    expect(within(row('Ava Boss')).getAllByText('N/A')).toHaveLength(2);
  });

  it('changes a status inline on confirm, and not on cancel', async () => {
    const { urls, bodies } = serve((_url, init) =>
      init.method === 'PATCH' ? { status: 200, body: { data: { ...mia, status: 'Active', version: 2 } } } : null,
    );
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<ManageEmployees />);
    await screen.findByRole('link', { name: 'Mia Nguyen' });

    await user.click(within(row('Mia Nguyen')).getByRole('button', { name: 'Edit status of Mia Nguyen' }));
    const statuses = screen.getByRole('combobox', { name: 'Status of Mia Nguyen' });
    // Terminated comes only with a recorded exit, never from the inline editor.
    expect(within(statuses).queryByRole('option', { name: 'Terminated' })).toBeNull();
    await user.selectOptions(statuses, 'Inactive');
    await user.click(within(row('Mia Nguyen')).getByRole('button', { name: 'Cancel' }));
    expect(within(row('Mia Nguyen')).getByText('On Probation')).toBeTruthy();
    // Focus goes back to the button that opened the editor.
    expect(document.activeElement).toBe(
      within(row('Mia Nguyen')).getByRole('button', { name: 'Edit status of Mia Nguyen' }),
    );
    expect(urls.filter((url) => url.startsWith('PATCH'))).toHaveLength(0);

    await user.click(within(row('Mia Nguyen')).getByRole('button', { name: 'Edit status of Mia Nguyen' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of Mia Nguyen' }), 'Active');
    await user.click(within(row('Mia Nguyen')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(row('Mia Nguyen')).getByText('Active')).toBeTruthy());
    expect(urls).toContain('PATCH /api/v1/employees/41/status');
    expect(bodies).toContainEqual({ status: 'Active', version: 1 });
  });

  it('keeps the row unchanged and says so when a status change fails', async () => {
    serve((_url, init) => (init.method === 'PATCH' ? { status: 500, body: { message: 'Boom.' } } : null));
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<ManageEmployees />);
    await screen.findByRole('link', { name: 'Mia Nguyen' });
    await user.click(within(row('Mia Nguyen')).getByRole('button', { name: 'Edit status of Mia Nguyen' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of Mia Nguyen' }), 'Inactive');
    await user.click(within(row('Mia Nguyen')).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update employee status');
    expect(within(row('Mia Nguyen')).getByText('On Probation')).toBeTruthy();
    expect(within(row('Mia Nguyen')).queryByText('Inactive')).toBeNull();
  });

  it('changes a manager (No Manager offered, the employee left out) and shows the server reason for a loop', async () => {
    const { bodies } = serve((url, init) => {
      if (init.method !== 'PATCH') return null;
      const body = JSON.parse(String(init.body)) as { reporting_manager_id: number | null };
      if (url.endsWith('/employees/50/manager')) {
        return {
          status: 422,
          body: {
            message: 'The given data was invalid.',
            errors: { reporting_manager_id: ['This manager reports to the employee, directly or indirectly.'] },
          },
        };
      }
      return {
        status: 200,
        body: {
          data: {
            ...mia,
            reporting_manager_id: body.reporting_manager_id,
            reporting_manager: { id: 50, first_name: 'Ava', last_name: 'Boss' },
          },
        },
      };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<ManageEmployees />);
    await screen.findByRole('link', { name: 'Mia Nguyen' });

    await user.click(within(row('Mia Nguyen')).getByRole('button', { name: 'Edit reporting manager of Mia Nguyen' }));
    const select = screen.getByRole('combobox', { name: 'Reporting manager of Mia Nguyen' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No Manager', 'Ava Boss (EMP-050)']);
    await user.selectOptions(select, '50');
    await user.click(within(row('Mia Nguyen')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(row('Mia Nguyen')).getByText('Ava Boss')).toBeTruthy());
    expect(bodies).toContainEqual({ reporting_manager_id: 50, version: 1 });

    await user.click(within(row('Ava Boss')).getByRole('button', { name: 'Edit reporting manager of Ava Boss' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reporting manager of Ava Boss' }), '41');
    await user.click(within(row('Ava Boss')).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This manager reports to the employee, directly or indirectly.',
    );
    expect(within(row('Ava Boss')).getByText('No Manager')).toBeTruthy();
  });

  it('filters after 300 ms, fills designations only for a department, and clears everything', async () => {
    const { urls } = serve();
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<ManageEmployees />);
    await screen.findByRole('link', { name: 'Mia Nguyen' });
    const designation = screen.getByLabelText('Designation') as HTMLSelectElement;
    expect(designation.disabled).toBe(true);
    expect(within(designation).getAllByRole('option')).toHaveLength(1);

    const department = screen.getByLabelText('Department');
    await within(department).findByRole('option', { name: 'Nursing' });
    await user.selectOptions(department, '8');
    await within(designation).findByRole('option', { name: 'Registered Nurse' });
    await user.selectOptions(designation, '21');
    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    await user.type(screen.getByPlaceholderText('Search employees...'), 'mia');
    await waitFor(() =>
      expect(
        urls.some(
          (url) =>
            url.includes('department_id=8') &&
            url.includes('designation_id=21') &&
            url.includes('status=Active') &&
            url.includes('search=mia'),
        ),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect((screen.getByPlaceholderText('Search employees...') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Department') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
    expect(designation.disabled).toBe(true);
  });

  it('is empty without a selected organization', async () => {
    const fetch = stubFetch(() => ({ status: 500 }));
    renderWithOrganization(<ManageEmployees />, { organization: null });
    expect(await screen.findByText('No employees found.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
