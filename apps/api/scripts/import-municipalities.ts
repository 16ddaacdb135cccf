/**
 * Converts the shared municipality register (../shared/data/czech-municipalities.csv) into the
 * compact file the API ships (src/db/reference/cities.csv). Run once when the register changes:
 *   npx tsx scripts/import-municipalities.ts ../../../shared/data/czech-municipalities.csv
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Kód kraje → the spec's region enum (see shared/data/README.md).
const REGIONS: Record<string, string> = {
  CZ010: 'PRAGUE_CAPITAL',
  CZ020: 'CENTRAL_BOHEMIAN',
  CZ031: 'SOUTH_BOHEMIAN',
  CZ032: 'PILSEN',
  CZ041: 'KARLOVY_VARY',
  CZ042: 'USTI',
  CZ051: 'LIBEREC',
  CZ052: 'HRADEC_KRALOVE',
  CZ053: 'PARDUBICE',
  CZ063: 'VYSOCINA',
  CZ064: 'SOUTH_MORAVIAN',
  CZ071: 'OLOMOUC',
  CZ072: 'ZLIN',
  CZ080: 'MORAVIAN_SILESIAN',
};

// The register writes these statutory cities in capitals.
const NAME_FIXES: Record<string, string> = {
  'ČESKÉ BUDĚJOVICE': 'České Budějovice',
  DĚČÍN: 'Děčín',
  'FRÝDEK-MÍSTEK': 'Frýdek-Místek',
  HAVÍŘOV: 'Havířov',
  'HRADEC KRÁLOVÉ': 'Hradec Králové',
  KARVINÁ: 'Karviná',
  PLZEŇ: 'Plzeň',
  PROSTĚJOV: 'Prostějov',
  PŘEROV: 'Přerov',
  'ÚSTÍ NAD LABEM': 'Ústí nad Labem',
  ZLÍN: 'Zlín',
};

const source = process.argv[2];
if (!source) {
  console.error('usage: tsx scripts/import-municipalities.ts <czech-municipalities.csv>');
  process.exit(1);
}
const [header, ...lines] = readFileSync(source, 'utf8').trim().split(/\r?\n/);
if (!header.startsWith('Obec,Kód obce,Okres')) throw new Error(`unexpected header: ${header}`);

const out = ['id,name,district,region,lat,lng'];
for (const line of lines) {
  const [name, code, district, , , regionCode, , lat, lng] = line.split(',');
  const region = REGIONS[regionCode];
  if (!region) throw new Error(`unknown region code ${regionCode} in: ${line}`);
  out.push([code, NAME_FIXES[name] ?? name, district, region, Number(lat), Number(lng)].join(','));
}
const target = join(dirname(fileURLToPath(import.meta.url)), '../src/db/reference/cities.csv');
writeFileSync(target, `${out.join('\n')}\n`);
console.log(`wrote ${out.length - 1} municipalities to ${target}`);
