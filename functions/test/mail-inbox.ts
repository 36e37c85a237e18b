import { expect } from 'vitest';

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  time: string;
  attachments?: { filename: string; generatedFileName: string; contentType: string }[];
}

/** An attachment of a caught message by its file name, with its content as text (undefined if absent). */
export async function attachmentOf(
  mail: CaughtMail,
  filename: string,
): Promise<{ contentType: string; text: string } | undefined> {
  const part = mail.attachments?.find((attachment) => attachment.filename === filename);
  if (!part) return undefined;
  const response = await fetch(
    `${process.env.MAIL_INBOX_URL}/api/email/${mail.id}/attachment/${part.generatedFileName}`,
  );
  return { contentType: part.contentType, text: await response.text() };
}

/** The messages the test run's mail catcher received for `address`, newest first (its HTTP API). */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${process.env.MAIL_INBOX_URL}/api/email`);
  const all = (await response.json()) as CaughtMail[];
  return all
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
    .sort((a, b) => b.time.localeCompare(a.time) || b.id.localeCompare(a.id));
}

/**
 * Waits (briefly) until `count` messages to `address` with `subject` arrived, and returns them. The
 * catcher dates messages to the second, so the order of two sent in the same second is unknown.
 */
export async function mailsWithSubject(address: string, subject: string, count: number): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    found = (await mailTo(address)).filter((mail) => mail.subject === subject);
    if (found.length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(found.length, `mails "${subject}" to ${address}`).toBeGreaterThanOrEqual(count);
  return found;
}

/** The message to `address` with `subject` (the first one sent to it). */
export async function latestMail(address: string, subject: string): Promise<CaughtMail> {
  return (await mailsWithSubject(address, subject, 1))[0] as CaughtMail;
}
