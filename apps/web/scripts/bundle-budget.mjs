#!/usr/bin/env node
// The bundle budget (issues 4 and 31): the JavaScript a first visit to /app/trips downloads — the entry, the layouts
// and the Trips screen with everything they import statically — must stay within 200 KB gzip, and the map library must
// live in a chunk of its own that the Trips screen never loads. Reads the Vite manifest of the last build. It also
// checks that those files carry V8's compile hint on their first line (build/compile-hints.ts) and the map does not.
// The public site's landing page (issue 17): everything its script imports, at most 100 KB gzip in all.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const SITE_BUDGET_KB = 100;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The modules a route needs before it can render: these sources and their static imports. */
const TRIPS_ROUTE = ['src/app/shell/main-app-layout.tsx', 'src/features/trips/trips-page.tsx'];

/** The public site's script: the landing page and every other server-rendered page load it, and nothing else. */
const SITE_ENTRY = 'src/site/entry-client.tsx';

if (!manifest['index.html']) throw new Error('No app entry in the manifest: was the app built with build.manifest?');
if (!manifest[SITE_ENTRY]) throw new Error(`${SITE_ENTRY} is not an entry of the build`);

/**
 * The manifest's key for a source's file: the source's own, or that of the code-splitting group named after it, which
 * holds it with what it imports (the layout and the Trips screen: vite.config.ts, build/first-screen-chunks.ts).
 */
function keyOf(source) {
  if (manifest[source]) return source;
  const name = source.replace(/^.*\//, '').replace(/\.[^.]*$/, '');
  return Object.keys(manifest).find((key) => manifest[key].name === name && manifest[key].file.endsWith('.js'));
}

/** The files of these sources and of everything they import statically. */
function collect(sources) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    const key = keyOf(source);
    if (!key) throw new Error(`${source} is neither a chunk of its own nor a group named after it in the build`);
    visit(key);
  }
  return files;
}

function sizes(files) {
  const rows = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file))).length }))
    .sort((a, b) => b.gzip - a.gzip);
  return { rows, totalKb: rows.reduce((sum, row) => sum + row.gzip, 0) / 1024 };
}

const files = collect(['index.html', ...TRIPS_ROUTE]);
const { rows, totalKb } = sizes(files);
const site = sizes(collect([SITE_ENTRY]));

const mapChunk = Object.values(manifest).find((chunk) => chunk.file.endsWith('.js') && chunk.file.includes('trip-map'));
const mapKb = mapChunk ? gzipSync(readFileSync(join(dist, mapChunk.file))).length / 1024 : 0;
const mapInTrips = [...files].some((file) => file.includes('trip-map') || file.includes('maplibre'));

console.log('Initial JavaScript for /app/trips (gzip):');
for (const row of rows) console.log(`  ${(row.gzip / 1024).toFixed(1).padStart(7)} KB  ${row.file}`);
console.log(`  ${totalKb.toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`);
console.log('JavaScript of the public site, e.g. the landing page (gzip):');
for (const row of site.rows) console.log(`  ${(row.gzip / 1024).toFixed(1).padStart(7)} KB  ${row.file}`);
console.log(`  ${site.totalKb.toFixed(1).padStart(7)} KB  total (budget ${SITE_BUDGET_KB} KB)`);
console.log(
  `Map chunk: ${mapChunk ? `${mapChunk.file}, ${mapKb.toFixed(1)} KB gzip, loaded only with a map` : 'missing'}`,
);

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const startsWithHint = (file) => readFileSync(join(dist, file), 'utf8').startsWith(COMPILE_HINT);
const unhinted = rows.filter((row) => !startsWithHint(row.file)).map((row) => row.file);

const problems = [];
if (unhinted.length) problems.push(`no compile hint on the first line of ${unhinted.join(', ')}`);
if (mapChunk && startsWithHint(mapChunk.file)) problems.push('the map chunk carries the compile hint');
if (totalKb > BUDGET_KB)
  problems.push(`initial JavaScript for /app/trips is ${totalKb.toFixed(1)} KB gzip, over ${BUDGET_KB} KB`);
if (site.totalKb > SITE_BUDGET_KB)
  problems.push(`the public site's JavaScript is ${site.totalKb.toFixed(1)} KB gzip, over ${SITE_BUDGET_KB} KB`);
if (!mapChunk) problems.push('the map is not in a chunk of its own');
if (mapInTrips) problems.push('the Trips screen loads the map library');
if (problems.length) {
  for (const problem of problems) console.error(`✖ ${problem}`);
  process.exit(1);
}
console.log('✔ within budget');
