import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { CycleProgressCard } from '../reviews-shared';
import { launchedCycle } from './fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const cycle = launchedCycle({
  reviewee_count: 250,
  reviewees_launched: 0,
});

const reviewee = (id: number) => ({
  employee_id: id,
  employee_name: `Person ${id}`,
  manager_employee_id: null,
  peers: [],
  forms_total: 1,
  forms_submitted: 0,
  acknowledged_at: null,
  version: 1,
});

describe('A cycle’s progress', { timeout: 20_000 }, () => {
  it('counts the launch on the cycle, not on the page shown, and pages through the reviewees', async () => {
    const fetch = stubFetch((url) => {
      const { pathname, searchParams } = parseUrl(url);
      if (pathname.endsWith('/progress')) {
        const second = searchParams.get('cursor') === 'page-2';
        const ids = second ? [101, 102] : Array.from({ length: 100 }, (_, index) => index + 1);
        return {
          status: 200,
          body: {
            data: {
              cycle: { ...cycle, reviewees_launched: 125 },
              data: ids.map(reviewee),
              teams: [],
              next_cursor: second ? null : 'page-2',
              per_page: 100,
            },
          },
        };
      }
      return { status: 200, body: { data: [] } };
    });
    renderWithOrganization(<CycleProgressCard organizationId={3} cycle={cycle} launching />, organizationAs('owner'));
    // 125 launched of 250, though the first page holds 100.
    expect(await screen.findByText('Launching… 125 of 250 reviewees ready.')).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Progress by reviewee' });
    expect(await within(table).findByText('Person 100')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await within(table).findByText('Person 102')).toBeTruthy();
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('progress?cursor=page-2'))).toBe(true),
    );
  });

  it("names each team by its manager from the organization's people, which an employee may read too", async () => {
    stubFetch((url) => {
      const { pathname } = parseUrl(url);
      if (pathname.endsWith('/progress'))
        return {
          status: 200,
          body: {
            data: {
              cycle: { ...cycle, reviewees_launched: 250 },
              data: [{ ...reviewee(7), manager_employee_id: 9 }],
              teams: [{ manager_employee_id: 9, forms_total: 2, forms_submitted: 1 }],
              next_cursor: null,
              per_page: 100,
            },
          },
        };
      if (pathname.endsWith('/feedback/people'))
        return {
          status: 200,
          body: {
            data: [
              { id: 7, first_name: 'Remy', last_name: 'Seller', employee_code: 'E7', reporting_manager_id: 9 },
              { id: 9, first_name: 'Mona', last_name: 'Lead', employee_code: 'E9', reporting_manager_id: null },
            ],
          },
        };
      // An employee's directory holds only themselves.
      return { status: 200, body: { data: [{ id: 7, first_name: 'Remy', last_name: 'Seller', employee_code: 'E7' }] } };
    });
    renderWithOrganization(
      <CycleProgressCard organizationId={3} cycle={cycle} launching={false} />,
      organizationAs('employee', 7),
    );
    const teams = await screen.findByRole('region', { name: 'Completion by team' });
    expect(await within(teams).findByText("Mona Lead's team")).toBeTruthy();
    expect(within(teams).queryByText("Employee 9's team")).toBeNull();
  });
});
