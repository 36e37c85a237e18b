import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { financialYearOf, NO_ACCESS_TEXT, ReportsPage } from '../reports-page';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const report = (name: string) => ({
  report: name,
  title: 'PAYG withheld (BAS W1, W2)',
  from: '2026-11-01',
  to: '2026-11-30',
  columns: [
    { key: 'month', label: 'Month' },
    { key: 'w1', label: 'W1 Total salary, wages and other payments', money: true },
    { key: 'w2', label: 'W2 Amounts withheld', money: true },
  ],
  rows: [{ month: '2026-11', w1: '6633.23', w2: '1512.00' }],
  totals: { w1: '6633.23', w2: '1512.00' },
});

describe('Payroll Reports', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('reads the picked report for the period and shows money in AUD with a total row', async () => {
    const calls: string[] = [];
    stubFetch((url) => {
      const { pathname, search } = parseUrl(url);
      calls.push(`${pathname}${search}`);
      if (pathname.endsWith('/pay-run-files')) return { status: 200, body: { data: [] } };
      const name = pathname.split('/').at(-1) as string;
      return { status: 200, body: { data: report(name) } };
    });
    renderWithOrganization(<ReportsPage />);
    expect(screen.getByRole('heading', { name: 'Payroll Reports' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Report'), { target: { value: 'payg-withheld' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(calls).toContain('/api/v1/payroll/reports/payg-withheld?organization_id=3&from=2026-11-01&to=2026-11-30'),
    );
    const table = await screen.findByRole('region', { name: 'PAYG withheld (BAS W1, W2)' });
    expect(within(table).getAllByText('$6,633.23')).toHaveLength(2);
    expect(within(table).getByText('Total')).toBeTruthy();
  });

  it('shows a pay date as the other payroll screens do, not as the CSV keeps it', async () => {
    stubFetch((url) =>
      parseUrl(url).pathname.endsWith('/pay-run-files')
        ? { status: 200, body: { data: [] } }
        : {
            status: 200,
            body: {
              data: {
                ...report('pay-run-summary'),
                title: 'Pay run summary',
                columns: [
                  { key: 'pay_run_id', label: 'Pay run' },
                  { key: 'pay_date', label: 'Pay date' },
                  { key: 'gross', label: 'Gross', money: true },
                ],
                rows: [{ pay_run_id: '1', pay_date: '2026-12-09', gross: '6458.43' }],
                totals: { gross: '6458.43' },
              },
            },
          },
    );
    renderWithOrganization(<ReportsPage />);
    const table = await screen.findByRole('region', { name: 'Pay run summary' });
    expect(await within(table).findByText('9 Dec 2026')).toBeTruthy();
    expect(within(table).queryByText('2026-12-09')).toBeNull();
  });

  it('opens on the current financial year in the organization’s day, so runs just paid are in it', async () => {
    const calls: string[] = [];
    stubFetch((url) => {
      const { pathname, search } = parseUrl(url);
      calls.push(`${pathname}${search}`);
      if (pathname.endsWith('/pay-run-files')) return { status: 200, body: { data: [] } };
      return { status: 200, body: { data: report('pay-run-summary') } };
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 28 November 2026 (a run paid on 2 December must be in the default period).
      vi.setSystemTime(new Date('2026-11-28T01:00:00Z'));
      const { unmount } = renderWithOrganization(<ReportsPage />);
      expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-07-01');
      expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2027-06-30');
      await waitFor(() =>
        expect(calls).toContain(
          '/api/v1/payroll/reports/pay-run-summary?organization_id=3&from=2026-07-01&to=2027-06-30',
        ),
      );
      unmount();
      // 1 July 01:00 in Sydney is still 30 June in UTC: the organization's day decides.
      vi.setSystemTime(new Date('2026-06-30T15:00:00Z'));
      renderWithOrganization(<ReportsPage />);
      expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-07-01');
    } finally {
      vi.useRealTimers();
    }
    expect(financialYearOf('2026-06-30')).toEqual({ from: '2025-07-01', to: '2026-06-30' });
  });

  it('asks for a period whose start is not after its end', async () => {
    stubFetch((url) =>
      parseUrl(url).pathname.endsWith('/pay-run-files')
        ? { status: 200, body: { data: [] } }
        : { status: 200, body: { data: report('pay-run-summary') } },
    );
    renderWithOrganization(<ReportsPage />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('Enter a period whose start is on or before its end.')).toBeTruthy();
  });

  it('lists the runs’ downloaded bank and STP files for the period, each with a download', async () => {
    const calls: string[] = [];
    const file = {
      kind: 'aba',
      pay_run_id: 12,
      pay_date: '2026-12-02',
      period_start: '2026-11-16',
      period_end: '2026-11-29',
      file_name: 'pay-run-12-2026-12-02.aba',
      downloads: 2,
      last_downloaded_at: '2026-12-01T23:30:00.000Z',
      last_downloaded_by: 'Olivia Owner',
    };
    stubFetch((url) => {
      const { pathname, search } = parseUrl(url);
      calls.push(`${pathname}${search}`);
      if (pathname.endsWith('/pay-run-files')) return { status: 200, body: { data: [file] } };
      if (pathname.endsWith('/aba')) return { status: 200, body: { aba: true } };
      return { status: 200, body: { data: report('pay-run-summary') } };
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderWithOrganization(<ReportsPage />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-31' } });
    const files = (await screen.findAllByRole('region', { name: 'Bank and STP files' })).at(-1) as HTMLElement;
    const row = (await within(files).findByText('pay-run-12-2026-12-02.aba')).closest('tr') as HTMLElement;
    expect(within(row).getByText('ABA bank file')).toBeTruthy();
    expect(row.textContent).toContain('2 Dec 2026');
    expect(row.textContent).toContain('16 Nov 2026 – 29 Nov 2026');
    expect(within(row).getByText('by Olivia Owner')).toBeTruthy();
    expect(calls).toContain('/api/v1/payroll/pay-run-files?organization_id=3&from=2026-12-01&to=2026-12-31');
    fireEvent.click(within(row).getByRole('button', { name: 'Download pay-run-12-2026-12-02.aba' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Downloaded pay-run-12-2026-12-02.aba.'));
    expect(calls).toContain('/api/v1/payroll/pay-runs/12/aba');
  });

  it('tells an employee the reports are not theirs', () => {
    stubFetch(() => ({ status: 500 }));
    renderWithOrganization(<ReportsPage />, organizationAs('employee'));
    expect(screen.getByText(NO_ACCESS_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
