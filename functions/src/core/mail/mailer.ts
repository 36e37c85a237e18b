import type { Transporter } from 'nodemailer';
import { clientOptions, withCommandLog } from '../aws/client-options.ts';
import { config } from '../config.ts';

/** One message of one of the mail module's templates: plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (the organization's contact address), when not the sender. */
  replyTo?: string;
  /** Files attached to the message, such as a calendar invite. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

let transport: Transporter | undefined;

/**
 * The one way the product sends e-mail. nodemailer composes the MIME message; it goes out over SMTP
 * where `SMTP_URL` is set (the local stack's mail catcher, or any relay) and through SES v2 in AWS.
 * Both load on the first message: most requests of a function that can send mail send none, and a
 * cold start should not pay for them.
 */
async function mailTransport(): Promise<Transporter> {
  if (transport) return transport;
  const { default: nodemailer } = await import('nodemailer');
  const { SMTP_URL } = config();
  if (SMTP_URL) {
    transport = nodemailer.createTransport(SMTP_URL);
  } else {
    const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
    transport = nodemailer.createTransport({
      SES: { sesClient: withCommandLog('sesv2', new SESv2Client(clientOptions('sesv2'))), SendEmailCommand },
    });
  }
  return transport;
}

export async function sendMail(message: MailMessage): Promise<void> {
  await (await mailTransport()).sendMail({ from: config().MAIL_FROM, ...message });
}

/**
 * Sends notifications about a change that has already committed: a message that cannot go out is
 * logged (with its subject, never its body) and the change stands — the caller's answer is the same.
 */
export async function sendAfterCommit(what: string, messages: MailMessage[]): Promise<void> {
  const outcomes = await Promise.allSettled(messages.map((message) => sendMail(message)));
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'rejected') {
      console.error(
        JSON.stringify({
          level: 'warn',
          event: 'mail_not_sent',
          what,
          subject: messages[index]?.subject,
          error: String((outcome.reason as Error)?.message ?? outcome.reason),
        }),
      );
    }
  });
}

/** Forgets the transport, for tests that re-point SMTP_URL. */
export function resetMailer(): void {
  transport?.close();
  transport = undefined;
}
