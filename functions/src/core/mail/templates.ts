import type { MailMessage } from './mailer.ts';

/** Text placed in HTML: nothing a name or an address contains can become markup. */
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The shared frame of every e-mail: a heading, paragraphs, an optional button, and a footer. */
function layout(heading: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1f2937;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="en-AU"><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}${button}<p style="margin:32px 0 0;font-size:12px;color:#64748b">Wattle HR</p></body></html>`;
}

export function passwordResetMail(to: { email: string; name: string }, url: string, validMinutes: number): MailMessage {
  const intro = `Hi ${to.name}, someone (hopefully you) asked to reset the password of your Wattle HR account.`;
  const validity = `The link works once, for ${validMinutes} minutes. Setting a new password signs you out everywhere.`;
  const ignore = "If you didn't ask for this, ignore this e-mail: your password stays as it is.";
  return {
    to: to.email,
    subject: 'Reset your Wattle HR password',
    text: `${intro}\n\nSet a new password: ${url}\n\n${validity}\n\n${ignore}\n`,
    html: layout('Reset your password', [intro, validity, ignore], { label: 'Set a new password', url }),
  };
}

export function passwordChangedMail(to: { email: string; name: string }): MailMessage {
  const text = `Hi ${to.name}, the password of your Wattle HR account was just changed and every session was signed out. If this wasn't you, reset your password now and tell your administrator.`;
  return {
    to: to.email,
    subject: 'Your Wattle HR password was changed',
    text: `${text}\n`,
    html: layout('Your password was changed', [text]),
  };
}

export function invitationMail(
  to: string,
  invite: { organization: string; role: string; invitedBy: string; url: string; validHours: number },
): MailMessage {
  const intro = `${invite.invitedBy} invited you to ${invite.organization} on Wattle HR, as ${invite.role}.`;
  const validity = `The link works once, for ${invite.validHours} hours. If you already have a Wattle HR account, sign in with it to join; otherwise choose your name and a password.`;
  const ignore = "If you weren't expecting this, ignore this e-mail.";
  return {
    to,
    subject: `Join ${invite.organization} on Wattle HR`,
    text: `${intro}\n\nAccept the invitation: ${invite.url}\n\n${validity}\n\n${ignore}\n`,
    html: layout(`Join ${invite.organization}`, [intro, validity, ignore], {
      label: 'Accept the invitation',
      url: invite.url,
    }),
  };
}
