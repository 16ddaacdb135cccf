import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.js';

const nested = (depth: number) => `${'[{"a":'.repeat(depth)}1${'}]'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects alike, up to the limit and past it', () => {
    expect(nestsDeeperThan(nested(32), 64)).toBe(false);
    expect(nestsDeeperThan(nested(33), 64)).toBe(true);
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ query: '[[[[[[{{{{' }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ q: 'say \\"[[[[\\" and "[[[["' }), 2)).toBe(false);
    expect(nestsDeeperThan(`{"q":"\\\\","v":[[[]]]}`, 3)).toBe(true);
  });
});
