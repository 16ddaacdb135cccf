import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('transliterates Czech and joins words with one hyphen', () => {
    expect(slugify('Šumava v zimě')).toBe('sumava-v-zime');
    expect(slugify('Příliš žluťoučký kůň úpěl ďábelské ódy')).toBe('prilis-zlutoucky-kun-upel-dabelske-ody');
    expect(slugify('  Ráj -- na  zemi!  (2026) ')).toBe('raj-na-zemi-2026');
  });

  it('keeps at most 80 characters and no hyphen at the ends', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
    expect(slugify('x'.repeat(200))).toHaveLength(80);
  });

  it('is empty when nothing is left', () => {
    expect(slugify('!!! ???')).toBe('');
    expect(slugify('🌲')).toBe('');
  });
});
