// `npm run interactions -w e2e`: how fast the app answers three everyday interactions on a mid-range phone — opening
// the trips' filter, bookmarking a trip and switching the language — in Chromium with its CPU slowed down to
// Lighthouse's mobile phone, the slowdown calibrated to this machine before each of them (scripts/cpu-slowdown.ts, as
// `npm run lighthouse` does; `CPU_SLOWDOWN=4` slows it by Lighthouse's fixed, uncalibrated 4×), on the production
// build and the demo content. Each interaction is measured
// `INTERACTION_RUNS` times (5 unless set): the Event Timing API's duration of the interaction (what INP reports: from
// the input to the next frame painted after its handlers) and the time until the screen shows the result. Then a trip
// opened by its address on a phone's connection: when its title shows, and when the app runs.
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { allResources as cs } from '../../apps/web/src/locales/cs/all.js';
import { fullChromiumLaunchOptions } from '../support/chromium.js';
import { type CpuSlowdown, cpuSlowdown, lighthouseRoot } from './cpu-slowdown.js';
import { demoSession, startDemoServer, storeSession } from './demo-server.js';

const RUNS = Number(process.env.INTERACTION_RUNS ?? 5);

interface Measurement {
  /** The longest Event Timing entry of the interaction, ms. */
  eventMs: number;
  /** From the input until the result was on screen, ms. */
  shownMs: number;
}

declare global {
  interface Window {
    __interactions?: Array<{ name: string; duration: number; startTime: number; interactionId: number }>;
  }
}

/** Starts collecting the page's Event Timing entries (16 ms and longer, the API's floor). */
async function observeEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__interactions = [];
    new PerformanceObserver((list) => {
      // `interactionId` is Chromium's, not yet in TypeScript's DOM types.
      for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
        if (entry.interactionId) {
          window.__interactions?.push({
            name: entry.name,
            duration: entry.duration,
            startTime: entry.startTime,
            interactionId: entry.interactionId,
          });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

/** Runs an interaction and waits for its result; answers its Event Timing duration and the time to the result. */
async function measure(page: Page, act: () => Promise<void>, shown: () => Promise<void>): Promise<Measurement> {
  const since = await page.evaluate(() => performance.now());
  const started = Date.now();
  await act();
  await shown();
  const shownMs = Date.now() - started;
  // Event Timing entries are queued after the next frame; give the observer a moment.
  await page.waitForTimeout(300);
  const eventMs = await page.evaluate(
    (after) =>
      Math.max(
        0,
        ...(window.__interactions ?? []).filter((entry) => entry.startTime >= after).map((entry) => entry.duration),
      ),
    since,
  );
  return { eventMs, shownMs };
}

function summary(name: string, cpu: CpuSlowdown, runs: Measurement[]): string {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const median = (values: number[]) => sorted(values)[Math.floor((values.length - 1) / 2)];
  const events = runs.map((run) => Math.round(run.eventMs));
  const shown = runs.map((run) => Math.round(run.shownMs));
  return `  ${name.padEnd(28)} interaction ${median(events)} ms (runs ${events.join(', ')}) · shown after ${median(shown)} ms (runs ${shown.join(', ')}) · CPU ${cpu.multiplier}×`;
}

// Lighthouse installed (the first time) before anything is measured, for its benchmark.
lighthouseRoot();
const server = await startDemoServer();
const browser = await chromium.launch({ ...fullChromiumLaunchOptions, headless: true });
try {
  const session = await demoSession(server.base);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    baseURL: server.base,
  });
  const page = await context.newPage();
  await page.goto('/healthz');
  await page.evaluate(storeSession, session);
  await page.goto('/app/trips');
  await page.getByRole('heading', { level: 1, name: cs.pages.trips.title }).waitFor();
  await page.getByRole('article').first().waitFor();
  await page.waitForLoadState('networkidle');
  const cdp: CDPSession = await context.newCDPSession(page);
  // Before each interaction's runs: this machine benchmarked (in a page of its own, not slowed down) and the app's
  // page slowed down by what that calls for.
  const calibrations: string[] = [];
  const slowDown = async (what: string): Promise<CpuSlowdown> => {
    const cpu = await cpuSlowdown(browser);
    calibrations.push(`  ${what.padEnd(28)} ${cpu.description}`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu.multiplier });
    return cpu;
  };
  await observeEvents(page);

  const filter = page.getByRole('button', { name: new RegExp(`^${cs.trips.filter.open}`) });
  const dialog = page.getByRole('dialog', { name: cs.trips.filter.title });
  const filterCpu = await slowDown('open the trips filter');
  const filterRuns: Measurement[] = [];
  for (let run = 0; run < RUNS; run++) {
    filterRuns.push(
      await measure(
        page,
        () => filter.tap(),
        () => dialog.waitFor(),
      ),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }

  const bookmarkCpu = await slowDown('bookmark a trip');
  const bookmarkRuns: Measurement[] = [];
  const card = page.getByRole('article').first();
  for (let run = 0; run < RUNS; run++) {
    const pressed = await card.getByRole('button', { name: cs.trips.bookmark.add }).count();
    const button = card.getByRole('button', { name: pressed ? cs.trips.bookmark.add : cs.trips.bookmark.remove });
    const after = card.getByRole('button', { name: pressed ? cs.trips.bookmark.remove : cs.trips.bookmark.add });
    bookmarkRuns.push(
      await measure(
        page,
        () => button.tap(),
        () => after.waitFor(),
      ),
    );
  }

  // A trip opened by its address, as from a link in a chat, on a phone's connection (150 ms round trips, 1.6 Mbit/s
  // down, 750 kbit/s up, as Lighthouse's mobile profile), a first visit each time: when its title shows, and when the
  // app runs (its ratings section, which only the app renders, is there). Before the language runs: in Czech.
  const titles: number[] = [];
  const running: number[] = [];
  const signedInState = await context.storageState();
  const openCpu = await slowDown('a trip opened by its address');
  for (let run = 0; run < RUNS; run++) {
    const visit = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
      baseURL: server.base,
      serviceWorkers: 'block',
      storageState: signedInState,
    });
    const trip = await visit.newPage();
    const network = await visit.newCDPSession(trip);
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await network.send('Emulation.setCPUThrottlingRate', { rate: openCpu.multiplier });
    const started = Date.now();
    await trip.goto(`/app/trips/${session.tripId}`, { waitUntil: 'commit' });
    await trip.getByRole('heading', { level: 1 }).waitFor();
    titles.push(Date.now() - started);
    await trip.getByRole('heading', { name: cs.trips.ratings.title }).waitFor({ timeout: 30_000 });
    running.push(Date.now() - started);
    await visit.close();
  }
  // Settings › Language: the dialog's radios switch the app at once.
  const languageRuns: Measurement[] = [];
  await page.goto('/app/profile/settings');
  await observeEvents(page);
  await page.getByRole('button', { name: cs.settings.entries.language, exact: true }).tap();
  const languageCpu = await slowDown('switch the language');
  for (let run = 0; run < RUNS; run++) {
    const toEnglish = run % 2 === 0;
    languageRuns.push(
      await measure(
        page,
        () => page.getByRole('radio', { name: toEnglish ? 'English' : 'Čeština' }).tap(),
        () => page.locator(`html[lang="${toEnglish ? 'en' : 'cs'}"]`).waitFor(),
      ),
    );
  }

  const openMedian = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

  console.log(
    `\nThe CPU slowdown, ${process.env.CPU_SLOWDOWN ? `fixed at ${process.env.CPU_SLOWDOWN}×` : 'calibrated before each interaction'}:`,
  );
  for (const line of calibrations) console.log(line);
  console.log(`Interactions on a phone (390 px, CPU slowed down as above), ${RUNS} runs each, medians:`);
  console.log(summary('open the trips filter', filterCpu, filterRuns));
  console.log(summary('bookmark a trip', bookmarkCpu, bookmarkRuns));
  console.log(summary('switch the language', languageCpu, languageRuns));
  console.log(
    `  ${'a trip opened by its address'.padEnd(28)} title after ${openMedian(titles)} ms (runs ${titles.join(', ')}) · app running after ${openMedian(running)} ms (runs ${running.join(', ')}) · CPU ${openCpu.multiplier}×`,
  );
} finally {
  await browser.close();
  await server.stop();
}
