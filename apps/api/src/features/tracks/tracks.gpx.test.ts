import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  climbAndDescent,
  distanceKm,
  GpxError,
  MAX_GPX_BYTES,
  MAX_LINE_POINTS,
  MAX_PROFILE_SAMPLES,
  parseGpx,
  summarizeTrack,
} from './tracks.gpx.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

function reasonOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof GpxError) return error.reason;
    throw error;
  }
  throw new Error('expected a GpxError');
}

/** A GPX 1.1 file of one segment. */
function gpxOf(points: Array<{ lat: number; lng: number; ele?: number }>): string {
  const trkpts = points
    .map(
      ({ lat, lng, ele }) => `<trkpt lat="${lat}" lon="${lng}">${ele === undefined ? '' : `<ele>${ele}</ele>`}</trkpt>`,
    )
    .join('\n');
  return `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${trkpts}</trkseg></trk></gpx>`;
}

/** Deterministic noise in [-1, 1]. */
function noiseFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return (state / 2147483648) * 2 - 1;
  };
}

describe('parseGpx and summarizeTrack', () => {
  it('reads a recorded walk: both segments, its length, climbing without the noise, extremes, start', () => {
    const gpx = parseGpx(fixture('recorded-walk.gpx'));
    expect(gpx.name).toBe('Na vyhlídku');
    expect(gpx.segments.map((segment) => segment.length)).toEqual([126, 125]);
    const track = summarizeTrack(gpx);
    // 250 steps of 0.00017986° of latitude (20 m) north, less the one across the pause between the segments.
    expect(track.lengthKm).toBeCloseTo(4.98, 2);
    // 150 m up, 100 m down, recorded with ±3 m of noise on every point: the noise must not count.
    expect(track.elevationGain).toBeGreaterThanOrEqual(145);
    expect(track.elevationGain).toBeLessThanOrEqual(155);
    expect(track.elevationLoss).toBeGreaterThanOrEqual(95);
    expect(track.elevationLoss).toBeLessThanOrEqual(105);
    expect(track.lowestPoint).toBeGreaterThanOrEqual(398);
    expect(track.lowestPoint).toBeLessThanOrEqual(405);
    expect(track.highestPoint).toBeGreaterThanOrEqual(545);
    expect(track.highestPoint).toBeLessThanOrEqual(553);
    expect(track.start.lat).toBeCloseTo(49.95, 6);
    expect(track.start.lng).toBeCloseTo(15.5, 4);
    expect(track.pointCount).toBe(251);
    // A straight walk north simplifies to a handful of points, in GeoJSON order.
    expect(track.line.length).toBeLessThan(20);
    expect(track.line[0][0]).toBeCloseTo(15.5, 4);
    expect(track.line[0][1]).toBeCloseTo(49.95, 4);
    expect(track.profile.length).toBe(MAX_PROFILE_SAMPLES);
    expect(track.profile[0][0]).toBe(0);
    expect(track.profile.at(-1)?.[0]).toBeCloseTo(track.lengthKm, 2);
    const peak = track.profile.reduce((best, sample) => (sample[1] > best[1] ? sample : best));
    expect(peak[0]).toBeGreaterThan(2.3);
    expect(peak[0]).toBeLessThan(2.7);
  });

  it('counts about nothing for a flat walk recorded with noise', () => {
    const noise = noiseFrom(7);
    const points = Array.from({ length: 2000 }, (_, index) => ({
      lat: 50 + index * 0.000013,
      lng: 14.4,
      ele: Math.round((300 + noise() * 4) * 10) / 10,
    }));
    const track = summarizeTrack(parseGpx(gpxOf(points)));
    expect(track.lengthKm).toBeCloseTo(2.89, 1);
    expect(track.elevationGain).toBeLessThanOrEqual(5);
    expect(track.elevationLoss).toBeLessThanOrEqual(5);
    // Summing every rise of the raw recording would have counted the noise as over a kilometre of climbing.
    const raw = points.reduce(
      (sum, point, index) => sum + Math.max(0, point.ele - (points[index - 1]?.ele ?? point.ele)),
      0,
    );
    expect(raw).toBeGreaterThan(1000);
  });

  it('counts a climb in full from its lowest to its highest point, and a dip smaller than the threshold not at all', () => {
    expect(climbAndDescent([100, 98, 110, 150, 147, 151, 120])).toEqual({ gain: 53, loss: 31 });
    expect(climbAndDescent([100, 103, 99, 102])).toEqual({ gain: 0, loss: 0 });
    expect(climbAndDescent([])).toEqual({ gain: 0, loss: 0 });
  });

  it('reads a route-only file: its route points, no elevation', () => {
    const gpx = parseGpx(fixture('route-only.gpx'));
    expect(gpx.name).toBe('Hřebenovka');
    const track = summarizeTrack(gpx);
    expect(track.pointCount).toBe(5);
    expect(track.elevationGain).toBeNull();
    expect(track.elevationLoss).toBeNull();
    expect(track.lowestPoint).toBeNull();
    expect(track.highestPoint).toBeNull();
    expect(track.profile).toEqual([]);
    expect(track.start).toEqual({ lat: 50.736, lng: 15.739 });
    expect(track.line).toHaveLength(5);
    expect(track.lengthKm).toBeGreaterThan(2);
  });

  it('reads GPX 1.0 in the encoding its declaration names, skipping a point off the globe', () => {
    const gpx = parseGpx(fixture('gpx10.gpx'));
    expect(gpx.name).toBe('Ještěd');
    expect(gpx.segments[0]).toHaveLength(5);
    const track = summarizeTrack(gpx);
    expect(track.lowestPoint).toBe(540);
    expect(track.highestPoint).toBe(1012);
    expect(track.elevationGain).toBe(472);
    expect(track.elevationLoss).toBe(0);
  });

  it('refuses a file without points, an empty one, and one that is not XML or not GPX', () => {
    expect(reasonOf(() => parseGpx(fixture('empty.gpx')))).toBe('EMPTY');
    expect(reasonOf(() => parseGpx(Buffer.alloc(0)))).toBe('EMPTY');
    expect(reasonOf(() => parseGpx('  \n'))).toBe('EMPTY');
    expect(reasonOf(() => parseGpx(fixture('not-xml.gpx')))).toBe('NOT_GPX');
    expect(reasonOf(() => parseGpx(fixture('kml.xml')))).toBe('NOT_GPX');
    expect(reasonOf(() => parseGpx('<gpx><trk><trkseg><trkpt lat="1" lon="2"></trk></gpx>'))).toBe('NOT_GPX');
    expect(reasonOf(() => parseGpx(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])))).toBe(
      'NOT_GPX',
    );
    expect(reasonOf(() => parseGpx(Buffer.from('<?xml version="1.0" encoding="x-unknown"?><gpx/>')))).toBe('NOT_GPX');
  });

  it('refuses a DOCTYPE, so no entity (external or expanding) is ever read', () => {
    const error = (() => {
      try {
        parseGpx(fixture('xxe.gpx'));
      } catch (caught) {
        return caught as GpxError;
      }
    })();
    expect(error?.reason).toBe('NOT_GPX');
    expect(error?.message).toMatch(/DOCTYPE/);
    expect(error?.message).not.toMatch(/root:/);
    // Without a DOCTYPE, an entity reference other than XML's own five is an error, not a lookup.
    expect(reasonOf(() => parseGpx(gpxOf([{ lat: 50, lng: 14 }]).replace('<trk>', '<trk><name>&secret;</name>')))).toBe(
      'NOT_GPX',
    );
  });

  it('reads elements with a namespace prefix', () => {
    const file = `<g:gpx xmlns:g="http://www.topografix.com/GPX/1/1" version="1.1"><g:trk><g:trkseg>
      <g:trkpt lat="50" lon="14"><g:ele>300</g:ele></g:trkpt><g:trkpt lat="50.01" lon="14"><g:ele>320</g:ele></g:trkpt>
    </g:trkseg></g:trk></g:gpx>`;
    const track = summarizeTrack(parseGpx(file));
    expect(track.pointCount).toBe(2);
    expect(track.highestPoint).toBe(320);
    expect(track.lengthKm).toBeCloseTo(1.11, 2);
  });

  it('refuses more than 5 MB', () => {
    expect(reasonOf(() => parseGpx(Buffer.alloc(MAX_GPX_BYTES + 1, 0x20)))).toBe('TOO_LARGE');
    expect(reasonOf(() => parseGpx(' '.repeat(MAX_GPX_BYTES + 1)))).toBe('TOO_LARGE');
  });

  it('simplifies a long wiggly recording to at most 1,000 points and 200 profile samples, quickly', () => {
    const noise = noiseFrom(3);
    const points = Array.from({ length: 40_000 }, (_, index) => ({
      lat: 49 + index * 0.00002 + noise() * 0.00003,
      lng: 16 + Math.sin(index / 50) * 0.002 + noise() * 0.00003,
      ele: 500 + Math.sin(index / 2000) * 200 + noise() * 3,
    }));
    const file = gpxOf(points.map((point) => ({ ...point, ele: Math.round(point.ele * 10) / 10 })));
    expect(Buffer.byteLength(file)).toBeLessThan(MAX_GPX_BYTES);
    const started = performance.now();
    const track = summarizeTrack(parseGpx(file));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(track.pointCount).toBe(40_000);
    expect(track.line.length).toBeLessThanOrEqual(MAX_LINE_POINTS);
    expect(track.line.length).toBeGreaterThan(100);
    expect(track.profile).toHaveLength(MAX_PROFILE_SAMPLES);
    // Every point of the simplified line is a point of the recording.
    expect(distanceKm({ lat: track.line[0][1], lng: track.line[0][0] }, points[0])).toBeLessThan(0.001);
  });
});
