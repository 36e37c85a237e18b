import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { renderRoutes, testOrganization } from '@/testing/render-with-organization';
import { routes } from '../router';

const organization = testOrganization;
const session = {
  token: 'token',
  user: { id: 1, name: 'Ada Admin', email: 'ada@example.com' },
  organizations: [{ ...organization }],
};

const renderAt = (path: string) => renderRoutes(routes, path);

/** The API as the login screen and the organizations page see it; `mfa` asks for a code first. */
function stubApi({ mfa = false } = {}) {
  return stubFetch((url) => {
    if (url === '/api/v1/login')
      return { status: 200, body: { data: mfa ? { mfa_required: true, mfa_token: 'm'.repeat(43) } : session } };
    if (url === '/api/v1/login/mfa') return { status: 200, body: { data: session } };
    if (url.endsWith('/organizations/deleted')) return { status: 200, body: { data: [] } };
    if (url.startsWith('/api/v1/organizations')) return { status: 200, body: { data: [organization] } };
    return { status: 404, body: { message: 'Not found.' } };
  });
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Correct-Horse-9');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('signing in lands on the page asked for', () => {
  beforeAll(async () => {
    await Promise.all([
      import('../routes/login'),
      import('../routes/dashboard/layout'),
      import('../routes/dashboard/organizations/list'),
    ]);
  }, 60_000);

  it('remembers a guarded page and returns to it after the password', async () => {
    stubApi();
    const router = renderAt('/dashboard/organizations?view=cards');
    await screen.findByRole('button', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fdashboard%2Forganizations%3Fview%3Dcards');

    await signInWithPassword(userEvent.setup());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/organizations'));
    expect(router.state.location.search).toBe('?view=cards');
    expect(await screen.findByRole('heading', { name: 'Organizations' })).toBeTruthy();
  });

  it('returns there after the authentication code too', async () => {
    stubApi({ mfa: true });
    const router = renderAt('/dashboard/organizations');
    const user = userEvent.setup();
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/organizations'));
  });

  it('never follows a next that leaves the app', async () => {
    stubApi();
    const router = renderAt('/login?next=%2F%2Fevil.example%2Fdashboard');
    await signInWithPassword(userEvent.setup());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
