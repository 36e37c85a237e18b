import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl as parse, renderWithOrganization } from '@/testing/render-with-organization';
import { JobOpeningDetail } from '../job-opening-detail';
import { JobOpeningFormDialog } from '../job-opening-form-dialog';
import { JobOpeningsList } from '../job-openings-list';
import { applicant, applicantPage, departments, designations, job } from './support';

/** Answers the department and designation lists; everything else goes to `other`. */
function structure(other: (url: URL, init: RequestInit) => { status: number; body?: unknown } | undefined) {
  return stubFetch((raw, init) => {
    const url = parse(raw);
    if (url.pathname === '/api/v1/organizations/3/departments') return { status: 200, body: { data: departments } };
    const match = url.pathname.match(/^\/api\/v1\/departments\/(\d+)\/designations$/);
    if (match) return { status: 200, body: { data: designations[Number(match[1])] ?? [] } };
    return other(url, init) ?? { status: 404, body: { message: 'Not found.' } };
  });
}

describe('JobOpeningFormDialog', () => {
  it('keeps the designation disabled until a department is chosen and clears it when the department changes', async () => {
    structure(() => undefined);
    const user = userEvent.setup();
    renderWithOrganization(<JobOpeningFormDialog organizationId={3} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create Job Opening' });
    const department = within(dialog).getByLabelText('Department') as HTMLSelectElement;
    const designation = within(dialog).getByLabelText('Designation') as HTMLSelectElement;
    expect(designation.disabled).toBe(true);
    expect((within(dialog).getByLabelText('Employment Type') as HTMLSelectElement).value).toBe('Full-time');
    expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).value).toBe('open');
    expect(
      Array.from(within(dialog).getByLabelText('Employment Type').querySelectorAll('option'), (o) => o.value),
    ).toEqual(['Full-time', 'Part-time', 'Contract', 'Internship', 'Casual']);
    expect(Array.from(within(dialog).getByLabelText('Status').querySelectorAll('option'), (o) => o.value)).toEqual([
      'open',
      'on-hold',
      'closed',
      'draft',
    ]);

    await within(dialog).findByRole('option', { name: 'Allied Health' });
    await user.selectOptions(department, '9');
    await waitFor(() => expect(designation.disabled).toBe(false));
    await within(dialog).findByRole('option', { name: 'Dietitian' });
    await user.selectOptions(designation, '32');
    expect(designation.value).toBe('32');

    await user.selectOptions(department, '8');
    expect(designation.value).toBe('');
    expect(await within(dialog).findByRole('option', { name: 'Registered Nurse' })).toBeTruthy();
    expect(within(dialog).queryByRole('option', { name: 'Dietitian' })).toBeNull();

    await user.selectOptions(department, '');
    expect(designation.disabled).toBe(true);
  });

  it('validates with the shared schema, then shows the server 422 under each field it names', async () => {
    const bodies: Record<string, unknown>[] = [];
    structure((url, init) => {
      if (url.pathname === '/api/v1/recruitment/job-openings' && init.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return {
          status: 422,
          body: {
            message: 'The designation does not belong to the selected department.',
            errors: {
              designation_id: ['The designation does not belong to the selected department.'],
              closing_date: ['Enter a valid date (YYYY-MM-DD).'],
            },
          },
        };
      }
    });
    const user = userEvent.setup();
    renderWithOrganization(<JobOpeningFormDialog organizationId={3} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create Job Opening' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Job Opening' }));
    for (const text of [
      'Title is required.',
      'Department is required.',
      'Designation is required.',
      'Location is required.',
    ])
      expect(await within(dialog).findByText(text)).toBeTruthy();
    expect(bodies).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Title'), 'Physiotherapist');
    await within(dialog).findByRole('option', { name: 'Allied Health' });
    await user.selectOptions(within(dialog).getByLabelText('Department'), '9');
    await within(dialog).findByRole('option', { name: 'Physiotherapist' });
    await user.selectOptions(within(dialog).getByLabelText('Designation'), '31');
    await user.type(within(dialog).getByLabelText('Location'), 'Remote');
    await user.click(within(dialog).getByRole('button', { name: 'Create Job Opening' }));

    const designation = within(dialog).getByLabelText('Designation');
    await waitFor(() => expect(designation.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = designation.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'The designation does not belong to the selected department.',
    );
    expect(within(dialog).getByText('Enter a valid date (YYYY-MM-DD).')).toBeTruthy();
    // Every message has its field: no second copy in an alert box.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // What was typed stays.
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Physiotherapist');
    expect(bodies[0]).toMatchObject({
      organization_id: 3,
      title: 'Physiotherapist',
      department_id: 9,
      designation_id: 31,
      location: 'Remote',
      employment_type: 'Full-time',
      status: 'open',
      description: null,
      posting_date: null,
    });
  });

  it('edits with the version it read and keeps the department and designation it had', async () => {
    const bodies: Record<string, unknown>[] = [];
    structure((url, init) => {
      if (url.pathname === '/api/v1/recruitment/job-openings/40' && init.method === 'PUT') {
        bodies.push(JSON.parse(String(init.body)));
        return { status: 200, body: { data: job({ title: 'Charge Nurse', version: 3 }) } };
      }
    });
    const saved: string[] = [];
    const user = userEvent.setup();
    renderWithOrganization(
      <JobOpeningFormDialog
        organizationId={3}
        open
        onOpenChange={() => {}}
        job={job({ version: 2, posting_date: '2026-11-21' })}
        onSaved={(value) => saved.push(value.title)}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job Opening' });
    await within(dialog).findByRole('option', { name: 'Registered Nurse' });
    expect((within(dialog).getByLabelText('Designation') as HTMLSelectElement).value).toBe('21');
    expect((within(dialog).getByLabelText('Posting Date') as HTMLInputElement).value).toBe('2026-11-21');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Charge Nurse');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saved).toEqual(['Charge Nurse']));
    expect(bodies[0]).toMatchObject({ title: 'Charge Nurse', department_id: 8, designation_id: 21, version: 2 });
  });
});

describe('JobOpeningsList', () => {
  it('shows each card’s department, applicant count and closing date', async () => {
    const jobs = [
      job({ id: 1, title: 'Baker', applicant_count: 3, closing_date: '2026-12-24' }),
      job({ id: 2, title: 'Barista', applicant_count: 1, closing_date: null }),
    ];
    stubFetch(() => ({ status: 200, body: { data: { data: jobs, next_cursor: null, per_page: 24 } } }));
    renderWithOrganization(<JobOpeningsList />);
    const baker = await screen.findByRole('article', { name: 'Baker' });
    expect(within(baker).getByText('Nursing')).toBeTruthy();
    expect(within(baker).getByText('Closes 24 December 2026')).toBeTruthy();
    expect(within(baker).getByRole('link', { name: '3 applicants for Baker' }).getAttribute('href')).toBe(
      '/dashboard/recruitment/jobs/1',
    );
    const barista = screen.getByRole('article', { name: 'Barista' });
    expect(within(barista).getByText('No closing date')).toBeTruthy();
    expect(within(barista).getByText('1 applicant')).toBeTruthy();
  });

  it('colours each status badge and shows an unknown status as it is, in grey', async () => {
    const jobs = [
      job({ id: 1, title: 'Open role', status: 'open' }),
      job({ id: 2, title: 'Paused role', status: 'on-hold' }),
      job({ id: 3, title: 'Closed role', status: 'closed' }),
      job({ id: 4, title: 'Draft role', status: 'draft' }),
      // The API only writes the four, but an older record may say something else.
      job({ id: 5, title: 'Odd role', status: 'archived' as never, location: '', employment_type: '' as never }),
    ];
    stubFetch(() => ({ status: 200, body: { data: { data: jobs, next_cursor: null, per_page: 24 } } }));
    renderWithOrganization(<JobOpeningsList />);
    const expected = [
      ['Open role', 'open', 'green', 'bg-emerald-50'],
      ['Paused role', 'on-hold', 'amber', 'bg-amber-50'],
      ['Closed role', 'closed', 'red', 'bg-red-50'],
      ['Draft role', 'draft', 'blue', 'bg-sky-50'],
      ['Odd role', 'archived', 'neutral', 'bg-slate-100'],
    ] as const;
    for (const [title, status, tone, background] of expected) {
      const card = await screen.findByRole('article', { name: title });
      const badge = within(card).getByText(status);
      expect(badge.getAttribute('data-tone')).toBe(tone);
      expect(badge.className).toContain(background);
    }
    const odd = screen.getByRole('article', { name: 'Odd role' });
    expect(within(odd).getByText('archived').className).not.toContain('capitalize');
    expect(within(odd).getByText('Remote')).toBeTruthy();
    expect(within(odd).getByText('Full-time')).toBeTruthy();
    expect(within(odd).getByText('Acacia Health')).toBeTruthy();
    expect(within(odd).getByRole('link', { name: 'Odd role' }).getAttribute('href')).toBe(
      '/dashboard/recruitment/jobs/5',
    );
  });

  it('loads the next page with the cursor when asked', async () => {
    const fetch = stubFetch((raw) => {
      const cursor = parse(raw).searchParams.get('cursor');
      return cursor === 'page-2'
        ? {
            status: 200,
            body: { data: { data: [job({ id: 2, title: 'Older role' })], next_cursor: null, per_page: 24 } },
          }
        : {
            status: 200,
            body: { data: { data: [job({ id: 3, title: 'Newer role' })], next_cursor: 'page-2', per_page: 24 } },
          };
    });
    const user = userEvent.setup();
    renderWithOrganization(<JobOpeningsList />);
    expect(await screen.findByRole('article', { name: 'Newer role' })).toBeTruthy();
    expect(parse(String(fetch.mock.calls[0]?.[0])).searchParams.get('organization_id')).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Older role' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Newer role' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the empty state, and asks for an organization when none is selected', async () => {
    stubFetch(() => ({ status: 200, body: { data: { data: [], next_cursor: null, per_page: 24 } } }));
    const { unmount } = renderWithOrganization(<JobOpeningsList />);
    expect(await screen.findByText('No job openings yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Job Opening' })).toBeTruthy();
    unmount();
    const fetch = stubFetch(() => ({ status: 500 }));
    renderWithOrganization(<JobOpeningsList />, null);
    expect(screen.getByText('Please select an organization.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Job Opening' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the delete dialog", async () => {
    stubFetch((_url, init) =>
      init.method === 'DELETE'
        ? {
            status: 409,
            body: { message: 'This job opening has applicants. Close it instead, or delete its applicants first.' },
          }
        : { status: 200, body: { data: { data: [job()], next_cursor: null, per_page: 24 } } },
    );
    const user = userEvent.setup();
    renderWithOrganization(<JobOpeningsList />);
    await user.click(await screen.findByRole('button', { name: 'Delete Ward Nurse' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete job opening' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This job opening has applicants. Close it instead, or delete its applicants first.',
    );
  });
});

/** The detail page also lists the job's applicants: answered with one page of two. */
const applicantsAnswer = (raw: string) =>
  parse(raw).pathname === '/api/v1/recruitment/applicants'
    ? {
        status: 200,
        body: {
          data: applicantPage(
            [applicant(), applicant({ id: 2, first_name: 'Ada', last_name: 'Lovelace', status: 'offer' })],
            {
              total: 2,
            },
          ),
        },
      }
    : undefined;

describe('JobOpeningDetail', () => {
  it('shows the long en-AU dates, the raw value when a date cannot be read, and the structure', async () => {
    stubFetch(
      (raw) =>
        applicantsAnswer(raw) ?? {
          status: 200,
          body: {
            data: job({
              status: 'on-hold',
              description: 'Night shifts.',
              requirements: 'AHPRA registration.',
              posting_date: '2026-11-21',
              closing_date: '21/12/2026',
            }),
          },
        },
    );
    renderWithOrganization(<JobOpeningDetail jobId="40" />);
    expect(await screen.findByRole('heading', { name: 'Ward Nurse' })).toBeTruthy();
    expect(screen.getByText('21 November 2026')).toBeTruthy();
    expect(screen.getByText('21/12/2026')).toBeTruthy();
    expect(screen.getByText('Nursing')).toBeTruthy();
    expect(screen.getByText('Registered Nurse')).toBeTruthy();
    expect(screen.getByText('Night shifts.')).toBeTruthy();
    expect(screen.getByText('AHPRA registration.')).toBeTruthy();
    expect(screen.getByText('on-hold').getAttribute('data-tone')).toBe('amber');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard/recruitment/jobs');
    // Its applicants, by the job's own filter.
    const applicants = await screen.findByRole('region', { name: 'Applicants' });
    expect(await within(applicants).findByText('Ada Lovelace')).toBeTruthy();
    expect(within(applicants).getByText('2 in total')).toBeTruthy();
  });

  it('opens the job form from Edit', async () => {
    stubFetch(
      (raw) =>
        applicantsAnswer(raw) ??
        (parse(raw).pathname.endsWith('/job-openings/40')
          ? { status: 200, body: { data: job() } }
          : { status: 200, body: { data: [] } }),
    );
    const user = userEvent.setup();
    renderWithOrganization(<JobOpeningDetail jobId="40" />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job Opening' });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Ward Nurse');
  });

  it('says a missing job does not exist, and the spec text only when loading truly failed', async () => {
    stubFetch(() => ({ status: 404, body: { message: 'Job opening not found.' } }));
    const { unmount } = renderWithOrganization(<JobOpeningDetail jobId="99" />);
    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeTruthy();
    expect(screen.getByText('This job opening does not exist, or it was deleted.')).toBeTruthy();
    expect(screen.queryByText('Failed to load job details. Please try again.')).toBeNull();
    unmount();

    stubFetch(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
    const { unmount: unmountFailed } = renderWithOrganization(<JobOpeningDetail jobId="99" />);
    expect(await screen.findByText('Failed to load job details. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    unmountFailed();

    const fetch = stubFetch(() => ({ status: 200, body: { data: job() } }));
    const { unmount: unmountBad } = renderWithOrganization(<JobOpeningDetail jobId="abc" />);
    expect(screen.getByRole('heading', { name: 'Job Not Found' })).toBeTruthy();
    await waitFor(() => expect(fetch).not.toHaveBeenCalled());
    unmountBad();

    renderWithOrganization(<JobOpeningDetail jobId={undefined} />);
    expect(screen.getByText('No job ID provided')).toBeTruthy();
  });
});
