import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import type { CycleSubject } from '../../api/reviews';
import { CYCLES_EMPTY, ReviewsPage } from '../reviews-page';
import { launchedCycle } from './fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const people = [
  { id: 7, first_name: 'Remy', last_name: 'Seller', employee_code: 'E7', reporting_manager_id: 9 },
  { id: 8, first_name: 'Pia', last_name: 'Peer', employee_code: 'E8', reporting_manager_id: 9 },
  { id: 9, first_name: 'Mona', last_name: 'Lead', employee_code: 'E9', reporting_manager_id: null },
];
const cycle = launchedCycle({
  questions: [
    {
      question_id: 1,
      kind: 'rating',
      text: 'Delivery',
      scale: [
        { value: 1, label: 'Low' },
        { value: 2, label: 'High' },
      ],
    },
  ],
  stages: [
    { stage: 'nominate', due_date: '2027-01-10' },
    { stage: 'self', due_date: '2027-01-20' },
  ],
  reviewee_count: 1,
  reviewees_launched: 1,
});
const subject = (peers: CycleSubject['peers']): CycleSubject => ({
  employee_id: 7,
  employee_name: 'Remy Seller',
  manager_employee_id: 9,
  peers,
  forms_total: 2,
  forms_submitted: 0,
  acknowledged_at: null,
  version: 1,
});
const page = <T,>(data: T[], extra = {}) => ({
  status: 200,
  body: { data: { data, next_cursor: null, per_page: 50, ...extra } },
});

describe('Reviews', { timeout: 20_000 }, () => {
  it('lets HR create a cycle from the form, checked with the API’s schema first', async () => {
    const fetch = stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if (pathname.endsWith('/employees/options') || pathname.endsWith('/feedback/people'))
        return { status: 200, body: { data: people } };
      if (init.method === 'POST') return { status: 201, body: { data: { ...cycle, status: 'draft' } } };
      if (pathname.endsWith('/performance/cycles')) return page([]);
      return { status: 200, body: { data: [] } };
    });
    renderWithOrganization(<ReviewsPage />, testOrganization);
    expect(await screen.findByText(`${CYCLES_EMPTY} Create one with New review cycle.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New review cycle' }));
    const dialog = await screen.findByRole('dialog', { name: 'New review cycle' });
    fireEvent.change(within(dialog).getByLabelText(/^Cycle name/), { target: { value: 'FY27 mid-year' } });
    fireEvent.change(within(dialog).getByLabelText(/^Peer threshold/), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save cycle' }));
    // The API's own messages, before anything is sent.
    expect(await within(dialog).findByText('The peer threshold is never below 3.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one reviewee.')).toBeTruthy();
    expect(within(dialog).getAllByText('The deadline is a date (YYYY-MM-DD).').length).toBeGreaterThan(0);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^Peer threshold/), { target: { value: '3' } });
    fireEvent.click(await within(dialog).findByLabelText('Remy Seller'));
    // Only self and manager reviews, due 20 January.
    for (const stage of ['Nominate peers', 'Peer feedback', 'Share', 'Acknowledgement'])
      fireEvent.click(within(dialog).getByLabelText(stage));
    fireEvent.change(within(dialog).getByLabelText(/^Self review due/), { target: { value: '2027-01-20' } });
    fireEvent.change(within(dialog).getByLabelText(/^Manager review due/), { target: { value: '2027-01-27' } });
    fireEvent.change(within(dialog).getByLabelText(/^Q1 point 5 description/), { target: { value: 'Sets the bar.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save cycle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(post?.[1]?.body));
    expect(body).toMatchObject({
      organization_id: 3,
      name: 'FY27 mid-year',
      employee_ids: [7],
      stages: [
        { stage: 'self', due_date: '2027-01-20' },
        { stage: 'manager', due_date: '2027-01-27' },
      ],
      max_peers: 5,
      peer_threshold: 3,
    });
    expect(body.questions[0].scale).toHaveLength(5);
    expect(body.questions[0].scale[4]).toEqual({ value: 5, label: 'Outstanding', description: 'Sets the bar.' });
    // The text question has no scale.
    expect(body.questions[1]).toMatchObject({
      kind: 'text',
      text: 'What should they keep doing, and what could they do differently?',
    });
    expect(body.questions[1].scale).toBeUndefined();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Review cycle saved as a draft.'));
  });

  it('lets a reviewee nominate peers, and never shows them the approvals or New review cycle', async () => {
    let nominated: number[] = [];
    const fetch = stubFetch((url, init) => {
      const { pathname, searchParams } = parseUrl(url);
      if (pathname.endsWith('/employees/options') || pathname.endsWith('/feedback/people'))
        return { status: 200, body: { data: people } };
      if (pathname.endsWith('/nominations')) {
        nominated = JSON.parse(String(init.body)).peer_ids;
        return { status: 200, body: { data: {} } };
      }
      if (pathname.endsWith('/performance/cycles')) return page([cycle]);
      if (pathname.endsWith('/performance/reviews') && searchParams.get('reviewee_id')) {
        const peers = nominated.map((id) => ({ employee_id: id, name: 'Pia Peer', status: 'proposed' as const }));
        return {
          status: 200,
          body: {
            data: {
              subject: subject(peers),
              questions: [],
              shared: false,
              threshold: 3,
              reviews: [],
              peer: null,
              upward: null,
            },
          },
        };
      }
      return { status: 200, body: { data: [] } };
    });
    renderWithOrganization(<ReviewsPage />, organizationAs('employee', 7));
    expect(await screen.findByText('You have not nominated anyone yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New review cycle' })).toBeNull();
    expect(screen.queryByText(/Peer nominations to approve/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Nominate peers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nominate peers' });
    // Not themselves.
    expect(within(dialog).queryByLabelText('Remy Seller')).toBeNull();
    fireEvent.click(await within(dialog).findByLabelText('Pia Peer'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nominate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(nominated).toEqual([8]);
    expect(await screen.findByText('Pia Peer: Waiting for your manager')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/progress'))).toBe(false);
  });

  it('lets a manager approve a report’s nominated peer', async () => {
    let decided: unknown = null;
    stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if (pathname.endsWith('/employees/options') || pathname.endsWith('/feedback/people'))
        return { status: 200, body: { data: people } };
      if (pathname.endsWith('/nominations/decide')) {
        decided = JSON.parse(String(init.body));
        return { status: 200, body: { data: {} } };
      }
      if (pathname.endsWith('/progress')) {
        const peers = decided ? [] : [{ employee_id: 8, name: 'Pia Peer', status: 'proposed' as const }];
        return page([subject(peers)], { cycle, teams: [] });
      }
      if (pathname.endsWith('/performance/cycles')) return page([cycle]);
      if (pathname.endsWith('/performance/reviews')) return { status: 404, body: { message: 'Reviewee not found.' } };
      return { status: 200, body: { data: [] } };
    });
    renderWithOrganization(<ReviewsPage />, organizationAs('manager', 9));
    const table = await screen.findByRole('region', { name: 'Peer nominations to approve: FY27 mid-year' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Approve Pia Peer for Remy Seller' }));
    await waitFor(() => expect(decided).toEqual({ employee_id: 7, approve: [8] }));
    expect(await screen.findByText('No peer nominations are waiting for you.')).toBeTruthy();
  });
});
