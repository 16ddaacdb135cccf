import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseDuration } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'toulky-config-'));

describe('parseDuration', () => {
  it('accepts seconds and s/m/h/d units', () => {
    expect(parseDuration('900')).toBe(900);
    expect(parseDuration('15m')).toBe(900);
    expect(parseDuration('12h')).toBe(43_200);
    expect(parseDuration('30d')).toBe(2_592_000);
    expect(parseDuration('0')).toBeUndefined();
    expect(parseDuration('15 minutes')).toBeUndefined();
  });
});

describe('loadConfig', () => {
  it('keeps its data in data/ at the root of the checkout unless DATA_DIR says otherwise', () => {
    const secret = { JWT_SECRET: 'a-secret-that-is-at-least-32-characters-long' };
    const root = resolve(import.meta.dirname, '../../../..');
    expect(loadConfig(secret).dataDir).toBe(join(root, 'data'));
    expect(loadConfig({ ...secret, DATA_DIR: 'elsewhere' }).dataDir).toBe(resolve('elsewhere'));
  });

  it('has working defaults and keeps a generated JWT secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      logLevel: 'info',
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('reads CORS_ORIGINS as a list of origins', () => {
    const env = { DATA_DIR: dataDir(), CORS_ORIGINS: 'https://partner.example, http://localhost:5173/' };
    expect(loadConfig(env).corsOrigins).toEqual(['https://partner.example', 'http://localhost:5173']);
    expect(loadConfig({ DATA_DIR: dataDir() }).corsOrigins).toEqual([]);
  });

  it('asks Open-Meteo for the weather unless WEATHER_API_URL names another endpoint or is empty (off)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).weatherApiUrl).toBe('https://api.open-meteo.com/v1/forecast');
    expect(loadConfig({ DATA_DIR: dataDir(), WEATHER_API_URL: 'http://127.0.0.1:9/v1/forecast' }).weatherApiUrl).toBe(
      'http://127.0.0.1:9/v1/forecast',
    );
    expect(loadConfig({ DATA_DIR: dataDir(), WEATHER_API_URL: '' }).weatherApiUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEATHER_API_URL: 'ftp://weather.example' })).toThrow(
      /WEATHER_API_URL/,
    );
  });

  it('keeps media in DATA_DIR unless MEDIA_S3_BUCKET names a bucket', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mediaS3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), MEDIA_S3_BUCKET: 'toulky-media' }).mediaS3).toEqual({
      bucket: 'toulky-media',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({
      DATA_DIR: dataDir(),
      MEDIA_S3_BUCKET: 'media',
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
      MEDIA_S3_REGION: 'eu-central-1',
      MEDIA_S3_ACCESS_KEY_ID: 'toulky',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret-key',
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(minio.mediaS3).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'toulky', secretAccessKey: 'secret-key' },
      forcePathStyle: true,
    });
  });

  it('believes X-Forwarded-For only from private and local peers unless TRUST_PROXY says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe('loopback,linklocal,uniquelocal');
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe(
      '10.0.0.0/8, loopback',
    );
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ TRUST_PROXY: 'everyone' }, /TRUST_PROXY/],
    [{ ACCESS_TOKEN_TTL: '15 minutes' }, /ACCESS_TOKEN_TTL/],
    [{ REFRESH_TOKEN_TTL: '-1' }, /REFRESH_TOKEN_TTL/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ DATABASE_URL: 'postgres://localhost/toulky' }, /JWT_SECRET is required/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ WORKERS: '0' }, /WORKERS must be a whole number from 1/],
    [{ WORKERS: '2' }, /WORKERS above 1 needs DATABASE_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ BOTCHECK_VERIFY_URL: 'ftp://x' }, /BOTCHECK_VERIFY_URL/],
    [{ CORS_ORIGINS: 'https://partner.example/app' }, /CORS_ORIGINS/],
    [{ CORS_ORIGINS: 'partner.example' }, /CORS_ORIGINS/],
    [{ HEADERS_TIMEOUT: '0' }, /HEADERS_TIMEOUT/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 16 characters/],
    [{ SLOW_REQUEST_MS: 'slow' }, /SLOW_REQUEST_MS/],
    [{ HEADERS_TIMEOUT: '40' }, /HEADERS_TIMEOUT must not be longer than REQUEST_TIMEOUT/],
    [{ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' }, /MEDIA_S3_BUCKET is required when MEDIA_S3_ENDPOINT is set/],
    [{ MEDIA_S3_BUCKET: 'Toulky_Media' }, /MEDIA_S3_BUCKET must be a bucket name/],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'ftp://store' }, /MEDIA_S3_ENDPOINT must use/],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'toulky' }, /MEDIA_S3_SECRET_ACCESS_KEY must be set together/],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_SECRET_ACCESS_KEY: 'x' }, /MEDIA_S3_ACCESS_KEY_ID must be set together/],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_FORCE_PATH_STYLE: 'yes' }, /MEDIA_S3_FORCE_PATH_STYLE must be true or false/],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_REGION: 'EU Central' }, /MEDIA_S3_REGION must be a region name/],
  ])('stops on a wrong value, naming the variable: %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
