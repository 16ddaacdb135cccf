import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTrip } from '../../../test/content-factories.js';
import { signedInUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { publicSiteEnv } from '../../../test/support/public-site.js';
import { tracks, trips } from '../../db/schema.js';
import { sitePath } from '../../platform/site-paths.js';
import { MAX_GPX_BYTES } from './tracks.gpx.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

const TRACK = `_id lengthKm elevationGain elevationLoss lowestPoint highestPoint line profile gpxUrl`;
const DETAIL = `query D($id: ID!) { publishedTrip(id: $id) { _id track { ${TRACK} } } }`;
const LIST = `{ publishedTrips(pagination: { pageNumber: 1, pageSize: 50 }) { edges { _id track { _id lengthKm } } } }`;

interface UploadAnswer {
  status: number;
  body: {
    track?: {
      _id: string;
      lengthKm: number;
      elevationGain: number | null;
      elevationLoss: number | null;
      lowestPoint: number | null;
      highestPoint: number | null;
      start: { lat: number; lng: number };
      pointCount: number;
    };
    error?: { code: string; reason?: string; message: string };
  };
}

let trackStatements = 0;
let t: TestApp;
let editor: Awaited<ReturnType<typeof signedInUser>>;
let partner: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  // With the public site, whose trip page shows the track too.
  t = await startTestApp(publicSiteEnv(), (query) => {
    if (/from "tracks"/i.test(query)) trackStatements += 1;
  });
  editor = await signedInUser(t, { roles: ['USER', 'TRIP_EDITOR'] });
  partner = await signedInUser(t, { roles: ['USER', 'PARTNER_EDITOR'] });
});
afterAll(() => t.close());

async function upload(
  body: Buffer | string,
  { token = editor.token, type = 'application/gpx+xml', name }: { token?: string; type?: string; name?: string } = {},
): Promise<UploadAnswer> {
  const headers: Record<string, string> = { 'content-type': type };
  if (token) headers.authorization = `Bearer ${token}`;
  const query = name === undefined ? '' : `?name=${encodeURIComponent(name)}`;
  const response = await fetch(`${t.url}/api/tracks${query}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

async function storedTracks(): Promise<number> {
  const [row] = await t.app.services.db.select({ n: count() }).from(tracks);
  return row.n;
}

describe('POST /api/tracks', () => {
  it('stores an editor’s GPX file and answers with its figures', async () => {
    const answer = await upload(fixture('recorded-walk.gpx'), { name: 'C:\\Users\\jana\\Ranní procházka.gpx' });
    expect(answer.status).toBe(201);
    const track = answer.body.track;
    expect(track).toMatchObject({ lengthKm: 4.98, pointCount: 251, start: { lat: 49.95 } });
    expect(track?.elevationGain).toBeGreaterThanOrEqual(145);
    expect(track?.elevationGain).toBeLessThanOrEqual(155);
    expect(track?.elevationLoss).toBeGreaterThanOrEqual(95);
    expect(track?.highestPoint).toBeGreaterThanOrEqual(545);
    const [row] = await t.app.services.db
      .select()
      .from(tracks)
      .where(eq(tracks.id, track?._id ?? ''));
    expect(row).toMatchObject({ fileName: 'Ranní procházka.gpx', uploadedById: editor.user.id, pointCount: 251 });
    expect(row.gpx).toBe(fixture('recorded-walk.gpx').toString('utf8'));
  });

  it('takes every allowed content type, a partner’s upload, and a route-only file with no elevations', async () => {
    for (const type of ['application/xml', 'text/xml; charset=utf-8', 'application/octet-stream']) {
      expect((await upload(fixture('route-only.gpx'), { token: partner.token, type })).status, type).toBe(201);
    }
    const answer = await upload(fixture('route-only.gpx'));
    expect(answer.body.track).toMatchObject({ elevationGain: null, lowestPoint: null, pointCount: 5 });
  });

  it('refuses anybody who may not create trips, before reading the file', async () => {
    const before = await storedTracks();
    const hiker = await signedInUser(t);
    const blogger = await signedInUser(t, { roles: ['USER', 'BLOG_EDITOR'] });
    const file = fixture('route-only.gpx');
    expect(await upload(file, { token: '' })).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED' } } });
    expect(await upload(file, { token: 'not-a-token' })).toMatchObject({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED_TOKEN_INVALID' } },
    });
    expect(await upload(file, { token: hiker.token })).toMatchObject({
      status: 403,
      body: { error: { code: 'FORBIDDEN' } },
    });
    expect((await upload(file, { token: blogger.token })).status).toBe(403);
    expect(await storedTracks()).toBe(before);
  });

  it('refuses what is not a GPX track with the reason, and stores nothing', async () => {
    const before = await storedTracks();
    const refusals: Array<[Buffer | string, string]> = [
      [fixture('not-xml.gpx'), 'NOT_GPX'],
      [fixture('kml.xml'), 'NOT_GPX'],
      [fixture('xxe.gpx'), 'NOT_GPX'],
      [fixture('empty.gpx'), 'EMPTY'],
      ['', 'EMPTY'],
    ];
    for (const [body, reason] of refusals) {
      const answer = await upload(body);
      expect(answer.status, reason).toBe(422);
      expect(answer.body.error).toMatchObject({ code: 'BAD_USER_INPUT', reason });
      expect(answer.body.error?.message).toMatch(/GPX|empty|points/);
    }
    expect(await upload(fixture('route-only.gpx'), { type: 'application/json' })).toMatchObject({
      status: 415,
      body: { error: { code: 'BAD_USER_INPUT', reason: 'NOT_GPX' } },
    });
    expect(await storedTracks()).toBe(before);
  });

  it('refuses more than 5 MB with 413, as soon as it is announced or has arrived', async () => {
    const before = await storedTracks();
    const padded = `${fixture('route-only.gpx').toString('utf8')}${' '.repeat(MAX_GPX_BYTES)}`;
    const sent = await upload(padded);
    expect(sent).toMatchObject({ status: 413, body: { error: { code: 'BAD_USER_INPUT', reason: 'TOO_LARGE' } } });

    // Only the headers and a few bytes are sent: the answer comes without waiting for the rest.
    const early = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${t.url}/api/tracks`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${editor.token}`,
          'content-type': 'application/gpx+xml',
          'content-length': String(MAX_GPX_BYTES + 1),
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => {
          // The rest of the announced body is never sent: the connection goes with the answer.
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      request.on('error', reject);
      request.write('<?xml version="1.0"?>');
    });
    expect(early.status).toBe(413);
    expect(JSON.parse(early.body)).toMatchObject({ error: { reason: 'TOO_LARGE' } });
    expect(await storedTracks()).toBe(before);
  });
});

describe('PublishedTrip.track and the download', () => {
  async function uploadedTrack(file = 'recorded-walk.gpx'): Promise<string> {
    const answer = await upload(fixture(file));
    if (!answer.body.track) throw new Error(`upload failed: ${JSON.stringify(answer.body)}`);
    return answer.body.track._id;
  }

  it('gives a published trip its track: figures, the line to draw, the profile and the file’s address', async () => {
    const trackId = await uploadedTrack();
    const trip = await buildTrip(t, { trackId });
    const plain = await buildTrip(t);
    const answer = await t.gql<{ publishedTrip: { track: Record<string, unknown> & { line: number[][] } } }>(DETAIL, {
      id: trip.id,
    });
    expect(answer.errors).toBeUndefined();
    const track = answer.data?.publishedTrip.track;
    expect(track).toMatchObject({ _id: trackId, lengthKm: 4.98, gpxUrl: `/media/tracks/${trackId}.gpx` });
    expect(track?.line[0][0]).toBeCloseTo(15.5, 3);
    expect(track?.line[0][1]).toBeCloseTo(49.95, 3);
    expect(track?.profile).toHaveLength(200);
    const none = await t.gql<{ publishedTrip: { track: unknown } }>(DETAIL, { id: plain.id });
    expect(none.data?.publishedTrip.track).toBeNull();
  });

  it('reads the tracks of a whole list in one statement', async () => {
    for (let index = 0; index < 3; index++) await buildTrip(t, { trackId: await uploadedTrack('route-only.gpx') });
    trackStatements = 0;
    const answer = await t.gql<{ publishedTrips: { edges: Array<{ track: unknown }> } }>(LIST);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.publishedTrips.edges.filter((trip) => trip.track).length).toBeGreaterThanOrEqual(4);
    expect(trackStatements).toBe(1);
  });

  it('shows a track given to a trip at once, past the public catalogue kept in memory', async () => {
    const trip = await buildTrip(t);
    expect(
      (await t.gql<{ publishedTrip: { track: unknown } }>(DETAIL, { id: trip.id })).data?.publishedTrip.track,
    ).toBeNull();
    const trackId = await uploadedTrack('route-only.gpx');
    await t.app.services.db.update(trips).set({ trackId }).where(eq(trips.id, trip.id));
    const after = await t.gql<{ publishedTrip: { track: { _id: string } } }>(DETAIL, { id: trip.id });
    expect(after.data?.publishedTrip.track._id).toBe(trackId);
  });

  it('downloads the file of a published trip’s track, and of no other', async () => {
    const trackId = await uploadedTrack();
    const trip = await buildTrip(t, { trackId, slug: 'na-vyhlidku-z-udoli' });
    const response = await fetch(`${t.url}/media/tracks/${trackId}.gpx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gpx+xml; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="na-vyhlidku-z-udoli.gpx"');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe(fixture('recorded-walk.gpx').toString('utf8'));

    // A draft's track, a track no trip has, an unpublished trip's and ids that are no track's: nothing to see.
    const draftTrack = await uploadedTrack();
    await buildTrip(t, { trackId: draftTrack, status: 'DRAFT', publishedAt: null });
    const loose = await uploadedTrack();
    for (const id of [draftTrack, loose, '00000000-0000-0000-0000-000000000000', 'nope', `${trackId}x`]) {
      expect((await fetch(`${t.url}/media/tracks/${id}.gpx`)).status, id).toBe(404);
    }
    await t.app.services.db.update(trips).set({ status: 'UNPUBLISHED' }).where(eq(trips.id, trip.id));
    expect((await fetch(`${t.url}/media/tracks/${trackId}.gpx`)).status).toBe(404);
  });

  it('keeps a file written in another encoding as UTF-8, saying so in its declaration', async () => {
    const trackId = await uploadedTrack('gpx10.gpx');
    await buildTrip(t, { trackId });
    const text = await (await fetch(`${t.url}/media/tracks/${trackId}.gpx`)).text();
    expect(text).toContain('<?xml version="1.0" encoding="UTF-8"?>');
    expect(text).toContain('<name>Ještěd</name>');
  });

  it('shows the profile and the download on the trip’s public page', async () => {
    const trackId = await uploadedTrack();
    const trip = await buildTrip(t, { trackId });
    const page = async (language: 'cs_CZ' | 'en_US') =>
      (await fetch(`${t.url}${sitePath(language, `/trips/${trip.id}`)}`)).text();
    const cs = (await page('cs_CZ')).replace(/\u00a0|&nbsp;/g, ' ');
    expect(cs).toContain('<h2 id="trip-track">Trasa a výškový profil</h2>');
    expect(cs).toMatch(/<dt>Délka<\/dt><dd>5 km<\/dd>/);
    expect(cs).toMatch(/<dt>Nejvyšší bod<\/dt><dd>5\d\d m n\. m\.<\/dd>/);
    expect(cs).toContain('role="slider"');
    expect(cs).toContain(`href="/media/tracks/${trackId}.gpx" download=""`);
    const en = (await page('en_US')).replace(/\u00a0|&nbsp;/g, ' ');
    expect(en).toContain('Download the track (GPX)');
    expect(en).toMatch(/<dt>Length<\/dt><dd>5 km<\/dd>/);
    const without = await buildTrip(t);
    expect(await (await fetch(`${t.url}/trips/${without.id}`)).text()).not.toContain('trip-track');
  });
});
