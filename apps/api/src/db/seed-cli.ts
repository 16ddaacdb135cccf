/** `npm run seed`: migrates the configured database and loads the demo content (idempotent). */
import { join } from 'node:path';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from './client.js';
import { ensureReferenceData } from './reference-data.js';
import { DEMO_USER } from './seed/demo-user.js';
import { seedDemoContent } from './seed/index.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'db') });
try {
  await database.migrate();
  await ensureReferenceData(database.db);
  await seedDemoContent(database.db);
  console.log(`Demo content loaded into ${config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}/db`}.`);
  console.log(`Demo account: ${DEMO_USER.email} / ${DEMO_USER.password}`);
} finally {
  await database.close();
}
