import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors.js';

export interface AccessClaims {
  /** User id. */
  sub: string;
  email: string;
  roles: string[];
  /** The refresh token (session) this access token belongs to. */
  sid: string;
}

export interface RefreshClaims {
  sub: string;
  /** Refresh token id: a row in refresh_tokens. */
  jti: string;
  exp: number;
}

const ISSUER = 'toulky';
const VERIFIED_TOKENS_KEPT = 10_000;

/** Signs and verifies the two kinds of JWT with one HS256 secret. */
export class TokenService {
  /** Imported once: given raw bytes, jose imports them into WebCrypto on every call. */
  private readonly key: Promise<CryptoKey>;
  /**
   * Access tokens already verified, with their claims, until they expire: a browser sends the same token with every
   * request for its lifetime, and its signature cannot have changed. Bounded; the oldest are dropped first.
   */
  private readonly verifiedAccess = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
    private readonly refreshTtlSeconds: number,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  get refreshTtl(): number {
    return this.refreshTtlSeconds;
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ email: claims.email, roles: claims.roles, sid: claims.sid, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(await this.key);
  }

  async signRefresh(userId: string, tokenId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({ typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(userId)
      .setJti(tokenId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.key);
  }

  /** Verifies an access token: UNAUTHORIZED_TOKEN_EXPIRED or UNAUTHORIZED_TOKEN_INVALID on failure. */
  async verifyAccess(token: string): Promise<AccessClaims> {
    const known = this.verifiedAccess.get(token);
    if (known) {
      // jose's rule: expired from the second of `exp` on.
      if (Date.now() < known.expiresAt) return known.claims;
      this.verifiedAccess.delete(token);
      throw new AppError('UNAUTHORIZED_TOKEN_EXPIRED', 'The token has expired');
    }
    const payload = await this.verify(token, 'access', 'UNAUTHORIZED_TOKEN_EXPIRED');
    const { sub, email, roles, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || typeof sid !== 'string' || !isStringArray(roles)) {
      throw invalidToken();
    }
    const claims = { sub, email, roles, sid };
    if (typeof exp === 'number') {
      if (this.verifiedAccess.size >= VERIFIED_TOKENS_KEPT) {
        this.verifiedAccess.delete(this.verifiedAccess.keys().next().value as string);
      }
      this.verifiedAccess.set(token, { claims, expiresAt: exp * 1000 });
    }
    return claims;
  }

  /** Verifies a refresh token: UNAUTHORIZED_REFRESH_TOKEN_EXPIRED or UNAUTHORIZED_TOKEN_INVALID on failure. */
  async verifyRefresh(token: string): Promise<RefreshClaims> {
    const payload = await this.verify(token, 'refresh', 'UNAUTHORIZED_REFRESH_TOKEN_EXPIRED');
    const { sub, jti, exp } = payload;
    // A refresh token without an expiry is invalid (spec §4).
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') throw invalidToken();
    return { sub, jti, exp };
  }

  private async verify(
    token: string,
    type: string,
    expiredCode: 'UNAUTHORIZED_TOKEN_EXPIRED' | 'UNAUTHORIZED_REFRESH_TOKEN_EXPIRED',
  ) {
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.typ !== type) throw invalidToken();
      return payload;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AppError(expiredCode, 'The token has expired');
      if (error instanceof AppError) throw error;
      throw invalidToken();
    }
  }
}

function invalidToken(): AppError {
  return new AppError('UNAUTHORIZED_TOKEN_INVALID', 'The token is invalid');
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
