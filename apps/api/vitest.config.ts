import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own server and database; PGlite's first open runs initdb (~3 s).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
