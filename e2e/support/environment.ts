import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Ports and paths shared by playwright.config.ts (main process) and the specs (workers). `E2E_PORT_BASE` moves them
 * all, so two runs on one machine (two checkouts, or a run beside a server being worked on) keep out of each other's
 * way. The default lies below Linux's ephemeral range (32768–60999): at 42300 the fake weather server once found its
 * port taken by an outgoing connection's local end (EADDRINUSE in a CI rehearsal).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 24300);
const runDir = join(tmpdir(), base === 24300 ? 'toulky-e2e' : `toulky-e2e-${base}`);

export const E2E = {
  runDir,
  mailDir: join(runDir, 'mail'),
  smtpPort: base + 225,
  /** The fake Open-Meteo (support/open-meteo-fake.ts) both app servers ask for the weather. */
  weatherPort: base + 226,
  /**
   * Where that fake always answers HTTP 500: the start of the demo trip "Telč: náměstí a rybníky" (49.184, 15.453),
   * rounded to 0.01° as the API asks for it.
   */
  weatherFailsAt: { lat: 49.18, lng: 15.45 },
  /** The app with default token lifetimes. */
  appUrl: `http://127.0.0.1:${base}`,
  /** The same app with ACCESS_TOKEN_TTL=2s and REFRESH_TOKEN_TTL=12s, for the token-refresh journeys. */
  shortTtlUrl: `http://127.0.0.1:${base + 1}`,
} as const;
