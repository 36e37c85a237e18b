import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { PayrollSetupPage } from '../payroll-setup-page';
import { PAY, SCHEDULE, SETTINGS, SUMMARY } from './payroll-setup-fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

describe('pay schedule: extra withholding for a 53rd (27th) pay (issue 30 §3)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toasts.success.mockReset();
  });

  it('turns it on for a fortnightly schedule, and offers it on no monthly one', async () => {
    const sent: { method: string; body: unknown }[] = [];
    stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      const method = init.method ?? 'GET';
      if (method !== 'GET') sent.push({ method, body: JSON.parse(String(init.body ?? 'null')) });
      if (pathname.endsWith(`/pay-schedules/${SCHEDULE.id}`))
        return { status: 200, body: { data: { ...SCHEDULE, extra_pay_withholding: true, version: 2 } } };
      if (pathname.endsWith('/payroll-settings')) return { status: 200, body: { data: SETTINGS } };
      if (pathname.endsWith('/pay-schedules')) return { status: 200, body: { data: [SCHEDULE] } };
      if (pathname.endsWith('/payroll/employee-pay'))
        return { status: 200, body: { data: { data: [SUMMARY], next_cursor: null, per_page: 50 } } };
      if (pathname.endsWith('/employees/7/pay')) return { status: 200, body: { data: PAY } };
      return { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup();
    renderWithOrganization(<PayrollSetupPage />);
    const schedules = screen.getByRole('region', { name: 'Pay schedules' });
    await within(schedules).findByText('Fortnightly staff');
    await user.click(within(schedules).getByRole('button', { name: /Edit Fortnightly staff/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Fortnightly staff' });
    const extra = within(dialog).getByRole('checkbox', { name: /Withhold extra in a year with a 53rd weekly/ });
    expect((extra as HTMLInputElement).checked).toBe(false);
    await user.click(extra);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { extra_pay_withholding: true, version: 1 } });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add pay schedule' }));
    const add = await screen.findByRole('dialog', { name: 'Add pay schedule' });
    expect(within(add).getByRole('checkbox', { name: /Withhold extra/ })).toBeTruthy();
    await user.selectOptions(within(add).getByLabelText('Frequency'), 'monthly');
    expect(within(add).queryByRole('checkbox', { name: /Withhold extra/ })).toBeNull();
  });
});
