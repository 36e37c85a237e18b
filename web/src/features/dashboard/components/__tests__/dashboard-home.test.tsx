import { screen, within } from '@testing-library/react';
import type { DashboardStats } from '@wattle/shared/dashboard';
import type { Organization } from '@wattle/shared/organizations';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { DashboardHome, NO_EMPLOYEES } from '../dashboard-home';
import { NO_PERFORMANCE } from '../performance-panel';

const stats: DashboardStats = {
  total_staff: 12,
  onsite_staff: 7,
  hybrid_staff: 2,
  remote_staff: 3,
  on_leave: 1,
  clocked_in_today: 5,
  by_status: { Active: 8, 'On Probation': 3, 'On Leave': 1, Inactive: 0, Terminated: 0 },
  by_gender: { Male: 5, Female: 6, Other: 1, 'Prefer not to say': 0 },
  by_employment_type: { 'Full-time': 9, 'Part-time': 2, Contract: 1, Internship: 0, Casual: 0 },
  newest_employees: [
    {
      id: 41,
      first_name: 'Mia',
      last_name: 'Nguyen',
      employee_code: 'EMP-041',
      joining_date: '2026-03-02',
      status: 'On Probation',
      last_working_day: null,
    },
  ],
  today: '2026-11-25',
  upcoming_starters: {
    count: 2,
    next: [
      {
        id: 52,
        first_name: 'Noah',
        last_name: 'Brown',
        employee_code: 'EMP-052',
        joining_date: '2026-12-07',
        status: 'On Probation',
        last_working_day: null,
      },
    ],
  },
  scheduled_leavers: { count: 0, next: [] },
  recent_leavers: {
    count: 1,
    days: 30,
    latest: [
      {
        id: 17,
        first_name: 'Ava',
        last_name: 'Smith',
        employee_code: 'EMP-017',
        joining_date: '2022-01-10',
        status: 'Terminated',
        last_working_day: '2026-11-20',
      },
    ],
  },
};

const none: DashboardStats = {
  total_staff: 0,
  onsite_staff: 0,
  hybrid_staff: 0,
  remote_staff: 0,
  on_leave: 0,
  clocked_in_today: 0,
  by_status: { Active: 0, 'On Probation': 0, 'On Leave': 0, Inactive: 0, Terminated: 0 },
  by_gender: { Male: 0, Female: 0, Other: 0, 'Prefer not to say': 0 },
  by_employment_type: { 'Full-time': 0, 'Part-time': 0, Contract: 0, Internship: 0, Casual: 0 },
  newest_employees: [],
  today: '2026-11-25',
  upcoming_starters: { count: 0, next: [] },
  scheduled_leavers: { count: 0, next: [] },
  recent_leavers: { count: 0, days: 30, latest: [] },
};

/** A workspace whose setup is done: the checklist stays away. */
const setUp = { organization_id: 3, steps: [], done: true };
const dashboardOr = (url: string, data: unknown) => ({
  status: 200,
  body: { data: url.includes('/setup-progress') ? setUp : data },
});

function renderHome(organization: Organization | null = testOrganization) {
  return renderWithOrganization(<DashboardHome />, organization);
}

function card(name: string) {
  return screen.getByRole('group', { name });
}

describe('DashboardHome', () => {
  it('shows the real figures in the four cards, the charts and the newest employees', async () => {
    const fetch = stubFetch((url) => dashboardOr(url, stats));
    renderHome();
    expect(screen.getByText(/Showing data for/).textContent).toBe('Showing data for Acacia Health');
    expect(screen.getByRole('status', { name: 'Loading dashboard figures' })).toBeTruthy();

    expect(await screen.findByRole('group', { name: 'Total Staff' })).toBeTruthy();
    expect(card('Total Staff').textContent).toContain('12');
    expect(card('Onsite Staff').textContent).toContain('7');
    expect(card('Onsite Staff').textContent).toContain('Hybrid: 2');
    expect(card('Remote Staff').textContent).toContain('3');
    expect(card('On Leave').textContent).toContain('1');
    expect(card('On Leave').textContent).toContain('Approved leave today');
    expect(card('Total Staff').textContent).toContain('Clocked in today: 5');
    expect(fetch.mock.calls.map((call) => call[0])).toContain('/api/v1/dashboard?organization_id=3');

    expect(screen.getByRole('img', { name: /^Gender diversity:/ }).getAttribute('aria-label')).toBe(
      'Gender diversity: Male 5 (42%), Female 6 (50%), Other 1 (8%), Prefer not to say 0 (0%)',
    );
    expect(screen.getByRole('img', { name: /^Employment type:/ }).getAttribute('aria-label')).toBe(
      'Employment type: Full-time 9 (75%), Part-time 2 (17%), Contract 1 (8%), Internship 0 (0%), Casual 0 (0%)',
    );

    const list = screen.getByRole('region', { name: 'Employee List' });
    expect(within(list).getByRole('link', { name: 'Mia Nguyen' }).getAttribute('href')).toBe('/dashboard/employees/41');
    expect(within(list).getByText(/^EMP-041/).textContent).toBe('EMP-041 · Joined 2 Mar 2026');
    expect(within(screen.getByRole('region', { name: 'Employee Performance' })).getByText(NO_PERFORMANCE)).toBeTruthy();

    // Starters and leavers are apart from the current staff.
    expect(card('Total Staff').textContent).toContain('Current staff');
    const starters = screen.getByRole('region', { name: /^Upcoming starters/ });
    expect(starters.textContent).toContain('2');
    expect(within(starters).getByRole('link', { name: 'Noah Brown' }).getAttribute('href')).toBe(
      '/dashboard/employees/52',
    );
    expect(within(starters).getByText('Starts 7 Dec 2026')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /^Leaving/ })).getByText('No exits scheduled.')).toBeTruthy();
    const left = screen.getByRole('region', { name: /^Left in the last 30 days/ });
    expect(within(left).getByText('Last day 20 Nov 2026')).toBeTruthy();
  });

  it('shows empty states when the organization has no employees', async () => {
    stubFetch((url) => dashboardOr(url, none));
    renderHome();
    expect(await screen.findByRole('group', { name: 'Total Staff' })).toBeTruthy();
    expect(card('Total Staff').textContent).toContain('0');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByText(NO_EMPLOYEES)).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Add Employee' }).getAttribute('href')).toBe('/dashboard/employees/new');
  });

  it('asks for an organization without one, and shows a failure in an alert', async () => {
    const fetch = stubFetch(() => ({ status: 500, body: { message: 'Boom.' } }));
    const { unmount } = renderHome(null);
    expect(screen.getByText('Please select an organization.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    unmount();
    renderHome();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load the dashboard figures.');
  });

  it('shows the setup checklist to those who keep the settings until it is done, each step linked', async () => {
    const progress = {
      organization_id: 3,
      done: false,
      steps: [
        { key: 'company_details', done: true, detail: 'The ABN and address are in.' },
        { key: 'departments', done: true, detail: '2 departments.' },
        { key: 'people', done: true, detail: '3 people.' },
        { key: 'pay_schedule', done: false, detail: 'Add a pay schedule.' },
        { key: 'pay_setup', done: false, detail: '0 of 3 people have pay set up.' },
        { key: 'opening_balances', done: false, detail: '3 people’s leave balances to confirm.' },
        { key: 'first_pay_run', done: false, detail: 'Run and finalise the first pay run.' },
      ],
    };
    stubFetch((url) => ({ status: 200, body: { data: url.includes('/setup-progress') ? progress : stats } }));
    renderHome();
    const list = await screen.findByRole('heading', { name: 'Set up your workspace' });
    const card = list.closest('div')?.parentElement as HTMLElement;
    expect(within(card).getByText('3 of 7 done')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Workspace setup' }).getAttribute('aria-valuenow')).toBe('43');
    const schedule = within(card).getByRole('link', { name: /Payroll settings and a pay schedule \(to do\)/ });
    expect(schedule.getAttribute('href')).toBe('/dashboard/payroll/setup');
    expect(
      within(card)
        .getByRole('link', { name: /People \(done\) 3 people\./ })
        .getAttribute('href'),
    ).toBe('/dashboard/employees/new');
    expect(within(card).getByText('0 of 3 people have pay set up.')).toBeTruthy();
  });

  it('shows no checklist to a role that does not keep the settings', async () => {
    const fetch = stubFetch((url) => dashboardOr(url, stats));
    renderHome(organizationAs('employee'));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(fetch.mock.calls.map((call) => String(call[0])).some((url) => url.includes('setup-progress'))).toBe(false);
  });

  it("sends an employee to the pages that hold their leave, timesheets and payslips, which My Profile doesn't", async () => {
    stubFetch((url) => dashboardOr(url, stats));
    renderHome(organizationAs('employee'));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.queryByText(/later your leave/)).toBeNull();
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('My Profile')).toBe('/dashboard/profile');
    expect(hrefOf('Leave requests')).toBe('/dashboard/attendance/requests');
    expect(hrefOf('Timesheet')).toBe('/dashboard/timesheet/entry');
    expect(hrefOf('Payslips')).toBe('/dashboard/payroll/payslips');
  });
});
