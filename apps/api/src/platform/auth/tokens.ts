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

/** Signs and verifies the two kinds of JWT with one HS256 secret. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
    private readonly refreshTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  get refreshTtl(): number {
    return this.refreshTtlSeconds;
  }

  signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ email: claims.email, roles: claims.roles, sid: claims.sid, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.key);
  }

  signRefresh(userId: string, tokenId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({ typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(userId)
      .setJti(tokenId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** Verifies an access token: UNAUTHORIZED_TOKEN_EXPIRED or UNAUTHORIZED_TOKEN_INVALID on failure. */
  async verifyAccess(token: string): Promise<AccessClaims> {
    const payload = await this.verify(token, 'access', 'UNAUTHORIZED_TOKEN_EXPIRED');
    const { sub, email, roles, sid } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || typeof sid !== 'string' || !isStringArray(roles)) {
      throw invalidToken();
    }
    return { sub, email, roles, sid };
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
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
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
