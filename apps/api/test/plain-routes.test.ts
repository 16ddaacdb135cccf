import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_STATUS } from '../src/platform/errors.js';
import { signedInUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

interface PlainRoute {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The content type an upload declares. */
  type?: string;
  /** Whether a signed-in hiker is refused (FORBIDDEN). */
  forEditors: boolean;
}

/** Every plain HTTP route of the API (outside GraphQL), with a request that reaches its checks. */
const ROUTES: PlainRoute[] = [
  { name: 'editors’ photos', method: 'POST', path: '/api/media/images', type: 'image/jpeg', forEditors: true },
  { name: 'hikers’ photos', method: 'POST', path: '/api/ratings/photos', type: 'image/jpeg', forEditors: false },
  { name: 'GPX tracks', method: 'POST', path: '/api/tracks', type: 'application/gpx+xml', forEditors: true },
  {
    name: 'moderation figures',
    method: 'GET',
    path: '/api/moderation-figures.csv?from=2024-01&to=2024-01',
    forEditors: true,
  },
  { name: 'my data', method: 'GET', path: '/api/my-data', forEditors: false },
];

async function send(route: PlainRoute, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const post = route.method === 'POST';
  if (post && route.type) headers['content-type'] = route.type;
  const response = await fetch(`${t.url}${route.path}`, {
    method: route.method,
    headers,
    body: post ? Buffer.from('not really a file') : undefined,
  });
  // Every answer is read to its end: one left unread keeps its connection busy, and the server's close waits for it.
  const body: unknown = response.ok ? await response.arrayBuffer() : await response.json();
  return { status: response.status, headers: response.headers, body };
}

/** The plain routes' one body shape (platform/http-errors.ts): `{ error: { code, message, requestId, … } }`. */
function expectOneShape(body: unknown, code: string) {
  expect(Object.keys(body as object)).toEqual(['error']);
  expect((body as { error: unknown }).error).toMatchObject({
    code,
    message: expect.any(String),
    requestId: expect.any(String),
  });
}

describe('the plain HTTP routes refuse through the one responder', () => {
  it.each(ROUTES)('$name: 401 with the token’s code, in the one body', async (route) => {
    const anonymous = await send(route);
    expect(anonymous.status).toBe(401);
    expectOneShape(anonymous.body, 'UNAUTHORIZED');
    const forged = await send(route, 'not-a-token');
    expect(forged.status).toBe(401);
    expectOneShape(forged.body, 'UNAUTHORIZED_TOKEN_INVALID');
  });

  it.each(ROUTES.filter((route) => route.forEditors))(
    '$name: 403 FORBIDDEN for a hiker, in the one body',
    async (route) => {
      const { token } = await signedInUser(t);
      const refused = await send(route, token);
      expect(refused.status).toBe(HTTP_STATUS.FORBIDDEN.status);
      expectOneShape(refused.body, 'FORBIDDEN');
    },
  );

  it('answers BAD_USER_INPUT with its fields, and a limit with 429 and Retry-After equal to retryAfter', async () => {
    const moderator = await signedInUser(t, { roles: ['USER', 'CHIEF_EDITOR'] });
    const backwards = await fetch(`${t.url}/api/moderation-figures.csv?from=2024-05&to=2024-01`, {
      headers: { authorization: `Bearer ${moderator.token}` },
    });
    expect(backwards.status).toBe(400);
    const body = (await backwards.json()) as { error: { fields: unknown[] } };
    expectOneShape(body, 'BAD_USER_INPUT');
    expect(body.error.fields).toEqual([expect.objectContaining({ field: 'to', messageKey: 'INVALID_VALUE' })]);

    const { token } = await signedInUser(t);
    const myData = ROUTES.find((route) => route.path === '/api/my-data') as PlainRoute;
    let limited = await send(myData, token);
    for (let attempt = 0; attempt < 10 && limited.status === 200; attempt++) limited = await send(myData, token);
    expect(limited.status).toBe(HTTP_STATUS.ACTION_NOT_ALLOWED.status);
    expectOneShape(limited.body, 'ACTION_NOT_ALLOWED');
    const { retryAfter } = (limited.body as { error: { retryAfter: number } }).error;
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.headers.get('retry-after')).toBe(String(retryAfter));
  });
});

describe('addresses with nothing there', () => {
  it('answer 404 NOT_FOUND in the one body: unknown files, tracks and routes, and metrics without their token', async () => {
    for (const path of [
      '/media/uploads/0b6f1c9e-6f2d-4c55-9a38-2f1c7a8e9d10-480.avif',
      '/media/tracks/0b6f1c9e-6f2d-4c55-9a38-2f1c7a8e9d10.gpx',
      '/api/nothing-here',
      '/assets/gone-1a2b3c.js',
    ]) {
      const response = await fetch(`${t.url}${path}`);
      const body = await response.json();
      expect([path, response.status]).toEqual([path, 404]);
      expectOneShape(body, 'BAD_USER_INPUT');
      expect((body as { error: { reason: string } }).error.reason).toBe('NOT_FOUND');
    }
  });
});
