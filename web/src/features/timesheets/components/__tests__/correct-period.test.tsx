import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Timesheet } from '@wattle/shared/timesheet-constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { EntryPage } from '../entry-page';
import { EMPLOYEE_GRANTS, page, summaryOf, timesheetOf, withTimesheets } from './fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const employee = withTimesheets('employee', 7, EMPLOYEE_GRANTS);

/** A period paid by pay run 12 (timesheet 51); correcting it opens adjustment 52 with its days. */
function api() {
  let original: Timesheet = timesheetOf({ status: 'approved', locked_by_pay_run_id: 12, version: 3 });
  let adjustment: Timesheet | null = null;
  return stubFetch((url, init) => {
    const path = parseUrl(url).pathname;
    if (init.method === 'POST' && path === '/api/v1/timesheets/51/adjustment') {
      adjustment = timesheetOf({ timesheet_id: 52, adjusts_timesheet_id: 51, adjusts_pay_run_id: 12 });
      original = { ...original, adjusted_by_timesheet_id: 52 };
      return { status: 201, body: { data: adjustment } };
    }
    if (path === '/api/v1/timesheets')
      return page([summaryOf(original), ...(adjustment ? [summaryOf(adjustment)] : [])]);
    if (path === '/api/v1/timesheets/51') return { status: 200, body: { data: original } };
    if (path === '/api/v1/timesheets/52' && adjustment) return { status: 200, body: { data: adjustment } };
    return { status: 404, body: { message: 'Not found.' } };
  });
}

describe('Correct this period', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T01:00:00Z'));
    toasts.success.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('asks first, then opens the adjustment of a locked period for editing', async () => {
    const fetch = api();
    renderWithOrganization(<EntryPage />, employee);
    expect(await screen.findByText(/Locked: pay run 12 paid this period/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add entry/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Correct this period' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Correct this period' });
    // Nothing is opened before it is confirmed.
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Open adjustment' }));

    expect(
      await screen.findByText(
        'Adjustment to the period paid in pay run 12. Once it is approved, the next pay run pays the difference (or recovers it).',
      ),
    ).toBeTruthy();
    const call = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(parseUrl(String(call?.[0])).pathname).toBe('/api/v1/timesheets/51/adjustment');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ version: 3 });
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Adjustment opened: correct the days, then submit it for approval.'),
    );
    // The adjustment is a draft to edit and submit.
    expect(screen.queryByText(/Locked: pay run 12/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add entry on Tue 1 Dec' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit for approval' })).toBeTruthy();
  });
});
