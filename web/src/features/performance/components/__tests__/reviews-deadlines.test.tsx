import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { ReviewsPage } from '../reviews-page';
import { launchedCycle } from './fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const cycle = launchedCycle({
  stages: [
    { stage: 'self', due_date: '2027-01-20' },
    { stage: 'manager', due_date: '2027-01-27' },
  ],
  version: 4,
});
const ok = (data: unknown) => ({ status: 200, body: { data } });

describe('Moving a cycle’s deadlines', { timeout: 30_000 }, () => {
  it('HR changes a stage’s deadline; the reminders move with it', async () => {
    const writes: { path: string; body: unknown }[] = [];
    stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        writes.push({ path: pathname, body });
        return ok({ ...cycle, stages: body.stages, version: 5 });
      }
      if (pathname.endsWith('/performance/cycles')) return ok({ data: [cycle], next_cursor: null, per_page: 50 });
      return ok([]);
    });
    renderWithOrganization(<ReviewsPage />, organizationAs('hr_manager'));
    fireEvent.click(await screen.findByRole('button', { name: 'Deadlines of FY27 mid-year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deadlines: FY27 mid-year' });
    expect((within(dialog).getByLabelText(/Self review/) as HTMLInputElement).value).toBe('2027-01-20');
    fireEvent.change(within(dialog).getByLabelText(/Manager review/), { target: { value: '2027-02-03' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save deadlines' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Deadlines saved: the reminders move with them.'));
    expect(writes).toEqual([
      {
        path: '/api/v1/performance/cycles/5/deadlines',
        body: {
          stages: [
            { stage: 'self', due_date: '2027-01-20' },
            { stage: 'manager', due_date: '2027-02-03' },
          ],
          version: 4,
        },
      },
    ]);
  });

  it('is not offered to a manager', async () => {
    stubFetch((url) =>
      parseUrl(url).pathname.endsWith('/performance/cycles')
        ? ok({ data: [cycle], next_cursor: null, per_page: 50 })
        : ok([]),
    );
    renderWithOrganization(<ReviewsPage />, organizationAs('manager', 9));
    expect(await screen.findByText('FY27 mid-year')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deadlines of FY27 mid-year' })).toBeNull();
  });
});
