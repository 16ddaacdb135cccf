import fc from 'fast-check';

/** A request as it goes over the wire, for the abuse that a well-formed operation cannot express. */
export interface RawRequest {
  method: 'GET' | 'POST';
  /** Path and query string. */
  path: string;
  contentType?: string;
  body?: string;
}

const post = (body: string, contentType = 'application/json'): RawRequest => ({
  method: 'POST',
  path: '/graphql',
  contentType,
  body,
});

const deeplyNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const FIXED: RawRequest[] = [
  // Batching is not supported.
  post(JSON.stringify([{ query: '{ health }' }, { query: '{ me { _id } }' }])),
  post(JSON.stringify(Array.from({ length: 1000 }, () => ({ query: '{ health }' })))),
  // Alias and field abuse.
  post(JSON.stringify({ query: `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: health`).join(' ')} }` })),
  post(JSON.stringify({ query: `{ ${'health '.repeat(3000)}}` })),
  post(JSON.stringify({ query: `{ ${'publishedTrips { edges { '.repeat(40)}_id${' } }'.repeat(40)} }` })),
  post(
    JSON.stringify({
      query: `{ publishedTrips { ${'... on PublishedTripsPage { '.repeat(200)}total${' }'.repeat(200)} } }`,
    }),
  ),
  post(JSON.stringify({ query: 'fragment A on Query { ...B } fragment B on Query { ...A } { ...A }' })),
  post(JSON.stringify({ query: `query { health @skip(if: false)${' @include(if: true)'.repeat(100)} }` })),
  // Duplicated keys: the last one wins in JSON.parse, and nothing may break on it.
  post('{"query":"{ health }","query":"{ me { _id } }","variables":{"a":1,"a":2}}'),
  post('{"query":"query Q($id: ID!) { publishedTrip(id: $id) { _id } }","variables":{"id":"x","id":null}}'),
  post('{"query":"{ health }","__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'),
  // Deeply nested JSON values.
  post(
    `{"query":"query Q($f: TripFilter) { publishedTripsResultsCount(filter: $f) }","variables":{"f":${deeplyNested(5000)}}}`,
  ),
  post(`{"query":"{ health }","extensions":${deeplyNested(50_000)}}`),
  // Not JSON, wrong shapes, wrong content types.
  post('{"query": '),
  post('null'),
  post('"{ health }"'),
  post('{"query": 42}'),
  post('{"query": "{ health }", "variables": "not an object"}'),
  post('{"query": "{ health }", "operationName": 7}'),
  post('{ health }', 'application/graphql'),
  post('query={ health }', 'application/x-www-form-urlencoded'),
  post('\u0000\u0001\u0002', 'application/octet-stream'),
  post('{"query":"{ health }"}', 'text/plain'),
  post(`{"query":"${'\\u0000'.repeat(10)}"}`),
  post('{"query":"{ article(slug: \\"\\u0000\\") { _id } }"}'),
  // GET: queries only, mutations refused.
  { method: 'GET', path: '/graphql?query=%7B%20health%20%7D' },
  { method: 'GET', path: '/graphql?query=mutation%20%7B%20signOut(refreshToken%3A%20%22x%22)%20%7D' },
  { method: 'GET', path: '/graphql?query=%7B%20health%20%7D&variables=%7Bbroken' },
  { method: 'GET', path: `/graphql?query=${'%7B'.repeat(2000)}` },
  { method: 'GET', path: '/graphql?query=%00' },
];

export function rawRequests(): fc.Arbitrary<RawRequest> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...FIXED) },
    // Random bytes where JSON is expected.
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map((body) => post(body)) },
    // Random JSON of the right outer shape.
    {
      weight: 1,
      arbitrary: fc
        .record({ query: fc.oneof(fc.string(), fc.jsonValue()), variables: fc.jsonValue() }, { requiredKeys: [] })
        .map((body) => post(JSON.stringify(body))),
    },
  );
}
