import { and, eq, inArray, isNull } from 'drizzle-orm';
import { parseGpx, summarizeTrack } from '../../../features/tracks/tracks.gpx.js';
import { insertTrack } from '../../../features/tracks/tracks.repository.js';
import type { Database } from '../../client.js';
import { trips } from '../../schema.js';
import type { DemoTrip } from './types.js';

/** The lie of the land of a demo trip with a track: elevations and the direction it sets off in. */
export interface DemoTrackShape {
  slug: string;
  /** Metres above sea level at the start, at the highest point and (a one-way trip's) at the finish. */
  start: number;
  summit: number;
  finish?: number;
  /** How far along the way the highest point is, 0–1. */
  summitAt: number;
  /** The direction from the start, degrees clockwise from north. */
  bearing: number;
}

/** Four hill walks with their real heights (Pec 830 m → Sněžka 1,603 m, Ostravice → Lysá hora, …). */
export const DEMO_TRACKS: DemoTrackShape[] = [
  { slug: 'snezka-z-pece', start: 830, summit: 1603, summitAt: 0.45, bearing: 10 },
  { slug: 'lysa-hora', start: 430, summit: 1323, summitAt: 0.5, bearing: 80 },
  { slug: 'radhost-pustevny', start: 1018, summit: 1129, finish: 560, summitAt: 0.3, bearing: 250 },
  { slug: 'jested', start: 525, summit: 1012, summitAt: 0.45, bearing: 270 },
];

/** A point every ~25 m, as a hiking app records with "smart recording". */
const STEP_KM = 0.025;
const KM_PER_DEGREE = 111.195;

const smoothstep = (x: number) => x * x * (3 - 2 * x);

/** Metres above sea level at a share `f` of the way: up to the summit and down, with gentle rises and dips between. */
function elevationAt(shape: DemoTrackShape, f: number): number {
  const finish = shape.finish ?? shape.start;
  const base =
    f <= shape.summitAt
      ? shape.start + (shape.summit - shape.start) * smoothstep(f / shape.summitAt)
      : shape.summit + (finish - shape.summit) * smoothstep((f - shape.summitAt) / (1 - shape.summitAt));
  const relief = 8 + 0.03 * (shape.summit - Math.min(shape.start, finish));
  // Zero at both ends and at the top, so the start, the finish and the summit keep their heights.
  const calm = Math.sin(Math.PI * f) * (1 - Math.exp(-(((f - shape.summitAt) / 0.08) ** 2)));
  const undulation = calm * (Math.sin(2 * Math.PI * 5 * f + 1) + 0.4 * Math.sin(2 * Math.PI * 17 * f));
  return base + relief * undulation;
}

/** The way as offsets from the start in km (x east, y north), for a unit size; scaled to the trip's length below. */
function unitPath(trip: DemoTrip, shape: DemoTrackShape, points: number): Array<[number, number]> {
  const heading = (shape.bearing * Math.PI) / 180;
  const ahead: [number, number] = [Math.sin(heading), Math.cos(heading)];
  const aside: [number, number] = [Math.cos(heading), -Math.sin(heading)];
  return Array.from({ length: points }, (_, index) => {
    const f = index / (points - 1);
    let along: number;
    let across: number;
    if (trip.route === 'CIRCUIT') {
      // Round a loop whose far side is ahead, its radius wavering so it follows valleys and ridges.
      const angle = 2 * Math.PI * f;
      const radius = 1 + 0.18 * Math.sin(3 * angle + 0.7) * Math.sin(angle / 2);
      along = radius * (1 - Math.cos(angle));
      across = radius * Math.sin(angle) * 0.7;
    } else {
      along = 2 * f;
      across = 0.25 * Math.sin(2 * Math.PI * 1.5 * f) + 0.08 * Math.sin(2 * Math.PI * 6 * f);
    }
    return [along * ahead[0] + across * aside[0], along * ahead[1] + across * aside[1]];
  });
}

/**
 * A plausible GPX recording of a demo trip: its start, its length and kind of route, elevations from a smooth
 * function of the way (no noise: nothing was recorded). Deterministic, so every demo database gets the same tracks.
 */
export function demoTrackGpx(trip: DemoTrip, shape: DemoTrackShape): string {
  const points = Math.ceil(trip.km / STEP_KM) + 1;
  const unit = unitPath(trip, shape, points);
  let unitLength = 0;
  for (let index = 1; index < unit.length; index++) {
    unitLength += Math.hypot(unit[index][0] - unit[index - 1][0], unit[index][1] - unit[index - 1][1]);
  }
  const scale = trip.km / unitLength;
  const kmPerDegreeLng = KM_PER_DEGREE * Math.cos((trip.lat * Math.PI) / 180);
  const trkpts = unit.map(([x, y], index) => {
    const lat = trip.lat + (y * scale) / KM_PER_DEGREE;
    const lng = trip.lng + (x * scale) / kmPerDegreeLng;
    const ele = elevationAt(shape, index / (points - 1));
    return `      <trkpt lat="${lat.toFixed(6)}" lon="${lng.toFixed(6)}"><ele>${ele.toFixed(1)}</ele></trkpt>`;
  });
  const title = trip.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Toulky demo" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${title}</name></metadata>`,
    `  <trk>\n    <name>${title}</name>\n    <trkseg>`,
    ...trkpts,
    '    </trkseg>\n  </trk>\n</gpx>\n',
  ].join('\n');
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Gives the demo trips of DEMO_TRACKS a track, stored through the uploads' own parsing, so the app shows elevation
 * profiles out of the box. A trip that has a track keeps it: running the seed again adds nothing.
 */
export async function loadDemoTracks(tx: Tx, demoTrips: readonly DemoTrip[], editorId: string): Promise<void> {
  const bySlug = new Map(demoTrips.map((trip) => [trip.slug, trip]));
  const waiting = await tx
    .select({ id: trips.id, slug: trips.slug })
    .from(trips)
    .where(
      and(
        inArray(
          trips.slug,
          DEMO_TRACKS.map((shape) => shape.slug),
        ),
        isNull(trips.trackId),
      ),
    );
  for (const row of waiting) {
    const trip = bySlug.get(row.slug);
    const shape = DEMO_TRACKS.find((candidate) => candidate.slug === row.slug);
    if (!trip || !shape) continue;
    const gpx = parseGpx(demoTrackGpx(trip, shape));
    const track = await insertTrack(tx, {
      gpx: gpx.xml,
      fileName: `${trip.slug}.gpx`,
      summary: summarizeTrack(gpx),
      uploadedById: editorId || null,
    });
    await tx.update(trips).set({ trackId: track.id }).where(eq(trips.id, row.id));
  }
}
