import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { routes } from '../router';

const organizations = [
  {
    id: 3,
    name: 'Acacia Health',
    registration_number: null,
    address: null,
    contact_email: 'hr@acacia.test',
    contact_phone: null,
    industry_type: null,
    timezone: 'Australia/Sydney',
    role: 'owner',
    version: 1,
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

function signIn() {
  localStorage.setItem('ACCESS_TOKEN', 'token');
  localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Ada Admin', email: 'ada@example.com' }));
}

describe('routes', () => {
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
    stubFetch(() => ({ status: 200, body: { data: organizations } }));
    const router = renderAt('/login');
    expect(await screen.findByText('Acacia Health', { selector: 'span' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText(/Showing data for/).textContent).toBe('Showing data for Acacia Health');
  });

  it('redirects recruitment to its job openings', async () => {
    signIn();
    stubFetch(() => ({ status: 200, body: { data: organizations } }));
    const router = renderAt('/dashboard/recruitment');
    expect(await screen.findByRole('heading', { name: 'Job Openings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/recruitment/jobs');
  });

  it.each([
    ['/dashboard/attendance/tracking', 'Attendance Page'],
    ['/dashboard/timesheet/entry', 'Timesheet Page'],
    ['/dashboard/rostering/rosters', 'Rostering Page'],
    ['/dashboard/payroll/setup', 'Payroll Page'],
    ['/dashboard/performance/goals', 'Performance Page'],
    ['/dashboard/settings/permission', 'Settings Page'],
  ])('shows the placeholder page of %s', async (path, title) => {
    signIn();
    stubFetch(() => ({ status: 200, body: { data: organizations } }));
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
  });

  it('asks for an organization when the user has none', async () => {
    signIn();
    stubFetch(() => ({ status: 200, body: { data: [] } }));
    renderAt('/dashboard');
    expect(await screen.findByText('Please select an organization.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Create one/ }).getAttribute('href')).toBe('/dashboard/organizations');
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
