import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.js';
import { ensureReferenceData } from './db/reference-data.js';
import { DEMO_EDITORS, DEMO_USER } from './db/seed/demo-user.js';
import { isEmptyDatabase, seedDemoContent } from './db/seed/index.js';
import { type Config, ConfigError, loadConfig } from './platform/config.js';
import { createLogger } from './platform/logger.js';
import { REPO_ROOT } from './platform/paths.js';
import { runWorkers } from './workers.js';

/** Seconds a shutdown may take beyond the longest request before the process gives up on it and exits 1. */
const SHUTDOWN_MARGIN_SECONDS = 10;

/** Demo content goes only into a new embedded database; a real one gets it with `npm run seed`. */
async function loadDemoContentIfNew(database: DatabaseHandle, config: Config, logger: Logger): Promise<void> {
  if (config.databaseUrl || !(await isEmptyDatabase(database.db))) return;
  await seedDemoContent(database.db);
  logger.info('loaded the demo content into the new embedded database');
}

/**
 * `--prepare`: migrates the database and loads the demo content into a new embedded one, then exits. `npm start` runs
 * it while the web app is still being built, so a first start does the two at once instead of one after the other.
 */
async function prepare(config: Config, logger: Logger): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'db') });
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    await loadDemoContentIfNew(database, config, logger);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const startedAt = Date.now();
  const embedded = !config.databaseUrl;
  const announce = () => {
    const lines = [
      '',
      `  Toulky is running at http://localhost:${config.port}  (started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
      `  Database: ${embedded ? `PGlite in ${config.dataDir}/db` : 'PostgreSQL (DATABASE_URL)'}`,
    ];
    if (config.workers > 1) lines.push(`  Server processes: ${config.workers} (WORKERS)`);
    if (embedded) {
      lines.push(`  Demo account: ${DEMO_USER.email} / ${DEMO_USER.password}`);
      lines.push(`  Console: http://localhost:${config.port}/admin  (${DEMO_EDITORS[0].email}, same password)`);
    }
    if (!config.smtpUrl) lines.push(`  E-mails are written to ${config.dataDir}/outbox (no SMTP_URL)`);
    console.log(`${lines.join('\n')}\n`);
  };
  if (process.argv.includes('--prepare')) {
    const unlock = config.databaseUrl ? () => {} : lockEmbedded(config);
    await prepare(config, logger);
    unlock();
    return;
  }
  if (cluster.isPrimary && config.workers > 1) {
    runWorkers({ count: config.workers, logger, onListening: announce });
    return;
  }

  const unlock = embedded ? lockEmbedded(config) : () => {};

  const app = await createApp({
    config: {
      ...config,
      webDistDir: config.webDistDir ?? join(REPO_ROOT, 'apps/web/dist'),
      webSsrDir: config.webSsrDir ?? join(REPO_ROOT, 'apps/web/dist-ssr'),
    },
    logger,
  });

  await loadDemoContentIfNew(app.database, config, logger);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // What an orchestrator does after its grace period, as a clear failure with its log line rather than a process
    // that never ends: no request may take longer than REQUEST_TIMEOUT, so by then the shutdown is stuck.
    const graceSeconds = config.timeouts.requestSeconds + SHUTDOWN_MARGIN_SECONDS;
    setTimeout(() => {
      logger.error({ signal, graceSeconds }, 'shutdown did not finish in time: exiting');
      process.exit(1);
    }, graceSeconds * 1000).unref();
    try {
      await app.close();
      unlock();
      logger.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.server.listen({ port: config.port, host: config.host });
  // With several processes, the one that started them says it once they all listen.
  if (cluster.isPrimary) announce();
}

/** The embedded database is this process's alone while it runs (db/data-dir-lock.ts); answers the unlock. */
function lockEmbedded(config: Config): () => void {
  try {
    mkdirSync(config.dataDir, { recursive: true });
    return lockDataDir(config.dataDir, 'a Toulky server');
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error('Toulky failed to start:', error);
  process.exit(1);
});
