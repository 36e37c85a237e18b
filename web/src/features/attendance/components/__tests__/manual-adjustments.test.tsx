import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AttendanceAdjustment } from '@wattle/shared/attendance-constants';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { ManualAdjustments } from '../manual-adjustments';

const employee = organizationAs('employee', 7);
const manager = organizationAs('manager', 9);

const pending: AttendanceAdjustment = {
  id: 41,
  organization_id: 3,
  employee_id: 7,
  employee_name: 'Rory Clock',
  date: '2026-11-16',
  before: { clock_in: '09:10', clock_out: null, breaks: [] },
  after: { clock_in: '09:00', clock_out: '17:30', breaks: [{ start: '12:00', end: '12:30' }] },
  reason: 'Forgot to clock out.',
  state: 'pending',
  requested_by: 'Rory Clock',
  requested_at: '2026-11-23T00:00:00.000Z',
  decided_by: null,
  decided_at: null,
  comment: null,
  version: 1,
};

const page = (data: AttendanceAdjustment[]) => ({
  status: 200,
  body: { data: { data, next_cursor: null, per_page: 50 } },
});

describe('Manual Adjustments', () => {
  it('asks for a correction with the times worked, checking them before sending', async () => {
    const fetch = stubFetch((_url, init) =>
      init.method === 'POST' ? { status: 201, body: { data: pending } } : page([]),
    );
    renderWithOrganization(<ManualAdjustments />, employee);
    expect(await screen.findByText('You have not asked for any corrections.')).toBeTruthy();
    // An employee has only their own requests.
    expect(screen.queryByRole('button', { name: 'To approve' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a correction' });
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: '2026-11-16' } });
    fireEvent.change(within(dialog).getByLabelText('Clock in'), { target: { value: '17:30' } });
    fireEvent.change(within(dialog).getByLabelText('Clock out'), { target: { value: '09:00' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Forgot to clock out.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    expect(await within(dialog).findByText('Clock-out must be after clock-in.')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Clock in'), { target: { value: '09:00' } });
    fireEvent.change(within(dialog).getByLabelText('Clock out'), { target: { value: '17:30' } });
    fireEvent.change(within(dialog).getByLabelText('Break start'), { target: { value: '12:00' } });
    fireEvent.change(within(dialog).getByLabelText('Break end'), { target: { value: '12:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      organization_id: 3,
      date: '2026-11-16',
      clock_in: '09:00',
      clock_out: '17:30',
      breaks: [{ start: '12:00', end: '12:30' }],
      reason: 'Forgot to clock out.',
    });
  });

  it('lets a manager approve a report’s correction with a comment, showing recorded → corrected', async () => {
    let decided = false;
    const fetch = stubFetch((url, init) => {
      if (init.method === 'PATCH') {
        decided = true;
        return { status: 200, body: { data: { ...pending, state: 'approved', decided_by: 'Maya Clock' } } };
      }
      const view = parseUrl(url).searchParams.get('view');
      return page(view === 'to_approve' && !decided ? [pending] : []);
    });
    renderWithOrganization(<ManualAdjustments />, manager);
    fireEvent.click(await screen.findByRole('button', { name: 'To approve' }));
    const table = await screen.findByRole('region', { name: 'Corrections' });
    const row = (await within(table).findByText('Rory Clock')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('09:10–…');
    expect(row.textContent).toContain('09:00–17:30, break 12:00–12:30');
    fireEvent.click(within(row).getByRole('button', { name: "Approve Rory Clock's correction for 16 Nov 2026" }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve correction' });
    expect(within(dialog).getByText('09:00–17:30, break 12:00–12:30')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Comment (optional)'), { target: { value: 'Thanks.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(parseUrl(String(patch?.[0])).pathname).toBe('/api/v1/attendance/adjustments/41/approve');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ comment: 'Thanks.' });
    expect(await screen.findByText('No corrections are waiting for you.')).toBeTruthy();
  });

  it('keeps the dialog and the comment when a decision fails', async () => {
    stubFetch((_url, init) =>
      init.method === 'PATCH'
        ? { status: 409, body: { message: 'This correction was already declined.' } }
        : page([pending]),
    );
    renderWithOrganization(<ManualAdjustments />, manager);
    fireEvent.click(await screen.findByRole('button', { name: 'To approve' }));
    fireEvent.click(await screen.findByRole('button', { name: "Decline Rory Clock's correction for 16 Nov 2026" }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline correction' });
    fireEvent.change(within(dialog).getByLabelText('Comment (optional)'), { target: { value: 'No.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('This correction was already declined.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Comment (optional)') as HTMLTextAreaElement).value).toBe('No.');
  });
});
