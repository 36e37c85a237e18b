import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { LoginForm } from '../login-form';

const session = {
  token: 'token-123',
  user: { id: 1, name: 'Ada Admin', email: 'ada@example.com' },
  organizations: [{ id: 3, name: 'Acacia', role: 'owner' }],
};

function setup() {
  const onSuccess = vi.fn();
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <LoginForm onSuccess={onSuccess} />
    </MemoryRouter>,
  );
  return {
    user,
    onSuccess,
    email: screen.getByLabelText('Email') as HTMLInputElement,
    password: screen.getByLabelText('Password') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement,
  };
}

describe('LoginForm', () => {
  it('shows the required texts on submit and sends nothing', async () => {
    const fetch = stubFetch(() => ({ status: 500 }));
    const { user, submit } = setup();
    await user.click(submit);
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('treats a blank e-mail as missing and rejects a malformed one, revalidating on change', async () => {
    stubFetch(() => ({ status: 500 }));
    const { user, email, submit } = setup();
    await user.type(email, '   ');
    await user.click(submit);
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    await user.type(email, 'not-an-email');
    expect(await screen.findByText('Email address is invalid.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await waitFor(() => expect(screen.queryByText('Email address is invalid.')).toBeNull());
  });

  it('disables the form and reads Logging in... while busy, then stores the session', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const fetch = stubFetch(() => new Promise((resolve) => (answer = resolve)));
    const { user, email, password, submit, onSuccess } = setup();
    await user.type(email, ' ada@example.com ');
    await user.type(password, 'secret');
    await user.click(submit);

    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(email.disabled).toBe(true);
    expect(password.disabled).toBe(true);

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', password: 'secret' });

    answer({ status: 200, body: { data: session } });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('token-123');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(session.user);
  });

  it("shows the server's message in an alert above the form and re-enables it", async () => {
    stubFetch(() => ({ status: 401, body: { message: 'These credentials do not match our records.' } }));
    const { user, email, password, submit, onSuccess } = setup();
    await user.type(email, 'ada@example.com');
    await user.type(password, 'wrong');
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('These credentials do not match our records.');
    expect(submit.disabled).toBe(false);
    expect(submit.textContent).toBe('Login');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });

  it('shows a 429 message too', async () => {
    stubFetch(() => ({ status: 429, body: { message: 'Too many login attempts. Try again in 15 minutes.' } }));
    const { user, email, password, submit } = setup();
    await user.type(email, 'ada@example.com');
    await user.type(password, 'wrong');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many login attempts. Try again in 15 minutes.');
  });

  it('falls back to the generic text when the answer has no message', async () => {
    stubFetch(() => ({ status: 502 }));
    const { user, email, password, submit } = setup();
    await user.type(email, 'ada@example.com');
    await user.type(password, 'secret');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please check your credentials.');
  });

  it('toggles the password between hidden and visible', async () => {
    const { user, password } = setup();
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });
});
