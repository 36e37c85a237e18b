import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { renderWithOrganization } from '@/testing/render-with-organization';
import { ApplicantDetailsDialog } from '../applicant-details-dialog';
import { ApplicantTracking } from '../applicant-tracking';
import { applicant, applicantPage, stub } from './support';

describe('ApplicantTracking', () => {
  it('says so when the workspace has no applicants, and when the list fails', async () => {
    stub((url) =>
      url.pathname === '/api/v1/recruitment/applicants'
        ? { status: 200, body: { data: applicantPage([]) } }
        : undefined,
    );
    const { unmount } = renderWithOrganization(<ApplicantTracking />);
    expect(await screen.findByText('No applicants found for the selected workspace.')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search by name or email...')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Applicant',
      'Applied For',
      'Applied Date',
      'Status',
      'Actions',
    ]);
    unmount();

    stub((url) =>
      url.pathname === '/api/v1/recruitment/applicants' ? { status: 403, body: { message: 'No.' } } : undefined,
    );
    renderWithOrganization(<ApplicantTracking />);
    expect(await screen.findByText('Failed to fetch data.')).toBeTruthy();
  });

  it('shows the five counts, the rows and their actions', async () => {
    stub((url) =>
      url.pathname === '/api/v1/recruitment/applicants'
        ? {
            status: 200,
            body: {
              data: applicantPage([applicant()], {
                total: 1,
                counts: { applied: 4, interview: 3, offer: 2, hired: 1, rejected: 7 },
              }),
            },
          }
        : undefined,
    );
    renderWithOrganization(<ApplicantTracking />);
    const row = (await screen.findByText('Grace Hopper')).closest('tr') as HTMLElement;
    expect(within(row).getByText('grace@example.com')).toBeTruthy();
    expect(within(row).getByText('Ward Nurse')).toBeTruthy();
    expect(within(row).getByText('21 Nov 2026')).toBeTruthy();
    expect(within(row).getByText('applied').getAttribute('data-tone')).toBe('blue');
    for (const label of ['View Grace Hopper', 'Edit Grace Hopper', 'Delete Grace Hopper'])
      expect(within(row).getByRole('button', { name: label })).toBeTruthy();
    const counts = Object.fromEntries(
      ['Applied', 'Interview', 'Offer', 'Hired', 'Rejected'].map((label) => [
        label,
        screen.getByRole('group', { name: label }).textContent,
      ]),
    );
    expect(counts).toEqual({
      Applied: 'Applied4',
      Interview: 'Interview3',
      Offer: 'Offer2',
      Hired: 'Hired1',
      Rejected: 'Rejected7',
    });
    expect(screen.getByText('Page 1 · 1 applicant')).toBeTruthy();
  });

  it('goes back to page 1 when a filter or the search changes; the search waits 300 ms', async () => {
    const queries: URLSearchParams[] = [];
    stub((url) => {
      if (url.pathname !== '/api/v1/recruitment/applicants') return undefined;
      queries.push(url.searchParams);
      const cursor = url.searchParams.get('cursor');
      return {
        status: 200,
        body: {
          data: applicantPage([applicant({ id: cursor ? 72 : 71, first_name: cursor ? 'Second' : 'First' })], {
            next_cursor: cursor ? null : 'page-2',
            total: 6,
          }),
        },
      };
    });
    const user = userEvent.setup();
    renderWithOrganization(<ApplicantTracking />);
    expect(await screen.findByText('First Hopper')).toBeTruthy();
    expect(queries[0]?.get('per_page')).toBe('5');
    expect(queries[0]?.get('organization_id')).toBe('3');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Second Hopper')).toBeTruthy();
    expect(screen.getByText('Page 2 · 6 applicants')).toBeTruthy();
    expect(queries.at(-1)?.get('cursor')).toBe('page-2');

    // A filter: page 1, no cursor.
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'offer');
    expect(await screen.findByText('First Hopper')).toBeTruthy();
    expect(screen.getByText('Page 1 · 6 applicants')).toBeTruthy();
    expect(queries.at(-1)?.get('status')).toBe('offer');
    expect(queries.at(-1)?.has('cursor')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 · 6 applicants')).toBeTruthy();
    await screen.findByRole('option', { name: 'Physiotherapist' });
    await user.selectOptions(screen.getByLabelText('Filter by job'), '41');
    expect(await screen.findByText('Page 1 · 6 applicants')).toBeTruthy();
    expect(queries.at(-1)?.get('job_opening_id')).toBe('41');
    expect(queries.at(-1)?.has('cursor')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 · 6 applicants')).toBeTruthy();
    const before = queries.length;
    await user.type(screen.getByPlaceholderText('Search by name or email...'), 'gra');
    // Typing asks nothing until it pauses for 300 ms; then one request, from page 1.
    expect(queries.length).toBe(before);
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('gra'));
    expect(queries.slice(before).filter((query) => query.has('search'))).toHaveLength(1);
    expect(queries.at(-1)?.has('cursor')).toBe(false);
    expect(queries.at(-1)?.get('status')).toBe('offer');
    expect(await screen.findByText('Page 1 · 6 applicants')).toBeTruthy();
  });

  it("asks 'Are you sure?' before deleting and says 'Could not delete applicant.' when it fails", async () => {
    const calls: string[] = [];
    stub((url, init) => {
      if (url.pathname === '/api/v1/recruitment/applicants')
        return { status: 200, body: { data: applicantPage([applicant()]) } };
      if (init.method === 'DELETE') {
        calls.push(url.pathname);
        return { status: 500, body: { message: 'Internal Server Error' } };
      }
    });
    const user = userEvent.setup();
    renderWithOrganization(<ApplicantTracking />);
    await user.click(await screen.findByRole('button', { name: 'Delete Grace Hopper' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not delete applicant.');
    expect(calls).toEqual(['/api/v1/recruitment/applicants/70']);
  });

  it('asks for an organization when none is selected', () => {
    const fetch = stubFetch(() => ({ status: 500 }));
    renderWithOrganization(<ApplicantTracking />, null);
    expect(screen.getByText('Please select an organization.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Applicant Tracking' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('ApplicantDetailsDialog', () => {
  it('sorts and sizes pages on the server, and says when filters hide everyone', async () => {
    const asked: URLSearchParams[] = [];
    stub((url) => {
      if (url.pathname !== '/api/v1/recruitment/applicants') return undefined;
      asked.push(url.searchParams);
      const counts = { applied: 1, interview: 0, offer: 0, hired: 0, rejected: 0 };
      return { status: 200, body: { data: applicantPage([], { counts, total: 0 }) } };
    });
    const user = userEvent.setup();
    renderWithOrganization(<ApplicantTracking />);
    // Nothing filtered: the spec's empty text.
    expect(await screen.findByText('No applicants found for the selected workspace.')).toBeTruthy();
    expect(asked[0]?.get('per_page')).toBe('5');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'name');
    await user.selectOptions(screen.getByLabelText('Applicants per page'), '20');
    await waitFor(() => expect(asked.at(-1)?.get('per_page')).toBe('20'));
    expect(asked.at(-1)?.get('sort')).toBe('name');
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'hired');
    expect(await screen.findByText('No applicants match these filters')).toBeTruthy();
  });

  it('saves a new status at once and moves the counts of the table', async () => {
    let saved = false;
    stub((url, init) => {
      if (init.method === 'PATCH') {
        saved = true;
        expect(JSON.parse(String(init.body))).toEqual({ status: 'interview', version: 1 });
        return { status: 200, body: { data: applicant({ status: 'interview', version: 2 }) } };
      }
      if (url.pathname === '/api/v1/recruitment/applicants') {
        const counts = saved
          ? { applied: 0, interview: 1, offer: 0, hired: 0, rejected: 0 }
          : { applied: 1, interview: 0, offer: 0, hired: 0, rejected: 0 };
        return {
          status: 200,
          body: { data: applicantPage([applicant({ status: saved ? 'interview' : 'applied' })], { counts }) },
        };
      }
    });
    const user = userEvent.setup();
    renderWithOrganization(<ApplicantTracking />);
    await user.click(await screen.findByRole('button', { name: 'View Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    expect(within(dialog).getByText('LinkedIn')).toBeTruthy();
    expect(within(dialog).getByText('21 November 2026')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Download Resume' })).toBeNull();
    // Only the next steps are offered: applied → interview, offer, rejected (never straight to hired).
    const options = [...(within(dialog).getByLabelText('Status') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['applied', 'interview', 'offer', 'rejected']);
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'interview');
    await waitFor(() => expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).value).toBe('interview'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Interview' }).textContent).toBe('Interview1'));
    expect(screen.getByRole('group', { name: 'Applied' }).textContent).toBe('Applied0');
    expect(screen.getByText('interview', { selector: 'span' })).toBeTruthy();
  });

  it("says 'Could not update status.' and keeps the saved one when the change fails", async () => {
    stub((_url, init) => (init.method === 'PATCH' ? { status: 500 } : undefined));
    const user = userEvent.setup();
    renderWithOrganization(
      <ApplicantDetailsDialog
        organizationId={3}
        applicant={applicant({ status: 'interview' })}
        onClose={() => {}}
        onChanged={() => {}}
        onEdit={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'offer');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not update status.');
    expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).value).toBe('interview');
  });

  it('downloads the resume through a fresh link, and says so when it cannot', async () => {
    let fail = false;
    stub((url) =>
      url.pathname === '/api/v1/recruitment/applicants/70/resume/download'
        ? fail
          ? { status: 404, body: { message: 'Resume not found.' } }
          : {
              status: 200,
              body: {
                data: { url: 'http://bucket.test/r.pdf?sig=1', file_name: 'resume_Grace_Hopper.pdf', expires_in: 300 },
              },
            }
        : undefined,
    );
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const user = userEvent.setup();
    renderWithOrganization(
      <ApplicantDetailsDialog
        organizationId={3}
        applicant={applicant({
          cover_letter: 'I would love to join.',
          resume: {
            file_name: 'cv.pdf',
            content_type: 'application/pdf',
            size: 10,
            uploaded_at: '2026-11-21T00:00:00Z',
          },
        })}
        onClose={() => {}}
        onChanged={() => {}}
        onEdit={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    expect(within(dialog).getByText('I would love to join.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Download Resume' }));
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'http://bucket.test/r.pdf?sig=1', download: 'resume_Grace_Hopper.pdf' }]),
    );

    fail = true;
    await user.click(within(dialog).getByRole('button', { name: 'Download Resume' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not download resume.');
  });
});
