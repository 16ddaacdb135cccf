/**
 * The time the app's rules read: when a code or a schedule is due, a rate-limit window, a retention period, Prague's
 * today for the weather. One clock is given to `createApp` (the system's by default) and handed to every service that
 * asks what time it is, so a test moves it (`TestClock` in `test/support/test-clock.ts`) instead of waiting.
 *
 * Not on it: what the database stamps with its own `now()` (`created_at`, `updated_at`, `hidden_at`: a stamp must
 * agree with the transaction it is written in) and what jose checks in a token (`exp`).
 */
export interface Clock {
  /** The current time. */
  now(): Date;
}

/** The system's clock. */
export const systemClock: Clock = { now: () => new Date() };
