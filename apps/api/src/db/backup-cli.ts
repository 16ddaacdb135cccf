/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file>`: the embedded database (and DATA_DIR's media and JWT
 * secret) to and from one .tar.gz. PostgreSQL is backed up with its own tools (README › Backup and restore).
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../platform/config.js';
import { backupDataDir, restoreDataDir } from './backup.js';

const [command, fileArgument] = process.argv.slice(2);

function stamp(): string {
  return new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
}

async function run(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump --format=custom, restore with pg_restore (README › Backup and restore).',
    );
    process.exit(2);
  }
  if (command === 'backup') {
    const file = resolve(process.env.INIT_CWD ?? '.', fileArgument ?? `toulky-backup-${stamp()}.tar.gz`);
    const manifest = await backupDataDir(config.dataDir, file);
    console.log(`Backed up ${config.dataDir} to ${file} (${manifest.users} users, ${manifest.ratings} ratings).`);
  } else if (command === 'restore' && fileArgument) {
    const file = resolve(process.env.INIT_CWD ?? '.', fileArgument);
    const manifest = await restoreDataDir(file, config.dataDir);
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${config.dataDir} (${manifest.users} users, ${manifest.ratings} ratings).`,
    );
  } else {
    console.error('Usage: npm run backup [-- <file>]  |  npm run restore -- <file>');
    process.exit(2);
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
