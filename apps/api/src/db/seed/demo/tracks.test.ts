import { count, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { parseGpx, summarizeTrack } from '../../../features/tracks/tracks.gpx.js';
import { tracks, trips } from '../../schema.js';
import { DEMO_TRIPS, loadDemoContent } from './load.js';
import { DEMO_TRACKS, demoTrackGpx } from './tracks.js';

describe('demo tracks', () => {
  it.each(DEMO_TRACKS.map((shape) => [shape.slug, shape] as const))('%s: a plausible walk', (slug, shape) => {
    const trip = DEMO_TRIPS.find((candidate) => candidate.slug === slug);
    if (!trip) throw new Error(`no demo trip ${slug}`);
    const track = summarizeTrack(parseGpx(demoTrackGpx(trip, shape)));
    expect(track.lengthKm).toBeGreaterThan(trip.km * 0.97);
    expect(track.lengthKm).toBeLessThan(trip.km * 1.03);
    expect(track.start.lat).toBeCloseTo(trip.lat, 5);
    expect(track.start.lng).toBeCloseTo(trip.lng, 5);
    expect(track.highestPoint).toBeGreaterThan(shape.summit - 25);
    expect(track.highestPoint).toBeLessThan(shape.summit + 25);
    expect(track.lowestPoint).toBeLessThanOrEqual(Math.min(shape.start, shape.finish ?? shape.start) + 1);
    // At least the climb to the top, and not absurdly more.
    expect(track.elevationGain).toBeGreaterThanOrEqual(shape.summit - shape.start);
    expect(track.elevationGain).toBeLessThan((shape.summit - shape.start) * 1.6 + 60);
    const back = trip.route === 'CIRCUIT' ? track.line.at(-1) : undefined;
    if (back) expect(Math.abs(back[1] - trip.lat) + Math.abs(back[0] - trip.lng)).toBeLessThan(0.0001);
  });
});

describe('loading the demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives the demo trips their tracks once', async () => {
    const tracked = async () => {
      const [withTrack] = await t.app.services.db.select({ n: count() }).from(trips).where(isNotNull(trips.trackId));
      const [stored] = await t.app.services.db.select({ n: count() }).from(tracks);
      return [withTrack.n, stored.n];
    };
    await loadDemoContent(t.app.services.db);
    expect(await tracked()).toEqual([DEMO_TRACKS.length, DEMO_TRACKS.length]);
    await loadDemoContent(t.app.services.db);
    expect(await tracked()).toEqual([DEMO_TRACKS.length, DEMO_TRACKS.length]);
  });
});
