import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Interview } from '@wattle/shared/hiring';
import type { Applicant } from '@wattle/shared/recruitment';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { monthWeeks, shiftMonth } from '../calendar';
import { InterviewScheduling } from '../interview-scheduling';
import { upcomingInterviews } from '../upcoming-interviews';

/** 20 May 2026, 10 am in Sydney. */
const NOW = new Date('2026-05-20T00:00:00.000Z');

function interview(overrides: Partial<Interview> = {}): Interview {
  return {
    id: 501,
    organization_id: 3,
    applicant_id: 70,
    applicant_name: 'Grace Hopper',
    job_opening_id: 40,
    job_title: 'Ward Nurse',
    starts_at: '2026-05-20T23:30:00.000Z',
    ends_at: '2026-05-21T00:30:00.000Z',
    local_starts_at: '2026-05-21T09:30',
    timezone: 'Australia/Sydney',
    duration_minutes: 60,
    interview_type: 'Video',
    interviewers: [
      { user_id: 11, name: 'Bob Smith' },
      { user_id: 12, name: 'Ann Lee' },
    ],
    location: null,
    notes: null,
    status: 'scheduled',
    feedback: [],
    average_score: null,
    version: 1,
    created_at: '2026-05-01T00:00:00.000Z',
    updated_at: '2026-05-01T00:00:00.000Z',
    ...overrides,
  };
}

const applicant = {
  id: 70,
  organization_id: 3,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: null,
  job_opening_id: 40,
  job_opening: { id: 40, title: 'Ward Nurse' },
  cover_letter: null,
  source: 'LinkedIn',
  status: 'applied',
  applied_date: '2026-05-01',
  resume: null,
  resume_url: null,
  version: 1,
  created_at: '2026-05-01T00:00:00.000Z',
  updated_at: '2026-05-01T00:00:00.000Z',
} satisfies Applicant;

/** The workspace's members (interviewers are members, not employee records). */
const options = [
  { user_id: 11, name: 'Bob Smith' },
  { user_id: 12, name: 'Ann Lee' },
];

type Answer = { status: number; body?: unknown };
type Extra = (url: string, init: RequestInit) => Answer | undefined;

/** Answers the screen's reads; `extra` is asked first and may answer anything. */
function stubScreen({
  month = {},
  upcoming = [],
  extra,
}: {
  month?: Record<string, Interview[]>;
  upcoming?: Interview[];
  extra?: Extra;
} = {}) {
  return stubFetch(async (url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    const { pathname, searchParams } = parseUrl(url);
    if (pathname === '/api/v1/recruitment/interviews') {
      const from = searchParams.get('from') ?? '';
      if (!searchParams.get('to')) return { status: 200, body: { data: upcoming } };
      return { status: 200, body: { data: month[from.slice(0, 7)] ?? [] } };
    }
    if (pathname === '/api/v1/recruitment/applicants')
      return { status: 200, body: { data: { data: [applicant], next_cursor: null, per_page: 100 } } };
    if (pathname === '/api/v1/recruitment/interviewers') return { status: 200, body: { data: options } };
    return { status: 404, body: { message: 'Not found.' } };
  });
}

function day(date: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`[data-date="${date}"]`);
  if (!cell) throw new Error(`No calendar cell for ${date}`);
  return cell;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The scheduling screen, rendered, with Grace Hopper's interview of 21 May 2026 opened. */
async function openGraceHopper() {
  const user = userEvent.setup();
  renderWithOrganization(<InterviewScheduling />);
  await user.click(await within(day('2026-05-21')).findByRole('button', { name: /Grace Hopper/ }));
  return { user, details: await screen.findByRole('dialog', { name: 'Grace Hopper' }) };
}

describe('calendar helpers', () => {
  it('lays a month out in Monday-first weeks and moves across years', () => {
    const weeks = monthWeeks('2026-05');
    // 1 May 2026 is a Friday.
    expect(weeks[0]).toEqual([null, null, null, null, '2026-05-01', '2026-05-02', '2026-05-03']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  });
});

describe('InterviewScheduling', () => {
  it('opens on the current month, places interviews on their local day and moves between months', async () => {
    const fetch = stubScreen({
      month: {
        '2026-05': [
          interview(),
          // 11 pm UTC on the 21st is the morning of the 22nd in Sydney.
          interview({
            id: 502,
            applicant_name: 'Alan Turing',
            starts_at: '2026-05-21T23:00:00.000Z',
            local_starts_at: '2026-05-22T09:00',
          }),
        ],
      },
    });
    const user = userEvent.setup();
    renderWithOrganization(<InterviewScheduling />);

    expect(await screen.findByRole('heading', { name: 'May 2026' })).toBeTruthy();
    expect(
      await within(day('2026-05-21')).findByRole('button', { name: /Grace Hopper, Video interview/ }),
    ).toBeTruthy();
    expect(within(day('2026-05-22')).getByRole('button', { name: /Alan Turing/ })).toBeTruthy();
    expect(within(day('2026-05-21')).queryByRole('button', { name: /Alan Turing/ })).toBeNull();
    expect(day('2026-05-20').textContent).toContain('(today)');
    const monthCall = fetch.mock.calls.map(([url]) => parseUrl(String(url))).find((url) => url.searchParams.get('to'));
    expect(monthCall?.search).toBe('?organization_id=3&from=2026-05-01&to=2026-05-31');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'June 2026' })).toBeTruthy();
    expect(await screen.findByText('No interviews this month.')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('from=2026-06-01&to=2026-06-30'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'April 2026' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { name: 'May 2026' })).toBeTruthy();

    // Clicking an interview opens its details.
    await user.click(await within(day('2026-05-21')).findByRole('button', { name: /Grace Hopper/ }));
    const details = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    expect(within(details).getByText('Thursday 21 May 2026 at 9:30 am')).toBeTruthy();
    expect(within(details).getByText('Bob Smith, Ann Lee')).toBeTruthy();
  });

  it('lists at most four upcoming interviews: scheduled, not yet started, earliest first', async () => {
    const future = (id: number, iso: string, extra: Partial<Interview> = {}) =>
      interview({
        id,
        applicant_name: `Applicant ${id}`,
        starts_at: iso,
        local_starts_at: '2026-06-01T09:00',
        ...extra,
      });
    const list = [
      future(1, '2026-05-19T23:00:00.000Z'), // started an hour ago
      future(2, '2026-05-25T00:00:00.000Z', { status: 'cancelled' }),
      future(3, '2026-05-27T00:00:00.000Z'),
      future(4, '2026-05-21T00:00:00.000Z'),
      future(5, '2026-05-23T00:00:00.000Z'),
      future(6, '2026-05-22T00:00:00.000Z'),
      future(7, '2026-05-30T00:00:00.000Z'),
    ];
    expect(upcomingInterviews(list).map((entry) => entry.id)).toEqual([4, 6, 5, 3]);

    stubScreen({ upcoming: list });
    renderWithOrganization(<InterviewScheduling />);
    const section = await screen.findByRole('region', { name: 'Upcoming Interviews' });
    await within(section).findByText('Applicant 4');
    const names = within(section)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span span span')?.textContent);
    expect(names).toEqual(['Applicant 4', 'Applicant 6', 'Applicant 5', 'Applicant 3']);
  });

  it('shows the empty states', async () => {
    stubScreen();
    renderWithOrganization(<InterviewScheduling />);
    expect(await screen.findByText('No upcoming interviews.')).toBeTruthy();
    expect(await screen.findByText('No interviews this month.')).toBeTruthy();
  });

  it('warns when an interviewer is booked and schedules anyway with allow_overlap', async () => {
    const posts: Record<string, unknown>[] = [];
    stubScreen({
      extra: (_url, init) => {
        if (init.method !== 'POST') return undefined;
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posts.push(body);
        if (!body.allow_overlap)
          return {
            status: 409,
            body: {
              message: 'Already booked at this time: Bob Smith. Schedule anyway?',
              conflicts: [{ interview_id: 9, interviewer_id: 11, interviewer_name: 'Bob Smith' }],
            },
          };
        return { status: 201, body: { data: interview({ id: 777 }) } };
      },
    });
    const user = userEvent.setup();
    renderWithOrganization(<InterviewScheduling />);
    await user.click(await screen.findByRole('button', { name: 'Schedule Interview' }));
    const panel = await screen.findByRole('dialog', { name: 'Schedule Interview' });

    // Nothing chosen: the shared schema's messages, and nothing sent.
    await user.click(within(panel).getByRole('button', { name: 'Schedule Interview' }));
    expect(await within(panel).findByText('Applicant is required.')).toBeTruthy();
    expect(within(panel).getByText('Date and time are required.')).toBeTruthy();
    expect(within(panel).getByText('Choose at least one interviewer.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    await within(panel).findByRole('option', { name: 'Grace Hopper' });
    await user.selectOptions(within(panel).getByLabelText('Applicant'), 'Grace Hopper');
    expect((within(panel).getByLabelText('Job Title') as HTMLInputElement).value).toBe('Ward Nurse');
    fireEvent.change(within(panel).getByLabelText('Date and Time'), { target: { value: '2026-05-28T14:00' } });
    await user.selectOptions(within(panel).getByLabelText('Interview Type'), 'On-site');
    await user.type(within(panel).getByLabelText('Search interviewers'), 'bob');
    expect(within(panel).queryByRole('checkbox', { name: /Ann Lee/ })).toBeNull();
    await user.click(within(panel).getByRole('checkbox', { name: /Bob Smith/ }));
    await user.type(within(panel).getByLabelText('Location or Meeting Link'), 'Room 2.14');
    await user.click(within(panel).getByRole('button', { name: 'Schedule Interview' }));

    const warning = await within(panel).findByRole('alert');
    expect(warning.textContent).toContain('Already booked at this time: Bob Smith. Schedule anyway?');
    expect(posts[0]).toMatchObject({
      organization_id: 3,
      applicant_id: 70,
      starts_at: '2026-05-28T14:00',
      duration_minutes: 60,
      interview_type: 'On-site',
      interviewer_ids: [11],
      location: 'Room 2.14',
      allow_overlap: false,
    });

    await user.click(within(warning).getByRole('button', { name: 'Schedule anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule Interview' })).toBeNull());
    expect(posts).toHaveLength(2);
    expect(posts[1]).toMatchObject({ ...posts[0], allow_overlap: true });
  });

  it('records feedback per interviewer and shows the average', async () => {
    // Feedback opens when the interview starts: an hour into it.
    vi.setSystemTime(new Date('2026-05-21T00:30:00.000Z'));
    const first = interview({
      feedback: [
        {
          interviewer_user_id: 11,
          interviewer_name: 'Bob Smith',
          score: 4,
          notes: 'Clear answers.',
          recorded_at: '2026-05-21T01:00:00.000Z',
          entered_by: null,
        },
      ],
      average_score: 4,
      status: 'completed',
    });
    let current = first;
    const puts: unknown[] = [];
    stubScreen({
      month: { '2026-05': [first] },
      extra: (url, init) => {
        const { pathname } = parseUrl(url);
        if (pathname === '/api/v1/recruitment/interviews/501/feedback' && init.method === 'PUT') {
          puts.push(JSON.parse(String(init.body)));
          current = interview({
            ...first,
            feedback: [
              ...first.feedback,
              {
                interviewer_user_id: 12,
                interviewer_name: 'Ann Lee',
                score: 3.5,
                notes: null,
                recorded_at: '2026-05-21T02:00:00.000Z',
                entered_by: null,
              },
            ],
            average_score: 3.8,
          });
          return { status: 200, body: { data: current } };
        }
        if (pathname === '/api/v1/recruitment/interviews/501') return { status: 200, body: { data: current } };
        return undefined;
      },
    });
    const { user, details } = await openGraceHopper();
    expect(within(details).getByTestId('average-score').textContent).toBe('Average score: 4.0 / 5.0 (1 of 2)');
    const bob = within(details).getByRole('region', { name: 'Bob Smith' });
    expect(within(bob).getByText('Clear answers.')).toBeTruthy();
    expect(within(bob).getByText('4.0 / 5.0')).toBeTruthy();

    const ann = within(details).getByRole('region', { name: 'Ann Lee' });
    expect(within(ann).getByText('No feedback yet')).toBeTruthy();
    await user.click(within(ann).getByRole('button', { name: 'Save Feedback' }));
    expect(await within(ann).findByText('The score must be between 1.0 and 5.0.')).toBeTruthy();
    expect(puts).toHaveLength(0);

    await user.selectOptions(within(ann).getByLabelText('Score'), '3.5');
    await user.click(within(ann).getByRole('button', { name: 'Save Feedback' }));
    await waitFor(() =>
      expect(within(details).getByTestId('average-score').textContent).toBe('Average score: 3.8 / 5.0 (2 of 2)'),
    );
    expect(puts[0]).toEqual({ interviewer_id: 12, score: 3.5, notes: null });
    // The owner enters it for Ann (not signed in as her): the form says so.
    expect(within(details).getAllByText(/You are entering this for/)).toHaveLength(2);
    expect(within(within(details).getByRole('region', { name: 'Ann Lee' })).getByText('3.5 / 5.0')).toBeTruthy();
  });

  it('takes no feedback before the interview starts', async () => {
    stubScreen({
      month: { '2026-05': [interview()] },
      extra: (url) =>
        parseUrl(url).pathname === '/api/v1/recruitment/interviews/501'
          ? { status: 200, body: { data: interview() } }
          : undefined,
    });
    const { details } = await openGraceHopper();
    expect(within(details).getByText('Feedback can be recorded once the interview has started.')).toBeTruthy();
    expect(within(details).queryByRole('button', { name: 'Save Feedback' })).toBeNull();
  });

  it('cancels after confirmation and downloads the invite with the token', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'abc');
    let current = interview();
    const calls: string[] = [];
    const created = vi.fn(() => 'blob:invite');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const fetch = stubScreen({
      month: { '2026-05': [current] },
      extra: (url, init) => {
        const { pathname } = parseUrl(url);
        calls.push(`${init.method} ${pathname}`);
        if (pathname.endsWith('/cancel')) {
          current = interview({ status: 'cancelled', version: 2 });
          return { status: 200, body: { data: current } };
        }
        if (pathname === '/api/v1/recruitment/interviews/501/invite') return { status: 200, body: 'BEGIN:VCALENDAR' };
        if (pathname === '/api/v1/recruitment/interviews/501') return { status: 200, body: { data: current } };
        return undefined;
      },
    });
    const { user, details } = await openGraceHopper();

    await user.click(within(details).getByRole('button', { name: 'Download invite (.ics)' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const invite = fetch.mock.calls.find(([url]) => String(url).endsWith('/invite'));
    expect((invite?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer abc');

    await user.click(within(details).getByRole('button', { name: 'Cancel Interview' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel interview' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Interview' }));
    expect(await within(details).findByText('cancelled')).toBeTruthy();
    expect(calls).toContain('PATCH /api/v1/recruitment/interviews/501/cancel');
    expect(within(details).queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
