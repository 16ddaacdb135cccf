import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.postgres.test.ts test what only a PostgreSQL server has (its connection pool): they run in the TEST_DB=postgres
    // pass of npm test and are not collected at all on PGlite.
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DB === 'postgres' ? [] : ['**/*.postgres.test.ts'])],
    environment: 'node',
    // Each file starts its own server and database; PGlite's first open runs initdb (~3 s).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
