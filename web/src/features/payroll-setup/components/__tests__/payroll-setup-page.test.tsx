import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIn } from '@wattle/shared/calendar';
import { BUILT_IN_PERMISSIONS } from '@wattle/shared/permissions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { NO_EMPLOYER_STATE } from '../payroll-settings-form';
import { PayrollSetupPage } from '../payroll-setup-page';
import { PAY, SCHEDULE, SETTINGS, SUMMARY } from './payroll-setup-fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

describe('Salary Structure Setup', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toasts.success.mockReset();
  });

  it('starts the ABN from the workspace’s registration number, still editable', async () => {
    const sent: unknown[] = [];
    stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if (pathname.endsWith('/payroll-settings') && init.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return { status: 200, body: { data: { ...SETTINGS, abn: '53004085616', version: 1 } } };
      }
      if (pathname.endsWith('/payroll-settings')) {
        return { status: 200, body: { data: { ...SETTINGS, abn: '51824753556', abn_from_registration: true } } };
      }
      if (pathname.endsWith('/pay-schedules')) return { status: 200, body: { data: [] } };
      if (pathname.endsWith('/payroll/employee-pay'))
        return { status: 200, body: { data: { data: [], next_cursor: null, per_page: 50 } } };
      return { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup();
    renderWithOrganization(<PayrollSetupPage />);
    const abn = (await screen.findByLabelText('ABN')) as HTMLInputElement;
    expect(abn.value).toBe('51 824 753 556');
    expect(
      screen.getByText(
        "Your workspace's registration number. Change it here only if payroll reports under another ABN.",
      ),
    ).toBeTruthy();
    await user.clear(abn);
    await user.type(abn, '53 004 085 616');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ abn: '53 004 085 616' });
  });

  it('saves settings (showing a bad ABN under its field), lists schedules and sets up an employee’s pay', async () => {
    const sent: { method: string; path: string; body: unknown }[] = [];
    stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      const method = init.method ?? 'GET';
      if (method !== 'GET') sent.push({ method, path: pathname, body: JSON.parse(String(init.body ?? 'null')) });
      if (pathname.endsWith('/payroll-settings') && method === 'PUT') {
        if (sent.length === 1)
          return {
            status: 422,
            body: { message: 'Enter a valid ABN (11 digits).', errors: { abn: ['Enter a valid ABN (11 digits).'] } },
          };
        return { status: 200, body: { data: { ...SETTINGS, abn: '51824753556', version: 1 } } };
      }
      if (pathname.endsWith('/payroll-settings')) return { status: 200, body: { data: SETTINGS } };
      if (pathname.endsWith('/pay-schedules')) return { status: 200, body: { data: [SCHEDULE] } };
      if (pathname.endsWith('/payroll/employee-pay'))
        return { status: 200, body: { data: { data: [SUMMARY], next_cursor: null, per_page: 50 } } };
      if (pathname.endsWith('/employees/7/pay') && method === 'PUT') return { status: 200, body: { data: PAY } };
      if (pathname.endsWith('/employees/7/pay')) return { status: 200, body: { data: PAY } };
      return { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup();
    renderWithOrganization(<PayrollSetupPage />);
    expect(screen.getByRole('heading', { name: 'Salary Structure Setup' })).toBeTruthy();
    const abn = await screen.findByLabelText('ABN');
    expect((screen.getByLabelText('Default super rate (%)') as HTMLInputElement).value).toBe('12.00');
    await user.type(abn, '51 824 753 557');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findAllByText('Enter a valid ABN (11 digits).')).not.toHaveLength(0);
    await user.clear(abn);
    await user.type(abn, '51 824 753 556');
    // No state: due dates count national holidays only, as the empty choice says.
    const state = screen.getByLabelText('State or territory') as HTMLSelectElement;
    expect(state.selectedOptions[0]?.textContent).toBe(NO_EMPLOYER_STATE);
    await user.selectOptions(state, 'NT');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Payroll settings saved.'));
    expect(sent[1]?.body).toMatchObject({
      abn: '51 824 753 556',
      default_super_rate: '12.00',
      bank_bsb: null,
      state: 'NT',
    });
    expect(sent[1]?.body).not.toHaveProperty('version');

    const schedules = screen.getByRole('region', { name: 'Pay schedules' });
    expect(await within(schedules).findByText('Fortnightly staff')).toBeTruthy();
    expect(within(schedules).getByText('22 July 2026')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Set up pay for Sarah Mitchell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up pay: Sarah Mitchell' });
    expect(((await within(dialog).findByLabelText('Effective from')) as HTMLInputElement).value).toBe(
      todayIn('Australia/Sydney'),
    );
    expect((within(dialog).getByLabelText('Ordinary hours a week') as HTMLInputElement).value).toBe('30.40');
    await user.type(within(dialog).getByLabelText('Annual salary ($)'), '85000.00');
    // The fund is the employee record's: shown, with a link to change it there, never typed again.
    expect(within(dialog).getByText(/AustralianSuper · USI STA0100AU · member ••••3456/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Change it on their record' }).getAttribute('href')).toBe(
      '/dashboard/employees/edit/7',
    );
    expect(within(dialog).queryByLabelText('Member number')).toBeNull();
    // A working holiday maker (issue 30 §3): the income type asks for the country only when it needs one.
    expect(within(dialog).queryByLabelText(/Country/)).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText(/STP income type/), 'WHM');
    await user.type(within(dialog).getByLabelText(/Country/), 'GB');
    await user.click(within(dialog).getByRole('button', { name: 'Save pay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/v1/employees/7/pay',
      body: {
        basis: 'salary',
        annual_salary: '85000.00',
        hourly_rate: null,
        ordinary_hours_per_week: '30.40',
        pay_schedule_id: 5,
        super_fund: { abn: null },
        income_type: 'WHM',
        income_country: 'GB',
      },
    });
    expect(toasts.success).toHaveBeenCalledWith("Sarah Mitchell's pay saved.");
  });

  it('asks before deleting a schedule', async () => {
    const deletes: string[] = [];
    stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if (init.method === 'DELETE') {
        deletes.push(pathname);
        return { status: 204, body: null };
      }
      if (pathname.endsWith('/payroll-settings')) return { status: 200, body: { data: SETTINGS } };
      if (pathname.endsWith('/pay-schedules')) return { status: 200, body: { data: [SCHEDULE] } };
      return { status: 200, body: { data: { data: [], next_cursor: null, per_page: 50 } } };
    });
    const user = userEvent.setup();
    renderWithOrganization(<PayrollSetupPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Fortnightly staff' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete pay schedule?' });
    expect(deletes).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual(['/api/v1/organizations/3/pay-schedules/5']));
    expect(toasts.success).toHaveBeenCalledWith('Fortnightly staff deleted.');
  });

  it('shows HR the setup without edit buttons', async () => {
    stubFetch((url) => {
      const { pathname } = parseUrl(url);
      if (pathname.endsWith('/payroll-settings')) return { status: 200, body: { data: SETTINGS } };
      if (pathname.endsWith('/pay-schedules')) return { status: 200, body: { data: [SCHEDULE] } };
      return { status: 200, body: { data: { data: [SUMMARY], next_cursor: null, per_page: 50 } } };
    });
    renderWithOrganization(<PayrollSetupPage />, {
      ...testOrganization,
      role: 'hr_manager',
      permissions: BUILT_IN_PERMISSIONS.hr_manager,
    });
    expect(await screen.findByText('Sarah Mitchell')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add pay schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Set up pay/ })).toBeNull();
  });
});
