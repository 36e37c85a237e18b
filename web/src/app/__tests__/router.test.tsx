import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIMESHEETS } from '@/features/timesheets/access';
import { stubFetch } from '@/testing/fetch';
import { renderRoutes, testOrganization } from '@/testing/render-with-organization';
import { routes } from '../router';

const organizations = [testOrganization];

const renderAt = (path: string) => renderRoutes(routes, path);

function signIn() {
  localStorage.setItem('ACCESS_TOKEN', 'token');
  localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Ada Admin', email: 'ada@example.com' }));
}

describe('routes', () => {
  // The first import of a page module (its forms and schemas) is slow on a busy machine; done once
  // here, it stays out of the timed waits below.
  beforeAll(async () => {
    await Promise.all([
      import('../routes/login'),
      import('../routes/dashboard/layout'),
      import('../routes/dashboard/recruitment/jobs'),
      import('../routes/dashboard/recruitment/job'),
      import('../routes/dashboard/recruitment/applicants'),
    ]);
  }, 60_000);

  it.each(['/', '/dashboard', '/dashboard/organizations', '/no/such/page'])(
    'sends a signed-out visitor of %s to /login',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('sends a signed-in user from /login to the dashboard', async () => {
    signIn();
    stubFetch((url) =>
      url.startsWith('/api/v1/dashboard?') || url.includes('/setup-progress')
        ? { status: 404, body: { message: 'Not found.' } }
        : { status: 200, body: { data: organizations } },
    );
    const router = renderAt('/login');
    expect(await screen.findByText('Acacia Health', { selector: 'span' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText(/Showing data for/).textContent).toBe('Showing data for Acacia Health');
  });

  it('redirects recruitment to its job openings', async () => {
    signIn();
    stubFetch((url) =>
      url.includes('/recruitment/job-openings')
        ? { status: 200, body: { data: { data: [], next_cursor: null, per_page: 24 } } }
        : { status: 200, body: { data: organizations } },
    );
    const router = renderAt('/dashboard/recruitment');
    expect(await screen.findByRole('heading', { name: 'Job Openings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/recruitment/jobs');
    expect(await screen.findByText('No job openings yet.')).toBeTruthy();
  });

  it('shows the recruitment screens: applicant tracking and a job opening', async () => {
    signIn();
    stubFetch((url) => {
      if (url.includes('/recruitment/applicants'))
        return {
          status: 200,
          body: {
            data: {
              data: [],
              next_cursor: null,
              per_page: 5,
              total: 0,
              counts: { applied: 0, interview: 0, offer: 0, hired: 0, rejected: 0 },
            },
          },
        };
      if (url.includes('/recruitment/job-openings/')) return { status: 404, body: { message: 'Not found.' } };
      if (url.includes('/recruitment/job-openings'))
        return { status: 200, body: { data: { data: [], next_cursor: null, per_page: 48 } } };
      return { status: 200, body: { data: organizations } };
    });
    const router = renderAt('/dashboard/recruitment/applicants');
    expect(await screen.findByRole('heading', { name: 'Applicant Tracking' })).toBeTruthy();
    expect(await screen.findByText('No applicants found for the selected workspace.')).toBeTruthy();
    await router.navigate('/dashboard/recruitment/jobs/12');
    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeTruthy();
  });

  it('opens the goals page of performance', async () => {
    signIn();
    stubFetch(() => ({ status: 200, body: { data: organizations } }));
    renderAt('/dashboard/performance/goals');
    expect(await screen.findByRole('heading', { name: 'Goals' })).toBeTruthy();
  });

  it.each([
    ['/dashboard/attendance/elsewhere', 'Back to Attendance'],
    ['/dashboard/timesheet/elsewhere', 'Back to Timesheet'],
    ['/dashboard/rostering/elsewhere', 'Back to Rostering'],
    ['/dashboard/payroll/elsewhere', 'Back to Payroll'],
    ['/dashboard/performance/elsewhere', 'Back to Performance'],
    ['/dashboard/settings/general', 'Back to Settings'],
    ['/dashboard/nowhere', 'Go to the dashboard'],
  ])('says an unknown address %s is not found, with a way back', async (path, back) => {
    signIn();
    stubFetch(() => ({ status: 200, body: { data: organizations } }));
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText(path)).toBeTruthy();
    expect(screen.getByRole('link', { name: back })).toBeTruthy();
  });

  it('lists the settings screens the role can open at /dashboard/settings', async () => {
    signIn();
    stubFetch(() => ({ status: 200, body: { data: organizations } }));
    renderAt('/dashboard/settings');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('link', { name: /Members Who can sign in/ })).toBeTruthy();
    expect(main.getByRole('link', { name: /Audit Log/ })).toBeTruthy();
  });

  it.each([
    ['/dashboard/attendance/tracking', 'Attendance Tracking'],
    ['/dashboard/attendance/adjustments', 'Manual Adjustments'],
  ])('opens the attendance screen at %s', async (path, title) => {
    signIn();
    stubFetch((url) =>
      url.includes('/attendance/')
        ? { status: 404, body: { message: 'Not found.' } }
        : { status: 200, body: { data: organizations } },
    );
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
  });

  it.each([
    ['/dashboard/timesheet/entry', 'Timesheet Entry'],
    ['/dashboard/timesheet/approvals', 'Timesheet Approvals'],
    ['/dashboard/timesheet/overtime', 'Overtime'],
    ['/dashboard/timesheet/reports', 'Timesheet Reports'],
  ])('opens the timesheet screen at %s', async (path, title) => {
    signIn();
    // The owner's grants with the timesheets module (the API's branch adds it to the built-in roles).
    const owner = {
      ...testOrganization,
      permissions: {
        ...testOrganization.permissions,
        grants: {
          ...testOrganization.permissions.grants,
          [TIMESHEETS]: { view: 'organization', create: 'organization', edit: 'organization', approve: 'organization' },
        },
      },
    };
    stubFetch((url) =>
      url.includes('/timesheets')
        ? { status: 404, body: { message: 'Not found.' } }
        : { status: 200, body: { data: [owner] } },
    );
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
  });

  it('opens Manage Permission at /dashboard/settings/permission', async () => {
    signIn();
    stubFetch(() => ({ status: 200, body: { data: organizations } }));
    renderAt('/dashboard/settings/permission');
    expect(await screen.findByRole('heading', { name: 'Manage Permission' })).toBeTruthy();
  });

  it('welcomes a user with no workspace and offers to create the first one', async () => {
    signIn();
    stubFetch(() => ({ status: 200, body: { data: [] } }));
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome to Wattle HR, Ada' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Create one/ }).getAttribute('href')).toBe('/dashboard/organizations');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create your first workspace' }));
    expect(await screen.findByRole('dialog', { name: 'Add Workspace' })).toBeTruthy();
  });

  it('shows the dashboard, not the welcome, while the workspaces load or when they fail', async () => {
    signIn();
    stubFetch(() => ({ status: 500, body: { message: 'Server Error' } }));
    renderAt('/dashboard');
    expect(await screen.findByText('Please select an organization.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create your first workspace' })).toBeNull();
  });

  it('draws the shell and the directory’s heading while the organizations load, the role’s menu once known', async () => {
    signIn();
    let answer: (organizations: { status: number; body: unknown }) => void = () => {};
    stubFetch((url) =>
      url.endsWith('/organizations')
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : { status: 200, body: { data: { data: [], next_cursor: null, per_page: 20, total: 0 } } },
    );
    renderAt('/dashboard/employees');
    expect(await screen.findByRole('heading', { name: 'Employee Management', level: 1 })).toBeTruthy();
    // The entries every role has; not the ones the role decides, nor "No organization", meanwhile.
    expect(screen.getByRole('link', { name: 'Organizations' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Employee' })).toBeNull();
    expect(screen.queryByText('No organization')).toBeNull();
    expect(screen.queryByRole('link', { name: /Add New Employee/ })).toBeNull();

    answer({ status: 200, body: { data: organizations } });
    expect(await screen.findByText('The people of Acacia Health.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Employee' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add New Employee/ })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Employee Management', level: 1 })).toHaveLength(1);
  });

  it('signs out when the server answers 401', async () => {
    signIn();
    stubFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    const router = renderAt('/dashboard');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });
});
