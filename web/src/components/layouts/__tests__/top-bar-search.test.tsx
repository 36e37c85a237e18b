import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_PERMISSIONS } from '@wattle/shared/permissions';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { TopBarSearch } from '../top-bar-search';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

const employeePage = {
  data: [
    {
      id: 41,
      first_name: 'Mia',
      last_name: 'Nguyen',
      employee_code: 'EMP-041',
      status: 'Active',
      designation: { id: 1, name: 'Nurse', title: 'Registered Nurse', level: 'Mid' },
    },
  ],
  next_cursor: null,
  per_page: 5,
  total: 1,
};

const recruitment = {
  applicants: [
    {
      id: 7,
      first_name: 'Mia',
      last_name: 'Wombat',
      email: 'mia@example.test',
      status: 'interview',
      job_opening: { id: 9, title: 'Night Nurse' },
    },
  ],
  job_openings: [{ id: 9, title: 'Night Nurse', status: 'open', location: 'Sydney' }],
  totals: { applicants: 1, job_openings: 1 },
  complete: true,
};

function stubSearch() {
  return stubFetch((url) => {
    const { pathname } = parseUrl(url);
    if (pathname.endsWith('/employees')) return { status: 200, body: { data: employeePage } };
    if (pathname.endsWith('/recruitment/search')) return { status: 200, body: { data: recruitment } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

const render = (organization = testOrganization) =>
  renderWithOrganization(
    <>
      <TopBarSearch />
      <Location />
    </>,
    organization,
  );

describe('TopBarSearch', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows results grouped by kind, moves with the arrow keys and opens the highlighted one with Enter', async () => {
    const fetch = stubSearch();
    const user = userEvent.setup();
    render();
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'mia');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    await within(listbox).findByText('Mia Nguyen');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((group) => group.textContent?.split('\n')[0]),
    ).toHaveLength(3);
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((group) => within(group).getAllByRole('option').length),
    ).toEqual([1, 1, 1]);
    expect(screen.getByRole('group', { name: 'Employees' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Job openings' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Applicants' })).toBeTruthy();
    // One request per kind, the employees through the directory's own search.
    const asked = fetch.mock.calls.map(([url]) => parseUrl(String(url)));
    expect(asked.find((url) => url.pathname.endsWith('/employees'))?.searchParams.get('search')).toBe('mia');
    expect(asked.find((url) => url.pathname.endsWith('/recruitment/search'))?.searchParams.get('q')).toBe('mia');

    const options = within(listbox).getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    // Past the last it wraps to the first; up from the first to the last.
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/recruitment/jobs/9');
    expect((box as HTMLInputElement).value).toBe('');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('links an applicant by id and an employee to their profile', async () => {
    stubSearch();
    const user = userEvent.setup();
    render();
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'mia');
    await screen.findByText('Mia Wombat');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/recruitment/applicants?applicant=7');
    await user.type(box, 'mia');
    await user.click(await screen.findByText('Mia Nguyen'));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/employees/41');
  });

  it('closes with Escape, then clears, and waits for two characters', async () => {
    const fetch = stubSearch();
    const user = userEvent.setup();
    render();
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'm');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetch).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'i');
    await screen.findByText('Mia Nguyen');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('mi');
    await user.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('asks a role without recruitment only for employees, and says when nothing matched', async () => {
    const fetch = stubFetch(() => ({ status: 200, body: { data: { ...employeePage, data: [], total: 0 } } }));
    const user = userEvent.setup();
    render({ ...testOrganization, role: 'payroll_officer', permissions: BUILT_IN_PERMISSIONS.payroll_officer });
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'zed');
    await waitFor(() => expect(screen.getByTestId('search-message').textContent).toBe('No results for "zed".'));
    // Announced too.
    expect(screen.getByRole('status').textContent).toBe('No results for "zed".');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(parseUrl(String(fetch.mock.calls[0]?.[0])).pathname).toBe('/api/v1/employees');
  });

  it('says when the search failed', async () => {
    stubFetch(() => ({ status: 500, body: { message: 'Boom' } }));
    const user = userEvent.setup();
    render();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'mia');
    await waitFor(() =>
      expect(screen.getByTestId('search-message').textContent).toBe('Search failed. Please try again.'),
    );
    expect(screen.getByRole('status').textContent).toBe('Search failed. Please try again.');
  });
});
