/**
 * `npm run bench:api -- --url http://localhost:3000`: load-tests the discovery API of a running server (seed it first
 * with `npm run seed:scale`). Each operation runs for --warm-up seconds (not counted), then for --duration seconds,
 * with --connections concurrent clients signed in as the demo user and accepting compressed answers as browsers do;
 * prints requests/s, p50 and p99 latency, and the size of the map payload. --only runs the operations whose name
 * contains its text (e.g. --only finishedCount), for profiling one of them.
 */

import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'warm-up': { type: 'string', default: '3' },
    only: { type: 'string' },
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

const LOCATIONS =
  '{ tripsLocations { _id title preview coordinates { lat lng } coverImage { url } label { label color } averageRating lengthKm duration suitability } }';

const OPERATIONS: Array<{ name: string; query: string; variables?: Record<string, unknown>; connections?: number }> = [
  { name: 'publishedTrips (3 groups, publishedAt)', ...list('publishedAt') },
  { name: 'publishedTrips (3 groups, finishedCount)', ...list('finishedCount') },
  { name: 'publishedTrips (3 groups, averageRating)', ...list('averageRating') },
  {
    name: 'publishedTripsResultsCount (3 groups)',
    query: 'query C($filter: TripFilter) { publishedTripsResultsCount(filter: $filter) }',
    variables: { filter: FILTER },
  },
  {
    name: 'publishedTrip + 2 latest ratings',
    query: `query D($id: ID!) { publishedTrip(id: $id) { ${CARD} contentHtml images { url } isBookmarked hasRated
      myRating { score } ratings(pagination: { pageNumber: 1, pageSize: 2 }, sort: { field: createdAt, direction: DESC }) {
        total edges { score text createdAt user { shortname initials } } } } }`,
    variables: { id: tripId },
  },
  {
    name: 'feed page 1',
    query: `{ feed { total edges { __typename _id title preview publishedAt label { label color } image { url }
      ... on PublishedArticle { slug isBookmarked } ... on PublishedTripAnnouncement { trip { _id } } } } }`,
  },
  { name: 'tripsLocations', query: LOCATIONS },
  // At 50 connections the load generator, not the server, is the limit for 3.8 MB answers (autocannon uses a whole
  // core to read ~60 MB/s while the server idles); one client shows how long one map takes to arrive.
  { name: 'tripsLocations (1 connection)', query: LOCATIONS, connections: 1 },
];

console.log(
  `Benchmark against ${url}: ${publishedTrips.total} published trips, ${connections} connections, ${duration} s each\n`,
);
const rows: string[][] = [];
for (const operation of OPERATIONS.filter(({ name }) => name.includes(values.only ?? ''))) {
  const body = JSON.stringify({ query: operation.query, variables: operation.variables ?? {} });
  const headers = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    authorization: `Bearer ${token}`,
    'accept-encoding': 'br, gzip',
  };
  // The answer must be a real one, not an error answered quickly.
  const check = (await (await fetch(`${url}/graphql`, { method: 'POST', headers, body })).json()) as {
    errors?: unknown[];
  };
  if (check.errors) throw new Error(`${operation.name} answers errors: ${JSON.stringify(check.errors)}`);
  // Then --warm-up seconds of the same load, not counted: the figures are the steady state, not the first answers
  // of each server process (a query is compiled on its second run, V8 optimises what runs often).
  const clients = operation.connections ?? connections;
  if (warmUp)
    await autocannon({ url: `${url}/graphql`, method: 'POST', connections: clients, duration: warmUp, headers, body });
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    connections: clients,
    duration,
    headers,
    body,
  });
  const failures = result.non2xx + result.errors;
  rows.push([
    operation.name,
    result.requests.average.toFixed(0),
    `${result.latency.p50} ms`,
    `${result.latency.p99} ms`,
    failures ? `${failures} failed` : '',
  ]);
  console.log(rows.at(-1)?.join(' | '));
}

const locations = await fetch(`${url}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ query: LOCATIONS }),
});
const payload = Buffer.from(await locations.arrayBuffer());
console.log(
  `\ntripsLocations payload: ${(payload.length / 1024).toFixed(0)} kB, ${(gzipSync(payload).length / 1024).toFixed(0)} kB gzip`,
);
console.log('\n| operation | req/s | p50 | p99 | |\n|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
