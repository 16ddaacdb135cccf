/**
 * `npm run bench:api -- --url http://localhost:3000`: load-tests the discovery API of a running server (seed it first
 * with `npm run seed:scale`). Each operation runs for --warm-up seconds (not counted), then for --duration seconds,
 * with --connections concurrent clients signed in as the demo user and accepting compressed answers as browsers do;
 * prints requests/s, p50 and p99 latency, and the size of the map payload. --only runs the operations whose name
 * contains its text (e.g. --only finishedCount), for profiling one of them.
 *
 * With DATABASE_URL and JWT_SECRET set as the server's, the same run measures the raw-SQL baseline
 * (`bench/raw-baseline.ts`, in --baseline-workers processes) for the trip list, its count and the detail, checks that
 * its answers equal the API's, and prints the API's throughput as a ratio of the baseline's (the goal: ≥ 0.8).
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { newQuestions, REPEATED_QUERIES } from './queries.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'warm-up': { type: 'string', default: '3' },
    only: { type: 'string' },
    'baseline-port': { type: 'string', default: '3900' },
    'baseline-workers': { type: 'string', default: '2' },
  },
});
const url = values.url.replace(/\/$/, '');
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmUp = Number(values['warm-up']);

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

const { signIn } = await gql<{ signIn: { accessToken: string } }>(
  'mutation { signIn(input: { email: "demo@toulky.cz", password: "toulky-demo" }) { accessToken } }',
);
const token = signIn.accessToken;
const { publishedTrips } = await gql<{ publishedTrips: { total: number; edges: Array<{ _id: string }> } }>(
  '{ publishedTrips(sort: { field: finishedCount }) { total edges { _id } } }',
);
const tripId = publishedTrips.edges[0]._id;

const CARD = `_id title preview coverImage { url alt } label { label color } area { name } averageRating ratingsCount
  finishedCount attributes { lengthKm duration } isBookmarked isFinished`;
const FILTER = { duration: ['HALF_DAY', 'WHOLE_DAY'], suitability: ['CHILDREN'], terrain: ['FIELD_PATH', 'MIXED'] };
const list = (field: string) => ({
  query: `query L($filter: TripFilter, $sort: TripSort) { publishedTrips(filter: $filter, sort: $sort) { total edges { ${CARD} } } }`,
  variables: { filter: FILTER, sort: { field, direction: 'DESC' } },
});

/** Somewhere in the Czech Republic, different each time. */
const anywhere = () => ({ lat: 48.6 + Math.random() * 2.4, lng: 12.2 + Math.random() * 6.6 });
const PRAGUE = { lat: 50.0755, lng: 14.4378 };
const LIST_NEAR = `query N($filter: TripFilter, $sort: TripSort, $near: LatLngInput) {
  publishedTrips(filter: $filter, sort: $sort, near: $near) { total edges { ${CARD} distanceKm } } }`;

const LOCATIONS =
  '{ tripsLocations { _id title preview coordinates { lat lng } coverImage { url } label { label color } averageRating lengthKm duration suitability } }';

const randomQuery = () => REPEATED_QUERIES[Math.floor(Math.random() * REPEATED_QUERIES.length)];
/** A question typed for the first time, so no answer to it is kept yet (bench/queries.ts). */
const newQuery = newQuestions(publishedTrips.total);
const SEARCH = `query S($query: String!) { search(query: $query) { trips { total edges { ${CARD} } }
  places { _id name district region } areas { _id name } articles { _id slug title } didYouMean } }`;
const SUGGESTIONS = `query G($query: String!) { searchSuggestions(query: $query) { __typename
  ... on PublishedTrip { _id title area { name } coverImage { url } } ... on City { _id name district region }
  ... on Area { _id name } ... on PublishedArticle { _id slug title } } }`;

interface Operation {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  connections?: number;
  /** Variables drawn afresh for every request, when one fixed set would measure only the cache. */
  vary?: () => Record<string, unknown>;
  /** The raw-SQL baseline's route answering the same JSON, when it has one. */
  baseline?: string;
}

const OPERATIONS: Operation[] = [
  { name: 'publishedTrips (3 groups, publishedAt)', ...list('publishedAt'), baseline: '/list' },
  { name: 'publishedTrips (3 groups, finishedCount)', ...list('finishedCount'), baseline: '/list' },
  { name: 'publishedTrips (3 groups, averageRating)', ...list('averageRating'), baseline: '/list' },
  // Lists measured from a person's position are not kept in the catalogue cache (each is one person's), so each is
  // a query: compare them with the same sorts measured from a place, which take the same uncached path.
  {
    name: 'publishedTrips (3 groups, DISTANCE, from Prague)',
    query: LIST_NEAR,
    variables: { filter: FILTER, sort: { field: 'DISTANCE' }, near: PRAGUE },
  },
  {
    name: 'publishedTrips (3 groups, DISTANCE, a new place each request)',
    query: LIST_NEAR,
    vary: () => ({ filter: FILTER, sort: { field: 'DISTANCE' }, near: anywhere() }),
  },
  {
    name: 'publishedTrips (DISTANCE within 25 km, a new place each request)',
    query: LIST_NEAR,
    vary: () => ({ filter: { maxDistanceKm: 25 }, sort: { field: 'DISTANCE' }, near: anywhere() }),
  },
  {
    name: 'publishedTrips (3 groups, publishedAt, a new place each request)',
    query: LIST_NEAR,
    vary: () => ({ filter: FILTER, sort: { field: 'publishedAt', direction: 'DESC' }, near: anywhere() }),
  },
  {
    name: 'publishedTrips (3 groups, averageRating, a new place each request)',
    query: LIST_NEAR,
    vary: () => ({ filter: FILTER, sort: { field: 'averageRating', direction: 'DESC' }, near: anywhere() }),
  },
  {
    name: 'publishedTripsResultsCount (3 groups)',
    query: 'query C($filter: TripFilter) { publishedTripsResultsCount(filter: $filter) }',
    variables: { filter: FILTER },
    baseline: '/count',
  },
  {
    name: 'publishedTrip + 2 latest ratings',
    query: `query D($id: ID!) { publishedTrip(id: $id) { ${CARD} contentHtml images { url } isBookmarked hasRated
      myRating { score } ratings(pagination: { pageNumber: 1, pageSize: 2 }, sort: { field: createdAt, direction: DESC }) {
        total edges { score text createdAt user { shortname initials } } } } }`,
    variables: { id: tripId },
    baseline: '/detail',
  },
  {
    name: 'feed page 1',
    query: `{ feed { total edges { __typename _id title preview publishedAt label { label color } image { url }
      ... on PublishedArticle { slug isBookmarked } ... on PublishedTripAnnouncement { trip { _id } } } } }`,
  },
  { name: 'searchSuggestions (a real query each request)', query: SUGGESTIONS, vary: () => ({ query: randomQuery() }) },
  { name: 'search (a real query each request)', query: SEARCH, vary: () => ({ query: randomQuery() }) },
  // Answers to queries are kept with the catalogue like every public list: a query typed for the first time is a query.
  { name: 'searchSuggestions (a new query each request)', query: SUGGESTIONS, vary: () => ({ query: newQuery() }) },
  { name: 'search (a new query each request)', query: SEARCH, vary: () => ({ query: newQuery() }) },
  { name: 'tripsLocations', query: LOCATIONS },
  // At 50 connections the load generator, not the server, is the limit for 3.8 MB answers (autocannon uses a whole
  // core to read ~60 MB/s while the server idles); one client shows how long one map takes to arrive.
  { name: 'tripsLocations (1 connection)', query: LOCATIONS, connections: 1 },
];

/** Starts the raw-SQL baseline beside the server, or says why it does not. */
async function startBaseline(): Promise<{ url: string; process: ChildProcess } | undefined> {
  if (!process.env.DATABASE_URL || !process.env.JWT_SECRET) {
    console.log("Raw-SQL baseline skipped: set DATABASE_URL and JWT_SECRET to the server's to measure it.\n");
    return undefined;
  }
  const port = values['baseline-port'];
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      new URL('./raw-baseline.ts', import.meta.url).pathname,
      '--port',
      port,
      '--workers',
      values['baseline-workers'],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [chunk] = (await Promise.race([once(child.stdout, 'data'), once(child, 'exit')])) as [Buffer | number];
  if (!Buffer.isBuffer(chunk) || !chunk.toString().includes('ready')) throw new Error('the baseline did not start');
  return { url: `http://127.0.0.1:${port}`, process: child };
}

interface Measured {
  requests: number;
  p50: number;
  p99: number;
  failures: number;
  timeouts: number;
}

async function measure(
  target: string,
  body: string,
  headers: Record<string, string>,
  clients: number,
  vary?: () => string,
) {
  const requests = vary ? [{ setupRequest: (request: object) => ({ ...request, body: vary() }) }] : undefined;
  const options = { url: target, method: 'POST' as const, connections: clients, headers, body, requests };
  // --warm-up seconds of the same load, not counted: the figures are the steady state, not the first answers of each
  // process (a query is compiled on its second run, V8 optimises what runs often).
  if (warmUp) await autocannon({ ...options, duration: warmUp });
  const result = await autocannon({ ...options, duration });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
    timeouts: result.timeouts,
  } satisfies Measured;
}

async function answerOf(target: string, body: string, headers: Record<string, string>) {
  const answer = (await (await fetch(target, { method: 'POST', headers, body })).json()) as {
    data?: unknown;
    errors?: unknown[];
  };
  if (answer.errors) throw new Error(`${target} answers errors: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const baseline = await startBaseline();
console.log(
  `Benchmark against ${url}: ${publishedTrips.total} published trips, ${connections} connections, ${duration} s each\n`,
);
const rows: string[][] = [];
try {
  for (const operation of OPERATIONS.filter(({ name }) => name.includes(values.only ?? ''))) {
    const { vary } = operation;
    const body = JSON.stringify({ query: operation.query, variables: vary?.() ?? operation.variables ?? {} });
    const headers = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      authorization: `Bearer ${token}`,
      'accept-encoding': 'br, gzip',
    };
    const clients = operation.connections ?? connections;
    // The answer must be a real one, not an error answered quickly; the baseline's must be the same data.
    const apiAnswer = await answerOf(`${url}/graphql`, body, headers);
    const baselineUrl = baseline && operation.baseline ? `${baseline.url}${operation.baseline}` : undefined;
    if (baselineUrl && !isDeepStrictEqual(await answerOf(baselineUrl, body, headers), apiAnswer)) {
      throw new Error(`the baseline's answer to ${operation.name} differs from the API's`);
    }
    const api = await measure(
      `${url}/graphql`,
      body,
      headers,
      clients,
      vary && (() => JSON.stringify({ query: operation.query, variables: vary() })),
    );
    const raw = baselineUrl ? await measure(baselineUrl, body, headers, clients) : undefined;
    const failures = api.failures + (raw?.failures ?? 0);
    rows.push([
      operation.name,
      api.requests.toFixed(0),
      `${api.p50} ms`,
      `${api.p99} ms`,
      raw ? raw.requests.toFixed(0) : '–',
      raw ? `${raw.p99} ms` : '–',
      raw ? (api.requests / raw.requests).toFixed(2) : '–',
      failures ? `${failures} failed${api.timeouts ? ` (${api.timeouts} timed out)` : ''}` : '',
    ]);
    console.log(rows.at(-1)?.join(' | '));
  }
} finally {
  baseline?.process.kill();
}

if (rows.some(([name]) => name.startsWith('tripsLocations'))) {
  const locations = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: LOCATIONS }),
  });
  const payload = Buffer.from(await locations.arrayBuffer());
  console.log(
    `\ntripsLocations payload: ${(payload.length / 1024).toFixed(0)} kB, ${(gzipSync(payload).length / 1024).toFixed(0)} kB gzip`,
  );
}
console.log(
  '\n| operation | req/s | p50 | p99 | raw SQL req/s | raw SQL p99 | ratio | |\n|---|---|---|---|---|---|---|---|',
);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
