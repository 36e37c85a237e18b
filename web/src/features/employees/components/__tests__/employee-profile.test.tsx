import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_PERMISSIONS } from '@wattle/shared/permissions';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { acacia, employee, renderWithOrganization } from '../../testing/render';
import { EmployeeProfile } from '../employee-profile';

function renderProfile(id: string, pathname = `/dashboard/employees/${id}`) {
  return renderWithOrganization(<EmployeeProfile id={id} pathname={pathname} />, { path: pathname });
}

function detail(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

const history = {
  data: [
    {
      id: 'h2',
      organization_id: 3,
      employee_id: 41,
      employee_name: 'Mia Nguyen',
      event_type: 'Transfer',
      details: 'Department: Administration → Nursing',
      changes: [],
      changed_by: 'Ada Admin',
      changed_by_id: 1,
      occurred_at: '2026-03-04T05:06:07Z',
      date: '2026-03-04',
    },
  ],
  next_cursor: null,
  per_page: 5,
};

describe('EmployeeProfile', () => {
  it('shows every section with masked payroll numbers and long Australian dates', async () => {
    const calls: string[] = [];
    stubFetch((url) => {
      calls.push(url);
      if (url.endsWith('/employees/41')) {
        return {
          status: 200,
          body: {
            data: employee({
              visa_type: 'Subclass 482',
              visa_expiry_date: '2026-02-30',
              reporting_manager_id: 50,
              reporting_manager: { id: 50, first_name: 'Ava', last_name: 'Boss' },
            }),
          },
        };
      }
      if (url.includes('/employees/41/history')) return { status: 200, body: { data: history } };
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderProfile('41');

    expect(screen.getByText('Loading employee profile...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Nguyen' })).toBeTruthy();
    expect(screen.getByText('MN')).toBeTruthy();
    expect(screen.getByText('Active', { selector: 'span' }).getAttribute('data-tone')).toBe('green');
    expect(screen.getByText('Full-time', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe(
      '/dashboard/employees/edit/41',
    );

    for (const title of [
      'Personal Information',
      'Financial & Legal Details (AU)',
      'Employment Details',
      'Emergency Contact',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    }
    expect(detail('Email Address')).toBe('mia@example.com');
    expect(detail('Date of Birth')).toBe('21 November 1990');
    expect(detail('Joining Date')).toBe('3 February 2025');
    // Not a real date: shown as it is.
    expect(detail('Visa Expiry Date')).toBe('2026-02-30');
    expect(detail('Tax File Number (TFN)')).toBe('••••6782');
    expect(detail('Bank Account Number')).toBe('••••5678');
    expect(detail('Bank BSB')).toBe('••••-000');
    // Four characters or fewer are not masked.
    expect(detail('Super Member Number')).toBe('AB12');
    expect(screen.queryByText('123456782')).toBeNull();
    expect(detail('Reporting Manager')).toBe('Ava Boss');
    expect(detail('Employment Status')).toBe('Active');
    expect(detail('Contact Name')).toBe('Tom Nguyen');

    const recent = screen.getByRole('region', { name: 'Recent history' });
    expect(await within(recent).findByText('Department: Administration → Nursing')).toBeTruthy();
    expect(within(recent).getByText(/by Ada Admin/)).toBeTruthy();
    expect(calls.some((url) => url.endsWith('/employees/41/history?per_page=5'))).toBe(true);
  });

  it('colours Inactive grey, others yellow, and says when something is missing', async () => {
    stubFetch((url) => {
      if (url.endsWith('/employees/41')) {
        return {
          status: 200,
          body: { data: employee({ status: 'Inactive', designation: null, trashed_at: '2026-05-01T00:00:00Z' }) },
        };
      }
      return { status: 200, body: { data: { data: [], next_cursor: null, per_page: 5 } } };
    });
    renderProfile('41');
    expect((await screen.findByText('Inactive', { selector: 'span' })).getAttribute('data-tone')).toBe('neutral');
    expect(screen.getByText('No Designation')).toBeTruthy();
    expect(detail('Reporting Manager')).toBe('Not assigned');
    expect(screen.getByText(/This employee is in the trash/).closest('[role="status"]')).toBeTruthy();
  });

  it.each(['abc', 'manage', 'history', '12x'])('rejects the id %s', (id) => {
    stubFetch(() => ({ status: 500, body: {} }));
    renderProfile(id);
    expect(screen.getByRole('heading', { name: 'Error Loading Employee' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(`Invalid employee ID: ${id}. Please check the URL.`);
    expect(screen.getByText(`/dashboard/employees/${id}`, { selector: 'dd' })).toBeTruthy();
  });

  it('shows Not Found for a 404 with a way back to the list', async () => {
    stubFetch(() => ({ status: 404, body: { message: 'Employee not found.' } }));
    const user = userEvent.setup();
    renderProfile('999');
    expect(await screen.findByRole('heading', { name: 'Employee Not Found' })).toBeTruthy();
    expect(screen.getByText('The requested employee could not be found.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to Employee List' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/employees'));
  });

  it('shows the error with the server message, or the fallback, plus the path and the id', async () => {
    stubFetch(() => ({ status: 500, body: { message: 'The service is unavailable.' } }));
    const { unmount } = renderProfile('42');
    expect(await screen.findByRole('heading', { name: 'Error Loading Employee' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The service is unavailable.');
    expect(screen.getByText('/dashboard/employees/42', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('42', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Employee List' })).toBeTruthy();
    unmount();

    stubFetch(() => ({ status: 502 }));
    renderProfile('43');
    expect(await screen.findByRole('heading', { name: 'Error Loading Employee' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch employee data');
  });
});

describe('EmployeeProfile: revealing payroll identifiers', () => {
  const clear = {
    tax_file_number: '123456782',
    superannuation_member_number: 'AB12',
    bank_bsb: '062-000',
    bank_account_number: '12345678',
  };

  function stubProfile(reveal: () => { status: number; body?: unknown }) {
    const calls: { url: string; method: string }[] = [];
    stubFetch((url, init) => {
      calls.push({ url, method: init.method ?? 'GET' });
      if (url.endsWith('/employees/41/payroll/reveal') && init.method === 'POST') return reveal();
      if (url.endsWith('/employees/41')) return { status: 200, body: { data: employee() } };
      if (url.includes('/employees/41/history')) return { status: 200, body: { data: history } };
      return { status: 404, body: { message: 'Not found.' } };
    });
    return calls;
  }

  it('lets an owner reveal the clear values (recorded, history reloaded) and hide them again', async () => {
    const calls = stubProfile(() => ({ status: 200, body: { data: clear } }));
    const user = userEvent.setup();
    renderProfile('41');
    const reveal = await screen.findByRole('button', { name: 'Reveal' });
    expect(detail('Tax File Number (TFN)')).toBe('••••6782');
    const historyReads = () => calls.filter((call) => call.url.includes('/history')).length;
    await waitFor(() => expect(historyReads()).toBe(1));

    await user.click(reveal);
    expect(await screen.findByRole('button', { name: 'Hide' })).toBeTruthy();
    expect(detail('Tax File Number (TFN)')).toBe('123456782');
    expect(detail('Bank BSB')).toBe('062-000');
    expect(detail('Bank Account Number')).toBe('12345678');
    expect(detail('Super Member Number')).toBe('AB12');
    const section = screen.getByRole('region', { name: 'Financial & Legal Details (AU)' });
    expect(within(section).getByRole('status').textContent).toBe(
      'Shown to you in full. This view is recorded in the employee history.',
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/v1/employees/41/payroll/reveal',
    ]);
    await waitFor(() => expect(historyReads()).toBe(2));

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(detail('Tax File Number (TFN)')).toBe('••••6782');
    expect(screen.queryByText('123456782')).toBeNull();
    expect(within(section).getByRole('status').textContent).toBe('');
    // Hiding asks nothing of the server; revealing again is a new, recorded call.
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('works from the keyboard', async () => {
    stubProfile(() => ({ status: 200, body: { data: clear } }));
    const user = userEvent.setup();
    renderProfile('41');
    const reveal = await screen.findByRole('button', { name: 'Reveal' });
    reveal.focus();
    await user.keyboard('{Enter}');
    const hide = await screen.findByRole('button', { name: 'Hide' });
    // The same button keeps the focus (it is never disabled while the call runs).
    expect(document.activeElement).toBe(hide);
    expect(reveal.hasAttribute('disabled')).toBe(false);
    expect(detail('Bank Account Number')).toBe('12345678');
    await user.keyboard(' ');
    expect(await screen.findByRole('button', { name: 'Reveal' })).toBeTruthy();
    expect(detail('Bank Account Number')).toBe('••••5678');
  });

  it('shows the reason when the server refuses, and keeps the masks', async () => {
    stubProfile(() => ({ status: 403, body: { message: 'Only an organization owner or admin can do this.' } }));
    const user = userEvent.setup();
    renderProfile('41');
    await user.click(await screen.findByRole('button', { name: 'Reveal' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only an organization owner or admin can do this.');
    expect(detail('Tax File Number (TFN)')).toBe('••••6782');
  });

  it('offers no Reveal, and shows the identifiers as restricted, to a role without them', async () => {
    const calls = stubProfile(() => ({ status: 200, body: { data: clear } }));
    renderWithOrganization(<EmployeeProfile id="41" pathname="/dashboard/employees/41" />, {
      path: '/dashboard/employees/41',
      organization: { ...acacia, role: 'manager', role_name: 'Manager', permissions: BUILT_IN_PERMISSIONS.manager },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Nguyen' })).toBeTruthy();
    expect(detail('Tax File Number (TFN)')).toBe('Restricted');
    expect(screen.queryByRole('button', { name: 'Reveal' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
