import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Fixed ports and paths shared by playwright.config.ts (main process) and the specs (workers). */
export const E2E = {
  runDir: join(tmpdir(), 'toulky-e2e'),
  mailDir: join(tmpdir(), 'toulky-e2e', 'mail'),
  smtpPort: 42525,
  /** The app with default token lifetimes. */
  appUrl: 'http://127.0.0.1:42300',
  /** The same app with ACCESS_TOKEN_TTL=2s and REFRESH_TOKEN_TTL=12s, for the token-refresh journeys. */
  shortTtlUrl: 'http://127.0.0.1:42301',
} as const;
