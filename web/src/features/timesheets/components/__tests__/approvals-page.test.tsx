import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TimesheetPayLines } from '@wattle/shared/timesheet-constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { ApprovalsPage } from '../approvals-page';
import { MANAGER_GRANTS, page, summaryOf, timesheetOf, withTimesheets } from './fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const manager = withTimesheets('manager', 9, MANAGER_GRANTS);
const hr = withTimesheets('hr_manager', null, { view: 'organization', approve: 'organization' });

const rory = timesheetOf({
  status: 'submitted',
  worked_minutes: 2310,
  can_approve: true,
  exceptions: [
    { date: '2026-12-01', code: 'meal_break', message: 'MA000004 cl. 16.1: a meal break after 5 hours' },
    { date: '2026-12-02', code: 'meal_break', message: 'MA000004 cl. 16.1: a meal break after 5 hours' },
    { date: '2026-12-05', code: 'no_clock_out', message: 'No clock-out' },
  ],
});
const ivy = timesheetOf({
  timesheet_id: 52,
  employee_id: 8,
  employee_name: 'Ivy Oven',
  status: 'submitted',
  worked_minutes: 1200,
  can_approve: true,
  version: 3,
});

const payLines: TimesheetPayLines = {
  timesheet_id: 51,
  pay_condition_set_id: 'MA000004',
  pay_condition_set_name: 'General Retail Industry Award',
  classification: 'Retail Employee Level 1',
  lines: [
    {
      shift: 0,
      date: '2026-12-01',
      start: '09:00',
      end: '17:00',
      minutes: 450,
      category: 'ordinary',
      rate_cents: 2690,
      amount_cents: 20175,
      rule: 'MA000004 cl. 17: ordinary hours',
      unverified: false,
    },
    {
      shift: 1,
      date: '2026-12-05',
      start: '09:00',
      end: '13:00',
      minutes: 240,
      category: 'saturday',
      rate_cents: 3363,
      amount_cents: 13452,
      rule: 'MA000004 cl. 22.1: Saturday 125%',
      unverified: true,
    },
  ],
  flags: [],
  total_cents: 33627,
  worked_minutes: 690,
  by_category: [
    { category: 'ordinary', minutes: 450, amount_cents: 20175 },
    { category: 'saturday', minutes: 240, amount_cents: 13452 },
  ],
  unverified: true,
};

describe('Timesheet Approvals', () => {
  beforeEach(() => {
    toasts.success.mockClear();
    toasts.warning.mockClear();
  });

  it('lists the pending timesheets with their exceptions and approves the selected in bulk', async () => {
    let approved = false;
    const fetch = stubFetch((url, init) => {
      const path = parseUrl(url).pathname;
      if (init.method === 'POST' && path === '/api/v1/timesheets/bulk-approve') {
        approved = true;
        return {
          status: 202,
          body: { data: { accepted: 1, refused: [{ timesheet_id: 52, message: 'Not submitted.' }] } },
        };
      }
      return page(approved ? [] : [summaryOf(rory), summaryOf(ivy)]);
    });
    renderWithOrganization(<ApprovalsPage />, manager);
    const table = await screen.findByRole('region', { name: 'Timesheets to approve' });
    const row = (await within(table).findByText('Rory Clock')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('30 Nov 2026 – 6 Dec 2026');
    expect(row.textContent).toContain('38:30');
    // Each exception once, by its label.
    expect(within(row).getAllByText('Over 5 hours without a meal break')).toHaveLength(1);
    expect(within(row).getByText('No clock-out')).toBeTruthy();
    expect(Object.fromEntries(parseUrl(String(fetch.mock.calls[0]?.[0])).searchParams)).toEqual({
      organization_id: '3',
      view: 'to_approve',
    });

    const bulk = screen.getByRole('button', { name: /Approve selected/ }) as HTMLButtonElement;
    expect(bulk.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: "Select Rory Clock's timesheet" }));
    fireEvent.click(screen.getByRole('checkbox', { name: "Select Ivy Oven's timesheet" }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('1 timesheet accepted for approval, 1 refused.'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ organization_id: 3, ids: [51, 52] });
    expect(await screen.findByText('No timesheets are waiting for your approval.')).toBeTruthy();
  });

  it('shows a bulk approval as under way, and reads the list again until the worker has approved it', async () => {
    let posted = false;
    let readsSincePost = 0;
    stubFetch((url, init) => {
      if (init.method === 'POST' && parseUrl(url).pathname === '/api/v1/timesheets/bulk-approve') {
        posted = true;
        return { status: 202, body: { data: { accepted: 2, refused: [] } } };
      }
      if (!posted) return page([summaryOf(rory), summaryOf(ivy)]);
      // The worker approves from the queue a moment after the request answers.
      readsSincePost += 1;
      return page(readsSincePost < 2 ? [summaryOf(rory), summaryOf(ivy)] : []);
    });
    renderWithOrganization(<ApprovalsPage />, manager);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all shown' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('2 timesheets accepted for approval, 0 refused.'));
    const approving = screen.getByRole('button', { name: "Approve Rory Clock's timesheet" }) as HTMLButtonElement;
    expect(approving.textContent).toBe('Approving...');
    expect(approving.disabled).toBe(true);
    for (const name of ["Select Ivy Oven's timesheet", 'Select all shown'])
      expect((screen.getByRole('checkbox', { name }) as HTMLInputElement).disabled).toBe(true);
    expect(await screen.findByText('No timesheets are waiting for your approval.', {}, { timeout: 6000 })).toBeTruthy();
  });

  it('approves one with its version, and rejects one with a comment', async () => {
    const fetch = stubFetch((_url, init) =>
      init.method === 'PATCH' ? { status: 200, body: { data: rory } } : page([summaryOf(rory), summaryOf(ivy)]),
    );
    renderWithOrganization(<ApprovalsPage />, manager);
    fireEvent.click(await screen.findByRole('button', { name: "Approve Ivy Oven's timesheet" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Ivy Oven's timesheet approved."));
    const approve = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(parseUrl(String(approve?.[0])).pathname).toBe('/api/v1/timesheets/52/approve');
    expect(JSON.parse(String(approve?.[1]?.body))).toEqual({ version: 3 });

    fireEvent.click(screen.getByRole('button', { name: "Reject Rory Clock's timesheet" }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject timesheet' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why, so the employee can correct it.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Tuesday is missing.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reject = fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH')[1];
    expect(parseUrl(String(reject?.[0])).pathname).toBe('/api/v1/timesheets/51/reject');
    expect(JSON.parse(String(reject?.[1]?.body))).toEqual({ version: 1, comment: 'Tuesday is missing.' });
  });

  it('opens a timesheet with its pay lines grouped by category, the rule of each and what is unverified', async () => {
    stubFetch((url) => {
      const path = parseUrl(url).pathname;
      if (path === '/api/v1/timesheets/51/pay-lines') return { status: 200, body: { data: payLines } };
      if (path === '/api/v1/timesheets/51') return { status: 200, body: { data: rory } };
      return page([summaryOf(rory)]);
    });
    renderWithOrganization(<ApprovalsPage />, hr);
    fireEvent.click(await screen.findByRole('button', { name: "View Rory Clock's timesheet" }));
    const sheet = await screen.findByRole('dialog', { name: "Rory Clock's timesheet" });
    const saturday = await within(sheet).findByRole('region', { name: 'Saturday' });
    expect(saturday.textContent).toContain('4:00 h · $134.52');
    expect(saturday.textContent).toContain('MA000004 cl. 22.1: Saturday 125%');
    expect(saturday.textContent).toContain('$33.63');
    expect(within(saturday).getByText('Unverified')).toBeTruthy();
    const ordinary = within(sheet).getByRole('region', { name: 'Ordinary hours' });
    expect(ordinary.textContent).toContain('Tue 1 Dec 09:00–17:00');
    expect(within(ordinary).queryByText('Unverified')).toBeNull();
    expect(within(sheet).getByText('General Retail Industry Award, Retail Employee Level 1')).toBeTruthy();
    expect(sheet.textContent).toContain('$336.27');
  });

  it('shows a manager without the pay field group the days, not the pay lines', async () => {
    stubFetch((url) => {
      const path = parseUrl(url).pathname;
      if (path === '/api/v1/timesheets/51') return { status: 200, body: { data: rory } };
      return page([summaryOf(rory)]);
    });
    renderWithOrganization(<ApprovalsPage />, manager);
    fireEvent.click(await screen.findByRole('button', { name: "View Rory Clock's timesheet" }));
    const sheet = await screen.findByRole('dialog', { name: "Rory Clock's timesheet" });
    expect(within(sheet).getByText('Pay lines show pay rates: they are for roles that see pay.')).toBeTruthy();
  });

  it('says when nothing waits, and offers a retry when the list fails', async () => {
    stubFetch(() => ({ status: 500, body: { message: '' } }));
    renderWithOrganization(<ApprovalsPage />, manager);
    expect(await screen.findByText('The timesheets could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
  });
});
