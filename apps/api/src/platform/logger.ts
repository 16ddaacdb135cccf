import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
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

/**
 * A path with every query value hidden: mailed links carry their code (`/app/finish-signup?code=…`,
 * `/newsletter/unsubscribe?token=…`) and a GraphQL GET its variables, none of which belongs in a log.
 */
export function withoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=[redacted]`);
  return `${url.slice(0, start)}?${names.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/** pino-pretty is a dev dependency: there on a developer's checkout, absent from a production install. */
function prettyTransport() {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return {
    target: 'pino-pretty',
    options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
  };
}

/**
 * The one structured logger of the process: JSON lines on stdout (or the given stream), or readable lines when
 * stdout is a terminal and pino-pretty is installed.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      // Fastify's request: what was asked for and from where, never the query's values.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: withoutQueryValues(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
  if (destination) return pino(options, destination);
  const transport = process.stdout.isTTY ? prettyTransport() : undefined;
  return transport ? pino({ ...options, transport }) : pino(options);
}
