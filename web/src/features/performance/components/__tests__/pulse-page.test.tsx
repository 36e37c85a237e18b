import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Pulse } from '@wattle/shared/pulse';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { PULSE_OFF, PulsePage } from '../pulse-page';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const draft: Pulse = {
  employee_id: 9,
  employee_name: 'Mona Lead',
  week: '2026-11-30',
  priorities: [{ text: 'Close the Acme deal', done: false, carried_from: '2026-11-23' }],
  last_week: null,
  version: 0,
  updated_at: null,
};
const ok = (data: unknown) => ({ status: 200, body: { data } });

function stubPulse(on: boolean, writes: { path: string; body: Record<string, unknown> }[]) {
  return stubFetch((url, init) => {
    const { pathname } = parseUrl(url);
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      writes.push({ path: pathname, body });
      return ok(
        pathname.endsWith('/settings') ? { weekly_pulse: body.weekly_pulse, version: 2 } : { ...draft, version: 1 },
      );
    }
    if (pathname.endsWith('/performance/settings')) return ok({ weekly_pulse: on, version: 1 });
    if (pathname.endsWith('/pulses/mine')) return ok(draft);
    if (pathname.endsWith('/pulses'))
      return ok({
        week: '2026-11-30',
        data: [
          {
            ...draft,
            employee_id: 12,
            employee_name: 'Remy Seller',
            priorities: [{ text: 'Ship the menu', done: true }],
            last_week: 'Busy',
            version: 1,
          },
        ],
        next_cursor: null,
        per_page: 100,
      });
    return ok([]);
  });
}

describe('The weekly pulse screen', { timeout: 30_000 }, () => {
  it('carries last week’s open priorities into the form and saves the week', async () => {
    const writes: { path: string; body: Record<string, unknown> }[] = [];
    stubPulse(true, writes);
    renderWithOrganization(<PulsePage />, organizationAs('manager', 9));
    const priority = await screen.findByRole('textbox', { name: 'Priority 1' });
    expect((priority as HTMLInputElement).value).toBe('Close the Acme deal');
    expect(screen.getByText('Carried from the week of 23 November 2026')).toBeTruthy();
    // A manager cannot turn the pulse off (HR's setting).
    expect(screen.queryByRole('button', { name: /Turn off/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add priority' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Priority 2' }), { target: { value: 'Plan the rosters' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Priority 1 done' }));
    fireEvent.change(screen.getByLabelText('How did last week go?'), { target: { value: 'Acme slipped' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save pulse' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Pulse saved.'));
    expect(writes[0]).toEqual({
      path: '/api/v1/performance/pulses/mine',
      body: {
        organization_id: 3,
        week: '2026-11-30',
        priorities: [
          { text: 'Close the Acme deal', done: true, carried_from: '2026-11-23' },
          { text: 'Plan the rosters', done: false },
        ],
        last_week: 'Acme slipped',
        version: 0,
      },
    });
    // The reports' pulses of the week.
    const table = screen.getByRole('region', { name: 'Pulses this week' });
    expect(within(table).getByText('Remy Seller')).toBeTruthy();
    expect(within(table).getByText('Ship the menu')).toBeTruthy();
  });

  it('says when the pulse is off, and HR turns it on', async () => {
    const writes: { path: string; body: Record<string, unknown> }[] = [];
    stubPulse(false, writes);
    renderWithOrganization(<PulsePage />, organizationAs('hr_manager'));
    expect(await screen.findByText(PULSE_OFF)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save pulse' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on the weekly pulse' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('The weekly pulse is on.'));
    expect(writes[0]).toEqual({
      path: '/api/v1/performance/settings',
      body: { organization_id: 3, weekly_pulse: true },
    });
  });
});
