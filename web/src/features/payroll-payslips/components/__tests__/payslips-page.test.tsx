import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { NO_MY_PAYSLIPS, NOT_LINKED, PayslipsPage } from '../payslips-page';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const slip = {
  payslip_id: '12-7',
  pay_run_id: 12,
  employee_id: 7,
  employee_name: 'Sarah Mitchell',
  period_start: '2026-11-09',
  period_end: '2026-11-22',
  pay_date: '2026-11-26',
  gross: '2733.23',
  withholding: '512.00',
  super: '299.40',
  net: '2101.23',
  status: 'finalised',
};

describe('Payslips', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toasts.success.mockReset();
    toasts.error.mockReset();
  });

  it('shows payroll every payslip in AUD and downloads a PDF', async () => {
    const calls: string[] = [];
    stubFetch((url) => {
      const { pathname, search } = parseUrl(url);
      calls.push(`${pathname}${search}`);
      if (pathname.endsWith('/payroll/payslips')) {
        return { status: 200, body: { data: { data: [slip], next_cursor: null, per_page: 50 } } };
      }
      if (pathname.endsWith('/pdf')) return { status: 200, body: { pdf: true } };
      return { status: 404, body: { message: 'Not found.' } };
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderWithOrganization(<PayslipsPage />);
    expect(screen.getByRole('heading', { name: 'Payslips' })).toBeTruthy();
    const table = await screen.findByRole('region', { name: 'All payslips' });
    await within(table).findByText('Sarah Mitchell');
    expect(within(table).getByText('$2,733.23')).toBeTruthy();
    expect(within(table).getByText('$2,101.23')).toBeTruthy();
    expect(calls[0]).toBe('/api/v1/payroll/payslips?organization_id=3');
    await userEvent.click(within(table).getByRole('button', { name: /Download payslip PDF for Sarah Mitchell/ }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(calls).toContain('/api/v1/payroll/payslips/12-7/pdf');

    // A name shows only that employee's payslips, until Show everyone.
    await userEvent.click(within(table).getByRole('button', { name: "Show only Sarah Mitchell's payslips" }));
    await waitFor(() => expect(calls).toContain('/api/v1/payroll/payslips?organization_id=3&employee_id=7'));
    expect(screen.getByText("Showing Sarah Mitchell's payslips.")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(screen.queryByText("Showing Sarah Mitchell's payslips.")).toBeNull();
  });

  it('shows an employee their own payslips, with an empty state, and nothing of anyone else', async () => {
    const calls: string[] = [];
    stubFetch((url) => {
      const { pathname, search } = parseUrl(url);
      calls.push(`${pathname}${search}`);
      return { status: 200, body: { data: { data: [], next_cursor: null, per_page: 50 } } };
    });
    renderWithOrganization(<PayslipsPage />, organizationAs('employee', 7));
    expect(await screen.findByText(NO_MY_PAYSLIPS)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'All payslips' })).toBeNull();
    expect(calls).toEqual(['/api/v1/payroll/payslips/mine?organization_id=3']);
  });

  it('tells a member without an employee record that there is nothing to see', () => {
    stubFetch(() => ({ status: 500 }));
    renderWithOrganization(<PayslipsPage />, organizationAs('employee'));
    expect(screen.getByText(NOT_LINKED)).toBeTruthy();
  });

  it('shows a custom role with payroll view but no pay group its own payslips, not everyone’s', async () => {
    // Issue 25 §2: the payslip list needs the `pay` field group (403 without it); one's own does not.
    const calls: string[] = [];
    stubFetch((url) => {
      const { pathname, search } = parseUrl(url);
      calls.push(`${pathname}${search}`);
      return { status: 200, body: { data: { data: [], next_cursor: null, per_page: 50 } } };
    });
    renderWithOrganization(<PayslipsPage />, {
      ...testOrganization,
      role: 'custom-1',
      role_name: 'Payroll viewer',
      permissions: { grants: { payroll: { view: 'organization' } }, fields: ['payroll_identifiers'] },
      employee_id: 7,
    });
    expect(await screen.findByText(NO_MY_PAYSLIPS)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'All payslips' })).toBeNull();
    expect(calls).toEqual(['/api/v1/payroll/payslips/mine?organization_id=3']);
  });
});
