// The CPU slowdown that makes this machine the phone Lighthouse's mobile profile stands for. `npm run lighthouse` and
// `npm run interactions` (e2e/scripts/cpu-slowdown.ts) use it; it is here, beside the web app's other Node-side
// tooling, because this workspace's unit tests are where it can be tested (e2e/ has only the browser journeys).
//
// Lighthouse slows the CPU by a fixed 4×, which "moves a typical run in the high-end desktop bracket somewhere into
// the mid-tier mobile bracket": on a faster host the emulated phone is faster, on a busy or slower one it is slower.
// Lighthouse's throttling documentation (GoogleChrome/lighthouse docs/throttling.md, "Calibrating the CPU slowdown")
// says to calibrate the multiplier to the host's `benchmarkIndex` (saved in every report as
// `environment.benchmarkIndex`) with the Lighthouse CPU slowdown calculator it links
// (https://lighthouse-cpu-throttling-calculator.vercel.app/, patrickhulce/lighthouse-cpu-throttling-calculator).
// The calculator is linear between these points and keeps the last slope above them: 4× at 1533 is the host that
// Lighthouse's default was chosen for. Below 150 it refuses ("too slow to accurately emulate the target device").

/** The calculator's reference points, benchmarkIndex → multiplier; between and beyond them it is linear. */
export const CALIBRATION_POINTS: ReadonlyArray<readonly [benchmarkIndex: number, multiplier: number]> = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
];

/** Lighthouse's fixed multiplier, what an uncalibrated run uses. */
export const UNCALIBRATED_CPU_SLOWDOWN = 4;

/** Below this benchmarkIndex the host is already slower than the emulated phone: no slowdown emulates it. */
export const SLOWEST_CALIBRATED_HOST = CALIBRATION_POINTS[0][0];

// Above 1300 the calculator's line is 3 + (index − 1300) / 233; its points above (1533, 1766, 2000) are on it.
const SLOPE_ABOVE = 1 / 233;

/** The CPU slowdown for a host of this benchmarkIndex, to one decimal (what is passed and printed), never below 1. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`benchmarkIndex must be a positive number, not ${benchmarkIndex}`);
  }
  const points = CALIBRATION_POINTS.filter(([index]) => index <= 1300);
  let multiplier: number;
  if (benchmarkIndex <= SLOWEST_CALIBRATED_HOST) {
    multiplier = 1;
  } else if (benchmarkIndex >= 1300) {
    multiplier = 3 + (benchmarkIndex - 1300) * SLOPE_ABOVE;
  } else {
    const upper = points.findIndex(([index]) => index >= benchmarkIndex);
    const [fromIndex, fromMultiplier] = points[upper - 1];
    const [toIndex, toMultiplier] = points[upper];
    multiplier =
      fromMultiplier + ((benchmarkIndex - fromIndex) / (toIndex - fromIndex)) * (toMultiplier - fromMultiplier);
  }
  return Math.max(1, Math.round(multiplier * 10) / 10);
}
