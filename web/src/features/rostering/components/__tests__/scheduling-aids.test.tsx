import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { SchedulingPage } from '../scheduling-page';
import { DEPARTMENTS, rosterOf, shiftOf, WEEK } from './fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

type Answer = { status: number; body?: unknown };

/** The roster with Rory unavailable Mondays 8 am – noon ("School drop-off"), and a checked Sunday shift. */
const roster = () => {
  const base = rosterOf();
  const sunday = shiftOf(103, { date: '2026-12-06', start_time: '10:00', end_time: '12:00' });
  const check = {
    ...base.checks[0],
    shift_id: 103,
    date: '2026-12-06',
    message: 'Shorter than the minimum engagement',
  };
  return rosterOf({
    shifts: [...base.shifts, sunday],
    checks: [...base.checks, check as (typeof base.checks)[number]],
    unavailability: [
      {
        id: 9,
        organization_id: 3,
        employee_id: 7,
        kind: 'weekly',
        weekday: 1,
        start_date: null,
        end_date: null,
        start_time: '08:00',
        end_time: '12:00',
        note: 'School drop-off',
        version: 1,
        created_at: '',
        updated_at: '',
      },
    ],
  });
};

function stubApi(write: (path: string, init: RequestInit) => Answer = () => ({ status: 201 })) {
  return stubFetch((url, init) => {
    const path = parseUrl(url).pathname;
    if (path.endsWith('/departments')) return { status: 200, body: { data: DEPARTMENTS } };
    if (path.endsWith('/rosters/templates')) return { status: 200, body: { data: [] } };
    if (path.endsWith('/rosters') && (init.method ?? 'GET') === 'GET') return { status: 200, body: { data: roster() } };
    return write(path, init);
  });
}

describe('Shift scheduling aids', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T01:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shades unavailable times on the person’s row, names them, and warns in the dialog', async () => {
    stubApi();
    renderWithOrganization(<SchedulingPage />);
    const grid = await screen.findByRole('table', { name: 'Roster' });
    const monday = within(grid)
      .getByRole('button', { name: 'Add shift: Rory Clock, Monday 30 November' })
      .closest('td') as HTMLElement;
    expect(monday.dataset.unavailable).toBe('true');
    expect(monday.style.backgroundImage).toContain('var(--color-slate-200) 33.33%, var(--color-slate-200) 50%');
    expect(monday.textContent).toContain('Unavailable 8:00 am – 12:00 pm · School drop-off');
    fireEvent.click(within(grid).getByRole('button', { name: /^9:00 am – 5:00 pm, Front counter/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shift' });
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Rory Clock is unavailable Mondays, 8:00 am – 12:00 pm: School drop-off.',
    );
    fireEvent.change(within(dialog).getByLabelText('Start'), { target: { value: '13:00' } });
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
  });

  it('opens the last column’s checks towards the left, inside the grid', async () => {
    stubApi();
    renderWithOrganization(<SchedulingPage />);
    const grid = await screen.findByRole('table', { name: 'Roster' });
    const tipOf = (card: HTMLElement) => document.getElementById(card.getAttribute('aria-describedby') as string);
    const sunday = within(grid).getByRole('button', { name: /^10:00 am – 12:00 pm/ });
    expect(tipOf(sunday)?.className).toContain('right-0');
    const monday = within(grid).getByRole('button', { name: /^9:00 am – 5:00 pm, Front counter/ });
    expect(tipOf(monday)?.className).toContain('left-0');
  });

  it('makes cards and cells read-only for someone who may only view the roster', async () => {
    const viewer = {
      ...testOrganization,
      ...organizationAs('employee', 99),
      permissions: { grants: { rostering: { view: 'organization' as const } }, fields: [] },
    };
    stubApi();
    renderWithOrganization(<SchedulingPage />, viewer);
    const grid = await screen.findByRole('table', { name: 'Roster' });
    expect(within(grid).queryByRole('button', { name: /^9:00 am – 5:00 pm/ })).toBeNull();
    const card = within(grid).getByRole('group', { name: /^9:00 am – 5:00 pm, Front counter/ });
    fireEvent.click(card);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(grid).queryByRole('slider')).toBeNull();
    expect(within(grid).queryByRole('button', { name: /^Add shift/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply template' })).toBeNull();
  });

  it('resizes with the arrow keys, and keeps the old end with the API’s message when it refuses', async () => {
    const sent: unknown[] = [];
    stubApi((path, init) => {
      sent.push([init.method, path, JSON.parse(String(init.body))]);
      return { status: 422, body: { message: 'The break must be shorter than the shift.', errors: {} } };
    });
    renderWithOrganization(<SchedulingPage />);
    const grid = await screen.findByRole('table', { name: 'Roster' });
    const monday = within(grid)
      .getByRole('button', { name: 'Add shift: Rory Clock, Monday 30 November' })
      .closest('td') as HTMLElement;
    const slider = within(monday).getByRole('slider', { name: 'End time of the 9:00 am – 5:00 pm shift' });
    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuetext')).toBe('5:30 pm');
    fireEvent.keyDown(slider, { key: 'Enter' });
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('The break must be shorter than the shift.'));
    expect(sent).toEqual([
      [
        'PUT',
        '/api/v1/shifts/101',
        expect.objectContaining({ date: WEEK, start_time: '09:00', end_time: '17:30', version: 1 }),
      ],
    ]);
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: /^9:00 am – 5:00 pm, Front counter/ })).toBeTruthy(),
    );
  });
});
