import { describe, expect, it } from 'vitest';
import { paintedForThisSession } from './server-painted';

/** A refresh token as the API makes them (only its claims matter here: the app reads, the server verifies). */
function refreshToken(jti: string): string {
  const claims = btoa(JSON.stringify({ jti, exp: 2_000_000_000 }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `e30.${claims}.signature`;
}

function root(paintedFor?: string): Element {
  const element = document.createElement('div');
  if (paintedFor !== undefined) element.setAttribute('data-first-screen', paintedFor);
  return element;
}

const MINE = '0b6f1c9e-6f2d-4c55-9a38-2f1c7a8e9d10';
const OTHER = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('a first screen painted by the server', () => {
  it('is taken when it was painted for this session', () => {
    expect(paintedForThisSession(root(MINE), { refreshToken: refreshToken(MINE) })).toBe(true);
  });

  it('is not taken when it was painted for another session, with none, or not at all', () => {
    expect(paintedForThisSession(root(OTHER), { refreshToken: refreshToken(MINE) })).toBe(false);
    expect(paintedForThisSession(root(MINE), { refreshToken: null })).toBe(false);
    expect(paintedForThisSession(root(''), { refreshToken: refreshToken(MINE) })).toBe(false);
    expect(paintedForThisSession(root(), { refreshToken: refreshToken(MINE) })).toBe(false);
    expect(paintedForThisSession(null, { refreshToken: refreshToken(MINE) })).toBe(false);
  });
});
