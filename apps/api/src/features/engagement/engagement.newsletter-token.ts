import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe tokens of newsletter e-mails: the address (base64url) and an HMAC-SHA256 of it, keyed by a key derived
 * (HKDF, its own label) from the JWT secret. Nothing is stored, a token never expires (a link in an old e-mail keeps
 * working), and nobody can make one for an address without the secret. Rotating JWT_SECRET voids the links in
 * e-mails already sent; their readers can still unsubscribe in the app's settings.
 */
export class NewsletterTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'toulky', 'newsletter-unsubscribe-v1', 32));
  }

  private mac(email: string): Buffer {
    return createHmac('sha256', this.key).update(email.toLowerCase()).digest();
  }

  /** The token for an address (compared case-insensitively). */
  sign(email: string): string {
    return `${Buffer.from(email.toLowerCase()).toString('base64url')}.${this.mac(email).toString('base64url')}`;
  }

  /** The address a token was made for, or null when it is not one of ours. */
  verify(token: string): string | null {
    const [encoded, signature, ...rest] = token.split('.');
    if (!encoded || !signature || rest.length > 0) return null;
    const email = Buffer.from(encoded, 'base64url').toString('utf8');
    const expected = this.mac(email);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? email.toLowerCase() : null;
  }
}
