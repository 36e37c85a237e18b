/**
 * Figure 6, Lighthouse: /login and the signed-in /dashboard/employees (the large organization
 * selected) in Chromium, cold cache each run, categories performance, accessibility and best
 * practices. Signing in is what the SPA itself keeps: the token, the user and the selected
 * organization in localStorage (web/src/lib/session.ts), written before the run; Lighthouse's
 * storage reset is off so they survive, and the HTTP cache is cleared by hand instead. Each run
 * starts from an idle blank page already at the preset's screen size (startFromIdleBlankPage).
 *
 * Protocol. Production serves the SPA and the API through CloudFront over HTTPS with HTTP/2 (and 3)
 * (infra/lib/site.ts); the local server speaks plain HTTP/1.1. Lighthouse's score is simulated
 * (Lantern, in @paulirish/trace_engine's models/trace/lantern/simulation) from the requests the run
 * saw, and it models the two protocols differently. ConnectionPool.js gives an http/1.1 origin at
 * least 6 connections (CONNECTIONS_PER_ORIGIN, Chromium's sockets per host), each held by one
 * request until it ends, and in TCPConnection.js every request on a warm http/1.1 connection still
 * waits a round trip and the server's response time for its first byte; so the directory's ~26
 * requests before its first paint (entry, modulepreloads, route chunks, the head script's two API
 * reads) queue in waves of 6, a round trip (150 ms on the mobile preset) and more each. An h2 origin
 * gets one connection (NetworkAnalyzer.estimateIfConnectionWasReused counts every h2 request as
 * reused): requests still take it one at a time, but once warm a request's first byte costs
 * nothing (timeToFirstByte = 0) and its congestion window carries over, as streams multiplexed on
 * one connection would. The TLS handshake is modelled too: one more round trip for each new
 * connection (TCPConnection.js, TLS False Start assumed), so one for the h2 origin. Production's
 * protocol is therefore the one measured and budgeted: the runs load the SPA and the API from
 * h2-origin.ts (HTTPS, HTTP/2, the same app). BENCH_LIGHTHOUSE_PROTOCOLS=h2,http/1.1 also runs each
 * page over the plain HTTP/1.1 origin, interleaved, reported beside it and not budgeted.
 * Throttling and scoring are Lighthouse's own in both.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Config, desktopConfig, type Flags } from 'lighthouse';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import type { Browser, Page } from 'puppeteer-core';
import { type BenchSession, launchBrowser, writeSession } from './browser.ts';
import { median, progress } from './util.ts';

export const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 100, bestPractices: 95 } as const;
export type Preset = 'mobile' | 'desktop';
/** As Chromium names them: the protocol production serves (budgeted) and the local server's own. */
export type Protocol = 'h2' | 'http/1.1';
export const BUDGET_PROTOCOL: Protocol = 'h2';

export interface LighthouseRun {
  page: string;
  preset: Preset;
  protocol: Protocol;
  performance: number;
  accessibility: number;
  bestPractices: number;
  metrics: Record<string, number>;
  /** Audits below full score in accessibility and best practices (ids as Lighthouse names them). */
  failing: { category: string; id: string; title: string; detail: string }[];
  /** Performance audits scoring under 0.9, with what Lighthouse shows for them. */
  diagnostics: { id: string; display: string }[];
}

export interface LighthouseSummary {
  page: string;
  preset: Preset;
  protocol: Protocol;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  metrics: Record<string, number>;
  failing: { category: string; id: string; title: string; detail: string }[];
}

/** How long the blank page sits at the preset's screen size before Lighthouse navigates. */
const SETTLE_MS = 1500;

/**
 * Leaves `page` on about:blank at the preset's screen size, idle, for Lighthouse to navigate from
 * (its own about:blank step is then skipped). A phone user opening a bookmark starts from a page
 * at rest; Lighthouse's own set-up does not: it opens about:blank, resizes it to the phone's screen
 * and navigates at once, while the resized blank page's overlay scrollbar is still fading on the
 * compositor while the new page waits for its stylesheet. Those frames show nothing ("Damage not
 * visible" in the trace) and count as undrawn, and Chromium's compositor stops sending a renderer
 * frame requests once more than three of its frames are undrawn ("ThrottleUndrawnFrames"), until
 * about a second later. The page's first frame, ready 0.2–0.4 s
 * in, was then shown at 1.3 or 2.3 s (in most mobile runs, on either page, in traces of
 * 2026-12-03), by when React had replaced the pre-rendered view, and Lighthouse's simulation
 * counted every request that had finished by then. Resizing here and waiting lets the fade end
 * first; Lighthouse sets the same size again (no change), its throttling and scoring untouched.
 */
async function startFromIdleBlankPage(page: Page, preset: Preset): Promise<void> {
  const { width, height, deviceScaleFactor, mobile } = screenEmulationMetrics[preset];
  await page.goto('about:blank');
  await page.setViewport({ width, height, deviceScaleFactor, isMobile: mobile, hasTouch: mobile });
  await new Promise((settled) => setTimeout(settled, SETTLE_MS));
}

const METRICS = {
  'first-contentful-paint': 'FCP ms',
  'largest-contentful-paint': 'LCP ms',
  'total-blocking-time': 'TBT ms',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI ms',
} as const;

/**
 * Fails the run when a request to `origin` went over another protocol than the one it is reported
 * under (a silent fallback to HTTP/1.1 would label HTTP/1.1 figures h2).
 */
function checkProtocol(lhr: { audits: Record<string, { details?: unknown }> }, origin: string, protocol: Protocol) {
  const items =
    (lhr.audits['network-requests']?.details as { items?: { url: string; protocol?: string }[] } | undefined)?.items ??
    [];
  const other = items.find((item) => item.url.startsWith(origin) && item.protocol !== protocol);
  if (other) throw new Error(`lighthouse: ${other.url} went over ${other.protocol}, not ${protocol}`);
}

const PAGES = [
  { name: '/login', signedIn: false },
  { name: '/dashboard/employees', signedIn: true },
];

/** One Lighthouse run of `page` over `origin`, cold cache, from an idle blank page. */
async function runOnce(
  browser: Browser,
  run: { origin: string; protocol: Protocol; preset: Preset; page: (typeof PAGES)[number]; number: number },
  session: BenchSession,
): Promise<LighthouseRun> {
  const { origin, protocol, preset } = run;
  const target = run.page;
  const page = await browser.newPage();
  await writeSession(page, origin, target.signedIn ? session : null);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await startFromIdleBlankPage(page, preset);
  const flags: Flags = {
    logLevel: 'error',
    skipAboutBlank: true,
    output: 'json',
    disableStorageReset: true,
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  // lighthouse's own puppeteer-core copy and ours are the same version; the types differ only by path.
  const result = await lighthouse(`${origin}${target.name}`, flags, config, page as never);
  await page.close();
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse returned nothing for ${target.name}`);
  // BENCH_LIGHTHOUSE_SAVE=<dir>: each run's whole report (long tasks, bootup time, the trace's
  // main-thread breakdown) as JSON, e.g. mobile-dashboard-employees-1.json (over h2;
  // mobile-http1-dashboard-employees-1.json over HTTP/1.1).
  const saveDir = process.env.BENCH_LIGHTHOUSE_SAVE;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    const variant = protocol === BUDGET_PROTOCOL ? preset : `${preset}-http1`;
    const name = `${variant}-${target.name.replace(/\W+/g, '-').replace(/^-/, '')}-${run.number}.json`;
    writeFileSync(join(saveDir, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (!lhr.finalDisplayedUrl.endsWith(target.name)) {
    throw new Error(`lighthouse ended on ${lhr.finalDisplayedUrl}, not ${target.name} (sign-in did not hold?)`);
  }
  checkProtocol(lhr, origin, protocol);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing: LighthouseRun['failing'] = [];
  for (const category of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
        failing.push({ category, id: ref.id, title: audit.title, detail: JSON.stringify(items).slice(0, 600) });
      }
    }
  }
  const diagnostics: LighthouseRun['diagnostics'] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (audit && audit.score !== null && audit.score < 0.9) {
      diagnostics.push({ id: ref.id, display: audit.displayValue ?? '' });
    }
  }
  for (const id of ['mainthread-work-breakdown', 'bootup-time', 'server-response-time']) {
    const audit = lhr.audits[id];
    if (!audit) continue;
    const items = ((audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [])
      .slice(0, 6)
      .map((item) =>
        Object.entries(item)
          .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
          .map(
            ([key, value]) =>
              `${key}=${typeof value === 'number' ? Math.round(value) : String(value).replace(origin, '')}`,
          )
          .join(' '),
      );
    const entry = { id, display: [audit.displayValue ?? '', ...items].join('; ') };
    const index = diagnostics.findIndex((existing) => existing.id === id);
    if (index >= 0) diagnostics[index] = entry;
    else diagnostics.push(entry);
  }
  return {
    diagnostics,
    page: target.name,
    preset,
    protocol,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([id, label]) => [
        label,
        Number((lhr.audits[id]?.numericValue ?? 0).toFixed(id === 'cumulative-layout-shift' ? 3 : 0)),
      ]),
    ),
    failing,
  };
}

export async function runLighthouse(options: {
  /** The origin of each protocol, the budgeted one (h2) first; each run of a page goes over each in turn. */
  origins: { protocol: Protocol; origin: string }[];
  /** The h2 origin's self-signed certificate, which Chromium is to accept (h2-origin.ts). */
  trustedCertificateSpki: string;
  session: BenchSession;
  /** Each preset with its number of runs. */
  presets: { preset: Preset; runs: number }[];
}): Promise<{ runs: LighthouseRun[]; summaries: LighthouseSummary[] }> {
  const { browser, close } = await launchBrowser({ trustedCertificateSpki: options.trustedCertificateSpki });
  const runs: LighthouseRun[] = [];
  try {
    for (const { preset, runs: count } of options.presets) {
      for (const page of PAGES) {
        for (let number = 1; number <= count; number++) {
          for (const { protocol, origin } of options.origins) {
            progress(`lighthouse (${preset}, ${protocol}): ${page.name}, run ${number}/${count}`);
            runs.push(await runOnce(browser, { origin, protocol, preset, page, number }, options.session));
          }
        }
      }
    }
  } finally {
    await close();
  }
  const summaries: LighthouseSummary[] = [];
  for (const { preset } of options.presets) {
    for (const { protocol } of options.origins) {
      for (const { name: page } of PAGES) {
        const mine = runs.filter((run) => run.preset === preset && run.protocol === protocol && run.page === page);
        const failing = new Map(mine.flatMap((run) => run.failing).map((audit) => [audit.id, audit]));
        summaries.push({
          page,
          preset,
          protocol,
          runs: mine.length,
          performance: median(mine.map((run) => run.performance)),
          accessibility: median(mine.map((run) => run.accessibility)),
          bestPractices: median(mine.map((run) => run.bestPractices)),
          metrics: Object.fromEntries(
            Object.values(METRICS).map((label) => [label, median(mine.map((run) => run.metrics[label] ?? 0))]),
          ),
          failing: [...failing.values()],
        });
      }
    }
  }
  return { runs, summaries };
}
