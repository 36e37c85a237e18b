import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { BONUS_KINDS, DEDUCTION_KINDS, PayItemsPage } from '../pay-items-page';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const EMPLOYEES = [
  { id: 7, first_name: 'Sarah', last_name: 'Mitchell', employee_code: 'EMP-7', reporting_manager_id: null },
];
const page = (data: unknown[]) => ({ data: { data, next_cursor: null, per_page: 50 } });
const UNION = {
  id: 40,
  organization_id: 3,
  employee_id: 7,
  employee_name: 'Sarah Mitchell',
  kind: 'deduction',
  description: 'Union fees',
  amount: '12.50',
  hours: null,
  hourly_rate: null,
  allowance_type: null,
  deduction_type: 'F',
  payee: 'Retail Union',
  recurring: true,
  start_date: '2026-07-01',
  end_date: null,
  paid_in_run_id: null,
  version: 1,
};

describe('pay item screens', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toasts.success.mockReset();
  });

  it('lists deductions with their payee and adds one, showing the server’s field errors', async () => {
    const calls: string[] = [];
    const posts: unknown[] = [];
    stubFetch((url, init) => {
      const { pathname, search } = parseUrl(url);
      calls.push(`${init.method ?? 'GET'} ${pathname}${decodeURIComponent(search)}`);
      if (init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        if (posts.length === 1)
          return {
            status: 422,
            body: {
              message: 'A deduction needs the payee it is paid to.',
              errors: { payee: ['A deduction needs the payee it is paid to.'] },
            },
          };
        return { status: 201, body: { data: UNION } };
      }
      if (pathname.endsWith('/payroll/pay-items')) return { status: 200, body: page([UNION]) };
      if (pathname.endsWith('/employees/options')) return { status: 200, body: { data: EMPLOYEES } };
      return { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup();
    renderWithOrganization(<PayItemsPage title="Deductions" description="Deductions." kinds={DEDUCTION_KINDS} />);
    expect(screen.getByRole('heading', { name: 'Deductions' })).toBeTruthy();
    expect(await screen.findByText('Paid to Retail Union')).toBeTruthy();
    expect(screen.getByText('$12.50')).toBeTruthy();
    expect(calls).toContain(
      'GET /api/v1/payroll/pay-items?organization_id=3&kinds=salary_sacrifice_super,salary_sacrifice_other,deduction',
    );

    await user.click(screen.getByRole('button', { name: 'Add pay item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pay item' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Sarah Mitchell' })).toBeTruthy());
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'deduction');
    await user.type(within(dialog).getByLabelText('Description'), 'Union fees');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add pay item' }));
    expect(await within(dialog).findAllByText('A deduction needs the payee it is paid to.')).not.toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Payee'), 'Retail Union');
    await user.selectOptions(within(dialog).getByLabelText('STP deduction type'), 'F');
    await user.click(within(dialog).getByRole('button', { name: 'Add pay item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts[1]).toMatchObject({
      kind: 'deduction',
      description: 'Union fees',
      amount: '12.50',
      payee: 'Retail Union',
      deduction_type: 'F',
      recurring: false,
    });
    expect(calls).toContain('POST /api/v1/employees/7/pay-items');
    expect(toasts.success).toHaveBeenCalledWith('Union fees added.');
  });

  it('offers an allowance its STP types and overtime hours × rate on the bonus screen', async () => {
    stubFetch((url) => {
      const { pathname } = parseUrl(url);
      if (pathname.endsWith('/employees/options')) return { status: 200, body: { data: EMPLOYEES } };
      return { status: 200, body: page([]) };
    });
    const user = userEvent.setup();
    renderWithOrganization(<PayItemsPage title="Bonus and Incentives" description="Bonus." kinds={BONUS_KINDS} />);
    expect(await screen.findByText('No pay items yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add pay item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pay item' });
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'allowance');
    expect(within(dialog).getByRole('option', { name: 'TD: Tool allowance' })).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'overtime');
    await user.click(within(dialog).getByLabelText('Paid as hours × rate'));
    expect(within(dialog).getByLabelText('Hours')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Amount ($)')).toBeNull();
  });

  it('sends a bonus’s Schedule 5 method and pay periods, and asks a back pay when it accrued', async () => {
    const posts: unknown[] = [];
    stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if (init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: { ...UNION, kind: 'bonus', description: 'Quarterly bonus' } } };
      }
      if (pathname.endsWith('/employees/options')) return { status: 200, body: { data: EMPLOYEES } };
      return { status: 200, body: page([]) };
    });
    const user = userEvent.setup();
    renderWithOrganization(<PayItemsPage title="Bonus and Incentives" description="Bonus." kinds={BONUS_KINDS} />);
    await user.click(await screen.findByRole('button', { name: 'Add pay item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pay item' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Sarah Mitchell' })).toBeTruthy());
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'back_pay');
    expect(within(dialog).getByLabelText('Accrued from')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Pay periods it relates to')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'bonus');
    expect(within(dialog).queryByLabelText('Accrued from')).toBeNull();
    await user.type(within(dialog).getByLabelText('Description'), 'Quarterly bonus');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '5200.00');
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'B2');
    await user.type(within(dialog).getByLabelText('Pay periods it relates to'), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Add pay item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts[0]).toMatchObject({
      kind: 'bonus',
      amount: '5200.00',
      schedule5_method: 'B2',
      schedule5_periods: 13,
      accrued_from: null,
      accrued_to: null,
    });
  });
});
