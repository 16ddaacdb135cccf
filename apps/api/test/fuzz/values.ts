import fc from 'fast-check';

/** Strings known to break parsers, databases and renderers. The big ones are built once. */
const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'Sněžka\u0000',
  '\u0000'.repeat(64),
  '\u202Eevil.exe\u202C', // right-to-left override
  '\u200B\u200D\uFEFF', // zero-width characters and a byte-order mark
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'a\uDC00b\uD83D',
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358', // combining marks
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%_\\',
  '$1',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'null',
  'undefined',
  '-1',
  '1e309',
  'NaN',
  '{"$gt": ""}',
  '\r\n\r\nHTTP/1.1 200 OK',
  'ceske bud',
  'a'.repeat(10_000),
  'é'.repeat(200_000),
  // ~960 kB of UTF-8: just under the 1 MB body limit.
  '😀'.repeat(240_000),
  // ~1.2 MB: over it, so the answer is 413.
  '😀'.repeat(300_000),
];

/** A single UTF-16 code unit from the surrogate range: half of a pair, never valid alone. */
const surrogateHalf = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: surrogateHalf, maxLength: 4 }) },
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('\u0000', 'a', '\u202E', '%'), maxLength: 12 }) },
    { weight: 2, arbitrary: fc.emailAddress() },
  );
}

/**
 * Arrays in arrays, far deeper than any input: refused at the HTTP body, reaches GraphQL over WebSocket. (The raw
 * requests nest thousands of levels; a value here must stay printable by fast-check.)
 */
const DEEPLY_NESTED = Array.from({ length: 300 }).reduce<unknown[]>((inner) => [inner], []);

/** Any JSON value at all: what a client sends when it gets the type wrong. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(null, 0, -1, 1e308, true, '', [], {}, [null], { constructor: 'x' }, DEEPLY_NESTED),
  );
}
