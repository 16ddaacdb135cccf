import { createHash, randomBytes } from 'node:crypto';

/** A 192-bit URL-safe random code for e-mailed links. */
export function generateCode(): string {
  return randomBytes(24).toString('base64url');
}

/** Codes are stored only as SHA-256 hashes, so a database leak reveals no usable link. */
export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
