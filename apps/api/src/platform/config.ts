import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from './paths.js';

/** `data/` at the root of the checkout, wherever the server, the seed or a script is started from. */
export const DEFAULT_DATA_DIR = join(REPO_ROOT, 'data');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  /** Server processes sharing the port (node:cluster); more than one needs DATABASE_URL. */
  workers: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Read-only copies of DATABASE_URL's database (streaming replicas) that take the public catalogue's reads. */
  databaseReplicaUrls: string[];
  /** How long a PostgreSQL connection may take to be had, and a statement to be answered, before it fails. */
  databaseTimeouts: { connectSeconds: number; querySeconds: number };
  publicUrl: string;
  /**
   * Which peers' X-Forwarded-For is believed for the client's address (rate limits, a session's country): proxy-addr
   * names and addresses, or a number of hops. Anyone else's header is ignored, so a client cannot pick its address.
   */
  trustProxy: string | number;
  /** Other origins whose pages may call the API from a browser (CORS); the app's own origin always may. */
  corsOrigins: string[];
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  botcheckSecret: string | undefined;
  /** Public reCAPTCHA v3 site key handed to the browser through /config.js. */
  botcheckSiteKey: string | undefined;
  botcheckVerifyUrl: string;
  /** Mapy.com REST API key for the map tiles, handed to the browser through /config.js; OpenStreetMap without it. */
  mapyApiKey: string | undefined;
  /** Open-Meteo's forecast endpoint (or one speaking its protocol); undefined turns the trips' weather off. */
  weatherApiUrl: string | undefined;
  /** The S3-compatible bucket for uploaded media; undefined keeps them in DATA_DIR/media. */
  mediaS3: MediaS3Config | undefined;
  /** Browser integrations, handed over through /config.js and started only with the visitor's consent. */
  integrations: {
    analyticsId: string | undefined;
    errorReportingScriptUrl: string | undefined;
    trackingPixelScriptUrl: string | undefined;
  };
  logLevel: LogLevel;
  /** Requests that take this long or longer are logged at info ("slow request"). */
  slowRequestMs: number;
  /** Bearer token that /metrics asks for; without it /metrics is not served at all. */
  metricsToken: string | undefined;
  webDistDir: string | undefined;
  /** The web app's server bundle for the public pages. */
  webSsrDir: string | undefined;
  rateLimit: { windowSeconds: number; maxPerIp: number; maxPerEmail: number };
  /** How long a client may take to send a request's headers, and the whole request: slow clients are cut off. */
  timeouts: { headersSeconds: number; requestSeconds: number };
  /** How often each process publishes the trips and articles whose scheduled time has come. */
  schedulerIntervalSeconds: number;
}

/** An S3-compatible bucket for uploaded media (`MEDIA_S3_*`). */
export interface MediaS3Config {
  bucket: string;
  /** Another service than AWS (MinIO, R2, Hetzner, …); AWS's own endpoint for the region when undefined. */
  endpoint: string | undefined;
  region: string;
  /** Undefined leaves the keys to the AWS SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

function readMetricsToken(env: Env): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < 16) throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters');
  return token;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Parses "900", "900s", "15m", "12h" or "30d" into seconds; undefined when malformed. */
export function parseDuration(value: string): number | undefined {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) return undefined;
  const seconds = Number(match[1]) * DURATION_UNITS[match[2] || 's'];
  return seconds > 0 ? seconds : undefined;
}

type Env = Record<string, string | undefined>;

function readDuration(env: Env, name: string, fallback: string): number {
  const raw = env[name] || fallback;
  const seconds = parseDuration(raw);
  if (seconds === undefined) {
    throw new ConfigError(name, `must be a positive number of seconds or like 15m / 30d (got "${raw}")`);
  }
  return seconds;
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function readUrl(env: Env, name: string, fallback: string | undefined, protocols: string[]): string | undefined {
  const raw = env[name] || fallback;
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (got "${raw}")`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')} (got "${url.protocol}")`);
  }
  return raw;
}

/** `CORS_ORIGINS`: comma-separated origins such as `https://partner.example`, each without a path. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** `DATABASE_REPLICA_URLS`: comma-separated postgres:// URLs of replicas of DATABASE_URL's database. */
function readReplicaUrls(env: Env, databaseUrl: string | undefined): string[] {
  const raw = env.DATABASE_REPLICA_URLS?.trim();
  if (!raw) return [];
  if (!databaseUrl) throw new ConfigError('DATABASE_REPLICA_URLS', 'needs DATABASE_URL (the primary)');
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ConfigError('DATABASE_REPLICA_URLS', `must list postgres:// URLs (got "${value}")`);
    }
    if (!['postgres:', 'postgresql:'].includes(url.protocol)) {
      throw new ConfigError('DATABASE_REPLICA_URLS', `must list postgres:// URLs (got "${url.protocol}")`);
    }
    return value;
  });
}

function readTrustProxy(env: Env): string | number {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return PROXY_NAMES.join(',');
  if (/^\d+$/.test(raw)) return Number(raw);
  for (const entry of raw.split(',').map((part) => part.trim())) {
    if (!PROXY_NAMES.includes(entry) && !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry)) {
      throw new ConfigError(
        'TRUST_PROXY',
        `must be a number of hops or a list of addresses, CIDR ranges and ${PROXY_NAMES.join(', ')} (got "${entry}")`,
      );
    }
  }
  return raw;
}

function readOrigins(env: Env, name: string): string[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ConfigError(name, `must list origins like https://example.com (got "${value}")`);
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
      throw new ConfigError(name, `must list origins like https://example.com, without a path (got "${value}")`);
    }
    return url.origin;
  });
}

export const OPEN_METEO_FORECAST_URL = 'https://api.open-meteo.com/v1/forecast';

/** `WEATHER_API_URL`: Open-Meteo's forecast endpoint when unset, off when set empty. */
function readWeatherApiUrl(env: Env): string | undefined {
  if (env.WEATHER_API_URL !== undefined && env.WEATHER_API_URL.trim() === '') return undefined;
  return readUrl(env, 'WEATHER_API_URL', OPEN_METEO_FORECAST_URL, ['https:', 'http:']);
}

const MEDIA_S3_VARIABLES = [
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
  'MEDIA_S3_FORCE_PATH_STYLE',
];

/** `MEDIA_S3_*`: a bucket when MEDIA_S3_BUCKET is set; the other variables without it are a mistake, not ignored. */
function readMediaS3(env: Env): MediaS3Config | undefined {
  const bucket = env.MEDIA_S3_BUCKET?.trim();
  if (!bucket) {
    const stray = MEDIA_S3_VARIABLES.find((name) => env[name]?.trim());
    if (stray) throw new ConfigError('MEDIA_S3_BUCKET', `is required when ${stray} is set`);
    return undefined;
  }
  // S3's bucket naming rules (3–63 lower-case letters, digits, dots and hyphens), which every compatible store keeps.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      'MEDIA_S3_BUCKET',
      `must be a bucket name of 3–63 lower-case letters, digits, . and - (got "${bucket}")`,
    );
  }
  const accessKeyId = env.MEDIA_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.MEDIA_S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      accessKeyId ? 'MEDIA_S3_SECRET_ACCESS_KEY' : 'MEDIA_S3_ACCESS_KEY_ID',
      'must be set together with the other key variable',
    );
  }
  const forcePathStyle = env.MEDIA_S3_FORCE_PATH_STYLE?.trim().toLowerCase() || 'false';
  if (!['true', 'false', '1', '0'].includes(forcePathStyle)) {
    throw new ConfigError(
      'MEDIA_S3_FORCE_PATH_STYLE',
      `must be true or false (got "${env.MEDIA_S3_FORCE_PATH_STYLE}")`,
    );
  }
  const region = env.MEDIA_S3_REGION?.trim() || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) {
    throw new ConfigError('MEDIA_S3_REGION', `must be a region name like eu-central-1 (got "${region}")`);
  }
  return {
    bucket,
    endpoint: readUrl(env, 'MEDIA_S3_ENDPOINT', undefined, ['https:', 'http:']),
    region,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: forcePathStyle === 'true' || forcePathStyle === '1',
  };
}

/** Embedded mode keeps a generated secret in DATA_DIR so tokens survive restarts. */
function embeddedJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and validates the whole configuration once; throws ConfigError naming the bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const port = readInt(env, 'PORT', 3000, 0, 65535);
  const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : DEFAULT_DATA_DIR;
  const databaseUrl = readUrl(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']);
  const publicUrl = (readUrl(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']) as string).replace(
    /\/+$/,
    '',
  );

  let jwtSecret = env.JWT_SECRET;
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long');
  }
  if (!jwtSecret) {
    if (databaseUrl) throw new ConfigError('JWT_SECRET', 'is required when DATABASE_URL is set');
    jwtSecret = embeddedJwtSecret(dataDir);
  }

  const workers = readInt(env, 'WORKERS', 1, 1, 64);
  if (workers > 1 && !databaseUrl) {
    throw new ConfigError('WORKERS', 'above 1 needs DATABASE_URL: the embedded database belongs to one process');
  }

  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  }

  const mailFrom = env.MAIL_FROM || 'Toulky <no-reply@toulky.cz>';
  if (!/@/.test(mailFrom)) throw new ConfigError('MAIL_FROM', 'must contain an e-mail address');

  const timeouts = {
    headersSeconds: readInt(env, 'HEADERS_TIMEOUT', 10, 1, 600),
    requestSeconds: readInt(env, 'REQUEST_TIMEOUT', 30, 1, 3600),
  };
  if (timeouts.headersSeconds > timeouts.requestSeconds) {
    throw new ConfigError('HEADERS_TIMEOUT', 'must not be longer than REQUEST_TIMEOUT');
  }

  return {
    port,
    workers,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    databaseReplicaUrls: readReplicaUrls(env, databaseUrl),
    databaseTimeouts: {
      connectSeconds: readInt(env, 'DATABASE_CONNECT_TIMEOUT', 5, 1, 600),
      querySeconds: readInt(env, 'DATABASE_QUERY_TIMEOUT', 10, 1, 3600),
    },
    publicUrl,
    trustProxy: readTrustProxy(env),
    corsOrigins: readOrigins(env, 'CORS_ORIGINS'),
    jwtSecret,
    accessTokenTtlSeconds: readDuration(env, 'ACCESS_TOKEN_TTL', '15m'),
    refreshTokenTtlSeconds: readDuration(env, 'REFRESH_TOKEN_TTL', '30d'),
    smtpUrl: readUrl(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']),
    mailFrom,
    supportEmail: env.SUPPORT_EMAIL || 'podpora@toulky.cz',
    botcheckSecret: env.BOTCHECK_SECRET || undefined,
    botcheckSiteKey: env.BOTCHECK_SITE_KEY || undefined,
    botcheckVerifyUrl: readUrl(env, 'BOTCHECK_VERIFY_URL', 'https://www.google.com/recaptcha/api/siteverify', [
      'http:',
      'https:',
    ]) as string,
    mapyApiKey: env.MAPY_API_KEY?.trim() || undefined,
    weatherApiUrl: readWeatherApiUrl(env),
    mediaS3: readMediaS3(env),
    integrations: {
      analyticsId: env.ANALYTICS_ID?.trim() || undefined,
      errorReportingScriptUrl: readUrl(env, 'ERROR_REPORTING_SCRIPT_URL', undefined, ['https:', 'http:']),
      trackingPixelScriptUrl: readUrl(env, 'TRACKING_PIXEL_SCRIPT_URL', undefined, ['https:', 'http:']),
    },
    logLevel,
    slowRequestMs: readInt(env, 'SLOW_REQUEST_MS', 1000, 1, 600_000),
    schedulerIntervalSeconds: readInt(env, 'SCHEDULER_INTERVAL', 30, 1, 3600),
    metricsToken: readMetricsToken(env),
    webDistDir: env.WEB_DIST_DIR || undefined,
    webSsrDir: env.WEB_SSR_DIR || undefined,
    rateLimit: {
      windowSeconds: readInt(env, 'RATE_LIMIT_WINDOW', 900, 1, 86400),
      maxPerIp: readInt(env, 'RATE_LIMIT_PER_IP', 30, 1, 100000),
      maxPerEmail: readInt(env, 'RATE_LIMIT_PER_EMAIL', 8, 1, 100000),
    },
    timeouts,
  };
}
