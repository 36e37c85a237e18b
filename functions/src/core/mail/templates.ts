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

/** What a bank-details e-mail says: never the full account number, only masked values. */
export interface BankDetailsChange {
  organization: string;
  employee: string;
  employeeCode: string;
  /** When, in the organization's time zone (en-AU). */
  when: string;
  /** Masked (••••0000). */
  bsb: string;
  account: string;
  /** The employee's profile in the app. */
  url: string;
}

/** To payroll (the payroll officers, or the owners): an employee changed their own bank details. */
export function bankDetailsChangedPayrollMail(
  to: { email: string; name: string },
  change: BankDetailsChange,
): MailMessage {
  const intro = `Hi ${to.name}, ${change.employee} (${change.employeeCode}) changed their own bank details in ${change.organization} through self-service on ${change.when}.`;
  const values = `New details: BSB ${change.bsb}, account ${change.account}. They confirmed the change with their password.`;
  const check =
    'Changed bank details are a classic payroll fraud: before the next pay run, confirm the change with the employee in person or by a phone number you already hold — not by replying to an e-mail.';
  return {
    to: to.email,
    subject: `Bank details changed: ${change.employee}`,
    text: `${intro}\n\n${values}\n\n${check}\n\nOpen the employee's profile: ${change.url}\n`,
    html: layout('Bank details changed', [intro, values, check], {
      label: "Open the employee's profile",
      url: change.url,
    }),
  };
}

/** To the employee's own account: a security alert that their bank details were changed. */
export function bankDetailsChangedAlertMail(
  to: { email: string; name: string },
  change: BankDetailsChange,
): MailMessage {
  const intro = `Hi ${to.name}, the bank details of your employee record in ${change.organization} were changed on ${change.when}: BSB ${change.bsb}, account ${change.account}. Your payroll team has been told.`;
  const warning =
    "If this wasn't you, tell your payroll team or manager straight away and change your Wattle HR password: someone may be trying to redirect your pay.";
  return {
    to: to.email,
    subject: 'Your bank details were changed',
    text: `${intro}\n\n${warning}\n`,
    html: layout('Your bank details were changed', [intro, warning]),
  };
}

/** To an applicant: an offer of employment was made (its terms; they answer the organization). */
export function offerMail(
  to: { email: string; name: string },
  offer: {
    organization: string;
    jobTitle: string;
    salary: string;
    hours: string | null;
    startDate: string;
    expires: string;
  },
): MailMessage {
  const intro = `Hi ${to.name}, ${offer.organization} is pleased to offer you the position of ${offer.jobTitle}.`;
  const terms = `Salary: ${offer.salary} a year${offer.hours ? ` for ${offer.hours} hours a week` : ''}. Start date: ${offer.startDate}.`;
  const answer = `The offer is open until ${offer.expires}. Reply to this e-mail to accept or decline it, or with any questions.`;
  return {
    to: to.email,
    subject: `Offer of employment: ${offer.jobTitle} at ${offer.organization}`,
    text: `${intro}\n\n${terms}\n\n${answer}\n`,
    html: layout(`Your offer from ${offer.organization}`, [intro, terms, answer]),
  };
}

/** What an interview e-mail says, in the organization's time zone. */
export interface InterviewNotice {
  organization: string;
  applicant: string;
  jobTitle: string;
  type: string;
  /** "Tuesday 1 December 2026, 9:30 am (Australia/Sydney)". */
  when: string;
  durationMinutes: number;
  location: string | null;
  interviewers: string;
}

/**
 * An interview scheduled, changed or cancelled: to the applicant (`forApplicant`) or an interviewer,
 * with the calendar invite (or its cancellation) attached by the caller.
 */
export function interviewMail(
  to: { email: string; name: string },
  notice: InterviewNotice,
  change: 'scheduled' | 'changed' | 'cancelled',
  forApplicant: boolean,
): MailMessage {
  const what = forApplicant
    ? `your ${notice.type.toLowerCase()} interview for ${notice.jobTitle} at ${notice.organization}`
    : `the ${notice.type.toLowerCase()} interview of ${notice.applicant} for ${notice.jobTitle}`;
  const verb = { scheduled: 'is scheduled', changed: 'has changed', cancelled: 'is cancelled' }[change];
  const intro = `Hi ${to.name}, ${what} ${verb}.`;
  const details =
    change === 'cancelled'
      ? `It was to be on ${notice.when}. The attached update removes it from your calendar.`
      : `When: ${notice.when}, ${notice.durationMinutes} minutes.${notice.location ? ` Where: ${notice.location}.` : ''} Interviewers: ${notice.interviewers}. The attached invite adds it to your calendar.`;
  const subjects = { scheduled: 'Interview scheduled', changed: 'Interview changed', cancelled: 'Interview cancelled' };
  return {
    to: to.email,
    subject: `${subjects[change]}: ${notice.applicant}, ${notice.jobTitle}`,
    text: `${intro}\n\n${details}\n`,
    html: layout(subjects[change], [intro, details]),
  };
}

/** A step of a leave request (submitted, approved, declined, cancelled), with a link to the Leave Requests screen. */
export function leaveRequestMail(
  to: { email: string; name: string },
  message: { subject: string; heading: string; paragraphs: string[]; url: string },
): MailMessage {
  const greeting = `Hi ${to.name},`;
  return {
    to: to.email,
    subject: message.subject,
    text: `${greeting}\n\n${message.paragraphs.join('\n\n')}\n\nOpen Leave Requests: ${message.url}\n`,
    html: layout(message.heading, [greeting, ...message.paragraphs], {
      label: 'Open Leave Requests',
      url: message.url,
    }),
  };
}

/** The lines of a roster e-mail: each shift in en-AU words, with its role and department. */
export interface RosterMailShift {
  /** "Mon 7 Dec 2026, 9:00 am – 5:00 pm (30 min break)". */
  when: string;
  where: string | null;
}

/** To an employee: their roster for a published week, each shift a line, with a link to My roster. */
export function rosterPublishedMail(
  to: { email: string; name: string },
  roster: { organization: string; range: string; shifts: RosterMailShift[]; url: string },
): MailMessage {
  const intro = `Hi ${to.name}, ${roster.organization} published your roster for ${roster.range}.`;
  const lines = roster.shifts.map((shift) => (shift.where ? `${shift.when} — ${shift.where}` : shift.when));
  const ask = 'Open My roster to acknowledge your shifts, or to add them to your calendar.';
  return {
    to: to.email,
    subject: `Your roster for ${roster.range}`,
    text: `${intro}\n\n${lines.join('\n')}\n\n${ask}\nMy roster: ${roster.url}\n`,
    html: layout(`Your roster for ${roster.range}`, [intro, ...lines, ask], {
      label: 'Open My roster',
      url: roster.url,
    }),
  };
}

/** To an employee: a published shift of theirs changed (old → new) or was cancelled. */
export function shiftChangedMail(
  to: { email: string; name: string },
  change: { organization: string; before: string | null; after: string | null; withinNotice: boolean; url: string },
): MailMessage {
  const what =
    change.after === null
      ? `your shift on ${change.before} was cancelled.`
      : change.before === null
        ? `you were given a shift: ${change.after}.`
        : `your shift changed: ${change.before} → ${change.after}.`;
  const intro = `Hi ${to.name}, ${change.organization}: ${what}`;
  const notice = change.withinNotice
    ? 'This change is inside the notice period your award sets for roster changes: talk to your manager if it does not suit you.'
    : '';
  const ask = 'Open My roster to acknowledge it.';
  const subject = change.after === null ? 'Shift cancelled' : 'Your shift changed';
  const paragraphs = [intro, ...(notice ? [notice] : []), ask];
  return {
    to: to.email,
    subject,
    text: `${paragraphs.join('\n\n')}\nMy roster: ${change.url}\n`,
    html: layout(subject, paragraphs, { label: 'Open My roster', url: change.url }),
  };
}

/** To an employee: a step of a shift swap that concerns them (offered, accepted, approved, declined, cancelled). */
export function shiftSwapMail(
  to: { email: string; name: string },
  swap: { organization: string; headline: string; shift: string; url: string },
): MailMessage {
  const paragraphs = [`Hi ${to.name}, ${swap.organization}: ${swap.headline}`, `The shift: ${swap.shift}.`];
  const subject = swap.headline.replace(/\.$/, '');
  return {
    to: to.email,
    subject,
    text: `${paragraphs.join('\n\n')}\nShift swapping: ${swap.url}\n`,
    html: layout(subject, paragraphs, { label: 'Open shift swapping', url: swap.url }),
  };
}

/** To a reviewer, reviewee or manager: a review cycle's stage is due soon and they have work left in it. */
export function reviewReminderMail(
  to: { email: string; name: string },
  reminder: { organization: string; cycle: string; stage: string; due: string; tasks: string[]; url: string },
): MailMessage {
  const subject = `Reminder: ${reminder.stage} for ${reminder.cycle} is due ${reminder.due}`;
  const intro = `Hi ${to.name}, ${reminder.organization ? `${reminder.organization}: ` : ''}the ${reminder.stage.toLowerCase()} stage of ${reminder.cycle} is due ${reminder.due}.`;
  const paragraphs = [intro, ...reminder.tasks];
  return {
    to: to.email,
    subject,
    text: `${paragraphs.join('\n\n')}\nReviews: ${reminder.url}\n`,
    html: layout(subject, paragraphs, { label: 'Open Reviews', url: reminder.url }),
  };
}
