/**
 * `npm run seed:scale -- --trips 10000 --users 100000 --ratings 1000000`: fills the configured database (DATABASE_URL
 * or the embedded one under DATA_DIR) with generated data for benchmarks, on top of the demo content. Everything is
 * generated inside the database with generate_series, so even a million ratings take seconds, not minutes. The trips'
 * texts vary as a real catalogue's do (bench/catalogue.ts).
 */

import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { generateTrips } from '../bench/catalogue.js';
import { openDatabase } from '../src/db/client.js';
import { ensureReferenceData } from '../src/db/reference-data.js';
import { seedDemoContent } from '../src/db/seed/index.js';
import { loadConfig } from '../src/platform/config.js';

const { values } = parseArgs({
  options: {
    trips: { type: 'string', default: '10000' },
    users: { type: 'string', default: '100000' },
    ratings: { type: 'string', default: '1000000' },
    articles: { type: 'string', default: '1000' },
  },
});
const count = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got ${values[name]}`);
  return value;
};
const tripCount = count('trips');
const userCount = count('users');
const ratingCount = Math.min(count('ratings'), tripCount * userCount);
const articleCount = count('articles');

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'db') });
const { db } = database;
const started = Date.now();
const step = async (label: string, query: ReturnType<typeof sql>) => {
  const at = Date.now();
  await db.execute(query);
  console.log(`  ${label} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
};

try {
  await database.migrate();
  await ensureReferenceData(db);
  await seedDemoContent(db);
  const run = Date.now().toString(36);
  console.log(`Generating ${tripCount} trips, ${userCount} users, ${ratingCount} ratings, ${articleCount} articles…`);

  await step(
    'users',
    sql`INSERT INTO users (email, firstname, lastname, onboarding_completed)
        SELECT 'scale-' || ${run} || '-' || i || '@example.invalid', 'Turista', 'Č' || i, true
        FROM generate_series(1, ${userCount}) AS i`,
  );
  const generated = await generateTrips(db, tripCount, run);
  console.log(
    `  trips (${generated.seconds.all.toFixed(1)} s, of which ${generated.seconds.searchIndex.toFixed(1)} s building search's indexes)`,
  );
  // Numbered rows of this run, so generated pairs can be joined by number (CTEs: a pool may switch connections).
  const numbered = sql`WITH
    scale_trips AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM trips WHERE slug LIKE ${`scale-${run}-%`}),
    scale_users AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE email LIKE ${`scale-${run}-%`})`;
  // Rating k goes to trip k mod T by user k div T: every (trip, user) pair at most once.
  await step(
    'ratings',
    sql`${numbered}
        INSERT INTO trip_ratings (trip_id, user_id, score, text, created_at)
        SELECT t.id, u.id, 1 + floor(random() * 5)::int,
               CASE WHEN random() < 0.3 THEN 'Pěkná trasa.' ELSE '' END,
               now() - random() * interval '700 days'
        FROM generate_series(0, ${ratingCount - 1}) AS k
        JOIN scale_trips t ON t.n = k % ${tripCount}
        JOIN scale_users u ON u.n = k / ${tripCount}`,
  );
  await step(
    'finished trips',
    sql`${numbered}
        INSERT INTO finished_trips (trip_id, user_id, finished_at)
        SELECT t.id, u.id, now() - random() * interval '700 days'
        FROM generate_series(0, ${Math.floor(ratingCount / 2)}) AS k
        JOIN scale_trips t ON t.n = k % ${tripCount}
        JOIN scale_users u ON u.n = k / ${tripCount}
        ON CONFLICT DO NOTHING`,
  );
  await step(
    'trip aggregates',
    sql`UPDATE trips SET
          rating_count = s.n, average_rating = s.average, finished_count = coalesce(f.n, 0)
        FROM (SELECT trip_id, count(*) AS n, avg(score)::real AS average FROM trip_ratings WHERE hidden_at IS NULL GROUP BY trip_id) AS s
        LEFT JOIN (SELECT trip_id, count(*) AS n FROM finished_trips GROUP BY trip_id) AS f ON f.trip_id = s.trip_id
        WHERE trips.id = s.trip_id`,
  );
  await step(
    'articles',
    sql`INSERT INTO articles (slug, title, preview, perex, content, label_id, status, published_at)
        SELECT 'scale-' || ${run} || '-' || i, 'Článek č. ' || i, 'Vygenerovaný článek.', 'Perex.', 'Text.',
          (SELECT id FROM labels ORDER BY random() + i * 0 LIMIT 1), 'PUBLISHED', now() - random() * interval '900 days'
        FROM generate_series(1, ${articleCount}) AS i`,
  );
  await step(
    'announcements',
    sql`${numbered}
        INSERT INTO trip_announcements (title, preview, trip_id, status, published_at)
        SELECT 'Oznámení č. ' || t.n, 'Nový výlet.', t.id, 'PUBLISHED', now() - random() * interval '900 days'
        FROM scale_trips t WHERE t.n < ${articleCount}`,
  );
  await step('statistics', sql`ANALYZE`);
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
