import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, tripImages } from '../src/db/schema.js';
import { MAX_IMAGE_BYTES } from '../src/media/image-pipeline.js';
import type { UploadedImage } from '../src/media/media.service.js';
import { buildArticle, buildImage, buildTrip } from './content-factories.js';
import { signedInUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { type LocalS3, startLocalS3 } from './support/local-s3.js';

// POST /api/media/images and GET /media/uploads/…, on a real server, with the media in DATA_DIR/media and in an S3
// bucket (a local S3-protocol server): who may upload, what is refused, that a refusal or a failure leaves nothing
// behind, and what is served.

interface UploadAnswer {
  status: number;
  body: { image?: UploadedImage; error?: { code: string; message: string; reason?: string } };
}

async function upload(
  t: TestApp,
  bytes: Buffer,
  options: { token?: string; type?: string; headers?: Record<string, string> } = {},
): Promise<UploadAnswer> {
  const headers: Record<string, string> = { 'content-type': options.type ?? 'image/jpeg', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${t.url}/api/media/images`, { method: 'POST', headers, body: new Uint8Array(bytes) });
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

/** A GET of a path exactly as written (fetch would resolve `..` before sending). */
function getRaw(t: TestApp, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${t.url}${path}`, { path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A JPEG made here, `width` × `height`, with the GPS position and author a phone would write into it. */
function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 70, g: 110, b: 60 } } })
    .composite([{ input: { create: { width: 40, height: 40, channels: 3, background: '#d22' } }, left: 10, top: 10 }])
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Jana Novakova' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 5/1 2/1', GPSMapDatum: 'WGS-84' },
    })
    .toBuffer();
}

async function uploadedRows(t: TestApp) {
  return t.app.services.db.select().from(images).where(isNotNull(images.uploadedById));
}

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

interface StoreUnderTest {
  env: Record<string, string>;
  /** Every file the store holds, by key. */
  files(t: TestApp): Promise<string[]>;
  /** Makes writing the renditions fail halfway (the original is written first); returns the undo. */
  breakWrites(t: TestApp): () => void;
  stop(): Promise<void>;
}

const localStore = async (): Promise<StoreUnderTest> => ({
  env: {},
  files: async (t) => filesUnder(join(t.app.services.config.dataDir, 'media')),
  breakWrites(t) {
    // A file where the renditions' folder should be: the original goes in, the first rendition cannot.
    const uploads = join(t.app.services.config.dataDir, 'media', 'uploads');
    rmSync(uploads, { recursive: true, force: true });
    writeFileSync(uploads, 'in the way');
    return () => rmSync(uploads, { force: true });
  },
  stop: async () => {},
});

const s3Store = async (): Promise<StoreUnderTest> => {
  const s3: LocalS3 = await startLocalS3();
  return {
    env: s3.env,
    files: () => s3.keys(),
    breakWrites() {
      s3.refuse(({ method, path }) => method === 'PUT' && path.endsWith('.webp'));
      return () => s3.refuse(undefined);
    },
    stop: () => s3.stop(),
  };
};

describe.each([
  ['DATA_DIR/media', localStore],
  ['an S3 bucket', s3Store],
])('uploading photos with the media in %s', (_name, openStore) => {
  let t: TestApp;
  let store: StoreUnderTest;
  let editor: string;

  beforeAll(async () => {
    store = await openStore();
    t = await startTestApp(store.env);
    editor = (await signedInUser(t, { roles: ['USER', 'PARTNER_EDITOR'] })).token;
  });
  afterAll(async () => {
    await t.close();
    await store.stop();
  });

  /** Runs `refuse` and checks that it changed no file and no row. */
  async function leavesNothing(refuse: () => Promise<void>) {
    const files = await store.files(t);
    const rows = (await uploadedRows(t)).length;
    await refuse();
    expect(await store.files(t)).toEqual(files);
    expect(await uploadedRows(t)).toHaveLength(rows);
  }

  it('stores an editor’s photo with its renditions, answers 201 and serves each for a year', async () => {
    const original = await photo(1800, 1200);
    const { status, body } = await upload(t, original, { token: editor });
    expect(status).toBe(201);
    const image = body.image as UploadedImage;
    expect(image).toMatchObject({ alt: '', width: 1800, height: 1200 });
    expect(image.variants.map(({ format, width }) => `${format} ${width}`)).toEqual([
      'AVIF 480',
      'AVIF 960',
      'AVIF 1600',
      'WEBP 480',
      'WEBP 960',
      'WEBP 1600',
      'JPEG 480',
      'JPEG 960',
      'JPEG 1600',
    ]);
    expect(image.url).toBe(image.variants.at(-1)?.url);

    const [row] = (await uploadedRows(t)).filter((candidate) => candidate.id === image._id);
    expect(row).toMatchObject({ alt: '', width: 1800, height: 1200, focalX: 0.5, focalY: 0.5, url: image.url });
    expect(row.variants).toHaveLength(9);
    expect(row.originalKey).toMatch(/^originals\/[0-9a-f-]{36}\.jpg$/);
    const keys = [row.originalKey, ...row.variants.map((variant) => variant.key)].sort();
    expect((await store.files(t)).filter((key) => key.includes(image._id))).toEqual(keys);

    for (const variant of image.variants) {
      const response = await fetch(`${t.url}${variant.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(`image/${variant.format.toLowerCase()}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.width).toBe(variant.width);
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes('WGS-84')).toBe(false);
    }
    // The original (with its GPS position) is kept but never served, under any path.
    expect((await fetch(`${t.url}/media/${row.originalKey}`)).status).toBe(404);
    expect(await getRaw(t, `/media/uploads/..%2F${row.originalKey?.replace('/', '%2F')}`)).toBe(404);
  });

  it('lets every editorial role upload, refuses a USER (403) and anyone without a valid token (401)', async () => {
    const small = await photo(320, 240);
    for (const role of ['PARTNER_EDITOR', 'TRIP_EDITOR', 'BLOG_EDITOR', 'CHIEF_EDITOR', 'ADMIN']) {
      const { token } = await signedInUser(t, { roles: ['USER', role] });
      const { status, body } = await upload(t, small, { token });
      expect([role, status]).toEqual([role, 201]);
      expect(body.image?.variants.map((variant) => variant.width)).toEqual([320, 320, 320]);
    }
    const user = (await signedInUser(t)).token;
    await leavesNothing(async () => {
      expect(await upload(t, small, { token: user })).toMatchObject({
        status: 403,
        body: { error: { code: 'FORBIDDEN' } },
      });
      expect(await upload(t, small)).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED' } } });
      expect(await upload(t, small, { token: 'not-a-token' })).toMatchObject({
        status: 401,
        body: { error: { code: 'UNAUTHORIZED_TOKEN_INVALID' } },
      });
      // Who sends it is checked first: an anonymous upload of any type or size is 401.
      expect((await upload(t, small, { type: 'text/plain' })).status).toBe(401);
    });
  });

  it('refuses a content type that is not a picture we take (415 NOT_AN_IMAGE)', async () => {
    const small = await photo(320, 240);
    await leavesNothing(async () => {
      for (const type of ['text/plain', 'application/json', 'image/svg+xml', 'image/gif', 'application/octet-stream']) {
        const { status, body } = await upload(t, small, { token: editor, type });
        expect([type, status, body.error?.code, body.error?.reason]).toEqual([
          type,
          415,
          'BAD_USER_INPUT',
          'NOT_AN_IMAGE',
        ]);
      }
    });
  });

  it('refuses bytes that are no picture (NOT_AN_IMAGE) or a broken one (CORRUPT) with 422', async () => {
    const jpeg = await photo(800, 600);
    await leavesNothing(async () => {
      const cases: Array<[Buffer, string, string]> = [
        [Buffer.from('Tohle není fotka, jen text.\n'), 'image/jpeg', 'NOT_AN_IMAGE'],
        [Buffer.alloc(0), 'image/png', 'NOT_AN_IMAGE'],
        [
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          'image/png',
          'NOT_AN_IMAGE',
        ],
        [jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg', 'CORRUPT'],
      ];
      for (const [bytes, type, reason] of cases) {
        const { status, body } = await upload(t, bytes, { token: editor, type });
        expect([status, body.error?.code, body.error?.reason]).toEqual([422, 'BAD_USER_INPUT', reason]);
        expect(body.error?.message).toBeTruthy();
      }
    });
  });

  it('refuses over 20 MB with 413 TOO_LARGE, by its declared length or when a stream runs past it', async () => {
    const oversized = Buffer.concat([await photo(320, 240), Buffer.alloc(MAX_IMAGE_BYTES)]);
    await leavesNothing(async () => {
      const declared = await upload(t, oversized, { token: editor });
      expect([declared.status, declared.body.error?.reason]).toEqual([413, 'TOO_LARGE']);

      // Sent in chunks without a length: the server stops reading at the limit.
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= oversized.length) return controller.close();
          controller.enqueue(new Uint8Array(oversized.subarray(sent, sent + 1024 * 1024)));
          sent += 1024 * 1024;
        },
      });
      const streamed = await fetch(`${t.url}/api/media/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${editor}`, 'content-type': 'image/jpeg' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(((await streamed.json()) as UploadAnswer['body']).error?.reason).toBe('TOO_LARGE');
    });
  });

  it('leaves no file and no row when the store fails halfway', async () => {
    const original = await photo(1000, 700);
    const repair = store.breakWrites(t);
    try {
      await leavesNothing(async () => {
        const { status, body } = await upload(t, original, { token: editor });
        expect([status, body.error?.code]).toEqual([500, 'INTERNAL_SERVER_ERROR']);
      });
    } finally {
      repair();
    }
    expect((await upload(t, original, { token: editor })).status).toBe(201);
  });

  it('serves nothing but the renditions it stored: unknown keys and paths outside are 404', async () => {
    expect((await fetch(`${t.url}/media/uploads/0b6f1c9e-6f2d-4c55-9a38-2f1c7a8e9d10-480.avif`)).status).toBe(404);
    expect((await fetch(`${t.url}/media/uploads/photo.svg`)).status).toBe(404);
    for (const path of [
      '/media/uploads/../../jwt-secret',
      '/media/uploads/..%2F..%2Fjwt-secret',
      '/media/uploads/%2e%2e%2f%2e%2e%2fjwt-secret',
      '/media/uploads/..%2Fjwt-secret.jpg',
      '/media/uploads/%2Fetc%2Fpasswd.jpg',
      '/media/uploads/..%5C..%5Cjwt-secret.jpg',
    ]) {
      expect([path, await getRaw(t, path)]).toEqual([path, 404]);
    }
  });
});

describe('uploaded photos in GraphQL', () => {
  let t: TestApp;
  const statements: string[] = [];
  let recording = false;

  beforeAll(async () => {
    t = await startTestApp({}, (query) => {
      if (recording) statements.push(query);
    });
  });
  afterAll(() => t.close());

  const IMAGE = '{ _id url alt width height variants { url width format } }';

  it('gives a photo’s size and renditions wherever it shows, and a vector picture none', async () => {
    const { token } = await signedInUser(t, { roles: ['USER', 'TRIP_EDITOR'] });
    const uploaded = (await upload(t, await photo(1200, 800), { token })).body.image as UploadedImage;
    const svg = await buildImage(t);
    const trip = await buildTrip(t, { coverImageId: uploaded._id });
    await t.app.services.db.insert(tripImages).values([
      { tripId: trip.id, imageId: svg.id, position: 0 },
      { tripId: trip.id, imageId: uploaded._id, position: 1 },
    ]);
    const article = await buildArticle(t, { imageId: uploaded._id });

    type Image = UploadedImage;
    const detail = await t.gql<{ publishedTrip: { coverImage: Image; images: Image[] } }>(
      `query T($id: ID!) { publishedTrip(id: $id) { coverImage ${IMAGE} images ${IMAGE} } }`,
      { id: trip.id },
    );
    expect(detail.errors).toBeUndefined();
    expect(detail.data?.publishedTrip.coverImage).toEqual(uploaded);
    expect(detail.data?.publishedTrip.images).toEqual([
      { _id: svg.id, url: svg.url, alt: svg.alt, width: null, height: null, variants: [] },
      uploaded,
    ]);

    const map = await t.gql<{ tripsLocations: Array<{ _id: string; coverImage: Image }> }>(
      `{ tripsLocations { _id coverImage ${IMAGE} } }`,
    );
    expect(map.data?.tripsLocations.find((location) => location._id === trip.id)?.coverImage).toEqual(uploaded);

    const blog = await t.gql<{ article: { image: Image } }>(
      `query A($slug: String!) { article(slug: $slug) { image ${IMAGE} } }`,
      {
        slug: article.slug,
      },
    );
    expect(blog.data?.article.image).toEqual(uploaded);
  });

  it('reads the renditions with the rows that show them: no statement per picture', async () => {
    const { token } = await signedInUser(t, { roles: ['USER', 'TRIP_EDITOR'] });
    for (let index = 0; index < 4; index += 1) {
      const cover = (await upload(t, await photo(400, 300), { token })).body.image as UploadedImage;
      const trip = await buildTrip(t, { coverImageId: cover._id });
      await t.app.services.db.insert(tripImages).values({ tripId: trip.id, imageId: cover._id, position: 0 });
    }
    statements.length = 0;
    recording = true;
    const list = await t.gql<{
      publishedTrips: { edges: Array<{ coverImage: UploadedImage; images: UploadedImage[] }> };
    }>(`{ publishedTrips(pagination: { pageSize: 20 }) { edges { coverImage ${IMAGE} images ${IMAGE} } } }`);
    recording = false;
    const edges = list.data?.publishedTrips.edges ?? [];
    expect(edges.filter((edge) => edge.coverImage?.variants.length === 3).length).toBeGreaterThanOrEqual(4);
    // The covers come with the page's statement, every gallery with one more.
    expect(statements.filter((statement) => /"images"|"cover"/.test(statement))).toHaveLength(2);
  });
});
