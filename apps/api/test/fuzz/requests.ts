import fc from 'fast-check';

/** A request as it goes over the wire, for the abuse that a well-formed operation cannot express. */
export interface RawRequest {
  method: 'GET' | 'POST';
  /** Path and query string. */
  path: string;
  contentType?: string;
  body?: string | Uint8Array<ArrayBuffer>;
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

/** A 1 × 1 PNG: a real photo upload, so some cases reach the pipeline and the limits. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The first bytes of each format the pipeline sniffs, followed by anything. */
const SIGNATURES = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [...Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1')],
  [...Buffer.from('\0\0\0\x1cftypavif', 'latin1')],
];

/**
 * `POST /api/ratings/photos` (issue 32) with a declared type that is or is not a photo's and a body that is a photo,
 * a photo's first bytes and garbage, a truncated photo, or anything at all.
 */
export function photoUploads(): fc.Arbitrary<RawRequest> {
  // The photo types and the whole photo weigh more, so some cases in a thousand get through to the pipeline.
  const contentType = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        'image/jpeg',
        'image/png',
        'image/webp',
        'image/jpeg',
        'image/png',
        'image/webp',
        'image/avif',
        'image/gif',
        'image/svg+xml',
        'IMAGE/PNG',
        'image/jpeg; charset=utf-8',
        'application/json',
        'application/octet-stream',
        'multipart/form-data; boundary=x',
        'text/plain',
      ),
    },
    // Anything a header may carry (fetch refuses control characters before sending), less often.
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...'abcxyzIMAGE/+-.;=,* "0129'), maxLength: 40 }) },
  );
  const garbage = fc.uint8Array({ maxLength: 4000 });
  const body = fc.oneof(
    { weight: 3, arbitrary: fc.constant(new Uint8Array(TINY_PNG)) },
    {
      weight: 1,
      arbitrary: fc.nat({ max: TINY_PNG.length - 1 }).map((length) => new Uint8Array(TINY_PNG.subarray(0, length))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...SIGNATURES), garbage)
        .map(([signature, rest]) => new Uint8Array([...signature, ...rest])),
    },
    { weight: 1, arbitrary: garbage },
  );
  return fc.record({ contentType, body }).map(({ contentType: type, body: bytes }) => ({
    method: 'POST' as const,
    path: '/api/ratings/photos',
    contentType: type,
    body: bytes,
  }));
}
