/**
 * Figure 6, Lighthouse: /login and the signed-in /dashboard/employees (the large organization
 * selected) in Chromium, cold cache each run, categories performance, accessibility and best
 * practices. Signing in is what the SPA itself keeps: the token, the user and the selected
 * organization in localStorage (web/src/lib/session.ts), written before the run; Lighthouse's
 * storage reset is off so they survive, and the HTTP cache is cleared by hand instead. Each run
 * starts from an idle blank page already at the preset's screen size (startFromIdleBlankPage).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Config, desktopConfig, type Flags } from 'lighthouse';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import type { Page } from 'puppeteer-core';
import { type BenchSession, launchBrowser, writeSession } from './browser.ts';
import { median, progress } from './util.ts';

export const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 100, bestPractices: 95 } as const;
export type Preset = 'mobile' | 'desktop';

export interface LighthouseRun {
  page: string;
  preset: Preset;
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

export async function runLighthouse(options: {
  origin: string;
  session: BenchSession;
  /** Each preset with its number of runs. */
  presets: { preset: Preset; runs: number }[];
}): Promise<{ runs: LighthouseRun[]; summaries: LighthouseSummary[] }> {
  const { browser, close } = await launchBrowser();
  const runs: LighthouseRun[] = [];
  try {
    const pages = [
      { name: '/login', signedIn: false },
      { name: '/dashboard/employees', signedIn: true },
    ];
    for (const { preset, runs: count } of options.presets) {
      for (const target of pages) {
        for (let run = 0; run < count; run++) {
          progress(`lighthouse (${preset}): ${target.name}, run ${run + 1}/${count}`);
          const page = await browser.newPage();
          await writeSession(page, options.origin, target.signedIn ? options.session : null);
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
          const result = await lighthouse(`${options.origin}${target.name}`, flags, config, page as never);
          await page.close();
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`lighthouse returned nothing for ${target.name}`);
          // BENCH_LIGHTHOUSE_SAVE=<dir>: each run's whole report (long tasks, bootup time, the trace's
          // main-thread breakdown) as JSON, e.g. mobile-dashboard-employees-1.json.
          const saveDir = process.env.BENCH_LIGHTHOUSE_SAVE;
          if (saveDir) {
            mkdirSync(saveDir, { recursive: true });
            const name = `${preset}-${target.name.replace(/\W+/g, '-').replace(/^-/, '')}-${run + 1}.json`;
            writeFileSync(join(saveDir, name), JSON.stringify(lhr));
          }
          if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          if (!lhr.finalDisplayedUrl.endsWith(target.name)) {
            throw new Error(`lighthouse ended on ${lhr.finalDisplayedUrl}, not ${target.name} (sign-in did not hold?)`);
          }
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
                      `${key}=${typeof value === 'number' ? Math.round(value) : String(value).replace(options.origin, '')}`,
                  )
                  .join(' '),
              );
            const entry = { id, display: [audit.displayValue ?? '', ...items].join('; ') };
            const index = diagnostics.findIndex((existing) => existing.id === id);
            if (index >= 0) diagnostics[index] = entry;
            else diagnostics.push(entry);
          }
          runs.push({
            diagnostics,
            page: target.name,
            preset,
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
          });
        }
      }
    }
  } finally {
    await close();
  }
  const summaries: LighthouseSummary[] = [];
  for (const { preset } of options.presets) {
    for (const page of ['/login', '/dashboard/employees']) {
      const mine = runs.filter((run) => run.preset === preset && run.page === page);
      const failing = new Map(mine.flatMap((run) => run.failing).map((audit) => [audit.id, audit]));
      summaries.push({
        page,
        preset,
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
  return { runs, summaries };
}
