import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from './app.js';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.js';
import { DEMO_EDITORS, DEMO_USER } from './db/seed/demo-user.js';
import { isEmptyDatabase, seedDemoContent } from './db/seed/index.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { createLogger } from './platform/logger.js';
import { runWorkers } from './workers.js';

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
  if (cluster.isPrimary && config.workers > 1) {
    runWorkers({ count: config.workers, logger, onListening: announce });
    return;
  }

  // The embedded database is this process's alone while it runs (db/data-dir-lock.ts).
  let unlock = () => {};
  if (embedded) {
    try {
      mkdirSync(config.dataDir, { recursive: true });
      unlock = lockDataDir(config.dataDir, 'a Toulky server');
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
  }

  const app = await createApp({
    config: {
      ...config,
      webDistDir: config.webDistDir ?? resolve(import.meta.dirname, '../../web/dist'),
      webSsrDir: config.webSsrDir ?? resolve(import.meta.dirname, '../../web/dist-ssr'),
    },
    logger,
  });

  // Demo content goes only into the embedded database; a real one gets it with `npm run seed`.
  if (embedded && (await isEmptyDatabase(app.database.db))) {
    await seedDemoContent(app.database.db);
    logger.info('loaded the demo content into the new embedded database');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
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

main().catch((error: unknown) => {
  console.error('Toulky failed to start:', error);
  process.exit(1);
});
