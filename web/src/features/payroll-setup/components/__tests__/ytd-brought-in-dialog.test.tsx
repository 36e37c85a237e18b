import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { YTD_AMOUNT_KEYS } from '@wattle/shared/ytd-brought-in';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { PayrollSetupPage } from '../payroll-setup-page';
import { SCHEDULE, SETTINGS, SUMMARY } from './payroll-setup-fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const zero = Object.fromEntries(YTD_AMOUNT_KEYS.map((key) => [key, '0.00']));
const EMPTY = {
  employee_id: SUMMARY.employee_id,
  financial_year: '2026-27',
  amounts: zero,
  last_pay_date_elsewhere: null,
  version: 0,
  updated_at: null,
};

function stub(sent: unknown[], answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  stubFetch((url, init) => {
    const { pathname, search } = parseUrl(url);
    if (pathname.endsWith('/ytd-brought-in')) {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return answer(body);
      }
      const year = new URLSearchParams(search).get('financial_year');
      return { status: 200, body: { data: { ...EMPTY, financial_year: year } } };
    }
    if (pathname.endsWith('/payroll-settings')) return { status: 200, body: { data: SETTINGS } };
    if (pathname.endsWith('/pay-schedules')) return { status: 200, body: { data: [SCHEDULE] } };
    if (pathname.endsWith('/pay-conditions')) return { status: 200, body: { data: [] } };
    if (pathname.endsWith('/payroll/employee-pay'))
      return { status: 200, body: { data: { data: [SUMMARY], next_cursor: null, per_page: 50 } } };
    return { status: 404, body: { message: 'Not found.' } };
  });
}

describe('year to date brought in', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-20T01:00:00Z'), toFake: ['Date'] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toasts.success.mockReset();
  });

  it('shows the empty state, checks amounts, sends the figures and says so', async () => {
    const sent: unknown[] = [];
    stub(sent, (body) => ({
      status: 200,
      body: { data: { ...EMPTY, amounts: { ...zero, ...(body.amounts as object) }, version: 1 } },
    }));
    const user = userEvent.setup();
    renderWithOrganization(<PayrollSetupPage />);
    await user.click(await screen.findByRole('button', { name: 'Year to date brought in for Sarah Mitchell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Year to date brought in: Sarah Mitchell' });
    expect(await within(dialog).findByText(/No figures brought in for 2026-27 yet/)).toBeTruthy();
    expect((within(dialog).getByLabelText('Financial year') as HTMLSelectElement).value).toBe('2026-27');

    await user.type(within(dialog).getByLabelText('Gross (salary and wages) ($)'), '20000');
    await user.type(within(dialog).getByLabelText('Overtime ($)'), '-5');
    await user.type(within(dialog).getByLabelText('Allowance: Tool allowance (TD) ($)'), '100.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save year to date' }));
    expect(await within(dialog).findByText(/0\.00 or more/)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Overtime ($)'));
    await user.type(within(dialog).getByLabelText('Overtime ($)'), '500');
    await user.type(within(dialog).getByLabelText('Pay date of the last run elsewhere'), '2026-10-31');
    expect(within(dialog).getByText('$20,600.50')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save year to date' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      financial_year: '2026-27',
      last_pay_date_elsewhere: '2026-10-31',
      amounts: { gross: '20000', overtime: '500', allowance_TD: '100.50', withholding: '0.00' },
    });
    expect((sent[0] as Record<string, unknown>).version).toBeUndefined();
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Year to date brought in for Sarah Mitchell (2026-27) saved.'),
    );
  });

  it('reads another financial year, and shows a failed save in the dialog', async () => {
    const sent: unknown[] = [];
    stub(sent, () => ({
      status: 409,
      body: { message: 'This record was changed by someone else. Reload it and try again.' },
    }));
    const user = userEvent.setup();
    renderWithOrganization(<PayrollSetupPage />);
    await user.click(await screen.findByRole('button', { name: 'Year to date brought in for Sarah Mitchell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Year to date brought in: Sarah Mitchell' });
    await user.selectOptions(await within(dialog).findByLabelText('Financial year'), '2025-26');
    expect(await within(dialog).findByText(/No figures brought in for 2025-26 yet/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('PAYG withheld ($)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save year to date' }));
    expect(await within(dialog).findByText(/changed by someone else/)).toBeTruthy();
    expect(sent[0]).toMatchObject({ financial_year: '2025-26' });
  });
});
