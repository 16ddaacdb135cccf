import { describe, expect, it } from 'vitest';
import { unstorableTextPath } from './unstorable-text.js';

describe('unstorableTextPath', () => {
  it('finds a NUL or a lone surrogate half, and names where', () => {
    expect(unstorableTextPath('Sněžka\u0000', 'slug')).toBe('slug');
    expect(unstorableTextPath({ search: '\udc00' }, 'filter')).toBe('filter.search');
    expect(unstorableTextPath({ labels: ['a', 'b\ud83d'] }, 'input')).toBe('input.labels.1');
  });

  it('lets every well-formed text through, emoji pairs and right-to-left marks included', () => {
    expect(unstorableTextPath({ text: '😀👨‍👩‍👧 \u202Eabc', n: 3, ok: true, none: null }, 'input')).toBeUndefined();
  });
});
