import type { Transporter } from 'nodemailer';
import { clientOptions, withCommandLog } from '../aws/client-options.ts';
import { config } from '../config.ts';

/** One message of one of the mail module's templates: plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
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

/** Forgets the transport, for tests that re-point SMTP_URL. */
export function resetMailer(): void {
  transport?.close();
  transport = undefined;
}
