import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { MailDev } from 'maildev';

export interface LocalMail {
  /** Where the functions send mail (SMTP_URL). */
  smtpUrl: string;
  /** The catcher's web inbox; its HTTP API lists messages at `${inboxUrl}/api/email`. */
  inboxUrl: string;
  stop(): Promise<void>;
}

/**
 * A real SMTP server that keeps every message instead of delivering it (MailDev), on loopback
 * only, with its web inbox and HTTP API: `npm start` and the tests send through it exactly as AWS
 * sends through SES, and read what arrived.
 */
export async function startMailCatcher(options: {
  smtpPort: number;
  webPort: number;
  dataDir: string;
}): Promise<LocalMail> {
  const mailDirectory = join(options.dataDir, 'mail');
  mkdirSync(mailDirectory, { recursive: true, mode: 0o700 });
  const maildev = new MailDev({
    smtp: options.smtpPort,
    ip: '127.0.0.1',
    web: options.webPort,
    webIp: '127.0.0.1',
    mailDirectory,
    silent: true,
  });
  const { log, info } = console;
  // MailDev announces its API on stdout; the stack prints one ready line of its own.
  console.log = () => undefined;
  console.info = () => undefined;
  try {
    await maildev.start();
  } finally {
    console.log = log;
    console.info = info;
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    inboxUrl: `http://127.0.0.1:${options.webPort}`,
    stop: () => maildev.stop(),
  };
}
