import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { AccountSecurity, describeAgent } from '../account-security';

const sessions = [
  {
    id: 'a',
    created_at: '2026-11-21T01:00:00Z',
    last_seen_at: '2026-11-21T02:00:00Z',
    expires_at: '2026-11-21T13:00:00Z',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
    current: true,
  },
  {
    id: 'b',
    created_at: '2026-11-20T01:00:00Z',
    last_seen_at: '2026-11-20T02:00:00Z',
    expires_at: '2026-11-20T13:00:00Z',
    user_agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1',
    current: false,
  },
];

const mfaOff = { enabled: false, enabled_at: null, recovery_codes_remaining: 0 };

const renderIt = () =>
  render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <AccountSecurity />
      </SWRConfig>
    </MemoryRouter>,
  );

describe('account security', () => {
  it('describes devices from their user agents', () => {
    expect(describeAgent(sessions[0]?.user_agent ?? null)).toBe('Chrome on Linux');
    expect(describeAgent(sessions[1]?.user_agent ?? null)).toBe('Safari on iOS');
    expect(describeAgent(null)).toBe('Unknown device');
  });

  it('lists sessions and ends another one after confirming', async () => {
    let current = sessions;
    const fetch = stubFetch((url, init) => {
      if (url.endsWith('/mfa')) return { status: 200, body: { data: mfaOff } };
      if (url.endsWith('/sessions/b') && init.method === 'DELETE') {
        current = sessions.slice(0, 1);
        return { status: 204 };
      }
      return { status: 200, body: { data: current } };
    });
    renderIt();
    expect(await screen.findByText('This device')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'End session' }));
    await userEvent.click(await screen.findByRole('button', { name: 'End session' }));
    await waitFor(() => expect(screen.queryByText(/Safari on iOS/)).toBeNull());
    expect(
      fetch.mock.calls.some(([url, init]) => String(url).endsWith('/sessions/b') && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('shows the server 422 under the current password and the schema message for a short one', async () => {
    stubFetch((url) =>
      url.endsWith('/password')
        ? {
            status: 422,
            body: { message: 'x', errors: { current_password: ['The current password is not correct.'] } },
          }
        : { status: 200, body: { data: sessions } },
    );
    renderIt();
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 12 characters.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'A-long-enough-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
  });
});
