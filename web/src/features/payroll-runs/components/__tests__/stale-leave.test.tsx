import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayRunDetail } from '@wattle/shared/pay-runs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { payRunView } from '../../testing/pay-run';
import { PayRunsPage } from '../pay-runs-page';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const run: PayRunDetail = {
  ...payRunView({
    employee_count: 0,
    gross: '0.00',
    withholding: '0.00',
    super: '0.00',
    net: '0.00',
    deductions: '0.00',
  }),
  payslips: [],
  payslips_next_cursor: null,
};

const MESSAGE =
  'Leave was approved, cancelled or changed in this period after these 2 payslips were calculated: Ana Approved, Cal Cancelled. Recalculate them before finalising.';

describe('a finalise refused after a leave change', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toasts.success.mockClear();
  });

  it('names the payslips calculated before it and recalculates them', async () => {
    const posted: { path: string; body: unknown }[] = [];
    stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if ((init.method ?? 'GET') === 'POST')
        posted.push({ path: pathname, body: JSON.parse(String(init.body ?? 'null')) });
      if (pathname.endsWith('/finalise')) {
        return { status: 422, body: { message: MESSAGE, errors: { stale_leave: ['Ana Approved', 'Cal Cancelled'] } } };
      }
      if (pathname.endsWith('/recalculate')) {
        return {
          status: 200,
          body: {
            data: {
              recalculated: [
                { employee_id: 7, employee_name: 'Ana Approved' },
                { employee_id: 8, employee_name: 'Cal Cancelled' },
              ],
              run,
            },
          },
        };
      }
      if (pathname.endsWith('/payroll/pay-runs/41')) return { status: 200, body: { data: run } };
      if (pathname.endsWith('/payroll/pay-runs')) {
        return { status: 200, body: { data: { data: [run], next_cursor: null, per_page: 25 } } };
      }
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderWithOrganization(<PayRunsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: /Open the pay run 2 November 2026 to 15 November 2026/ }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Finalise' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Finalise pay run?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Finalise' }));
    expect(await within(confirm).findByText(MESSAGE)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    const alert = screen
      .getByText('Leave changed in this period after these payslips were calculated:')
      .closest('[role="alert"]');
    expect(alert).toBeTruthy();
    expect(within(alert as HTMLElement).getByText('Ana Approved')).toBeTruthy();
    expect(within(alert as HTMLElement).getByText('Cal Cancelled')).toBeTruthy();
    await userEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Recalculate payslips' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Recalculated 2 payslips.'));
    expect(posted.find((call) => call.path.endsWith('/recalculate'))).toEqual({
      path: '/api/v1/payroll/pay-runs/41/recalculate',
      body: {},
    });
    await waitFor(() =>
      expect(screen.queryByText('Leave changed in this period after these payslips were calculated:')).toBeNull(),
    );
  });
});
