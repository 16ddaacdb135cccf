import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import pkg from './package.json' with { type: 'json' };

// The API (apps/api) serves GraphQL, the runtime config and the health check on one origin.
const API_ORIGIN = 'http://localhost:3000';

const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: API_ORIGIN, ws: true },
  '/config.js': { target: API_ORIGIN },
  '/healthz': { target: API_ORIGIN },
};

export default defineConfig({
  plugins: [react()],
  define: {
    // Fallback when /config.js (which carries the deployed version) is not served.
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
