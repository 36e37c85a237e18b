import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BUILT_IN_PERMISSIONS,
  BUILT_IN_ROLE_DESCRIPTIONS,
  BUILT_IN_ROLE_LABELS,
  BUILT_IN_ROLES,
  type RolePermissions,
  type RoleSummary,
} from '@wattle/shared/permissions';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { PermissionsPage } from '../permissions-page';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));
const builtIn: RoleSummary[] = BUILT_IN_ROLES.map((key) => ({
  key,
  name: BUILT_IN_ROLE_LABELS[key],
  description: BUILT_IN_ROLE_DESCRIPTIONS[key],
  built_in: true,
  ...BUILT_IN_PERMISSIONS[key],
  members: key === 'owner' ? 1 : 0,
}));

const recruiter: RoleSummary = {
  key: 'custom-1',
  name: 'Recruiter',
  description: 'Hiring only.',
  built_in: false,
  grants: { recruitment: { view: 'organization' } },
  fields: [],
  version: 3,
  members: 2,
};

const withPermissions = (permissions: RolePermissions) => ({ ...testOrganization, permissions });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function serve(answer?: (call: Call) => { status: number; body?: unknown } | undefined) {
  const calls: Call[] = [];
  let roles = [...builtIn, recruiter];
  const fetch = stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const custom = answer?.(call);
    if (custom) {
      if (custom.status < 300 && call.method === 'POST') roles = [...roles, custom.body as RoleSummary];
      return custom.status < 300 ? { status: custom.status, body: { data: custom.body } } : custom;
    }
    return { status: 200, body: { data: roles } };
  });
  return { calls, fetch };
}

describe('PermissionsPage', () => {
  it('shows the roles × permissions matrix: built-in roles marked and read-only, scopes spelled out', async () => {
    serve();
    renderWithOrganization(<PermissionsPage />);
    const table = await screen.findByRole('table', { name: /Roles and permissions/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers[0]).toBe('Permission');
    expect(headers.slice(1, 8).map((text) => text?.replace(/(Built-in|Custom).*$/, ''))).toEqual([
      'Owner',
      'Admin',
      'HR Manager',
      'Payroll Officer',
      'Manager',
      'Employee',
      'Recruiter',
    ]);
    expect(within(table).getAllByText('Built-in')).toHaveLength(6);
    expect(within(table).getByText('2 members')).toBeTruthy();
    // Managers see their reports; employees themselves.
    const employeesView = within(table).getByRole('row', { name: /^Employees: View/ });
    const cells = within(employeesView).getAllByRole('cell');
    expect(cells[4]?.textContent).toBe('Own reports');
    expect(cells[5]?.textContent).toBe('Self');
    expect(cells[6]?.textContent).toContain('Not granted');
    const recruitmentView = within(table).getByRole('row', { name: /^Recruitment: View/ });
    expect(within(recruitmentView).getAllByRole('cell')[6]?.textContent).toBe('Granted');
    expect(within(table).getByRole('rowheader', { name: 'Pay rates and salary' })).toBeTruthy();
    // Only the custom role can be edited or deleted.
    expect(screen.getByRole('button', { name: 'Edit Recruiter' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Manager' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New role' })).toBeTruthy();
  });

  it('creates a role from the form, starting from a copy, and says so', async () => {
    const user = userEvent.setup();
    const { calls } = serve((call) =>
      call.method === 'POST'
        ? {
            status: 201,
            body: { ...recruiter, key: 'custom-2', name: 'Talent', version: 1, members: 0, ...(call.body as object) },
          }
        : undefined,
    );
    renderWithOrganization(<PermissionsPage />);
    await user.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await user.type(within(dialog).getByLabelText('Name'), 'Talent');
    await user.selectOptions(within(dialog).getByLabelText('Start from'), 'Manager');
    // The copy: View on Employees, reaching own reports.
    expect((within(dialog).getByLabelText('How far View on Employees reaches') as HTMLSelectElement).value).toBe(
      'reports',
    );
    // Create brings View along; it is already there for Recruitment.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Create on Recruitment' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pay rates and salary' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Role Talent created.'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toMatch(/\/organizations\/3\/roles$/);
    expect(post?.body).toEqual({
      name: 'Talent',
      description: '',
      grants: {
        organization: { view: 'organization' },
        recruitment: { view: 'organization', create: 'organization' },
        employees: { view: 'reports' },
        leave: { view: 'reports', create: 'reports', approve: 'reports' },
        attendance: { view: 'reports', create: 'self', approve: 'reports' },
        payroll: { view: 'self' },
        timesheets: { view: 'reports', create: 'reports', edit: 'reports', approve: 'reports' },
        rostering: { view: 'reports', create: 'reports', edit: 'reports', publish: 'reports', approve: 'reports' },
        performance: {
          view: 'reports',
          create: 'reports',
          edit: 'reports',
          delete: 'reports',
          approve: 'reports',
          export: 'reports',
        },
      },
      fields: ['pay'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the permissions before sending, and shows the server’s field errors keeping what was typed', async () => {
    const user = userEvent.setup();
    const { calls } = serve((call) =>
      call.method === 'POST'
        ? {
            status: 422,
            body: {
              message: 'A role named "Owner" already exists.',
              errors: { name: ['A role named "Owner" already exists.'] },
            },
          }
        : undefined,
    );
    renderWithOrganization(<PermissionsPage />);
    await user.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(within(dialog).getByText('Name is required.')).toBeTruthy();
    // Taking View away from a module with Edit: the schema's message, nothing sent.
    await user.type(within(dialog).getByLabelText('Name'), 'Owner');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Edit on Employees' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'View on Employees' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(within(dialog).getByText('Edit on Employees needs View too.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('checkbox', { name: 'View on Employees' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(await within(dialog).findByText('A role named "Owner" already exists.')).toBeTruthy();
    expect(name.value).toBe('Owner');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect((within(dialog).getByRole('checkbox', { name: 'Edit on Employees' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('edits a custom role with its version, and explains a 409', async () => {
    const user = userEvent.setup();
    const { calls } = serve((call) =>
      call.method === 'PUT'
        ? { status: 409, body: { message: 'This record was changed by someone else. Reload it and try again.' } }
        : undefined,
    );
    renderWithOrganization(<PermissionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Recruiter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Recruiter' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Recruiter');
    expect((within(dialog).getByRole('checkbox', { name: 'View on Recruitment' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Approve on Recruitment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await within(dialog).findByText(/changed by someone else while you were editing/)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toMatch(/\/organizations\/3\/roles\/custom-1$/);
    expect(put?.body).toMatchObject({
      name: 'Recruiter',
      grants: { recruitment: { view: 'organization', approve: 'organization' } },
      version: 3,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reload roles' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes after a confirmation, and shows why a held role cannot go', async () => {
    const user = userEvent.setup();
    serve((call) =>
      call.method === 'DELETE'
        ? { status: 409, body: { message: 'This role is in use. Move its 2 members to another role first.' } }
        : undefined,
    );
    renderWithOrganization(<PermissionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Recruiter' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete role' });
    expect(within(confirm).getByText('Delete the role Recruiter? This cannot be undone.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete role' }));
    expect(
      await within(confirm).findByText('This role is in use. Move its 2 members to another role first.'),
    ).toBeTruthy();
  });

  it('is read-only for a role that may only view access, and closed to roles that may not', async () => {
    serve();
    const { unmount } = renderWithOrganization(
      <PermissionsPage />,
      withPermissions({ grants: { access: { view: 'organization' } }, fields: [] }),
    );
    expect(await screen.findByRole('table', { name: /Roles and permissions/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New role' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Recruiter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Recruiter' })).toBeNull();
    unmount();

    const { fetch } = serve();
    renderWithOrganization(<PermissionsPage />, withPermissions(BUILT_IN_PERMISSIONS.hr_manager));
    expect(await screen.findByText("You don't have access to this page.")).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
