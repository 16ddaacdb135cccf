import type { Clock } from '../../src/platform/clock.js';

/** Milliseconds in each unit `advance` takes. */
const UNIT_MS = { seconds: 1000, minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

type Duration = number | Partial<Record<keyof typeof UNIT_MS, number>>;

/**
 * A clock a test moves: `createApp({ clock })` (or `startTestApp(env, onQuery, { clock })`) runs the app on it, and
 * `advance({ hours: 1 })` makes an hour pass at once. It stands still between moves.
 */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date | string | number = Date.now()) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  /** Sets the time. */
  setNow(at: Date | string | number): void {
    this.current = new Date(at).getTime();
  }

  /** Moves the time forward by milliseconds or by `{ days, hours, minutes, seconds }`. */
  advance(by: Duration): void {
    if (typeof by === 'number') {
      this.current += by;
      return;
    }
    for (const [unit, amount] of Object.entries(by) as Array<[keyof typeof UNIT_MS, number]>) {
      this.current += amount * UNIT_MS[unit];
    }
  }
}
