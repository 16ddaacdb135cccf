import { describe, expect, it } from 'vitest';
import { NewsletterTokens } from './engagement.newsletter-token.js';

const tokens = new NewsletterTokens('a-secret-of-at-least-thirty-two-characters');

describe('newsletter unsubscribe tokens', () => {
  it('name the address they were made for, whatever its case', () => {
    expect(tokens.verify(tokens.sign('Jana@Example.cz'))).toBe('jana@example.cz');
  });

  it('refuse a token for another address, another secret, or a mangled one', () => {
    const [, signature] = tokens.sign('jana@example.cz').split('.');
    const forged = `${Buffer.from('petr@example.cz').toString('base64url')}.${signature}`;
    expect(tokens.verify(forged)).toBeNull();
    expect(new NewsletterTokens('another-secret-of-thirty-two-characters!').verify(tokens.sign('a@b.cz'))).toBeNull();
    for (const bad of ['', 'abc', 'abc.def', `${tokens.sign('a@b.cz')}.x`, tokens.sign('a@b.cz').slice(0, -2)]) {
      expect(tokens.verify(bad), bad).toBeNull();
    }
  });
});
