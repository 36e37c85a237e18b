import { PASSWORD_RESET_INVALID_MESSAGE, PASSWORD_RESET_SENT_MESSAGE } from '@wattle/shared/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latestMail, mailsWithSubject, mailTo } from './mail-inbox.ts';
import { organizationBody, request, signUp, startOfSignInWindow } from './support.ts';

/** Issue 14 §5: 'Forgot Password?' by e-mail, through the run's real SMTP catcher. */

const NEW_PASSWORD = 'Fresh-Kookaburra-Morning-42';
const RESET_SUBJECT = 'Reset your Wattle HR password';

function tokenOf(mail: { text: string }): string {
  const match = /https:\/\/wattle\.example\.test\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match?.[1] as string;
}

async function askForLink(email: string) {
  const answer = await request('POST', '/password-reset', { body: { email } });
  expect(answer.status).toBe(202);
  expect(answer.body.data).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('password reset', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = `nobody-${Date.now()}@example.test`;
    await askForLink(email);
    expect(await mailTo(email)).toEqual([]);
  });

  it('mails a single-use link; the new password ends every session and is audited', async () => {
    const user = await signUp('Rita Reset');
    const organization = (await request('POST', '/organizations', { token: user.token, body: organizationBody() })).body
      .data;
    await askForLink(user.email.toUpperCase());
    const mail = await latestMail(user.email, RESET_SUBJECT);
    expect(mail.text).toContain('Hi Rita Reset');
    expect(mail.html).toContain('Set a new password');
    const token = tokenOf(mail);

    const weak = await request('POST', '/password-reset/confirm', { body: { token, new_password: 'password1234' } });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.new_password).toBeDefined();

    const done = await request('POST', '/password-reset/confirm', { body: { token, new_password: NEW_PASSWORD } });
    expect(done.status, JSON.stringify(done.body)).toBe(204);
    expect((await request('GET', '/me', { token: user.token })).status).toBe(401);
    expect((await request('POST', '/login', { body: { email: user.email, password: user.password } })).status).toBe(
      401,
    );
    const login = await request('POST', '/login', { body: { email: user.email, password: NEW_PASSWORD } });
    expect(login.status).toBe(200);
    await latestMail(user.email, 'Your Wattle HR password was changed');

    const again = await request('POST', '/password-reset/confirm', {
      body: { token, new_password: 'Another-Fresh-Passphrase-9' },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([PASSWORD_RESET_INVALID_MESSAGE]);

    const log = await request('GET', `/organizations/${organization.id}/audit-log?module=access`, {
      token: login.body.data.token,
    });
    expect(log.body.data.data.map((event: { summary: string }) => event.summary)).toContain(
      'Reset the password with an e-mailed link; every session ended',
    );
  });

  it('only the newest link works, and only for 30 minutes', async () => {
    const user = await signUp('Liam Link');
    await askForLink(user.email);
    const first = tokenOf(await latestMail(user.email, RESET_SUBJECT));
    await askForLink(user.email);
    const tokens = (await mailsWithSubject(user.email, RESET_SUBJECT, 2)).map(tokenOf);
    const second = tokens.find((token) => token !== first) as string;
    expect(tokens).toContain(first);
    const old = await request('POST', '/password-reset/confirm', {
      body: { token: first, new_password: NEW_PASSWORD },
    });
    expect(old.status).toBe(422);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    const late = await request('POST', '/password-reset/confirm', {
      body: { token: second, new_password: NEW_PASSWORD },
    });
    expect(late.status).toBe(422);
    expect(late.body.errors.token).toEqual([PASSWORD_RESET_INVALID_MESSAGE]);
  });

  it('refuses malformed tokens and is rate-limited like sign-in, apart from sign-in', async () => {
    const bad = await request('POST', '/password-reset/confirm', { body: { token: 'x', new_password: NEW_PASSWORD } });
    expect(bad.status).toBe(422);
    const user = await signUp('Flo Flood');
    startOfSignInWindow();
    for (let attempt = 0; attempt < 5; attempt++) await askForLink(user.email);
    const flooded = await request('POST', '/password-reset', { body: { email: user.email } });
    expect(flooded.status).toBe(429);
    expect(flooded.headers.get('retry-after')).toMatch(/^\d+$/);
    // Asking for links does not lock the account's sign-in.
    expect((await request('POST', '/login', { body: { email: user.email, password: user.password } })).status).toBe(
      200,
    );
  });
});
