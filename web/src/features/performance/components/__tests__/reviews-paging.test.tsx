import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CalibrationRow } from '@wattle/shared/review-calibration';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { CalibrationCard } from '../reviews-calibration';
import { NominationApprovals } from '../reviews-nominations';
import { launchedCycle } from './fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

/** 125 reviewees: the routes answer 100 a page, so the lists page through them with the one cursor pager. */
const TOTAL = 125;
const cycle = launchedCycle({
  stages: [{ stage: 'nominate', due_date: '2027-01-20' }],
  reviewee_count: TOTAL,
  reviewees_launched: TOTAL,
});

/** The page a cursor names: ids 1–100, then 101–125. */
function page(url: string) {
  const second = parseUrl(url).searchParams.get('cursor') === 'page-2';
  const ids = Array.from({ length: second ? TOTAL - 100 : 100 }, (_, index) => index + (second ? 101 : 1));
  return { ids, next_cursor: second ? null : 'page-2', per_page: 100 };
}

async function nextPage(
  fetch: ReturnType<typeof stubFetch>,
  region: HTMLElement,
  path: string,
  last: string,
  rows: HTMLElement = region,
) {
  fireEvent.click(within(region).getByRole('button', { name: /Next/ }));
  expect(await within(rows).findByText(last)).toBeTruthy();
  await waitFor(() =>
    expect(fetch.mock.calls.some(([url]) => String(url).includes(`${path}?cursor=page-2`))).toBe(true),
  );
}

describe('Review lists past their first page', { timeout: 30_000 }, () => {
  it('pages the peer nominations to approve through the progress route', async () => {
    const fetch = stubFetch((url) => {
      if (!parseUrl(url).pathname.endsWith('/progress')) return { status: 200, body: { data: [] } };
      const { ids, ...rest } = page(url);
      const data = ids.map((id) => ({
        employee_id: id,
        employee_name: `Reviewee ${id}`,
        manager_employee_id: 900,
        peers: [{ employee_id: 1000 + id, name: `Peer ${id}`, status: 'proposed' }],
        forms_total: 2,
        forms_submitted: 0,
        acknowledged_at: null,
        version: 1,
      }));
      return { status: 200, body: { data: { cycle, data, teams: [], ...rest } } };
    });
    renderWithOrganization(
      <NominationApprovals organizationId={3} cycle={cycle} ownEmployeeId={900} />,
      organizationAs('manager'),
    );
    await screen.findByRole('region', { name: 'Peer nominations to approve: FY27 mid-year' });
    const region = document.body;
    expect(await within(region).findByText('Peer 100')).toBeTruthy();
    expect(within(region).getByText('Page 1 · 100 shown')).toBeTruthy();
    expect(within(region).queryByText('Peer 101')).toBeNull();
    await nextPage(fetch, region, '/progress', 'Peer 125');
    expect(within(region).getByText('Page 2 · 25 shown')).toBeTruthy();
    expect(within(region).getByRole('button', { name: /Next/ })).toHaveProperty('disabled', true);
    fireEvent.click(within(region).getByRole('button', { name: /Previous/ }));
    expect(await within(region).findByText('Peer 1')).toBeTruthy();
  });

  it('pages the calibration table (and its 9-box) through the calibration route', async () => {
    const fetch = stubFetch((url) => {
      if (!parseUrl(url).pathname.endsWith('/calibration')) return { status: 200, body: { data: [] } };
      const { ids, ...rest } = page(url);
      const data: CalibrationRow[] = ids.map((id) => ({
        employee_id: id,
        employee_name: `Calibrated ${id}`,
        manager_employee_id: 900,
        manager_name: 'Mona Lead',
        manager_rating: 3,
        calibrated_rating: null,
        potential: null,
        reason: null,
        calibrated_at: null,
        version: 1,
      }));
      return { status: 200, body: { data: { cycle, open: true, data, ...rest } } };
    });
    renderWithOrganization(<CalibrationCard organizationId={3} cycle={cycle} />, organizationAs('owner'));
    const card = await screen.findByRole('region', { name: 'Calibration of FY27 mid-year' });
    const table = within(card).getByRole('region', { name: 'Calibration' });
    expect(await within(table).findByText('Calibrated 100')).toBeTruthy();
    expect(within(card).getByText('Page 1 · 100 shown')).toBeTruthy();
    expect(
      within(card).getByText('100 reviewees a page: the 9-box places this page’s; the CSV export holds them all.'),
    ).toBeTruthy();
    await nextPage(fetch, card, '/calibration', 'Calibrated 125', table);
    expect(within(table).queryByText('Calibrated 100')).toBeNull();
    expect(within(card).getByText('Page 2 · 25 shown')).toBeTruthy();
  });
});
