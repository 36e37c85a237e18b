import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_PERMISSIONS } from '@wattle/shared/permissions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { PayRunDownloads } from '../pay-run-downloads';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const finalised = { id: 41, pay_date: '2026-11-18', status: 'finalised' };

describe('pay run files on the pay run screen', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toasts.success.mockClear();
    toasts.error.mockClear();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  });

  it('downloads a finalised run’s ABA file and STP data', async () => {
    const calls: string[] = [];
    stubFetch((url) => {
      const { pathname } = parseUrl(url);
      calls.push(pathname);
      if (pathname.endsWith('/stp'))
        return { status: 200, body: { data: { PayEvent: { PaymentDate: '2026-11-18' } } } };
      return { status: 200, body: { aba: true } };
    });
    renderWithOrganization(<PayRunDownloads run={finalised} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download ABA file' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Downloaded pay-run-41-2026-11-18.aba.'));
    await userEvent.click(screen.getByRole('button', { name: 'Download STP data' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Downloaded pay-run-41-2026-11-18-stp.json.'));
    expect(calls).toEqual(['/api/v1/payroll/pay-runs/41/aba', '/api/v1/payroll/pay-runs/41/stp']);
  });

  it('says every employee the bank file cannot pay', async () => {
    const errors = {
      employees: [
        'Ann Account has no bank account (BSB and account number) on their record.',
        'Bo Bank has no bank account (BSB and account number) on their record.',
      ],
    };
    stubFetch(() => ({ status: 422, body: { message: errors.employees[0], errors } }));
    renderWithOrganization(<PayRunDownloads run={{ ...finalised, status: 'paid' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download ABA file' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(errors.employees.join(' ')));
  });

  it('offers nothing for a draft, or to a role without the payroll identifiers', () => {
    stubFetch(() => ({ status: 500 }));
    const { unmount } = renderWithOrganization(<PayRunDownloads run={{ ...finalised, status: 'review' }} />);
    expect(screen.queryByRole('button', { name: 'Download ABA file' })).toBeNull();
    unmount();
    renderWithOrganization(<PayRunDownloads run={finalised} />, {
      ...testOrganization,
      role: 'manager',
      role_name: 'Manager',
      permissions: BUILT_IN_PERMISSIONS.manager,
    });
    expect(screen.queryByRole('button', { name: 'Download STP data' })).toBeNull();
  });

  it('offers nothing to a role with payroll export and the payroll identifiers but not the pay group', () => {
    // Issue 25 §2: the ABA and STP routes need both field groups (the files hold everyone's pay).
    stubFetch(() => ({ status: 500 }));
    renderWithOrganization(<PayRunDownloads run={finalised} />, {
      ...testOrganization,
      role: 'custom-2',
      role_name: 'Bank files',
      permissions: {
        grants: { payroll: { view: 'organization', export: 'organization' } },
        fields: ['payroll_identifiers'],
      },
    });
    expect(screen.queryByRole('button', { name: 'Download ABA file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download STP data' })).toBeNull();
  });
});
