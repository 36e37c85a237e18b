import { expect } from 'vitest';

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  time: string;
}

/** The messages the test run's mail catcher received for `address`, newest first (its HTTP API). */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${process.env.MAIL_INBOX_URL}/api/email`);
  const all = (await response.json()) as CaughtMail[];
  return all
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
    .sort((a, b) => b.time.localeCompare(a.time) || b.id.localeCompare(a.id));
}

/** Waits (briefly) for the newest message to `address` with `subject`. */
export async function latestMail(address: string, subject: string, count = 1): Promise<CaughtMail> {
  let found: CaughtMail[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    found = (await mailTo(address)).filter((mail) => mail.subject === subject);
    if (found.length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(found.length, `mails "${subject}" to ${address}`).toBeGreaterThanOrEqual(count);
  return found[0] as CaughtMail;
}
