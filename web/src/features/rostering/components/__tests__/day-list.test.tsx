import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { planCopy } from '../copy-week';
import { SchedulingPage } from '../scheduling-page';
import { DEPARTMENTS, rosterOf, shiftOf } from './fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

/** A phone's screen: narrower than 640 px. */
const phone = () =>
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches: query.includes('max-width'), addEventListener: () => {}, removeEventListener: () => {} }) as unknown,
  );

describe('Shift scheduling on a phone', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T01:00:00Z'));
    phone();
    stubFetch((url) => {
      const path = parseUrl(url).pathname;
      if (path.endsWith('/departments')) return { status: 200, body: { data: DEPARTMENTS } };
      return { status: 200, body: { data: rosterOf() } };
    });
  });
  afterEach(() => vi.useRealTimers());

  it("lists a day's shifts by person instead of the grid, today first, and opens the same dialogs", async () => {
    renderWithOrganization(<SchedulingPage />);
    const days = await screen.findByRole('tablist', { name: 'Day' });
    expect(screen.queryByRole('table', { name: 'Roster' })).toBeNull();
    // Today (Wednesday 2 December in Sydney): the open shift.
    expect(within(days).getByRole('tab', { selected: true }).textContent).toBe('Wed 2 Dec');
    let panel = screen.getByRole('tabpanel', { name: 'Wednesday 2 December' });
    expect(within(panel).getByRole('heading', { name: 'Open shifts' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '9:00 am – 5:00 pm, Ovens' })).toBeTruthy();

    await userEvent.click(within(days).getByRole('tab', { name: 'Monday 30 November' }));
    panel = screen.getByRole('tabpanel', { name: 'Monday 30 November' });
    expect(within(panel).getByRole('heading', { name: 'Rory Clock' })).toBeTruthy();
    expect(panel.textContent).toContain('7.5h · $214.13');
    await userEvent.click(within(panel).getByRole('button', { name: /^9:00 am – 5:00 pm, Front counter/ }));
    expect(await screen.findByRole('dialog', { name: 'Edit shift' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(days).getByRole('tab', { name: 'Tuesday 1 December' }));
    panel = screen.getByRole('tabpanel', { name: 'Tuesday 1 December' });
    expect(within(panel).getByText('Annual Leave')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Add shift: Sam Oven, Tuesday 1 December' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add shift' });
    expect(
      within(dialog).getByLabelText('Sam Oven is on approved annual leave on Tuesday 1 December. Roster them anyway.'),
    ).toBeTruthy();
  });
});

describe('copying last week', () => {
  it('moves each shift a week on, skipping overlaps, approved leave and open shifts already there', () => {
    const previous = rosterOf({
      shifts: [
        shiftOf(1, { date: '2026-11-23' }),
        shiftOf(2, { date: '2026-11-24', employee_id: 8 }),
        shiftOf(3, { date: '2026-11-25', start_time: '22:00', end_time: '06:00', break_minutes: 0 }),
      ],
      open_shifts: [shiftOf(4, { employee_id: null, date: '2026-11-25', role: 'Ovens' })],
    });
    const current = rosterOf({
      // Rory already works Thursday 3 December 05:00 to 09:00: the overnight copy would overlap it.
      shifts: [shiftOf(5, { date: '2026-12-03', start_time: '05:00', end_time: '09:00' })],
    });
    const { inputs, skipped } = planCopy(previous, current, 7);
    // Monday's copy is clear of Rory's; Sam's Tuesday is approved leave; the overnight overlaps; the open shift is there.
    expect(inputs.map((input) => `${input.employee_id}@${input.date}`)).toEqual(['7@2026-11-30']);
    expect(skipped).toBe(3);
  });

  it('skips a copy that would overlap the person’s shift in another department', () => {
    const previous = rosterOf({ shifts: [shiftOf(1, { date: '2026-11-23' })], open_shifts: [] });
    const current = rosterOf({
      open_shifts: [],
      shifts: [],
      other_department_shifts: [
        { ...shiftOf(9, { date: '2026-11-30', start_time: '12:00', end_time: '20:00' }), department_name: 'Kitchen' },
      ],
    });
    expect(planCopy(previous, current, 7)).toEqual({ inputs: [], skipped: 1 });
  });
});
