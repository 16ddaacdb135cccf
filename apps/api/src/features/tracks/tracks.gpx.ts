import { SaxesParser } from 'saxes';

/** The largest GPX file accepted: a day's walk recorded every second is well under 2 MB. */
export const MAX_GPX_BYTES = 5 * 1024 * 1024;

/** At most this many points in the line the app draws, and samples in the elevation profile. */
export const MAX_LINE_POINTS = 1000;
export const MAX_PROFILE_SAMPLES = 200;

export type GpxErrorReason = 'NOT_GPX' | 'EMPTY' | 'TOO_LARGE';

/** Why a file cannot be used as a track; the message is for the person who uploaded it (English, like the API's). */
export class GpxError extends Error {
  constructor(
    readonly reason: GpxErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'GpxError';
  }
}

export interface TrackPoint {
  lat: number;
  lng: number;
  /** Metres above sea level, when the file gives it. */
  ele: number | null;
}

/** What a track says, worked out once when it is uploaded and stored beside the file. */
export interface TrackSummary {
  /** Along the points of each segment (gaps between segments are not walked), in kilometres, 2 decimals. */
  lengthKm: number;
  /** Whole metres climbed and descended; null when no point has an elevation. */
  elevationGain: number | null;
  elevationLoss: number | null;
  /** Whole metres above sea level; null when no point has an elevation. */
  lowestPoint: number | null;
  highestPoint: number | null;
  start: { lat: number; lng: number };
  pointCount: number;
  /** The route simplified for drawing: [lng, lat] pairs (GeoJSON order), at most MAX_LINE_POINTS. */
  line: Array<[number, number]>;
  /** [distance from the start in km, elevation in m], at most MAX_PROFILE_SAMPLES; empty without elevations. */
  profile: Array<[number, number]>;
}

/** A parsed upload: its segments of points and its name, when the file has one. */
export interface ParsedGpx {
  /** The file as text, to store and to download again (UTF-8, whatever its encoding was). */
  xml: string;
  name: string | null;
  segments: TrackPoint[][];
}

const EARTH_RADIUS_KM = 6371.0088;
/** Elevations outside this range (metres) are a device's error values, not a place on Earth. */
const MIN_ELEVATION = -500;
const MAX_ELEVATION = 9000;

/** An element's name without its namespace prefix: `gpx:trkpt` and `trkpt` alike. */
function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/** A number only when the whole text is one: "12.5" yes, "12.5m", "" or "NaN" no. */
function numberIn(raw: string | null | undefined): number | null {
  const value = raw?.trim();
  if (!value || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function pointOf(lat: string | undefined, lon: string | undefined, ele: string | null): TrackPoint | null {
  const latitude = numberIn(lat);
  const longitude = numberIn(lon);
  if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const elevation = numberIn(ele);
  return {
    lat: latitude,
    lng: longitude,
    ele: elevation !== null && elevation >= MIN_ELEVATION && elevation <= MAX_ELEVATION ? elevation : null,
  };
}

const DECLARED_ENCODING = /^(\uFEFF?<\?xml[^>]*?\bencoding\s*=\s*["'])([A-Za-z0-9._-]+)(["'])/;

/**
 * The file as text, in the encoding its XML declaration names (a Czech GPS program may still write windows-1250),
 * UTF-8 by default. The text is stored as UTF-8, so a declaration naming another encoding is changed to say so.
 */
function decode(file: Buffer | string): string {
  if (typeof file === 'string') return file;
  if (file.byteLength > MAX_GPX_BYTES) throw tooLarge();
  const declared = DECLARED_ENCODING.exec(file.subarray(0, 200).toString('latin1'))?.[2];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared ?? 'utf-8');
  } catch {
    throw new GpxError('NOT_GPX', `The file is not a GPX file: its encoding ${declared} is unknown.`);
  }
  const text = decoder.decode(file);
  return decoder.encoding === 'utf-8' ? text : text.replace(DECLARED_ENCODING, '$1UTF-8$3');
}

function tooLarge(): GpxError {
  return new GpxError('TOO_LARGE', `The file is larger than ${MAX_GPX_BYTES / 1024 / 1024} MB.`);
}

const notGpx = (why: string) => new GpxError('NOT_GPX', `The file is not a GPX file: ${why}.`);

/**
 * Reads a GPX 1.0 or 1.1 file: every track's segments (`trk/trkseg/trkpt`), or the routes (`rte/rtept`) of a file
 * without a track. Points outside the globe's coordinates are skipped, elevations outside -500…9,000 m dropped.
 *
 * saxes reads it as a stream of events, strictly (any well-formedness error refuses the file), without building a
 * tree of its elements: a 4 MB recording of 40,000 points takes ~0.2 s (a parser building objects took four times
 * as long, and the event loop waits meanwhile). Safe with any input: a DOCTYPE (the only place entities are declared,
 * external or expanding ones) refuses the file, saxes knows no entity but XML's five and character references, and
 * it does no I/O.
 */
export function parseGpx(file: Buffer | string): ParsedGpx {
  if (typeof file === 'string' && Buffer.byteLength(file, 'utf8') > MAX_GPX_BYTES) throw tooLarge();
  const xml = decode(file).replace(/^\uFEFF/, '');
  if (xml.trim() === '') throw new GpxError('EMPTY', 'The file is empty.');
  if (xml.includes('\u0000')) throw notGpx('it is not text');
  if (/<!DOCTYPE/i.test(xml)) throw notGpx('a GPX file declares no DOCTYPE');

  const path: string[] = [];
  const tracks: TrackPoint[][] = [];
  const routes: TrackPoint[][] = [];
  // The first track's or route's name, else the file's (GPX 1.1 in <metadata>, 1.0 at the top).
  let trackName: string | null = null;
  let fileName: string | null = null;
  // The point being read (and the depth of its element), and the text of an <ele> or <name> being collected.
  let point: { lat?: string; lon?: string; ele: string | null; depth: number } | null = null;
  let collecting: { element: 'ele' | 'name'; depth: number; text: string } | null = null;

  const parser = new SaxesParser();
  parser.on('doctype', () => {
    throw notGpx('a GPX file declares no DOCTYPE');
  });
  parser.on('opentag', (tag) => {
    const element = localName(tag.name);
    const parent = path.at(-1);
    const depth = path.length;
    const attributes = tag.attributes as Record<string, string>;
    if (depth === 0 && element !== 'gpx') throw notGpx('its root element is not <gpx>');
    if (element === 'trkseg' && parent === 'trk' && depth === 2) tracks.push([]);
    else if (element === 'rte' && depth === 1) routes.push([]);
    else if (
      (element === 'trkpt' && parent === 'trkseg' && depth === 3) ||
      (element === 'rtept' && parent === 'rte' && depth === 2)
    ) {
      point = { lat: attributes.lat, lon: attributes.lon, ele: null, depth };
    } else if (element === 'ele' && point && depth === point.depth + 1) collecting = { element, depth, text: '' };
    else if (element === 'name' && depth <= 2) {
      const owner = depth === 1 ? 'gpx' : parent;
      const ofTrack = owner === 'trk' || owner === 'rte';
      if (ofTrack ? trackName === null : fileName === null && (owner === 'gpx' || owner === 'metadata')) {
        collecting = { element, depth, text: '' };
      }
    }
    path.push(element);
  });
  const collect = (text: string) => {
    if (collecting) collecting.text += text;
  };
  parser.on('text', collect);
  parser.on('cdata', collect);
  parser.on('closetag', () => {
    path.pop();
    const depth = path.length;
    if (collecting?.depth === depth) {
      if (collecting.element === 'ele' && point) point.ele = collecting.text;
      else if (collecting.element === 'name') {
        const owner = path.at(-1);
        if (owner === 'trk' || owner === 'rte') trackName = collecting.text.trim() || null;
        else fileName = collecting.text.trim() || null;
      }
      collecting = null;
    } else if (point?.depth === depth) {
      const read = pointOf(point.lat, point.lon, point.ele);
      if (read) (depth === 3 ? tracks : routes).at(-1)?.push(read);
      point = null;
    }
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof GpxError) throw error;
    throw notGpx('it is not XML');
  }

  const withPoints = (segments: TrackPoint[][]) => segments.filter((segment) => segment.length > 0);
  const segments = withPoints(tracks).length > 0 ? withPoints(tracks) : withPoints(routes);
  if (segments.length === 0) throw new GpxError('EMPTY', 'The file has no track or route points.');
  return { xml, name: trackName ?? fileName, segments };
}

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point with its distance from the start, counted along its segment (segments follow each other without a gap). */
interface Station {
  point: TrackPoint;
  km: number;
}

function stationsOf(segments: TrackPoint[][]): Station[] {
  const stations: Station[] = [];
  let km = 0;
  for (const segment of segments) {
    segment.forEach((point, index) => {
      if (index > 0) km += distanceKm(segment[index - 1], point);
      stations.push({ point, km });
    });
  }
  return stations;
}

/**
 * Elevation noise. A GPS receiver's elevation wanders by several metres from second to second, and summing every
 * small rise of a raw recording counts that noise as climbing: a flat walk "gains" hundreds of metres. The usual
 * remedy, which GPS units and track tools apply in some form, is to smooth the elevations over distance and then
 * count a climb or a descent only once it exceeds a threshold (hysteresis), so wobbles smaller than the threshold
 * never count while a real climb counts in full, from its lowest point to its highest. The window (100 m: a few
 * dozen points of a recording at walking pace) removes the receiver's jitter but not hills, and 5 m is the threshold
 * commonly used for hiking: smaller than any climb worth reporting, larger than what is left of the noise.
 */
export const SMOOTHING_WINDOW_KM = 0.1;
export const CLIMB_THRESHOLD_M = 5;

/** The elevations as a centred moving average over SMOOTHING_WINDOW_KM of distance (points without one left out). */
export function smoothElevations(stations: ReadonlyArray<{ km: number; ele: number }>): number[] {
  const half = SMOOTHING_WINDOW_KM / 2;
  const smoothed: number[] = [];
  let from = 0;
  let to = 0;
  let sum = 0;
  for (let index = 0; index < stations.length; index++) {
    const centre = stations[index].km;
    while (to < stations.length && stations[to].km <= centre + half) sum += stations[to++].ele;
    while (stations[from].km < centre - half) sum -= stations[from++].ele;
    smoothed.push(sum / (to - from));
  }
  return smoothed;
}

/** Metres climbed and descended, each counted once it exceeds CLIMB_THRESHOLD_M from the last turning point. */
export function climbAndDescent(elevations: readonly number[]): { gain: number; loss: number } {
  if (elevations.length === 0) return { gain: 0, loss: 0 };
  let gain = 0;
  let loss = 0;
  // Before the first climb or descent is certain: the lowest and highest seen, either may be its start.
  let low = elevations[0];
  let high = elevations[0];
  let direction: -1 | 0 | 1 = 0;
  // Then: the last turning point and the furthest point from it in the current direction.
  let turn = elevations[0];
  let extreme = elevations[0];
  for (const elevation of elevations) {
    if (direction === 0) {
      low = Math.min(low, elevation);
      high = Math.max(high, elevation);
      if (elevation - low >= CLIMB_THRESHOLD_M) [direction, turn, extreme] = [1, low, elevation];
      else if (high - elevation >= CLIMB_THRESHOLD_M) [direction, turn, extreme] = [-1, high, elevation];
    } else if (direction === 1) {
      if (elevation > extreme) extreme = elevation;
      else if (extreme - elevation >= CLIMB_THRESHOLD_M) {
        gain += extreme - turn;
        [direction, turn, extreme] = [-1, extreme, elevation];
      }
    } else if (elevation < extreme) extreme = elevation;
    else if (elevation - extreme >= CLIMB_THRESHOLD_M) {
      loss += turn - extreme;
      [direction, turn, extreme] = [1, extreme, elevation];
    }
  }
  if (direction === 1) gain += extreme - turn;
  if (direction === -1) loss += turn - extreme;
  return { gain, loss };
}

/** Squared distance in metres² from p to the segment a–b, on a local flat projection (fine over a few km). */
function segmentDistanceSquared(p: TrackPoint, a: TrackPoint, b: TrackPoint, metresPerDegreeLng: number): number {
  const metresPerDegreeLat = 111_320;
  const ax = a.lng * metresPerDegreeLng;
  const ay = a.lat * metresPerDegreeLat;
  const dx = b.lng * metresPerDegreeLng - ax;
  const dy = b.lat * metresPerDegreeLat - ay;
  const px = p.lng * metresPerDegreeLng - ax;
  const py = p.lat * metresPerDegreeLat - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
  const ex = px - t * dx;
  const ey = py - t * dy;
  return ex * ex + ey * ey;
}

/** Which points of a segment Douglas–Peucker keeps at a tolerance in metres (iterative: no deep recursion). */
function douglasPeucker(points: TrackPoint[], toleranceM: number): TrackPoint[] {
  if (points.length <= 2) return points;
  const metresPerDegreeLng = 111_320 * Math.cos(toRadians(points[0].lat));
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  const toleranceSquared = toleranceM * toleranceM;
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let farthestDistance = toleranceSquared;
    for (let index = first + 1; index < last; index++) {
      const distance = segmentDistanceSquared(points[index], points[first], points[last], metresPerDegreeLng);
      if (distance > farthestDistance) {
        farthest = index;
        farthestDistance = distance;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, index) => keep[index] === 1);
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** The line to draw: Douglas–Peucker from 2 m, the tolerance doubled until it has at most MAX_LINE_POINTS points. */
export function simplifiedLine(segments: TrackPoint[][]): Array<[number, number]> {
  let toleranceM = 2;
  for (;;) {
    const line = segments.flatMap((segment) => douglasPeucker(segment, toleranceM));
    if (line.length <= MAX_LINE_POINTS) return line.map((point) => [round(point.lng, 5), round(point.lat, 5)]);
    toleranceM *= 2;
  }
}

/** The smoothed elevation at evenly spaced distances (at most MAX_PROFILE_SAMPLES), interpolated between points. */
function profileOf(stations: ReadonlyArray<{ km: number; ele: number }>): Array<[number, number]> {
  if (stations.length === 0) return [];
  const totalKm = stations[stations.length - 1].km;
  const samples = Math.min(MAX_PROFILE_SAMPLES, stations.length);
  if (samples === 1 || totalKm === 0) return [[0, round(stations[0].ele, 1)]];
  const profile: Array<[number, number]> = [];
  let index = 0;
  for (let sample = 0; sample < samples; sample++) {
    const km = (totalKm * sample) / (samples - 1);
    while (index < stations.length - 2 && stations[index + 1].km < km) index++;
    const a = stations[index];
    const b = stations[index + 1];
    const share = b.km === a.km ? 0 : Math.max(0, Math.min(1, (km - a.km) / (b.km - a.km)));
    profile.push([round(km, 3), round(a.ele + (b.ele - a.ele) * share, 1)]);
  }
  return profile;
}

/** Length, climbing, extremes, start, the line to draw and the elevation profile of a parsed file. */
export function summarizeTrack(gpx: ParsedGpx): TrackSummary {
  const stations = stationsOf(gpx.segments);
  const withElevation = stations.flatMap(({ point, km }) => (point.ele === null ? [] : [{ km, ele: point.ele }]));
  const smoothed = smoothElevations(withElevation);
  const smoothedStations = withElevation.map((station, index) => ({ km: station.km, ele: smoothed[index] }));
  const { gain, loss } = climbAndDescent(smoothed);
  const hasElevation = smoothed.length > 0;
  const first = gpx.segments[0][0];
  return {
    lengthKm: round(stations[stations.length - 1].km, 2),
    elevationGain: hasElevation ? Math.round(gain) : null,
    elevationLoss: hasElevation ? Math.round(loss) : null,
    lowestPoint: hasElevation ? Math.round(smoothed.reduce((a, b) => Math.min(a, b))) : null,
    highestPoint: hasElevation ? Math.round(smoothed.reduce((a, b) => Math.max(a, b))) : null,
    start: { lat: first.lat, lng: first.lng },
    pointCount: stations.length,
    line: simplifiedLine(gpx.segments),
    profile: profileOf(smoothedStations),
  };
}
