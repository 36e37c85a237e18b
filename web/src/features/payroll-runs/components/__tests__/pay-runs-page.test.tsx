import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayRunDetail, PayRunView } from '@wattle/shared/pay-runs';
import { BUILT_IN_PERMISSIONS } from '@wattle/shared/permissions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { PAYSLIP_TOTALS, payRunView as run } from '../../testing/pay-run';
import { PayRunsPage } from '../pay-runs-page';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const detail = (overrides: Partial<PayRunView> = {}): PayRunDetail => ({
  ...run(overrides),
  payslips_next_cursor: null,
  payslips: [
    {
      payslip_id: '41-7',
      employee_id: 7,
      employee_name: 'Eve Adams',
      ...PAYSLIP_TOTALS,
      ordinary_hours: '76.00',
      hourly_rate: '39.4737',
      basis: 'salary',
      annual_salary: '78000.00',
      tax_scale: '2',
      super_fund_name: 'AustralianSuper',
      super_due_date: '2026-11-27',
      super_due_note: 'counting national public holidays only',
      lines: [
        {
          id: 'ordinary',
          kind: 'ordinary',
          description: 'Ordinary time',
          hours: '76.00',
          rate: '39.4737',
          amount: '3000.00',
          source: 'calculated',
        },
        { id: 'item-2', kind: 'bonus', description: 'Sign-on bonus', amount: '520.00', source: 'one_off' },
        {
          id: 'item-3',
          kind: 'deduction',
          description: 'Union fees',
          amount: '25.00',
          payee: 'ASU',
          source: 'recurring',
        },
        {
          id: 'item-4',
          kind: 'deduction',
          description: 'Staff parking',
          amount: '0.00',
          payee: 'Wattle',
          source: 'recurring',
        },
        {
          id: 'withholding',
          kind: 'withholding',
          description: 'PAYG withholding',
          amount: '704.00',
          source: 'calculated',
        },
        { id: 'super', kind: 'super', description: 'Superannuation', amount: '422.40', source: 'calculated' },
      ],
      leave_accrued: [
        { leave_type_id: 1, name: 'Annual Leave', hours: '5.85' },
        { leave_type_id: 2, name: "Personal/Carer's Leave", hours: '2.92' },
      ],
      posted: false,
      version: 1,
    },
  ],
});

const hr = {
  ...testOrganization,
  role: 'hr_manager' as const,
  role_name: 'HR Manager',
  permissions: BUILT_IN_PERMISSIONS.hr_manager,
};

describe('Salary Processing', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toasts.success.mockClear();
  });

  it('lists runs with their status and drafts a new run with the schedule’s next period', async () => {
    const posted: unknown[] = [];
    stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if (pathname.endsWith('/pay-schedules')) {
        return {
          status: 200,
          body: {
            data: [
              {
                id: 5,
                name: 'Staff',
                frequency: 'fortnightly',
                period_start: '2026-11-16',
                period_end: '2026-11-29',
                pay_date: '2026-12-02',
              },
            ],
          },
        };
      }
      if (pathname.endsWith('/payroll/pay-runs') && init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: run({ id: 42, status: 'calculating' }) } };
      }
      if (pathname.endsWith('/payroll/pay-runs')) {
        return { status: 200, body: { data: { data: [run()], next_cursor: null, per_page: 25 } } };
      }
      if (pathname.endsWith('/payroll/pay-runs/42'))
        return {
          status: 200,
          body: { data: { ...detail({ id: 42, status: 'calculating', tasks_done: 0 }), payslips: [] } },
        };
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderWithOrganization(<PayRunsPage />);
    expect(await screen.findByRole('heading', { name: 'Salary Processing' })).toBeTruthy();
    expect(await screen.findByText('Ready for review')).toBeTruthy();
    expect(screen.getByText('$2,791.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Withholding calculator/ }).getAttribute('href')).toBe(
      '/dashboard/payroll/withholding',
    );
    await userEvent.click(screen.getByRole('button', { name: 'New pay run' }));
    const dialog = await screen.findByRole('dialog', { name: 'New pay run' });
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/Period start/) as HTMLInputElement).value).toBe('2026-11-16'),
    );
    expect((within(dialog).getByLabelText(/Pay date/) as HTMLInputElement).value).toBe('2026-12-02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draft pay run' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      organization_id: 3,
      pay_schedule_id: '5',
      period_start: '2026-11-16',
      period_end: '2026-11-29',
      pay_date: '2026-12-02',
    });
    expect(toasts.success).toHaveBeenCalledWith('Pay run drafted: its payslips are being calculated.');
    expect(await screen.findByText(/Calculating payslips: 0 of 1 batches done/)).toBeTruthy();
  });

  it('reviews a run, adjusts a line and finalises after confirming', async () => {
    const calls: { path: string; method: string; body: unknown }[] = [];
    let status: PayRunView['status'] = 'review';
    stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      const method = init.method ?? 'GET';
      if (method !== 'GET')
        calls.push({ path: pathname, method, body: init.body ? JSON.parse(String(init.body)) : null });
      if (pathname.endsWith('/finalise')) {
        status = 'finalised';
        return { status: 200, body: { data: run({ status: 'finalising' }) } };
      }
      if (pathname.includes('/payslips/7')) return { status: 200, body: { data: detail().payslips[0] } };
      if (pathname.endsWith('/payroll/pay-runs/41')) return { status: 200, body: { data: detail({ status }) } };
      if (pathname.endsWith('/payroll/pay-runs')) {
        return { status: 200, body: { data: { data: [run({ status })], next_cursor: null, per_page: 25 } } };
      }
      if (pathname.endsWith('/pay-schedules')) return { status: 200, body: { data: [] } };
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderWithOrganization(<PayRunsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: /Open the pay run 2 November 2026 to 15 November 2026/ }),
    );
    expect(await screen.findByText('Eve Adams')).toBeTruthy();
    expect(screen.getByText("Accrues: Annual Leave 5.85 h, Personal/Carer's Leave 2.92 h")).toBeTruthy();
    expect(screen.getByText(/Union fees to ASU/)).toBeTruthy();
    // A deduction shows with its sign; one of nothing shows as $0.00, not −$0.00.
    expect(screen.getByText(/Union fees to ASU/).closest('li')?.textContent).toBe('Union fees to ASU−$25.00');
    expect(screen.getByText(/Staff parking to Wattle/).closest('li')?.textContent).toBe('Staff parking to Wattle$0.00');
    // Reg 3.46(4): a salaried employee's annual salary beside the hours; rates as people write them.
    expect(screen.getByText('Annual salary: $78,000.00')).toBeTruthy();
    expect(screen.getByText('Ordinary time (76.00 h × $39.4737)')).toBeTruthy();
    expect(screen.getByText(/Super to AustralianSuper, due 27 Nov 2026/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: "Adjust Eve Adams's payslip" }));
    const dialog = await screen.findByRole('dialog', { name: "Adjust Eve Adams's payslip" });
    await userEvent.type(
      within(dialog)
        .getAllByLabelText(/^Description/)
        .at(-1) as HTMLElement,
      'Spot bonus',
    );
    await userEvent.type(
      within(dialog)
        .getAllByLabelText(/^Amount/)
        .at(-1) as HTMLElement,
      '100.00',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save payslip' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      version: 1,
      add: [{ kind: 'bonus', description: 'Spot bonus', amount: '100.00' }],
      change: [],
      remove: [],
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Finalise' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Finalise pay run?' });
    expect(confirm.textContent).toContain('Finalising locks 1 payslip totalling $2,791.00 net');
    expect(calls.some((call) => call.path.endsWith('/finalise'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Finalise' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/finalise'))).toBe(true));
    expect(toasts.success).toHaveBeenCalledWith('Pay run finalised: its payslips are being posted.');
    expect(await screen.findByRole('button', { name: 'Mark as paid' })).toBeTruthy();
  });

  it('asks who a deduction added in review is paid to (reg 3.46(2))', async () => {
    const patched: unknown[] = [];
    stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if (init.method === 'PATCH') {
        patched.push(JSON.parse(String(init.body)));
        return { status: 200, body: { data: detail().payslips[0] } };
      }
      if (pathname.endsWith('/payroll/pay-runs/41')) return { status: 200, body: { data: detail() } };
      if (pathname.endsWith('/payroll/pay-runs')) {
        return { status: 200, body: { data: { data: [run()], next_cursor: null, per_page: 25 } } };
      }
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderWithOrganization(<PayRunsPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Open the pay run/ }));
    await userEvent.click(await screen.findByRole('button', { name: "Adjust Eve Adams's payslip" }));
    const dialog = await screen.findByRole('dialog', { name: "Adjust Eve Adams's payslip" });
    expect(within(dialog).queryByLabelText(/^Payee/)).toBeNull();
    await userEvent.selectOptions(within(dialog).getByLabelText('Kind'), 'deduction');
    await userEvent.type(
      within(dialog)
        .getAllByLabelText(/^Description/)
        .at(-1) as HTMLElement,
      'Uniform',
    );
    await userEvent.type(
      within(dialog)
        .getAllByLabelText(/^Amount/)
        .at(-1) as HTMLElement,
      '30.00',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save payslip' }));
    expect(await within(dialog).findByText('A deduction needs the payee it is paid to.')).toBeTruthy();
    expect(patched).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/^Payee/), 'Uniform Co');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save payslip' }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toEqual({
      version: 1,
      add: [{ kind: 'deduction', description: 'Uniform', amount: '30.00', payee: 'Uniform Co' }],
      change: [],
      remove: [],
    });
  });

  it('drafts an adjustment run for a paid run and opens it', async () => {
    const posted: unknown[] = [];
    stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if ((init.method ?? 'GET') === 'POST' && pathname.endsWith('/payroll/pay-runs')) {
        posted.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: run({ id: 42, adjusts_pay_run_id: 41, status: 'calculating' }) } };
      }
      if (pathname.endsWith('/payroll/pay-runs/41')) return { status: 200, body: { data: detail({ status: 'paid' }) } };
      if (pathname.endsWith('/payroll/pay-runs/42')) {
        return {
          status: 200,
          body: { data: { ...detail({ id: 42, adjusts_pay_run_id: 41, status: 'review' }), payslips: [] } },
        };
      }
      if (pathname.endsWith('/payroll/pay-runs')) {
        return { status: 200, body: { data: { data: [run({ status: 'paid' })], next_cursor: null, per_page: 25 } } };
      }
      if (pathname.endsWith('/pay-schedules')) return { status: 200, body: { data: [] } };
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderWithOrganization(<PayRunsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: /Open the pay run 2 November 2026 to 15 November 2026/ }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Draft adjustment run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draft adjustment run' });
    expect(within(dialog).getByText(/It pays no ordinary hours again/)).toBeTruthy();
    const payDate = within(dialog).getByLabelText(/^Pay date/);
    await userEvent.clear(payDate);
    await userEvent.type(payDate, '2026-11-30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draft adjustment run' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      organization_id: 3,
      pay_schedule_id: '5',
      period_start: '2026-11-02',
      period_end: '2026-11-15',
      pay_date: '2026-11-30',
      adjusts_pay_run_id: 41,
    });
    expect(toasts.success).toHaveBeenCalledWith('Adjustment run drafted: add what it pays in review.');
    expect(await screen.findByText('No payslips.')).toBeTruthy();
  });

  it('shows HR the runs without the steps it may not take, and a payslip’s unpaid leave', async () => {
    const withUnpaid = detail();
    withUnpaid.payslips = withUnpaid.payslips.map((slip) => ({ ...slip, unpaid_leave_hours: '7.60' }));
    stubFetch((url) => {
      const { pathname } = parseUrl(url);
      if (pathname.endsWith('/payroll/pay-runs/41')) return { status: 200, body: { data: withUnpaid } };
      if (pathname.endsWith('/payroll/pay-runs')) {
        return { status: 200, body: { data: { data: [run()], next_cursor: null, per_page: 25 } } };
      }
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderWithOrganization(<PayRunsPage />, hr);
    await userEvent.click(await screen.findByRole('button', { name: /Open the pay run/ }));
    expect(await screen.findByText('Eve Adams')).toBeTruthy();
    expect(screen.getByText('Unpaid leave: 7.60 h')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New pay run' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finalise' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Adjust/ })).toBeNull();
  });

  it('shows what a finalised run owes each fund and when, and offers the super file marked unverified', async () => {
    stubFetch((url) => {
      const { pathname } = parseUrl(url);
      if (pathname.endsWith('/payroll/pay-runs/41/super')) {
        return {
          status: 200,
          body: {
            data: [
              {
                fund_name: 'AustralianSuper',
                fund_usi: 'STA0100AU',
                employees: 1,
                super_guarantee: '422.40',
                salary_sacrifice: '100.00',
                total: '522.40',
                due_date: '2026-08-11',
                due_note: '7 business days after payday, counting Northern Territory and national public holidays',
              },
            ],
          },
        };
      }
      if (pathname.endsWith('/payroll/pay-runs/41'))
        return { status: 200, body: { data: detail({ status: 'finalised' }) } };
      if (pathname.endsWith('/payroll/pay-runs')) {
        return {
          status: 200,
          body: { data: { data: [run({ status: 'finalised' })], next_cursor: null, per_page: 25 } },
        };
      }
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderWithOrganization(<PayRunsPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Open the pay run/ }));
    expect(await screen.findByText('$522.40')).toBeTruthy();
    expect(
      screen.getByText(/Due 11 Aug 2026 \(7 business days after payday, counting Northern Territory/),
    ).toBeTruthy();
    const file = screen.getByRole('button', { name: 'Download super file (SAFF, unverified)' });
    expect(file.getAttribute('title')).toContain('unverified');
  });

  it('says when the runs cannot be loaded', async () => {
    stubFetch(() => ({ status: 500, body: { message: 'Server error.' } }));
    renderWithOrganization(<PayRunsPage />);
    expect(await screen.findByText('The pay runs could not be loaded.')).toBeTruthy();
  });
});
