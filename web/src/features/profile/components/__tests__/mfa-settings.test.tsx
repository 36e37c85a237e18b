import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { MfaSettings } from '../mfa-settings';

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const codes = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);

function renderIt(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/dashboard/profile', state }]}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MfaSettings />
      </SWRConfig>
    </MemoryRouter>,
  );
}

describe('MFA settings', () => {
  it('says why when an organization sent the user here, and enrols: QR, key, code, recovery codes once', async () => {
    let enabled = false;
    const fetch = stubFetch((url, init) => {
      if (url.endsWith('/mfa/enrolment')) {
        return { status: 200, body: { data: { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://x', qr_code: QR } } };
      }
      if (url.endsWith('/mfa/enrolment/confirm')) {
        const { code } = JSON.parse(String(init.body));
        if (code !== '123456')
          return { status: 422, body: { message: 'x', errors: { code: ['The code is not correct.'] } } };
        enabled = true;
        return { status: 200, body: { data: { recovery_codes: codes } } };
      }
      return {
        status: 200,
        body: {
          data: {
            enabled,
            enabled_at: enabled ? '2026-11-21T01:00:00Z' : null,
            recovery_codes_remaining: enabled ? 10 : 0,
          },
        },
      };
    });
    renderIt({ mfaRequired: 'Your organization requires multi-factor authentication. Set it up in My Profile.' });
    expect((await screen.findByRole('alert')).textContent).toContain('requires multi-factor authentication');
    await userEvent.click(screen.getByRole('button', { name: 'Set up multi-factor authentication' }));
    expect((await screen.findByAltText('QR code for your authenticator app')).getAttribute('src')).toBe(QR);
    expect(screen.getByTestId('mfa-secret').textContent).toBe('JBSWY3DPEHPK3PXP');

    await userEvent.type(screen.getByLabelText('Code from the app'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is not correct.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Code from the app'));
    await userEvent.type(screen.getByLabelText('Code from the app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull());
    expect(await screen.findByText(/10 recovery codes left/)).toBeTruthy();
    expect(screen.queryByText(/requires multi-factor authentication/)).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/mfa/enrolment/confirm'))).toBe(true);
  });

  it('turns off with the password and a code, showing field errors', async () => {
    const fetch = stubFetch((_url, init) => {
      if (init.method === 'DELETE') {
        return { status: 422, body: { message: 'x', errors: { password: ['The password is not correct.'] } } };
      }
      return { status: 200, body: { data: { enabled: true, enabled_at: null, recovery_codes_remaining: 3 } } };
    });
    renderIt();
    await userEvent.type(await screen.findByLabelText('Password'), 'wrong');
    await userEvent.type(screen.getByLabelText('Authentication or recovery code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The password is not correct.')).toBeTruthy();
    const call = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ password: 'wrong', code: '123456' });
  });
});
