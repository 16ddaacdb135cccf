// The CPU slowdown `npm run lighthouse` and `npm run interactions` measure with: calibrated to this machine as it is
// at that moment, so that the emulated phone is the same on a fast machine, a slow one or a busy one
// (apps/web/build/cpu-slowdown.ts has the rule and its sources). `CPU_SLOWDOWN=4` measures uncalibrated, with
// Lighthouse's fixed default (any number ≥ 1 fixes that multiplier instead).
//
// The host is benchmarked with Lighthouse's own benchmark (`computeBenchmarkIndex`, what every report saves as
// `environment.benchmarkIndex`), loaded from the Lighthouse that npx keeps and run in a blank page of the same
// Chromium the measurement runs in, unthrottled. Lighthouse runs it once (a second) before each page load; here it is
// the median of three in a row, because on a busy machine one second says little of the next few: eight in a row on
// this project's 2-core machine under a load of 7 read 2316, 3000, 2056, 2496, 2010, 1844, 1072 and 1456, which one
// at a time would have meant anything from 2× to 10.3×.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from '@playwright/test';
import {
  cpuSlowdownFor,
  SLOWEST_CALIBRATED_HOST,
  UNCALIBRATED_CPU_SLOWDOWN,
} from '../../apps/web/build/cpu-slowdown.js';

/** Lighthouse as the scripts run it, through npx (kept out of package.json: see README). */
export const LIGHTHOUSE = 'lighthouse@12.8.2';

let root: string | undefined;

/** Where npx keeps Lighthouse's package (installing it the first time), to load its modules from. */
export function lighthouseRoot(): string {
  if (root) return root;
  const cli = spawnSync('npx', ['-y', '-p', LIGHTHOUSE, 'sh', '-c', 'readlink -f "$(which lighthouse)"'], {
    encoding: 'utf8',
  });
  if (cli.status !== 0 || !cli.stdout.trim()) throw new Error(`npx could not find ${LIGHTHOUSE}: ${cli.stderr}`);
  // …/node_modules/lighthouse/cli/index.js
  root = dirname(dirname(cli.stdout.trim()));
  return root;
}

/** One of Lighthouse's modules, e.g. `core/config/constants.js`. */
export function lighthouseModule(path: string): Promise<Record<string, unknown>> {
  return import(pathToFileURL(join(lighthouseRoot(), path)).href);
}

/** `CPU_SLOWDOWN` as a number, or null when unset (calibrate). */
function fixedSlowdown(): number | null {
  const value = process.env.CPU_SLOWDOWN;
  if (value === undefined || value === '') return null;
  const multiplier = Number(value);
  if (!Number.isFinite(multiplier) || multiplier < 1) {
    throw new Error(`CPU_SLOWDOWN must be a number ≥ 1 (4 is Lighthouse's uncalibrated default), not "${value}"`);
  }
  return multiplier;
}

/** How many of Lighthouse's benchmarks (a second each) one calibration takes the median of. */
export const BENCHMARK_SAMPLES = 3;

/** Lighthouse's benchmark of this machine, `samples` times in a row in a fresh blank page of `browser`. */
export async function benchmarkIndexes(browser: Browser, samples = BENCHMARK_SAMPLES): Promise<number[]> {
  const { pageFunctions } = (await lighthouseModule('core/lib/page-functions.js')) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  const page = await browser.newPage();
  try {
    const indexes: number[] = [];
    for (let sample = 0; sample < samples; sample++) {
      // As Lighthouse evaluates it: the function's source, called in the page.
      indexes.push(Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)));
    }
    return indexes;
  } finally {
    await page.close();
  }
}

export interface CpuSlowdown {
  /** The multiplier to measure with. */
  multiplier: number;
  /** This machine's benchmarkIndex, measured just now: the median of `samples`. */
  benchmarkIndex: number;
  samples: number[];
  /** Whether `multiplier` comes from the benchmark (false: fixed by CPU_SLOWDOWN). */
  calibrated: boolean;
  /** e.g. "benchmarkIndex 1320 on this host (1320, 1410, 1290) → CPU slowdown 3.1× (uncalibrated default 4×)". */
  description: string;
}

/** Benchmarks this machine now and answers the CPU slowdown to measure with. */
export async function cpuSlowdown(browser: Browser): Promise<CpuSlowdown> {
  const fixed = fixedSlowdown();
  const samples = await benchmarkIndexes(browser);
  const index = [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
  const calibrated = cpuSlowdownFor(index);
  const host = `benchmarkIndex ${index} on this host (${samples.join(', ')})`;
  const tooSlow =
    index < SLOWEST_CALIBRATED_HOST
      ? ' (a host slower than the emulated phone: not slowed down, the figures are pessimistic)'
      : '';
  if (fixed !== null) {
    return {
      multiplier: fixed,
      benchmarkIndex: index,
      samples,
      calibrated: false,
      description: `${host} → CPU slowdown ${fixed}× fixed by CPU_SLOWDOWN (calibrated would be ${calibrated}×)`,
    };
  }
  return {
    multiplier: calibrated,
    benchmarkIndex: index,
    samples,
    calibrated: true,
    description: `${host} → CPU slowdown ${calibrated}× (uncalibrated default ${UNCALIBRATED_CPU_SLOWDOWN}×)${tooSlow}`,
  };
}
