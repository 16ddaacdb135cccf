import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitHits } from '../db/schema.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';

export interface RateLimitRule {
  /** What is limited and for whom, e.g. `signIn:ip:1.2.3.4`. */
  key: string;
  max: number;
}

/**
 * Fixed-window counters in the database, so every API process shares them.
 * Each guarded call costs one upsert per key.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly windowSeconds: number,
    /** Which window an attempt falls in. */
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt against every rule; throws ACTION_NOT_ALLOWED with retryAfter when any is over. */
  async consume(rules: RateLimitRule[]): Promise<void> {
    const windowMs = this.windowSeconds * 1000;
    const now = this.clock.now().getTime();
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
    for (const rule of rules) {
      const [{ count }] = await this.db
        .insert(rateLimitHits)
        .values({ key: rule.key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.windowStart],
          set: { count: sql`${rateLimitHits.count} + 1` },
        })
        .returning({ count: rateLimitHits.count });
      if (count === 1) {
        // First hit of a new window: old windows of this key are no longer needed.
        await this.db
          .delete(rateLimitHits)
          .where(and(eq(rateLimitHits.key, rule.key), lt(rateLimitHits.windowStart, windowStart)));
      }
      if (count > rule.max) {
        throw new AppError('ACTION_NOT_ALLOWED', 'Too many attempts, try again later', { retryAfter });
      }
    }
  }
}
