import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { LoginForm } from '../login-form';

const session = {
  token: 'token-after-code',
  user: { id: 1, name: 'Ada Admin', email: 'ada@example.com' },
  organizations: [{ id: 3, name: 'Acacia', role: 'owner' }],
};
const MFA_TOKEN = 'a'.repeat(43);

function setup(mfaToken?: string) {
  const onSuccess = vi.fn();
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <LoginForm onSuccess={onSuccess} mfaToken={mfaToken} />
    </MemoryRouter>,
  );
  return { user, onSuccess };
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe('LoginForm with MFA', () => {
  it('asks for the authentication code after the password and stores the session only after it', async () => {
    const fetch = stubFetch((url) =>
      url.endsWith('/login')
        ? { status: 200, body: { data: { mfa_required: true, mfa_token: MFA_TOKEN } } }
        : { status: 200, body: { data: session } },
    );
    const { user, onSuccess } = setup();
    await signInWithPassword(user);
    const code = await screen.findByLabelText('Authentication code');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6-digit code from your authenticator app.');
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe('/api/v1/login/mfa');
    expect(bodyOf(init)).toEqual({ mfa_token: MFA_TOKEN, code: '123456' });
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('token-after-code');
  });

  it("shows a wrong code's message and lets the user try again", async () => {
    stubFetch(() => ({ status: 422, body: { message: 'x', errors: { code: ['The code is not correct.'] } } }));
    const { user, onSuccess } = setup(MFA_TOKEN);
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is not correct.');
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(false);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('sends a recovery code instead when asked', async () => {
    const fetch = stubFetch(() => ({ status: 200, body: { data: session } }));
    const { user, onSuccess } = setup(MFA_TOKEN);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(bodyOf(fetch.mock.calls[0]?.[1])).toEqual({ mfa_token: MFA_TOKEN, recovery_code: 'abcde-fghij' });
  });

  it('goes back to the password when the sign-in expired', async () => {
    const message = 'This sign-in has expired. Enter your e-mail and password again.';
    stubFetch(() => ({ status: 401, body: { message } }));
    const { user } = setup(MFA_TOKEN);
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
