/**
 * The limit beside the API: the trip list, its count and a trip's detail answered by hand-written SQL through `pg`
 * behind a bare node:http route — the same statements the API's answer needs (the viewer read through the live
 * session, the page, the total, the viewer's states; the detail's gallery, ratings and their total), the same token
 * check (jose, HS256, the session live and its user active), the same JSON and the same compression (brotli quality 1
 * or gzip above 1 KB). No GraphQL, no cache, no framework. `bench/api.ts` checks that each answer equals the API's
 * before it measures, so the ratio compares equal work. It lives here, not in the app, and nothing in the app uses it.
 */

import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { renderMarkdown } from '../src/platform/markdown.js';

/** The filter, sort and page the benchmark's list operations send (a subset of TripFilter: what it uses). */
interface ListVariables {
  filter: { duration: string[]; suitability: string[]; terrain: string[] };
  sort: { field: 'publishedAt' | 'finishedCount' | 'averageRating'; direction: 'DESC' };
}

const PAGE_SIZE = 12;
const ORDER = {
  publishedAt: 't.published_at DESC, t.id DESC',
  finishedCount: 't.finished_count DESC, t.id DESC',
  averageRating: 't.average_rating DESC NULLS LAST, t.id DESC',
} as const;

const WHERE = `t.status = 'PUBLISHED' AND t.duration = ANY($1::text[]) AND t.suitability && $2::text[]
  AND t.terrain && $3::text[]`;

const CARD_COLUMNS = `t.id, t.title, t.preview, t.cover_image_id, c.url AS cover_url, c.alt AS cover_alt,
  t.label_id, l.label_cs, l.color AS label_color, t.area_id, a.name AS area_name, t.average_rating, t.rating_count,
  t.finished_count, t.length_km, t.duration`;
const CARD_JOINS = `LEFT JOIN areas a ON a.id = t.area_id LEFT JOIN labels l ON l.id = t.label_id
  LEFT JOIN images c ON c.id = t.cover_image_id`;

interface CardRow {
  id: string;
  title: string;
  preview: string;
  cover_image_id: string | null;
  cover_url: string | null;
  cover_alt: string | null;
  label_id: string | null;
  label_cs: string | null;
  label_color: string | null;
  area_id: string | null;
  area_name: string | null;
  average_rating: number | null;
  rating_count: number;
  finished_count: number;
  length_km: string;
  duration: string;
}

function card(row: CardRow, bookmarked: boolean, finished: boolean) {
  return {
    _id: row.id,
    title: row.title,
    preview: row.preview,
    coverImage: row.cover_image_id && row.cover_url ? { url: row.cover_url, alt: row.cover_alt ?? '' } : null,
    label: row.label_id && row.label_cs && row.label_color ? { label: row.label_cs, color: row.label_color } : null,
    area: row.area_id && row.area_name ? { name: row.area_name } : null,
    averageRating: row.average_rating,
    ratingsCount: row.rating_count,
    finishedCount: row.finished_count,
    attributes: { lengthKm: Number(row.length_km), duration: row.duration },
    isBookmarked: bookmarked,
    isFinished: finished,
  };
}

function shortname(firstname: string | null, lastname: string | null): string {
  const initial = lastname?.trim().charAt(0);
  return [firstname?.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

class Unauthorized extends Error {}

export async function startRawBaseline(options: {
  databaseUrl: string;
  jwtSecret: string;
  port: number;
}): Promise<void> {
  // As many connections as one API process opens.
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
  const secret = new TextEncoder().encode(options.jwtSecret);

  /** The same check as the API's: a valid access token whose session is live and whose user is active. */
  async function viewerId(request: IncomingMessage): Promise<string> {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) throw new Unauthorized();
    const { payload } = await jwtVerify(match[1], secret, { issuer: 'toulky', algorithms: ['HS256'] });
    if (payload.typ !== 'access' || typeof payload.sid !== 'string') throw new Unauthorized();
    const { rows } = await pool.query({
      name: 'baseline_viewer',
      text: `SELECT u.id, u.status FROM refresh_tokens r JOIN users u ON u.id = r.user_id
        WHERE r.id = $1 AND r.revoked_at IS NULL AND r.expires_at > now()`,
      values: [payload.sid],
    });
    if (rows[0]?.id !== payload.sub || rows[0].status !== 'ACTIVE') throw new Unauthorized();
    return rows[0].id as string;
  }

  async function list(userId: string, variables: ListVariables) {
    const { filter, sort } = variables;
    const values = [filter.duration, filter.suitability, filter.terrain];
    const [page, total] = await Promise.all([
      pool.query<CardRow & { bookmarked: boolean; finished: boolean }>({
        name: `baseline_list_${sort.field}`,
        text: `SELECT ${CARD_COLUMNS},
            EXISTS (SELECT 1 FROM trip_bookmarks b WHERE b.user_id = $4 AND b.trip_id = t.id) AS bookmarked,
            EXISTS (SELECT 1 FROM finished_trips f WHERE f.user_id = $4 AND f.trip_id = t.id) AS finished
          FROM trips t ${CARD_JOINS} WHERE ${WHERE} ORDER BY ${ORDER[sort.field]} LIMIT ${PAGE_SIZE}`,
        values: [...values, userId],
      }),
      count(values),
    ]);
    return {
      publishedTrips: { total, edges: page.rows.map((row) => card(row, row.bookmarked, row.finished)) },
    };
  }

  async function count(values: string[][]): Promise<number> {
    const { rows } = await pool.query({
      name: 'baseline_count',
      text: `SELECT count(*)::int AS total FROM trips t WHERE ${WHERE}`,
      values,
    });
    return rows[0].total as number;
  }

  async function detail(userId: string, { id }: { id: string }) {
    const [trip, gallery, state, ratings, ratingsTotal] = await Promise.all([
      pool.query<CardRow & { content: string }>({
        name: 'baseline_trip',
        text: `SELECT ${CARD_COLUMNS}, t.content FROM trips t ${CARD_JOINS} WHERE t.id = $1 AND t.status = 'PUBLISHED'`,
        values: [id],
      }),
      pool.query({
        name: 'baseline_gallery',
        text: `SELECT i.url FROM trip_images ti JOIN images i ON i.id = ti.image_id WHERE ti.trip_id = $1
          ORDER BY ti.position`,
        values: [id],
      }),
      pool.query({
        name: 'baseline_viewer_state',
        text: `SELECT EXISTS (SELECT 1 FROM trip_bookmarks WHERE user_id = $1 AND trip_id = $2) AS bookmarked,
            EXISTS (SELECT 1 FROM finished_trips WHERE user_id = $1 AND trip_id = $2) AS finished,
            (SELECT score FROM trip_ratings WHERE user_id = $1 AND trip_id = $2) AS score`,
        values: [userId, id],
      }),
      pool.query({
        name: 'baseline_latest_ratings',
        text: `SELECT r.score, r.text, r.created_at, u.firstname, u.lastname, u.status FROM trip_ratings r
          JOIN users u ON u.id = r.user_id WHERE r.trip_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 2`,
        values: [id],
      }),
      pool.query({
        name: 'baseline_ratings_total',
        text: 'SELECT count(*)::int AS total FROM trip_ratings WHERE trip_id = $1',
        values: [id],
      }),
    ]);
    const row = trip.rows[0];
    if (!row) return { publishedTrip: null };
    const viewer = state.rows[0];
    return {
      publishedTrip: {
        ...card(row, viewer.bookmarked, viewer.finished),
        contentHtml: renderMarkdown(row.content),
        images: gallery.rows.map((image) => ({ url: image.url })),
        hasRated: viewer.score !== null,
        myRating: viewer.score === null ? null : { score: viewer.score },
        ratings: {
          total: ratingsTotal.rows[0].total,
          edges: ratings.rows.map((rating) => {
            const deleted = rating.status === 'DELETED';
            const name = deleted ? 'Smazaný uživatel' : shortname(rating.firstname, rating.lastname);
            const initials = deleted
              ? '?'
              : `${rating.firstname?.charAt(0) ?? ''}${rating.lastname?.charAt(0) ?? ''}`.toUpperCase();
            return {
              score: rating.score,
              text: rating.text,
              createdAt: (rating.created_at as Date).toISOString(),
              user: { shortname: name || 'Smazaný uživatel', initials: initials || '?' },
            };
          }),
        },
      },
    };
  }

  const routes: Record<string, (userId: string, variables: never) => Promise<unknown>> = {
    '/list': list,
    '/count': async (_userId, variables: Pick<ListVariables, 'filter'>) => ({
      publishedTripsResultsCount: await count([
        variables.filter.duration,
        variables.filter.suitability,
        variables.filter.terrain,
      ]),
    }),
    '/detail': detail,
  };

  function send(request: IncomingMessage, response: ServerResponse, status: number, value: unknown): void {
    let body = Buffer.from(JSON.stringify(value));
    const accepted = request.headers['accept-encoding'] ?? '';
    const headers: Record<string, string> = { 'content-type': 'application/graphql-response+json; charset=utf-8' };
    if (body.length >= 1024 && /\bbr\b/.test(accepted)) {
      body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
      headers['content-encoding'] = 'br';
    } else if (body.length >= 1024 && /\bgzip\b/.test(accepted)) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(status, { ...headers, 'content-length': String(body.length) }).end(body);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const route = routes[request.url ?? ''];
      if (request.method !== 'POST' || !route) {
        send(request, response, 404, { errors: [{ message: 'Not found' }] });
        return;
      }
      (async () => {
        const { variables } = JSON.parse(Buffer.concat(chunks).toString()) as { variables: never };
        const userId = await viewerId(request);
        send(request, response, 200, { data: await route(userId, variables) });
      })().catch((error: unknown) => {
        const unauthorized = error instanceof Unauthorized || (error as { code?: string }).code?.startsWith('ERR_JW');
        send(request, response, unauthorized ? 401 : 500, { errors: [{ message: String(error) }] });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
}

/**
 * Run on its own (`tsx bench/raw-baseline.ts --port 3100 --workers 2`, DATABASE_URL and JWT_SECRET as the API's), in
 * as many processes as the API has, so the two are compared at the same size. Says "ready" once every one listens.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { port: { type: 'string' }, workers: { type: 'string', default: '1' } } });
  const databaseUrl = process.env.DATABASE_URL;
  const jwtSecret = process.env.JWT_SECRET;
  if (!databaseUrl || !jwtSecret || !values.port) throw new Error('needs --port, DATABASE_URL and JWT_SECRET');
  const workers = Number(values.workers);
  if (cluster.isPrimary && workers > 1) {
    let listening = 0;
    for (let index = 0; index < workers; index++) {
      cluster.fork().on('listening', () => {
        if (++listening === workers) console.log('ready');
      });
    }
  } else {
    await startRawBaseline({ databaseUrl, jwtSecret, port: Number(values.port) });
    if (cluster.isPrimary) console.log('ready');
  }
}
