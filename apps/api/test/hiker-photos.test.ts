import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hikerPhotos, images, rateLimitHits, tripRatings } from '../src/db/schema.js';
import {
  MAX_HIKER_PHOTO_BYTES,
  UPLOAD_ATTEMPTS_PER_DAY,
  UPLOADS_PER_DAY,
} from '../src/features/hiker-photos/hiker-photos.service.js';
import { buildImage, buildTrip } from './content-factories.js';
import { signedInUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { type LocalS3, startLocalS3 } from './support/local-s3.js';
import { unzip } from './unzip.js';

// Hikers' photos on their ratings (issue 32): POST /api/ratings/photos, the renditions it keeps (no original, no
// metadata, upright), rateTrip's photos, discardHikerPhoto, the limits, forgetting unsaved photos, who sees which
// photo, and that an account's photos go with it, files included, in DATA_DIR/media and in an S3 bucket.

interface Variant {
  url: string;
  width: number;
  format: string;
}
interface UploadedPhoto {
  _id: string;
  image: { _id: string; url: string; alt: string; width: number; height: number; variants: Variant[] };
  caption: string;
  createdAt: string;
}
interface UploadAnswer {
  status: number;
  headers: Headers;
  body: {
    photo?: UploadedPhoto;
    error?: { code: string; message: string; reason?: string; retryAfter?: number; requestId: string };
  };
}

async function upload(t: TestApp, bytes: Buffer, token?: string, type = 'image/jpeg'): Promise<UploadAnswer> {
  const headers: Record<string, string> = { 'content-type': type };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${t.url}/api/ratings/photos`, {
    method: 'POST',
    headers,
    body: new Uint8Array(bytes),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as UploadAnswer['body'] };
}

async function uploaded(t: TestApp, token: string, bytes?: Buffer): Promise<UploadedPhoto> {
  const answer = await upload(t, bytes ?? (await flat(320, 240, 'jpeg')), token);
  expect(answer.status).toBe(201);
  return answer.body.photo as UploadedPhoto;
}

/** A flat picture, fast to encode. */
function flat(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif') {
  return sharp({ create: { width, height, channels: 3, background: { r: 70, g: 110, b: 60 } } })
    .composite([{ input: { create: { width: 30, height: 20, channels: 3, background: '#d22' } }, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

/**
 * A phone's photo: 600 × 400 pixels stored sideways (EXIF orientation 6, "turn 90° clockwise to view"), with the
 * GPS position, the camera's serial number and the author in its EXIF.
 */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 70, g: 110, b: 60 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Artist: 'Jana Novakova', Make: 'PhoneMaker' },
      IFD2: { BodySerialNumber: 'SERIAL-4711-XYZ' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '50/1 44/1 9/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '15/1 44/1 24/1',
        GPSMapDatum: 'WGS-84',
      },
    })
    .toBuffer();
}

/** A valid PNG of 30,000 × 30,000 pixels (900 megapixels) in a few kilobytes. */
function decompressionBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(30_001 * 1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A photo-like picture, 2400 × 1600 as a phone's JPEG at quality 92: detail at every scale (coarse shapes, medium
 * texture, fine grain, as foliage has), which is what makes renditions cost what a real photo's do.
 */
async function detailedPhoto(): Promise<Buffer> {
  const noise = (width: number, height: number, mean: number, sigma: number) =>
    sharp({
      create: { width, height, channels: 3, background: '#6b8e23', noise: { type: 'gaussian', mean, sigma } },
    })
      .png()
      .toBuffer();
  const scaled = async (bytes: Buffer) => sharp(bytes).resize(2400, 1600, { kernel: 'cubic' }).png().toBuffer();
  const coarse = await scaled(await noise(150, 100, 110, 45));
  const medium = await scaled(await noise(600, 400, 110, 30));
  const grain = await sharp(await noise(2400, 1600, 128, 25))
    .blur(0.8)
    .png()
    .toBuffer();
  return sharp(coarse)
    .composite([
      { input: medium, blend: 'overlay' },
      { input: grain, blend: 'soft-light' },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
}

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

const RATE = `mutation R($id: ID!, $input: RateTripInput!) {
  rateTrip(id: $id, input: $input) { myRating { _id photos { _id caption ratingId image { _id alt } } } }
}`;

const RATINGS = `query T($id: ID!) {
  publishedTrip(id: $id) {
    ratings { edges { _id photos { _id caption } } }
    hikerPhotos { total edges { _id caption createdAt ratingId user { shortname initials } image { url alt variants { url } } } }
    myRating { photos { _id hidden } }
  }
}`;

interface RatingsAnswer {
  publishedTrip: {
    ratings: { edges: Array<{ _id: string; photos: Array<{ _id: string; caption: string }> }> };
    hikerPhotos: {
      total: number;
      edges: Array<{
        _id: string;
        caption: string;
        createdAt: string;
        ratingId: string;
        user: { shortname: string; initials: string };
        image: { url: string; alt: string; variants: Array<{ url: string }> };
      }>;
    };
    myRating: { photos: Array<{ _id: string; hidden: boolean }> } | null;
  };
}

interface StoreUnderTest {
  env: Record<string, string>;
  files(t: TestApp): Promise<string[]>;
  stop(): Promise<void>;
}

const localStore = async (): Promise<StoreUnderTest> => ({
  env: {},
  files: async (t) => filesUnder(join(t.app.services.config.dataDir, 'media')),
  stop: async () => {},
});

const s3Store = async (): Promise<StoreUnderTest> => {
  const s3: LocalS3 = await startLocalS3();
  return { env: s3.env, files: () => s3.keys(), stop: () => s3.stop() };
};

/** The keys of a photo's files as the store names them. */
const keysOf = (photo: UploadedPhoto) => photo.image.variants.map((variant) => variant.url.replace(/^\/media\//, ''));

describe.each([
  ['DATA_DIR/media', localStore],
  ['an S3 bucket', s3Store],
])('hikers’ photos with the media in %s', (_name, openStore) => {
  let t: TestApp;
  let store: StoreUnderTest;

  beforeAll(async () => {
    store = await openStore();
    t = await startTestApp(store.env);
  });
  afterAll(async () => {
    await t.close();
    await store.stop();
  });

  /** Runs `refuse` and checks that it changed no file and no row. */
  async function leavesNothing(refuse: () => Promise<void>) {
    const files = await store.files(t);
    const rows = (await t.app.services.db.select().from(hikerPhotos)).length;
    const imageRows = (await t.app.services.db.select().from(images)).length;
    await refuse();
    expect(await store.files(t)).toEqual(files);
    expect(await t.app.services.db.select().from(hikerPhotos)).toHaveLength(rows);
    expect(await t.app.services.db.select().from(images)).toHaveLength(imageRows);
  }

  it('keeps a JPEG, PNG or WebP as renditions only: 201, a pending photo, no original anywhere', async () => {
    const { token, user } = await signedInUser(t);
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const answer = await upload(t, await flat(640, 480, format), token, `image/${format}`);
      expect([format, answer.status]).toEqual([format, 201]);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const photo = answer.body.photo as UploadedPhoto;
      expect(photo).toMatchObject({ caption: '', image: { alt: '', width: 640, height: 480 } });
      expect(Date.parse(photo.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(photo.image.variants.map(({ format: kind, width }) => `${kind} ${width}`)).toEqual([
        'AVIF 480',
        'AVIF 640',
        'WEBP 480',
        'WEBP 640',
        'JPEG 480',
        'JPEG 640',
      ]);
      const [row] = await t.app.services.db.select().from(hikerPhotos).where(eq(hikerPhotos.id, photo._id));
      expect(row).toMatchObject({ userId: user.id, ratingId: null, imageId: photo.image._id, caption: '' });
      const [image] = await t.app.services.db.select().from(images).where(eq(images.id, photo.image._id));
      expect(image.originalKey).toBeNull();
      expect((await store.files(t)).filter((key) => key.includes(photo.image._id))).toEqual(keysOf(photo).sort());
    }
    expect((await store.files(t)).filter((key) => key.startsWith('originals/'))).toEqual([]);
  });

  it('strips every piece of metadata (GPS, serial, author) from every rendition and turns the photo upright', async () => {
    const { token } = await signedInUser(t);
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect([before.width, before.height]).toEqual([600, 400]);
    expect(original.includes('WGS-84')).toBe(true);
    expect(original.includes('SERIAL-4711-XYZ')).toBe(true);

    const photo = await uploaded(t, token, original);
    // Upright: the sideways 600 × 400 becomes 400 × 600.
    expect([photo.image.width, photo.image.height]).toEqual([400, 600]);
    for (const variant of photo.image.variants) {
      const response = await fetch(`${t.url}${variant.url}`);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect([variant.url, metadata.exif, metadata.xmp, metadata.iptc]).toEqual([
        variant.url,
        undefined,
        undefined,
        undefined,
      ]);
      expect(metadata.orientation ?? 1).toBe(1);
      expect(metadata.height).toBeGreaterThan(metadata.width as number);
      for (const secret of ['WGS-84', 'SERIAL-4711-XYZ', 'Jana Novakova', 'PhoneMaker', 'Exif\0\0']) {
        expect([variant.url, secret, bytes.includes(secret)]).toEqual([variant.url, secret, false]);
      }
    }
  });

  it('refuses what is no photo, too large, broken, or unsigned, and leaves nothing behind', async () => {
    const { token } = await signedInUser(t);
    const jpeg = await flat(800, 600, 'jpeg');
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await leavesNothing(async () => {
      const cases: Array<[string, Buffer, string | undefined, string, number, string, string | undefined]> = [
        ['a PDF renamed .jpg', pdf, token, 'image/jpeg', 422, 'BAD_USER_INPUT', 'NOT_AN_IMAGE'],
        ['a truncated JPEG', jpeg.subarray(0, jpeg.length / 2), token, 'image/jpeg', 422, 'BAD_USER_INPUT', 'CORRUPT'],
        ['a decompression bomb', decompressionBomb(), token, 'image/png', 413, 'BAD_USER_INPUT', 'TOO_LARGE'],
        ['an AVIF', await flat(64, 64, 'avif'), token, 'image/jpeg', 422, 'BAD_USER_INPUT', 'NOT_AN_IMAGE'],
        ['a GIF type', jpeg, token, 'image/gif', 415, 'BAD_USER_INPUT', 'NOT_AN_IMAGE'],
        ['an AVIF type', jpeg, token, 'image/avif', 415, 'BAD_USER_INPUT', 'NOT_AN_IMAGE'],
        ['nobody signed in', jpeg, undefined, 'image/jpeg', 401, 'UNAUTHORIZED', undefined],
        ['a forged token', jpeg, 'not-a-token', 'image/jpeg', 401, 'UNAUTHORIZED_TOKEN_INVALID', undefined],
      ];
      for (const [name, bytes, bearer, type, status, code, reason] of cases) {
        const { status: got, body } = await upload(t, bytes, bearer, type);
        expect([name, got, body.error?.code, body.error?.reason]).toEqual([name, status, code, reason]);
        expect(body.error?.message).toBeTruthy();
        expect(body.error?.requestId).toBeTruthy();
      }
      // Over 15 MB (a 20 MB file): refused by its declared length.
      const oversized = Buffer.concat([jpeg, Buffer.alloc(20 * 1024 * 1024)]);
      expect(oversized.length).toBeGreaterThan(MAX_HIKER_PHOTO_BYTES);
      const tooLarge = await upload(t, oversized, token);
      expect([tooLarge.status, tooLarge.body.error?.reason]).toEqual([413, 'TOO_LARGE']);
      expect(tooLarge.body.error?.message).toContain('15 MB');
    });
  });

  it('saves photos with the rating: attach, caption, reorder, remove (files too), and leaves them unchanged when absent', async () => {
    const jana = await signedInUser(t, { firstname: 'Jana', lastname: 'Nováková' });
    const trip = await buildTrip(t);
    const [a, b, c] = [await uploaded(t, jana.token), await uploaded(t, jana.token), await uploaded(t, jana.token)];

    const first = await t.gql<{ rateTrip: { myRating: { _id: string; photos: Array<{ _id: string }> } } }>(
      RATE,
      {
        id: trip.id,
        input: { score: 5, text: 'Krásné', photos: [{ id: a._id, caption: ' Vyhlídka ' }, { id: b._id }] },
      },
      { token: jana.token },
    );
    expect(first.errors).toBeUndefined();
    const ratingId = first.data?.rateTrip.myRating._id as string;
    expect(first.data?.rateTrip.myRating.photos).toEqual([
      { _id: a._id, caption: 'Vyhlídka', ratingId, image: { _id: a.image._id, alt: 'Vyhlídka' } },
      { _id: b._id, caption: '', ratingId, image: { _id: b.image._id, alt: '' } },
    ]);

    const seen = await t.gql<RatingsAnswer>(RATINGS, { id: trip.id });
    expect(seen.errors).toBeUndefined();
    expect(seen.data?.publishedTrip.ratings.edges).toEqual([
      {
        _id: ratingId,
        photos: [
          { _id: a._id, caption: 'Vyhlídka' },
          { _id: b._id, caption: '' },
        ],
      },
    ]);
    expect(seen.data?.publishedTrip.hikerPhotos.total).toBe(2);
    expect(seen.data?.publishedTrip.hikerPhotos.edges[0]).toMatchObject({
      user: { shortname: 'Jana N.', initials: 'JN' },
      ratingId,
    });

    // Reordered, recaptioned, one removed and one added.
    const second = await t.gql<{ rateTrip: { myRating: { photos: Array<{ _id: string; caption: string }> } } }>(
      RATE,
      {
        id: trip.id,
        input: {
          score: 4,
          photos: [
            { id: c._id, caption: 'Les' },
            { id: a._id, caption: null },
          ],
        },
      },
      { token: jana.token },
    );
    expect(second.errors).toBeUndefined();
    expect(second.data?.rateTrip.myRating.photos.map((photo) => [photo._id, photo.caption])).toEqual([
      [c._id, 'Les'],
      [a._id, ''],
    ]);
    expect(await t.app.services.db.select().from(hikerPhotos).where(eq(hikerPhotos.id, b._id))).toEqual([]);
    expect(await t.app.services.db.select().from(images).where(eq(images.id, b.image._id))).toEqual([]);
    const files = await store.files(t);
    for (const key of keysOf(b)) expect(files).not.toContain(key);
    for (const key of keysOf(a)) expect(files).toContain(key);
    expect((await fetch(`${t.url}${b.image.url}`)).status).toBe(404);
    // The attached time stays the first attachment's.
    const [aRow] = await t.app.services.db.select().from(hikerPhotos).where(eq(hikerPhotos.id, a._id));
    expect(aRow.position).toBe(1);

    // Without photos the photos stay as they are; an empty list removes them all.
    const third = await t.gql<{ rateTrip: { myRating: { photos: Array<{ _id: string }> } } }>(
      RATE,
      { id: trip.id, input: { score: 3, text: 'Jinak' } },
      { token: jana.token },
    );
    expect(third.data?.rateTrip.myRating.photos.map((photo) => photo._id)).toEqual([c._id, a._id]);
    const emptied = await t.gql<{ rateTrip: { myRating: { photos: Array<{ _id: string }> } } }>(
      RATE,
      { id: trip.id, input: { score: 3, photos: [] } },
      { token: jana.token },
    );
    expect(emptied.data?.rateTrip.myRating.photos).toEqual([]);
    const left = await store.files(t);
    for (const key of [...keysOf(a), ...keysOf(c)]) expect(left).not.toContain(key);
  });

  it('refuses more than 5 photos, someone else’s, another rating’s, and a long caption, changing nothing', async () => {
    const jana = await signedInUser(t);
    const petr = await signedInUser(t);
    const [trip, other] = [await buildTrip(t), await buildTrip(t)];
    const mine = [];
    for (let index = 0; index < 6; index++) mine.push(await uploaded(t, jana.token));
    const petrs = await uploaded(t, petr.token);
    const onOther = await uploaded(t, jana.token);
    expect(
      (await t.gql(RATE, { id: other.id, input: { score: 2, photos: [{ id: onOther._id }] } }, { token: jana.token }))
        .errors,
    ).toBeUndefined();

    const refused = async (photos: unknown[]) => {
      const answer = await t.gql(RATE, { id: trip.id, input: { score: 5, photos } }, { token: jana.token });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const fields = (answer.errors?.[0]?.extensions?.fields ?? []) as Array<{ field: string; messageKey: string }>;
      return fields.map(({ field, messageKey }) => `${field} ${messageKey}`);
    };
    expect(await refused(mine.map((photo) => ({ id: photo._id })))).toEqual(['photos MAX_VALUE']);
    expect(await refused([{ id: mine[0]._id }, { id: petrs._id }])).toEqual(['photos INVALID_VALUE']);
    expect(await refused([{ id: onOther._id }])).toEqual(['photos INVALID_VALUE']);
    expect(await refused([{ id: mine[0]._id }, { id: mine[0]._id }])).toEqual(['photos INVALID_VALUE']);
    expect(await refused([{ id: 'not-an-id' }])).toEqual(['photos INVALID_VALUE']);
    expect(await refused([{ id: mine[0]._id }, { id: mine[1]._id, caption: 'x'.repeat(201) }])).toEqual([
      'photos.1.caption MAX_LENGTH',
    ]);
    // Nothing was saved: no rating of the trip, every photo where it was.
    expect(await t.app.services.db.select().from(tripRatings).where(eq(tripRatings.tripId, trip.id))).toEqual([]);
    const rows = await t.app.services.db
      .select({ id: hikerPhotos.id, ratingId: hikerPhotos.ratingId })
      .from(hikerPhotos)
      .where(inArray(hikerPhotos.id, [...mine.map((photo) => photo._id), petrs._id]));
    expect(rows.every((row) => row.ratingId === null)).toBe(true);
    expect(rows).toHaveLength(7);
  });

  it('discards a pending photo with its files, and nobody else’s or an attached one', async () => {
    const jana = await signedInUser(t);
    const petr = await signedInUser(t);
    const trip = await buildTrip(t);
    const [pending, attached] = [await uploaded(t, jana.token), await uploaded(t, jana.token)];
    await t.gql(RATE, { id: trip.id, input: { score: 4, photos: [{ id: attached._id }] } }, { token: jana.token });
    const discard = (id: string, token?: string) =>
      t.gql<{ discardHikerPhoto: boolean }>('mutation D($id: ID!) { discardHikerPhoto(id: $id) }', { id }, { token });

    expect((await discard(pending._id)).errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect((await discard(pending._id, petr.token)).data?.discardHikerPhoto).toBe(false);
    expect((await discard(attached._id, jana.token)).data?.discardHikerPhoto).toBe(false);
    expect((await discard('nonsense', jana.token)).data?.discardHikerPhoto).toBe(false);
    expect((await discard(pending._id, jana.token)).data?.discardHikerPhoto).toBe(true);
    expect((await discard(pending._id, jana.token)).data?.discardHikerPhoto).toBe(false);
    const files = await store.files(t);
    for (const key of keysOf(pending)) expect(files).not.toContain(key);
    for (const key of keysOf(attached)) expect(files).toContain(key);
  });

  it('forgets photos nobody saved a day after their upload, rows, images and files', async () => {
    const { token } = await signedInUser(t);
    const trip = await buildTrip(t);
    const [old, fresh, saved] = [await uploaded(t, token), await uploaded(t, token), await uploaded(t, token)];
    await t.gql(RATE, { id: trip.id, input: { score: 4, photos: [{ id: saved._id }] } }, { token });
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
    await t.app.services.db
      .update(hikerPhotos)
      .set({ createdAt: dayAgo })
      .where(inArray(hikerPhotos.id, [old._id, saved._id]));

    expect(await t.app.services.hikerPhotos.forgetPending()).toBeGreaterThanOrEqual(1);
    const left = (await t.app.services.db.select({ id: hikerPhotos.id }).from(hikerPhotos)).map((row) => row.id);
    expect(left).not.toContain(old._id);
    expect(left).toContain(fresh._id);
    expect(left).toContain(saved._id);
    expect(await t.app.services.db.select().from(images).where(eq(images.id, old.image._id))).toEqual([]);
    const files = await store.files(t);
    for (const key of keysOf(old)) expect(files).not.toContain(key);
    for (const key of [...keysOf(fresh), ...keysOf(saved)]) expect(files).toContain(key);
  });

  it('deletes a person’s photos with their account, rows, images and files, and lists them in their data before', async () => {
    const jana = await signedInUser(t);
    const trip = await buildTrip(t, { title: 'Sněžka' });
    const [attached, pending] = [await uploaded(t, jana.token), await uploaded(t, jana.token)];
    await t.gql(
      RATE,
      { id: trip.id, input: { score: 5, photos: [{ id: attached._id, caption: 'Na vrcholu' }] } },
      { token: jana.token },
    );

    const response = await fetch(`${t.url}/api/my-data`, { headers: { authorization: `Bearer ${jana.token}` } });
    expect(response.status).toBe(200);
    const data = JSON.parse((await unzip(Buffer.from(await response.arrayBuffer())))['my-data.json'] as string);
    expect(data.hikerPhotos).toEqual([
      expect.objectContaining({ photoId: attached._id, tripId: trip.id, tripTitle: 'Sněžka', caption: 'Na vrcholu' }),
      expect.objectContaining({ photoId: pending._id, tripId: null, caption: '' }),
    ]);
    expect(data.hikerPhotos[0].renditions.map((rendition: { url: string }) => rendition.url)).toEqual(
      attached.image.variants.map((variant) => variant.url),
    );

    const deleted = await t.gql('mutation { deleteAccount }', {}, { token: jana.token });
    expect(deleted.errors).toBeUndefined();
    expect(await t.app.services.db.select().from(hikerPhotos).where(eq(hikerPhotos.userId, jana.user.id))).toEqual([]);
    expect(
      await t.app.services.db
        .select()
        .from(images)
        .where(inArray(images.id, [attached.image._id, pending.image._id])),
    ).toEqual([]);
    const files = await store.files(t);
    for (const key of [...keysOf(attached), ...keysOf(pending)]) expect(files).not.toContain(key);
    // The rating stays as "Deleted user", without photos.
    const seen = await t.gql<RatingsAnswer>(RATINGS, { id: trip.id });
    expect(seen.data?.publishedTrip.ratings.edges).toEqual([expect.objectContaining({ photos: [] })]);
    expect(seen.data?.publishedTrip.hikerPhotos).toEqual({ total: 0, edges: [] });
  });
});

describe('hikers’ photos: limits, visibility and batching', () => {
  let t: TestApp;
  const statements: string[] = [];
  let recording = false;

  beforeAll(async () => {
    t = await startTestApp({}, (query) => {
      if (recording) statements.push(query);
    });
  });
  afterAll(() => t.close());

  it(`refuses the ${UPLOADS_PER_DAY + 1}st upload of 24 hours and an 11th unsaved photo (429 with retryAfter)`, async () => {
    const { token, user } = await signedInUser(t);
    const image = await buildImage(t);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);
    const trip = await buildTrip(t);
    const [rating] = await t.app.services.db
      .insert(tripRatings)
      .values({ userId: user.id, tripId: trip.id, score: 4, text: '' })
      .returning();
    // 29 saved in the last day (the oldest 23 hours ago), one older that no longer counts.
    await t.app.services.db.insert(hikerPhotos).values([
      ...Array.from({ length: UPLOADS_PER_DAY - 1 }, (_, index) => ({
        userId: user.id,
        imageId: image.id,
        ratingId: rating.id,
        createdAt: hoursAgo(index === 0 ? 23 : 1),
      })),
      { userId: user.id, imageId: image.id, ratingId: rating.id, createdAt: hoursAgo(30) },
    ]);
    expect((await upload(t, await flat(100, 100, 'jpeg'), token)).status).toBe(201);

    const refused = await upload(t, await flat(100, 100, 'jpeg'), token);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'ACTION_NOT_ALLOWED', reason: 'DAILY_LIMIT' });
    // The oldest of the day turns 24 hours old in about an hour.
    expect(refused.body.error?.retryAfter).toBeGreaterThan(3500);
    expect(refused.body.error?.retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.headers.get('retry-after')).toBe(String(refused.body.error?.retryAfter));

    const other = await signedInUser(t);
    for (let index = 0; index < 10; index++)
      expect((await upload(t, await flat(64, 64, 'png'), other.token, 'image/png')).status).toBe(201);
    const pending = await upload(t, await flat(64, 64, 'png'), other.token, 'image/png');
    expect(pending.status).toBe(429);
    expect(pending.body.error).toMatchObject({ code: 'ACTION_NOT_ALLOWED', reason: 'TOO_MANY_PENDING' });
    expect(pending.body.error?.retryAfter).toBeGreaterThan(0);
  });

  it(`refuses more than ${UPLOAD_ATTEMPTS_PER_DAY} upload attempts a day, however many photos were removed since`, async () => {
    const { token, user } = await signedInUser(t);
    const day = 24 * 3600 * 1000;
    const windowStart = new Date(Math.floor(Date.now() / day) * day);
    // As if the person had uploaded and removed photos all day: no photo exists, the attempts were counted.
    await t.app.services.db
      .insert(rateLimitHits)
      .values({ key: `hikerPhotos:user:${user.id}`, windowStart, count: UPLOAD_ATTEMPTS_PER_DAY });
    const refused = await upload(t, await flat(64, 64, 'jpeg'), token);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'ACTION_NOT_ALLOWED', reason: 'DAILY_LIMIT' });
    expect(refused.body.error?.retryAfter).toBeGreaterThan(0);
    expect(refused.body.error?.retryAfter).toBeLessThanOrEqual(24 * 3600);
  });

  it('leaves out hidden photos and hidden ratings’ photos, except the author’s own hidden photo for them', async () => {
    const jana = await signedInUser(t, { firstname: 'Jana', lastname: 'Malá' });
    const petr = await signedInUser(t, { firstname: 'Petr', lastname: 'Velký' });
    const trip = await buildTrip(t);
    const [shown, hidden] = [await uploaded(t, jana.token), await uploaded(t, jana.token)];
    const petrs = await uploaded(t, petr.token);
    await t.gql(
      RATE,
      { id: trip.id, input: { score: 5, photos: [{ id: shown._id }, { id: hidden._id }] } },
      { token: jana.token },
    );
    const petrRating = await t.gql<{ rateTrip: { myRating: { _id: string } } }>(
      RATE,
      { id: trip.id, input: { score: 1, photos: [{ id: petrs._id }] } },
      { token: petr.token },
    );
    await t.app.services.db.update(hikerPhotos).set({ hiddenAt: new Date() }).where(eq(hikerPhotos.id, hidden._id));
    await t.app.services.db
      .update(tripRatings)
      .set({ hiddenAt: new Date() })
      .where(eq(tripRatings.id, petrRating.data?.rateTrip.myRating._id as string));

    const visitor = await t.gql<RatingsAnswer>(RATINGS, { id: trip.id });
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data?.publishedTrip.ratings.edges.map((edge) => edge.photos.map((photo) => photo._id))).toEqual([
      [shown._id],
    ]);
    expect(visitor.data?.publishedTrip.hikerPhotos.edges.map((photo) => photo._id)).toEqual([shown._id]);
    expect(visitor.data?.publishedTrip.hikerPhotos.total).toBe(1);

    const author = await t.gql<RatingsAnswer>(RATINGS, { id: trip.id }, { token: jana.token });
    // Marked hidden, so the author's lists can say so.
    expect(author.data?.publishedTrip.myRating?.photos).toEqual([
      { _id: shown._id, hidden: false },
      { _id: hidden._id, hidden: true },
    ]);
    expect(author.data?.publishedTrip.hikerPhotos.edges.map((photo) => photo._id)).toEqual([shown._id]);
    // Petr sees his own hidden rating's photo on it, and nobody's in the public strip.
    const hiddenAuthor = await t.gql<RatingsAnswer>(RATINGS, { id: trip.id }, { token: petr.token });
    expect(hiddenAuthor.data?.publishedTrip.myRating?.photos.map((photo) => photo._id)).toEqual([petrs._id]);
    expect(hiddenAuthor.data?.publishedTrip.hikerPhotos.edges.map((photo) => photo._id)).toEqual([shown._id]);
  });

  it('reads the photos of a page of ratings in one statement, and pages the trip’s photos the latest first', async () => {
    const trip = await buildTrip(t);
    const attached: string[] = [];
    for (let index = 0; index < 4; index++) {
      const { token } = await signedInUser(t);
      const photo = await uploaded(t, token, await flat(64, 48, 'webp'));
      await t.gql(RATE, { id: trip.id, input: { score: 4, photos: [{ id: photo._id }] } }, { token });
      attached.push(photo._id);
    }
    statements.length = 0;
    recording = true;
    const answer = await t.gql<RatingsAnswer>(RATINGS, { id: trip.id });
    recording = false;
    expect(answer.data?.publishedTrip.ratings.edges.flatMap((edge) => edge.photos)).toHaveLength(4);
    // One for the ratings' photos, two for the strip's page and its total.
    expect(statements.filter((statement) => statement.includes('"hiker_photos"'))).toHaveLength(3);

    const page = await t.gql<{ publishedTrip: { hikerPhotos: { total: number; edges: Array<{ _id: string }> } } }>(
      'query P($id: ID!) { publishedTrip(id: $id) { hikerPhotos(pagination: { pageSize: 3, pageNumber: 1 }) { total edges { _id } } } }',
      { id: trip.id },
    );
    expect(page.data?.publishedTrip.hikerPhotos).toEqual({
      total: 4,
      edges: attached
        .slice(1)
        .reverse()
        .map((_id) => ({ _id })),
    });
  });

  it('prints the renditions of one test photo (for the closing note of issue 32)', async () => {
    const { token } = await signedInUser(t);
    const original = await detailedPhoto();
    const photo = await uploaded(t, token, original);
    const [row] = await t.app.services.db.select().from(images).where(eq(images.id, photo.image._id));
    const lines = row.variants.map(
      (variant) =>
        `${variant.format.toUpperCase().padEnd(4)} ${variant.width} × ${variant.height}: ${(variant.bytes / 1024).toFixed(1)} KiB`,
    );
    console.log(
      `hiker photo renditions of a ${(original.length / 1024).toFixed(1)} KiB 2400 × 1600 JPEG (original not kept):\n${lines.join('\n')}`,
    );
    expect(row.variants).toHaveLength(9);
    expect(row.originalKey).toBeNull();
  });
});
