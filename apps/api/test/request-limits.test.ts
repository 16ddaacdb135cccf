import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function post(body: string) {
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: await response.text() };
}

describe('request limits (README › Limits)', () => {
  it('refuses a body over 1 MB with 413 before any GraphQL work', async () => {
    const query = `{ publishedTrips { total } } # ${'x'.repeat(1024 * 1024)}`;
    expect((await post(JSON.stringify({ query }))).status).toBe(413);
  });

  it('refuses too deep a query, too many aliases and a batch, with BAD_USER_INPUT', async () => {
    const deep = `{ ${'publishedTrips { edges { ratings { edges { user { '.repeat(3)}_id${' } } } } }'.repeat(3)} }`;
    const aliases = `{ ${Array.from({ length: 11 }, (_, index) => `a${index}: publishedTrips { total }`).join(' ')} }`;
    for (const [query, limit] of [
      [deep, /depth limit of 10 exceeded/],
      [aliases, /Aliases limit of 10 exceeded/],
    ] as const) {
      const answer = JSON.parse((await post(JSON.stringify({ query }))).body);
      expect(answer.errors[0].message).toMatch(limit);
      expect(answer.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    const batch = await post(
      JSON.stringify([{ query: '{ publishedTrips { total } }' }, { query: '{ cities { _id } }' }]),
    );
    expect(batch.status).toBeGreaterThanOrEqual(400);
    expect(batch.body).not.toMatch(/"data"/);
  });

  it('refuses text the database cannot store (a NUL, half a surrogate pair) as invalid input, literal or variable', async () => {
    const literal = JSON.parse((await post('{"query":"{ article(slug: \\"\\u0000\\") { _id } }"}')).body);
    expect(literal.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'slug' }] });
    const variable = await t.gql('query C($f: CitiesFilter!) { cities(filter: $f) { _id } }', {
      f: { search: '\udc00\udc00' },
    });
    expect(variable.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'filter.search', messageKey: 'INVALID_VALUE' }],
    });
  });

  it('refuses JSON nested deeper than 64 levels with 400, before anything walks it', async () => {
    const deep = `{"query":"{ health }","variables":{"v":${'['.repeat(65)}${']'.repeat(65)}}}`;
    const answer = await post(deep);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).errors[0]).toMatchObject({
      message: 'The JSON body nests deeper than 64 levels.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
