import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Candidate, Offer } from '@wattle/shared/hiring';
import type { JobOpening } from '@wattle/shared/recruitment';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { formatFeedbackScore, formatSalary } from '../format';
import { NO_CANDIDATES, NO_OFFERS, SelectionOffers } from '../selection-offers';

function job(id: number, title: string, status: JobOpening['status']): JobOpening {
  return {
    id,
    organization_id: 3,
    title,
    department_id: 8,
    designation_id: 21,
    location: 'Sydney NSW',
    employment_type: 'Full-time',
    status,
    description: null,
    requirements: null,
    posting_date: null,
    closing_date: null,
    applicant_count: 0,
    organization: null,
    department: null,
    designation: null,
    version: 1,
    created_at: '2026-05-01T00:00:00.000Z',
    updated_at: '2026-05-01T00:00:00.000Z',
  };
}

const jobs = [job(39, 'Archivist', 'closed'), job(40, 'Ward Nurse', 'open'), job(41, 'Physiotherapist', 'open')];

function candidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    applicant_id: 70,
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    job_opening_id: 40,
    applicant_status: 'interview',
    candidate_status: 'Awaiting Decision',
    feedback_score: 4.25,
    feedback_count: 2,
    ...overrides,
  };
}

function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 900,
    organization_id: 3,
    applicant_id: 71,
    applicant_name: 'Alan Turing',
    job_opening_id: 40,
    job_title: 'Ward Nurse',
    salary: 95000,
    hours_per_week: null,
    currency: 'AUD',
    start_date: '2026-07-06',
    expiration_date: '2026-06-19',
    offer_date: '2026-05-20',
    notes: null,
    status: 'Sent',
    responded_at: null,
    responded_date: null,
    version: 1,
    created_at: '2026-05-20T00:00:00.000Z',
    updated_at: '2026-05-20T00:00:00.000Z',
    ...overrides,
  };
}

type Answer = { status: number; body?: unknown };

function stubScreen(
  extra?: (url: URL, init: RequestInit) => Answer | undefined,
  state = {
    candidates: {
      40: [
        candidate(),
        candidate({
          applicant_id: 72,
          first_name: 'Ada',
          last_name: 'King',
          email: 'ada@example.com',
          feedback_score: null,
          feedback_count: 0,
        }),
      ],
    } as Record<number, Candidate[]>,
    offers: { 40: [offer()] } as Record<number, Offer[]>,
  },
) {
  return stubFetch((url, init) => {
    const parsed = parseUrl(url);
    const answer = extra?.(parsed, init);
    if (answer) return answer;
    const jobId = Number(parsed.searchParams.get('job_opening_id'));
    switch (parsed.pathname) {
      case '/api/v1/recruitment/job-openings':
        return { status: 200, body: { data: { data: jobs, next_cursor: null, per_page: 48 } } };
      case '/api/v1/recruitment/candidates':
        return { status: 200, body: { data: state.candidates[jobId] ?? [] } };
      case '/api/v1/recruitment/offers':
        return { status: 200, body: { data: state.offers[jobId] ?? [] } };
      default:
        return { status: 404, body: { message: 'Not found.' } };
    }
  });
}

describe('formatting', () => {
  it('shows salaries in Australian dollars and scores out of 5.0', () => {
    expect(formatSalary(95000)).toBe('$95,000.00');
    expect(formatFeedbackScore(4.25)).toBe('4.3 / 5.0');
    expect(formatFeedbackScore(null)).toBe('No feedback yet');
  });
});

describe('SelectionOffers', () => {
  it('starts on the first open job and shows candidates and offers; another job has empty states', async () => {
    const user = userEvent.setup();
    stubScreen();
    renderWithOrganization(<SelectionOffers />);
    const filter = (await screen.findByLabelText('Job Opening')) as HTMLSelectElement;
    expect(filter.value).toBe('40');

    const grace = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(within(grace).getByText('grace@example.com')).toBeTruthy();
    expect(within(grace).getByText('4.3 / 5.0')).toBeTruthy();
    expect(within(grace).getByText('Awaiting Decision')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Ada King' })).getByText('No feedback yet')).toBeTruthy();

    const table = await screen.findByRole('table', { name: /Extended Offers/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Candidate', 'Position', 'Offer Date', 'Status', 'View Offer']);
    const row = await within(table).findByRole('row', { name: /Alan Turing/ });
    expect(row.textContent).toContain('20 May 2026');
    expect(row.textContent).toContain('Sent');

    await user.selectOptions(filter, '41');
    expect(await screen.findByText(NO_CANDIDATES)).toBeTruthy();
    expect(await screen.findByText(NO_OFFERS)).toBeTruthy();
  });

  it('checks the offer with the shared schema, then sends it', async () => {
    const posts: unknown[] = [];
    stubScreen((url, init) => {
      if (url.pathname === '/api/v1/recruitment/offers' && init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: offer({ id: 901, applicant_id: 70, applicant_name: 'Grace Hopper' }) } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithOrganization(<SelectionOffers />);
    const grace = await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.click(within(grace).getByRole('button', { name: 'Make Offer to Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Offer' });
    expect(within(dialog).getByText('Offer Grace Hopper the Ward Nurse position.')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Salary (AUD $)'), '95000');
    fireEvent.change(within(dialog).getByLabelText('Start Date'), { target: { value: '2026-07-06' } });
    fireEvent.change(within(dialog).getByLabelText('Expiration Date'), { target: { value: '2026-07-10' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    expect(await within(dialog).findByText('The offer must expire on or before the start date.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Expiration Date'), { target: { value: '2026-06-19' } });
    await user.type(within(dialog).getByLabelText('Notes'), 'Includes parking.');
    // Hours for the minimum-wage check of a part-time role: out of range first, then kept.
    await user.type(within(dialog).getByLabelText('Hours per week'), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    expect(await within(dialog).findByText('Hours per week must be between 1 and 60.')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Hours per week'));
    await user.type(within(dialog).getByLabelText('Hours per week'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Make Offer' })).toBeNull());
    expect(posts[0]).toEqual({
      organization_id: 3,
      applicant_id: 70,
      salary: 95000,
      hours_per_week: 30,
      start_date: '2026-07-06',
      expiration_date: '2026-06-19',
      notes: 'Includes parking.',
    });
  });

  it('rejects a candidate only after confirming', async () => {
    const patches: string[] = [];
    stubScreen((url, init) => {
      if (init.method === 'PATCH') {
        patches.push(`${url.pathname} ${String(init.body)}`);
        return { status: 200, body: { data: { id: 70, status: 'rejected' } } };
      }
      // The decision is made against the applicant as stored at that moment.
      if (url.pathname === '/api/v1/recruitment/applicants/70')
        return { status: 200, body: { data: { id: 70, version: 4 } } };
      return undefined;
    });
    const user = userEvent.setup();
    renderWithOrganization(<SelectionOffers />);
    const grace = await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.click(within(grace).getByRole('button', { name: 'Reject Grace Hopper' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject candidate' });
    expect(within(confirm).getByText('Reject Grace Hopper for Ward Nurse?')).toBeTruthy();
    expect(patches).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(patches).toEqual(['/api/v1/recruitment/applicants/70/status {"status":"rejected","version":4}']);
  });

  it('shows an offer and marks it accepted after confirming', async () => {
    let current = offer({ notes: 'Includes parking.' });
    const patches: string[] = [];
    stubScreen((url, init) => {
      if (url.pathname === '/api/v1/recruitment/offers/900/status') {
        patches.push(String(init.body));
        // Answered at 8:45 am in Sydney: the UTC day is the 20th, the organization's day the 21st.
        current = offer({
          status: 'Accepted',
          responded_at: '2026-05-20T22:45:00.000Z',
          responded_date: '2026-05-21',
        });
        return { status: 200, body: { data: current } };
      }
      if (url.pathname === '/api/v1/recruitment/offers/900') return { status: 200, body: { data: current } };
      return undefined;
    });
    const user = userEvent.setup();
    renderWithOrganization(<SelectionOffers />);
    await user.click(await screen.findByRole('button', { name: 'View Offer for Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer for Alan Turing' });
    expect(within(dialog).getByText('$95,000.00')).toBeTruthy();
    expect(within(dialog).getByText('6 July 2026')).toBeTruthy();
    expect(within(dialog).getByText('Includes parking.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Mark Declined' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Withdraw Offer' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Mark Accepted' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark offer accepted' });
    await user.click(within(confirm).getByRole('button', { name: 'Mark Accepted' }));
    expect(await within(dialog).findByText('Accepted')).toBeTruthy();
    expect(patches).toEqual(['{"status":"Accepted"}']);
    expect(within(dialog).getByText('21 May 2026')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Mark Accepted' })).toBeNull();
  });
});
