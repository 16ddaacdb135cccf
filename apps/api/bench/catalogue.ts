/**
 * A generated catalogue of trips for the benchmark (`seed:scale`) and the search's scale test: written inside the
 * database with generate_series, so 100,000 trips take seconds and 1,000,000 a minute or two.
 *
 * The texts vary as a real catalogue's do rather than repeating the demo trips: a trip is named after a municipality
 * of the register (skewed, so a town or two are in thousands of titles and most villages in a few) and a landmark with
 * an invented name (a rare word: a handful of trips share one at a million, mostly one at 100,000), and its summary and
 * text are drawn from sentences with their own words, so a common word ("trasa", "les") is in 10–100 % of the trips, a
 * landmark kind ("rozhledna") in a few per cent of the titles and more of the texts. Six trips in ten have an English
 * version. The same word lists make the benchmark's questions (`bench/queries.ts`).
 */

import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { queryRows } from '../src/db/raw.js';

/** What a landmark is, most common first, in Czech and English. */
export const LANDMARKS: Array<[string, string]> = [
  ['rozhledna', 'lookout tower'],
  ['hrad', 'castle'],
  ['zámek', 'chateau'],
  ['rybník', 'pond'],
  ['vodopád', 'waterfall'],
  ['zřícenina', 'ruin'],
  ['jezero', 'lake'],
  ['skály', 'rocks'],
  ['údolí', 'valley'],
  ['vrch', 'hill'],
  ['potok', 'brook'],
  ['jeskyně', 'cave'],
  ['mlýn', 'mill'],
  ['kaple', 'chapel'],
  ['lom', 'quarry'],
  ['vyhlídka', 'viewpoint'],
  ['soutěska', 'gorge'],
  ['pramen', 'spring'],
  ['přehrada', 'reservoir'],
  ['hradiště', 'hillfort'],
  ['klášter', 'monastery'],
  ['rašeliniště', 'peat bog'],
  ['hřeben', 'ridge'],
  ['studánka', 'well'],
  ['viadukt', 'viaduct'],
  ['arboretum', 'arboretum'],
  ['bouda', 'chalet'],
  ['tůně', 'pools'],
  ['alej', 'avenue'],
  ['sedlo', 'saddle'],
];

/** Words before a landmark's name. */
export const ADJECTIVES = [
  'Velký',
  'Malý',
  'Horní',
  'Dolní',
  'Starý',
  'Nový',
  'Černý',
  'Bílý',
  'Zelený',
  'Svatý',
  'Kamenný',
  'Lesní',
  'Skalní',
  'Panský',
  'Královský',
  'Vysoký',
  'Tichý',
  'Zlatý',
  'Medvědí',
  'Čertův',
];

/** Syllables of invented landmark names ("Kravitov", "Boranice"): 30³ × 10 names with three, 9,000 with two. */
const SYLLABLES = [
  'bo',
  'ra',
  'ko',
  'vi',
  'la',
  'mi',
  'to',
  'ne',
  'da',
  'sle',
  'kra',
  'bře',
  'hu',
  'ča',
  'zby',
  'do',
  'lu',
  'pe',
  'stra',
  'vo',
  'je',
  'ri',
  'ma',
  'ta',
  'ho',
  'šte',
  'kle',
  'tu',
  'be',
  'ze',
];
const NAME_ENDINGS = ['nov', 'nice', 'lín', 'vec', 'ná', 'ka', 'rany', 'ník', 'ský', 'tov'];

/** The invented name of trip number `n`'s landmark: three syllables in 7 of 10 trips, two in the rest. */
export function landmarkName(n: number): string {
  const pick = (list: string[], k: number) => list[Math.abs(k) % list.length];
  const hash = Math.imul(n ^ 0x5bd1e995, 0x27d4eb2d) >>> 0;
  const syllables =
    hash % 10 < 7
      ? [pick(SYLLABLES, hash >>> 4), pick(SYLLABLES, hash >>> 9), pick(SYLLABLES, hash >>> 14)]
      : [pick(SYLLABLES, hash >>> 4), pick(SYLLABLES, hash >>> 9)];
  const name = `${syllables.join('')}${pick(NAME_ENDINGS, hash >>> 19)}`;
  return name[0].toUpperCase() + name.slice(1);
}

/** Sentences of the summaries and texts, each in 5–40 % of the trips, with their English twins. */
export const SENTENCES: Array<[string, string]> = [
  ['Trasa vede převážně lesem a po polních cestách.', 'The route runs mostly through forest and along field paths.'],
  ['Za deště bývá cesta blátivá, vezměte si pevné boty.', 'In the rain the path gets muddy; wear sturdy boots.'],
  ['Výhled z vrcholu stojí za každé stoupání.', 'The view from the top is worth every climb.'],
  ['Cesta je vhodná i pro menší děti.', 'The path suits small children too.'],
  ['Po cestě je několik laviček a odpočívadel.', 'There are several benches and resting places on the way.'],
  ['Parkovat můžete u obecního úřadu.', 'You can park at the village hall.'],
  ['V létě se tu dá vykoupat.', 'In summer you can swim here.'],
  [
    'Na jaře kvetou louky a podél potoka rostou bledule.',
    'In spring the meadows bloom and snowflakes grow by the brook.',
  ],
  ['Na podzim se les barví do zlatova.', 'In autumn the forest turns golden.'],
  ['Značení je místy nevýrazné, hodí se mapa.', 'The waymarks are faint in places; take a map.'],
  ['Stoupání je mírné, jen poslední úsek je prudší.', 'The climb is gentle; only the last stretch is steeper.'],
  ['Cestou projdete starou lipovou alejí.', 'On the way you walk along an old avenue of limes.'],
  ['Nad vesnicí stojí malá kaple.', 'A small chapel stands above the village.'],
  ['Zpátky se vrátíte po stejné cestě.', 'You return the same way.'],
  ['Okruh končí u nádraží.', 'The circuit ends at the railway station.'],
  ['U rybníka je hospoda s venkovním posezením.', 'By the pond there is a pub with outdoor seating.'],
  ['Ve skalách se dá lézt, děti to ocení.', 'Children will enjoy scrambling on the rocks.'],
  ['Pozor na kořeny a kameny na pěšině.', 'Watch out for roots and stones on the footpath.'],
  ['V zimě bývá cesta zledovatělá.', 'In winter the path can be icy.'],
  [
    'Nejkrásnější je tu brzy ráno, kdy se nad loukami drží mlha.',
    'It is loveliest early in the morning, with mist over the meadows.',
  ],
  ['Pod hrází rybníka začíná naučná stezka.', 'An educational trail starts below the dam of the pond.'],
  ['Z rozhledny je za jasného dne vidět až na Sněžku.', 'On a clear day you can see as far as Sněžka from the tower.'],
  ['Zřícenina hradu je volně přístupná.', 'The castle ruin is open to everyone.'],
  ['Zámecký park je otevřený od dubna do října.', 'The chateau park is open from April to October.'],
  [
    'Podél řeky vede cyklostezka, chodci ji sdílejí s cyklisty.',
    'A cycle path runs along the river, shared by walkers and cyclists.',
  ],
  ['V obci je obchod a cukrárna.', 'The village has a shop and a pastry shop.'],
  ['Vodopád je nejmohutnější po tání sněhu.', 'The waterfall is at its fullest after the snow melts.'],
  ['Cesta vede hlubokým bukovým lesem.', 'The path leads through a deep beech forest.'],
  ['Na vrcholu stojí dřevěný kříž a vrcholová kniha.', 'A wooden cross and a summit book stand at the top.'],
  [
    'Kočárek projede, jen u brodu je třeba ho přenést.',
    'A pushchair gets through; only at the ford must it be carried.',
  ],
  ['Pes musí být v rezervaci na vodítku.', 'Dogs must be on a lead in the reserve.'],
  ['Jeskyně je přístupná jen s průvodcem.', 'The cave can be visited only with a guide.'],
  ['Mlýn dnes slouží jako muzeum.', 'The mill is a museum today.'],
  ['Přes potok vede lávka.', 'A footbridge crosses the brook.'],
  ['Ve svahu pod lesem se pasou ovce.', 'Sheep graze on the slope below the forest.'],
  [
    'Kolem lomu vede úzká pěšina, držte se dál od okraje.',
    'A narrow path runs round the quarry; keep away from the edge.',
  ],
  ['V hospodě na návsi vaří poctivou kuchyni.', 'The pub on the village green serves honest food.'],
  ['Rašeliniště projdete po dřevěném chodníku.', 'You cross the peat bog on a boardwalk.'],
  ['Za vsí se otevře výhled na hřebeny hor.', 'Beyond the village the view opens onto the mountain ridges.'],
  ['Vlakem se sem dostanete z krajského města za hodinu.', 'The train takes an hour from the regional town.'],
];

/** Sentences about the trip's own place and landmark (%1$s the municipality, %2$s the landmark). */
const PLACE_SENTENCES: Array<[string, string]> = [
  ['Trasa začíná v obci %1$s.', 'The route starts in %1$s.'],
  ['Cílem je %2$s nad obcí %1$s.', 'It leads to %2$s above %1$s.'],
  ['Z obce %1$s jezdí autobus několikrát denně.', 'Buses run from %1$s several times a day.'],
];

/** A PostgreSQL array literal of texts, quoted. */
const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`);

/** Item `index` (SQL, 0-based) of a literal list. */
const item = (values: readonly string[], index: SQL) => sql`(${textArray(values)})[1 + (${index})]`;

/** A random item of the list, the first ones more often (the chance falls as a power of the position). */
const skewed = (values: readonly string[], power = 2) =>
  item(values, sql.raw(`floor(${values.length} * power(random(), ${power}))::int`));

/** A random subset of the given values, each kept with the given chance (per row: `t.i`, as below). */
const subset = (values: string[], chance: number) =>
  sql.raw(
    `ARRAY(SELECT v FROM unnest(ARRAY[${values.map((v) => `'${v}'`).join(',')}]) AS v WHERE random() < ${chance} + t.i * 0)`,
  );

/** Some of the sentences, each kept with a chance (the row's `t.i` keeps PostgreSQL from choosing once for all rows). */
const someOf = (sentences: readonly string[], chance: number) =>
  sql`array_to_string(ARRAY(SELECT s FROM unnest(${textArray(sentences)}) AS s WHERE random() < ${sql.raw(String(chance))} + t.i * 0), ' ')`;

export interface GeneratedCatalogue {
  trips: number;
  /** Seconds to write the trips and their indexes, and of those to build search's (its words, postings, indexes). */
  seconds: { all: number; searchIndex: number };
}

/**
 * Writes `count` published trips (slugs `scale-<run>-<n>`), each with a generated cover picture, in one transaction.
 * The tables' indexes are dropped first and built again after (much faster than keeping them up row by row), as the
 * database defines them; the triggers are off meanwhile (the nearest municipality is written directly, search's words
 * and postings counted again from all the trips, the catalogue's version bumped once). Needs the municipality register and at least one area and trip label.
 */
export async function generateTrips(db: Database, count: number, run: string): Promise<GeneratedCatalogue> {
  const started = Date.now();
  let searchIndexSeconds = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    // One statement writes every trip: compiling it (PostgreSQL's JIT, for its estimated cost) took longer than it runs.
    await tx.execute(sql`SET LOCAL jit = off`);
    // Every index of trips and of search's postings but those behind a constraint (primary keys), as the migrations
    // made them.
    const indexes = await queryRows<{ name: string; definition: string }>(
      // The transaction's handle runs the same statements as the database's.
      tx as unknown as Database,
      sql`SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
          FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
          WHERE i.indrelid IN ('trips'::regclass, 'trip_search_terms'::regclass)
            AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = i.indexrelid)`,
    );
    for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
    const landmarks = LANDMARKS.map(([cs]) => cs);
    const landmarksEn = LANDMARKS.map(([, en]) => en);
    const sentences = SENTENCES.map(([cs]) => cs);
    const sentencesEn = SENTENCES.map(([, en]) => en);
    await tx.execute(sql`
      WITH covers AS (
          INSERT INTO images (url, alt)
          SELECT '/media/generated/scale-' || ${run} || '-' || i || '.svg', 'Krajina ' || i
          FROM generate_series(1, ${count}) AS i
          RETURNING id, url),
        places AS (SELECT id, name, lat, lng, row_number() OVER (ORDER BY id) - 1 AS n FROM cities),
        areas AS (SELECT array_agg(id ORDER BY id) AS ids FROM areas),
        labels AS (SELECT array_agg(id ORDER BY id) AS ids FROM labels WHERE kind = 'TRIP'),
        g AS (
          SELECT i,
            -- The municipality: the first of the register in one title in a hundred, most in a handful.
            floor((SELECT count(*) FROM cities) * power(random(), 2))::int AS place,
            floor(${LANDMARKS.length} * power(random(), 1.3))::int AS landmark,
            floor(${ADJECTIVES.length} * random())::int AS adjective,
            random() < 0.6 AS english,
            floor(random() * 4)::int AS shape
          FROM generate_series(1, ${count}) AS i),
        t AS (
          SELECT g.*, p.id AS city_id, p.name AS place_name, p.lat AS place_lat, p.lng AS place_lng,
            ${item(landmarks, sql`g.landmark`)} AS landmark_cs, ${item(landmarksEn, sql`g.landmark`)} AS landmark_en,
            ${item(ADJECTIVES, sql`g.adjective`)} AS adjective_cs,
            ${sql.raw(landmarkNameSql('g.i'))} AS name
          FROM g JOIN places p ON p.n = g.place)
      INSERT INTO trips (slug, title, title_en, area_id, label_id, cover_image_id, lat, lng, nearest_city_id,
        preview, perex, content, preview_en, perex_en, content_en,
        accessibility, gastro, suitability, additional_activities, overnight_stay, terrain,
        length_km, route_type, duration, status, published_at, average_rating, rating_count, finished_count)
      SELECT 'scale-' || ${run} || '-' || t.i,
        CASE t.shape
          WHEN 0 THEN t.place_name || ': ' || t.landmark_cs || ' ' || t.name
          WHEN 1 THEN initcap(t.landmark_cs) || ' ' || t.name || ' a ' || ${skewed(landmarks)}
          WHEN 2 THEN t.adjective_cs || ' ' || t.landmark_cs || ' ' || t.name || ' (' || t.place_name || ')'
          ELSE 'Okruh kolem obce ' || t.place_name || ' na ' || t.landmark_cs || ' ' || t.name
        END,
        CASE WHEN t.english THEN
          CASE t.shape
            WHEN 0 THEN t.place_name || ': the ' || t.name || ' ' || t.landmark_en
            WHEN 1 THEN 'The ' || t.name || ' ' || t.landmark_en || ' and a ' || ${skewed(landmarksEn)}
            WHEN 2 THEN 'The ' || t.name || ' ' || t.landmark_en || ' (' || t.place_name || ')'
            ELSE 'A circuit round ' || t.place_name || ' to the ' || t.name || ' ' || t.landmark_en
          END END,
        (SELECT ids[1 + floor(random() * cardinality(ids))::int + t.i * 0] FROM areas),
        (SELECT ids[1 + floor(random() * cardinality(ids))::int + t.i * 0] FROM labels),
        covers.id,
        t.place_lat + (random() - 0.5) * 0.02, t.place_lng + (random() - 0.5) * 0.03, t.city_id,
        format(${item(
          PLACE_SENTENCES.map(([cs]) => cs),
          sql`floor(random() * ${PLACE_SENTENCES.length})::int`,
        )}, t.place_name, t.landmark_cs || ' ' || t.name),
        ${someOf(sentences.slice(0, 20), 0.08)},
        '## Trasa' || E'\n\n' || format('Trasa měří %s km a začíná v obci %s.', 2 + t.i % 20, t.place_name)
          || ' ' || ${someOf(sentences, 0.15)},
        CASE WHEN t.english THEN format(${item(
          PLACE_SENTENCES.map(([, en]) => en),
          sql`floor(random() * ${PLACE_SENTENCES.length})::int`,
        )}, t.place_name, 'the ' || t.name || ' ' || t.landmark_en) END,
        CASE WHEN t.english THEN ${someOf(sentencesEn.slice(0, 20), 0.08)} END,
        CASE WHEN t.english THEN '## Route' || E'\n\n'
          || format('The route is %s km long and starts in %s.', 2 + t.i % 20, t.place_name) || ' '
          || ${someOf(sentencesEn, 0.15)} END,
        ${subset(['PUBLIC_TRANSPORT', 'TRAIN_BUS'], 0.4)},
        ${subset(['BISTRO', 'CONFECTIONERY', 'FINE_COFFEE', 'FOREST_BAR', 'RESTAURANT'], 0.25)},
        ${subset(['CHILDREN', 'DOGS', 'STROLLER'], 0.35)},
        ${subset(['CASTLES', 'EDUCATIONAL_TRAILS', 'LOOKOUT_TOWERS', 'PICNIC', 'PLAYGROUNDS', 'SWIMMING', 'WELLNESS_SAUNA'], 0.2)},
        ${subset(['CAMPING', 'GLAMPING', 'HOSTEL', 'HOTEL', 'PENSION', 'SHELTERS', 'UNDER_THE_SKY'], 0.15)},
        ${subset(['ASPHALT', 'FIELD_PATH', 'MIXED', 'STONE'], 0.4)},
        2 + t.i % 20, ${skewed(['CIRCUIT', 'A_TO_B'], 1)}, ${skewed(['HALF_DAY', 'SHORT_WALK', 'WHOLE_DAY', 'WEEKEND'], 1)},
        'PUBLISHED', now() - random() * interval '900 days', NULL, 0, 0
      FROM t JOIN covers ON covers.url = '/media/generated/scale-' || ${run} || '-' || t.i || '.svg'`);
    // Search's words and postings, counted again from all the trips (migration 0027), then every index made.
    const at = Date.now();
    await tx.execute(sql`SELECT toulky_search_rebuild()`);
    searchIndexSeconds += (Date.now() - at) / 1000;
    for (const index of indexes) {
      const at = Date.now();
      await tx.execute(sql.raw(index.definition));
      if (/search/.test(index.name)) searchIndexSeconds += (Date.now() - at) / 1000;
    }
    await tx.execute(sql`UPDATE catalogue_version SET version = version + 1 WHERE id = 1`);
  });
  return { trips: count, seconds: { all: (Date.now() - started) / 1000, searchIndex: searchIndexSeconds } };
}

/** landmarkName() in SQL, for trip number `n` (an int expression). */
function landmarkNameSql(n: string): string {
  const hash = `((((${n}::bigint # 1540483477) * 668265261) & 4294967295))`;
  const pick = (list: string[], shift: number) =>
    `(ARRAY[${list.map((s) => `'${s}'`).join(',')}])[1 + ((${hash} >> ${shift}) % ${list.length})::int]`;
  return `initcap(CASE WHEN ${hash} % 10 < 7
    THEN ${pick(SYLLABLES, 4)} || ${pick(SYLLABLES, 9)} || ${pick(SYLLABLES, 14)}
    ELSE ${pick(SYLLABLES, 4)} || ${pick(SYLLABLES, 9)} END || ${pick(NAME_ENDINGS, 19)})`;
}
