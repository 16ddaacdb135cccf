#!/usr/bin/env node
// `npm run build -w apps/api`: the server bundled once into dist/ (esbuild, about a second), so a start runs one
// JavaScript file instead of compiling every module with tsx and resolving a thousand modules of node_modules one by
// one (a restart took ~4.7 s, of which ~1 s was the module system). The tests run the sources (vitest, tsx); files the
// server reads at run time (SDL, migrations, the municipalities) are read from src/ (platform/paths.ts).
import { build } from 'esbuild';

/**
 * Packages that stay imports, resolved from node_modules at run time: native addons and packages that read files
 * next to their own code (PGlite's WebAssembly and data, pino's transport workers), optional native helpers that
 * others try to load, and the AWS SDK, loaded only when a bucket is configured.
 */
const EXTERNAL = [
  'sharp',
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'pino',
  'pino-pretty',
  '@aws-sdk/*',
  'pg-native',
  'bufferutil',
  'utf-8-validate',
];

await build({
  absWorkingDir: new URL('..', import.meta.url).pathname,
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  // What the code imports on demand (the password dictionaries, the GPX parser…) stays a chunk of its own.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  external: EXTERNAL,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Bundled CommonJS packages call require() for Node's own modules, which an ES module does not have.
  banner: { js: "import { createRequire as __toulkyRequire } from 'node:module';\nconst require = __toulkyRequire(import.meta.url);" },
  logLevel: 'warning',
});
