/**
 * Chromium for the bench's browser parts (lighthouse.ts, roster-fps.ts): launched headless by
 * chrome-launcher and driven with puppeteer-core, and the SPA's own sign-in state (the token, the
 * user and the selected organization in localStorage, web/src/lib/session.ts) written into a page.
 */
import { STORAGE_KEYS } from '@wattle/shared/constants';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What the SPA keeps once signed in: its token, its user and the organization it shows. */
export interface BenchSession {
  token: string;
  user: unknown;
  organizationId: number;
}

/**
 * Chromium (CHROME_PATH, else /usr/bin/chromium) with puppeteer connected; close() ends both.
 * `trustedCertificateSpki`: the bench's own self-signed certificate (h2-origin.ts), accepted by its
 * public key's hash alone (Chromium honours the flag with a --user-data-dir, which chrome-launcher
 * always gives it); any other certificate error still fails.
 */
export async function launchBrowser(
  options: { trustedCertificateSpki?: string } = {},
): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const trust = options.trustedCertificateSpki
    ? [`--ignore-certificate-errors-spki-list=${options.trustedCertificateSpki}`]
    : [];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, ...trust],
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return {
    browser,
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

/**
 * Opens a small file of the origin in `page` and leaves its localStorage holding `session` (or
 * nothing, signed out), so the SPA's next page load starts signed in as the bench user.
 */
export async function writeSession(page: Page, origin: string, session: BenchSession | null): Promise<void> {
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(
    (keys, signedIn) => {
      // Runs in the page; this workspace's types have no DOM.
      const { localStorage } = globalThis as unknown as {
        localStorage: { clear(): void; setItem(key: string, value: string): void };
      };
      localStorage.clear();
      if (signedIn) {
        localStorage.setItem(keys.accessToken, signedIn.token);
        localStorage.setItem(keys.user, JSON.stringify(signedIn.user));
        localStorage.setItem(keys.selectedOrgId, String(signedIn.organizationId));
      }
    },
    STORAGE_KEYS,
    session,
  );
}
