import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test'), __APP_BUILD__: JSON.stringify('test') },
  test: {
    environment: 'happy-dom',
    // Only unit tests: the Playwright specs live in /e2e and must never be picked up here.
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
