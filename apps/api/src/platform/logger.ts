import pino, { type Logger } from 'pino';
import type { LogLevel } from './config.js';

// Never log what could let someone in: tokens, passwords, codes, cookies.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-bot-check-token"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.refreshToken',
  '*.accessToken',
  '*.code',
];

/** The one structured logger of the process (JSON lines on stdout). */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } });
}
