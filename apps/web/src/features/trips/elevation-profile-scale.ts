/** One sample of a track's elevation profile: kilometres from the start, metres above sea level. */
export type ProfileSample = readonly number[];

/** The drawing's own units: the SVG's viewBox, stretched to whatever box the chart gets. */
export const VIEW_WIDTH = 1000;
export const VIEW_HEIGHT = 300;

/** Tick values from `min` to `max` at a round step (1, 2 or 5 times a power of ten), about `count` of them. */
export function niceTicks(min: number, max: number, count: number): number[] {
  if (!(max > min)) return [min];
  const rough = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  // The round step nearest to the rough one (d3's thresholds: √50, √10, √2).
  const error = rough / power;
  const step = power * (error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1);
  const ticks: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max + step * 1e-9; value += step) {
    // Rounded to the step's decimals, so 0.1 + 0.2 shows as 0.3.
    ticks.push(Number(value.toFixed(Math.max(0, -Math.floor(Math.log10(step))))));
  }
  return ticks;
}

export interface ProfileScale {
  /** The distance axis, 0 to the last sample's km. */
  maxKm: number;
  /** The elevation axis: round metres below the lowest and above the highest sample, at least 50 m apart. */
  minM: number;
  maxM: number;
  kmTicks: number[];
  mTicks: number[];
}

/** Axes for a profile: a flat walk keeps a 50 m range, so its wobbles do not look like mountains. */
export function profileScale(profile: readonly ProfileSample[]): ProfileScale {
  const maxKm = profile.length ? Math.max(profile[profile.length - 1][0], 0) : 0;
  const elevations = profile.map((sample) => sample[1]);
  const lowest = elevations.length ? Math.min(...elevations) : 0;
  const highest = elevations.length ? Math.max(...elevations) : 0;
  const middle = (lowest + highest) / 2;
  const span = Math.max(50, highest - lowest);
  const step = niceTicks(0, span, 4)[1] ?? 10;
  const minM = Math.floor((Math.min(lowest, middle - span / 2) - span * 0.05) / step) * step;
  const maxM = Math.ceil((Math.max(highest, middle + span / 2) + span * 0.05) / step) * step;
  return {
    maxKm,
    minM,
    maxM,
    kmTicks: niceTicks(0, maxKm, 5),
    mTicks: niceTicks(minM, maxM, 4),
  };
}

/** Where a sample is in the viewBox. */
export function toView(scale: ProfileScale, km: number, m: number): [number, number] {
  const x = scale.maxKm > 0 ? (km / scale.maxKm) * VIEW_WIDTH : 0;
  const y = VIEW_HEIGHT - ((m - scale.minM) / (scale.maxM - scale.minM)) * VIEW_HEIGHT;
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

/** The profile as an SVG path: its line, and the same closed along the bottom for the filled area under it. */
export function profilePaths(profile: readonly ProfileSample[], scale: ProfileScale): { line: string; area: string } {
  if (profile.length === 0) return { line: '', area: '' };
  const points = profile.map(([km, m]) => toView(scale, km, m));
  const line = `M${points.map(([x, y]) => `${x} ${y}`).join('L')}`;
  const [lastX] = points[points.length - 1];
  return { line, area: `${line}L${lastX} ${VIEW_HEIGHT}L${points[0][0]} ${VIEW_HEIGHT}Z` };
}

/** The index of the sample nearest to a share (0–1) of the way along the distance axis. */
export function sampleAt(profile: readonly ProfileSample[], share: number): number {
  if (profile.length === 0) return -1;
  const km = Math.max(0, Math.min(1, share)) * profile[profile.length - 1][0];
  let best = 0;
  for (let index = 1; index < profile.length; index++) {
    if (Math.abs(profile[index][0] - km) < Math.abs(profile[best][0] - km)) best = index;
  }
  return best;
}
