import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for us and for every dependency (graphql has no "exports", so its "module"
    // field means nothing to Node); Vite would hand our sources the ES build — a second graphql, whose types the
    // first refuses ("from another module or realm"). One graphql, as in production.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.postgres.test.ts test what only a PostgreSQL server has (its connection pool): they run in the TEST_DB=postgres
    // pass of npm test and are not collected at all on PGlite; *.embedded.test.ts test what only the embedded database
    // has (its data directory's lock), in the PGlite pass alone.
    exclude: [
      ...configDefaults.exclude,
      process.env.TEST_DB === 'postgres' ? '**/*.embedded.test.ts' : '**/*.postgres.test.ts',
    ],
    environment: 'node',
    // The PGlite run's files start from one migrated database, made once (test/pglite-template.ts).
    globalSetup: process.env.TEST_DB === 'postgres' ? [] : ['test/pglite-template.ts'],
    // Each file starts its own server and database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The files share their worker's modules instead of importing the whole server again each (about 2.5 s a file):
    // the PGlite run went from 472 to 317 s, the PostgreSQL run from 587 to 364 s. Each file still starts its own
    // server and database, and the tests that spy on a module restore it after themselves.
    isolate: false,
  },
});
