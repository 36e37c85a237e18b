import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RESET_INVALID_MESSAGE, PASSWORD_RESET_SENT_MESSAGE } from '@wattle/shared/auth';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { ForgotPasswordForm, RESET_DONE_MESSAGE, ResetPasswordForm, tokenFromHash } from '../password-reset-forms';

const TOKEN = 'a'.repeat(43);

/** The reset form for TOKEN, rendered: the user who fills it in. */
function renderResetForm() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ResetPasswordForm token={TOKEN} />
    </MemoryRouter>,
  );
  return user;
}

describe('ForgotPasswordForm', () => {
  it('checks the e-mail, then shows the one answer the API gives', async () => {
    const sent: unknown[] = [];
    stubFetch((_url, init) => {
      sent.push(JSON.parse(String(init.body)));
      return { status: 202, body: { data: { message: PASSWORD_RESET_SENT_MESSAGE } } };
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ForgotPasswordForm />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(PASSWORD_RESET_SENT_MESSAGE)).toBeTruthy();
    expect(sent).toEqual([{ email: 'ada@example.com' }]);
  });
});

describe('ResetPasswordForm', () => {
  it('reads the token from the fragment', () => {
    expect(tokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash('')).toBe('');
  });

  it('asks for the same password twice, then sets it', async () => {
    const sent: unknown[] = [];
    stubFetch((_url, init) => {
      sent.push(JSON.parse(String(init.body)));
      return { status: 204 };
    });
    const user = renderResetForm();
    await user.type(screen.getByLabelText(/^New password/), 'Fresh-Kookaburra-42');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Fresh-Kookaburra-43');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText(/Confirm new password/));
    await user.type(screen.getByLabelText(/Confirm new password/), 'Fresh-Kookaburra-42');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(RESET_DONE_MESSAGE)).toBeTruthy();
    expect(sent).toEqual([{ token: TOKEN, new_password: 'Fresh-Kookaburra-42' }]);
  });

  it('says when the link is used or expired, with a way to ask again', async () => {
    stubFetch(() => ({
      status: 422,
      body: { message: PASSWORD_RESET_INVALID_MESSAGE, errors: { token: [PASSWORD_RESET_INVALID_MESSAGE] } },
    }));
    const user = renderResetForm();
    await user.type(screen.getByLabelText(/^New password/), 'Fresh-Kookaburra-42');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Fresh-Kookaburra-42');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(PASSWORD_RESET_INVALID_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
