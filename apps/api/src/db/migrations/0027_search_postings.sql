-- Search at scale (features/search, ARCHITECTURE.md "Search"): what a question costs is known before the trips are
-- asked for, and the best trips with a word in their title are read in the order search ranks them, never all of them.
-- A trip's search document also holds the names it is found by (its area, label, nearest municipality and attribute
-- values, as words no one types: `#area:<id>`, `#city:<id>`, `#additionalActivities:CASTLES`, …), so one text search
-- query asks for a word or what it names, and the text search index answers it alone, exactly. search_lexemes counts
-- the published trips under every word of their documents (under '' all of them); trip_search_terms lists each
-- published trip under each word of its title, best rated and newest first within a word. Both are kept here, by the
-- database, in the transaction that changes a trip, whoever changes it, so a search in any process sees a trip
-- published, unpublished or renamed as soon as that is committed. The tables are filled before their indexes are
-- made, which is much faster for a large catalogue.
CREATE OR REPLACE FUNCTION toulky_trip_names(area uuid, label uuid, city integer, suitability text[],
  accessibility text[], gastro text[], activities text[], overnight text[], terrain text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT array_to_tsvector(
      array_remove(ARRAY['#area:' || area::text, '#label:' || label::text, '#city:' || city::text], NULL)
      || ARRAY(SELECT '#suitability:' || v FROM unnest(suitability) AS v)
      || ARRAY(SELECT '#accessibility:' || v FROM unnest(accessibility) AS v)
      || ARRAY(SELECT '#gastro:' || v FROM unnest(gastro) AS v)
      || ARRAY(SELECT '#additionalActivities:' || v FROM unnest(activities) AS v)
      || ARRAY(SELECT '#overnightStay:' || v FROM unnest(overnight) AS v)
      || ARRAY(SELECT '#terrain:' || v FROM unnest(terrain) AS v))
  $$;--> statement-breakpoint
ALTER TABLE "trips" drop column "search_vector";--> statement-breakpoint
-- The document is kept in the row (compressed; the texts are moved out of it first), as search reads it from rows:
-- out of the row, every match tested on a row cost a read of the out-of-row store. In the same statement as the
-- column, so the table is written once.
ALTER TABLE "trips" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, toulky_unaccent(coalesce(title, '') || ' ' || coalesce(title_en, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, toulky_unaccent(coalesce(preview, '') || ' ' || coalesce(perex, '') || ' ' || coalesce(preview_en, '') || ' ' || coalesce(perex_en, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, toulky_unaccent(coalesce(content, '') || ' ' || coalesce(content_en, ''))), 'C') || toulky_trip_names(area_id, label_id, nearest_city_id, suitability, accessibility, gastro, additional_activities, overnight_stay, terrain)) STORED,
  ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX "trips_search_idx" ON "trips" USING gin ("search_vector");--> statement-breakpoint
CREATE TABLE "search_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL,
	"trips" integer DEFAULT 0 NOT NULL,
	"titles" integer DEFAULT 0 NOT NULL,
	"display" text
);
--> statement-breakpoint
CREATE TABLE "trip_search_terms" (
	"term" text COLLATE "C" NOT NULL,
	"trip_id" uuid NOT NULL,
	"average_rating" real,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The words of a trip's title (the A part of its search document, both languages).
CREATE OR REPLACE FUNCTION toulky_trip_title_words(t trips) RETURNS text[]
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT tsvector_to_array(ts_filter(t.search_vector, '{a}')) $$;--> statement-breakpoint
-- Each word of a title as it is written, by its search form ("krumlov" → "Krumlov"), for "did you mean".
CREATE OR REPLACE FUNCTION toulky_title_spellings(title text) RETURNS TABLE (lexeme text, display text)
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT DISTINCT ON (toulky_unaccent(w)) toulky_unaccent(w), w
    FROM regexp_split_to_table(coalesce(title, ''), '[^[:alnum:]]+') AS w WHERE w <> ''
  $$;--> statement-breakpoint
-- Both tables made again from the trips, in one pass each: for this migration, and after trips are written in bulk
-- with the triggers off (the benchmark's generated catalogue, bench/catalogue.ts).
CREATE OR REPLACE FUNCTION toulky_search_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM trip_search_terms;
  DELETE FROM search_lexemes;
  INSERT INTO trip_search_terms (term, trip_id, average_rating, published_at)
  SELECT term, t.id, t.average_rating, t.published_at
  FROM trips AS t, unnest(toulky_trip_title_words(t)) AS term
  WHERE t.status = 'PUBLISHED';
  INSERT INTO search_lexemes (lexeme, trips, titles, display)
  SELECT counted.lexeme, counted.trips, counted.titles, spelling.display
  FROM (
    SELECT word.lexeme, count(*)::int AS trips, (count(*) FILTER (WHERE 'A' = ANY(word.weights)))::int AS titles
    FROM trips AS t, unnest(t.search_vector) AS word
    WHERE t.status = 'PUBLISHED'
    GROUP BY word.lexeme
    UNION ALL
    SELECT '', count(*)::int, 0 FROM trips WHERE status = 'PUBLISHED'
  ) AS counted
  LEFT JOIN (
    SELECT DISTINCT ON (s.lexeme) s.lexeme, s.display
    FROM trips AS t, toulky_title_spellings(t.title || ' ' || coalesce(t.title_en, '')) AS s
    WHERE t.status = 'PUBLISHED'
    ORDER BY s.lexeme, t.published_at
  ) AS spelling ON spelling.lexeme = counted.lexeme AND counted.titles > 0;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
SELECT toulky_search_rebuild();--> statement-breakpoint
-- The published trips every text search query of `queries` matches (a question's words, one query each), counted up
-- to `cap`, or the first `n` of them, from the text search index alone: one index scan with each word a key of its own
-- (a bitmap of exactly the matches, whose rows are read for visibility only). The planner takes a match tested on a
-- row for cheap and would rather read rows and test each, which unpacks every row's search document.
CREATE OR REPLACE FUNCTION toulky_trips_matching_sql(words integer, tail text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT 'SELECT id FROM trips WHERE status = ''PUBLISHED'''
      || (SELECT string_agg(format(' AND search_vector @@ $1[%s]', i), '') FROM generate_series(1, words) AS i)
      || tail
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION toulky_count_trips(queries tsquery[], cap integer) RETURNS integer
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET enable_seqscan = off SET enable_indexscan = off
  AS $$
  DECLARE
    found integer;
  BEGIN
    EXECUTE 'SELECT count(*)::int FROM (' || toulky_trips_matching_sql(cardinality(queries), ' LIMIT $2') || ') AS found'
      INTO found USING queries, cap;
    RETURN found;
  END;
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION toulky_sample_trips(queries tsquery[], n integer) RETURNS SETOF uuid
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET enable_seqscan = off SET enable_indexscan = off
  AS $$
  BEGIN
    RETURN QUERY EXECUTE toulky_trips_matching_sql(cardinality(queries), ' LIMIT $2') USING queries, n;
  END;
  $$;--> statement-breakpoint
ALTER TABLE "trip_search_terms" ADD CONSTRAINT "trip_search_terms_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_search_terms_trip_idx" ON "trip_search_terms" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_search_terms_rank_idx" ON "trip_search_terms" USING btree ("term","average_rating" DESC NULLS LAST,"published_at" DESC NULLS LAST,"trip_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trips_search_rank_idx" ON "trips" USING btree ("average_rating" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "trips_search_city_rank_idx" ON "trips" USING btree ("nearest_city_id","average_rating" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'PUBLISHED';--> statement-breakpoint
-- Keeps both tables as a trip is written: its postings are written again when its title's words, rating or
-- publication change; counts change by the words (and names) that came and went, '' by the trip itself, in the
-- words' order, so two trips published at once take their locks in the same order.
CREATE OR REPLACE FUNCTION toulky_trip_search_change() RETURNS trigger AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.status = 'PUBLISHED';
  now_published boolean := TG_OP <> 'DELETE' AND NEW.status = 'PUBLISHED';
  old_words text[] := '{}';
  new_words text[] := '{}';
  old_titles text[] := '{}';
  new_titles text[] := '{}';
BEGIN
  IF was THEN
    old_words := '{""}' || tsvector_to_array(OLD.search_vector);
    old_titles := toulky_trip_title_words(OLD);
  END IF;
  IF now_published THEN
    new_words := '{""}' || tsvector_to_array(NEW.search_vector);
    new_titles := toulky_trip_title_words(NEW);
  END IF;
  IF was IS DISTINCT FROM now_published OR old_titles IS DISTINCT FROM new_titles
     OR (was AND now_published AND (OLD.average_rating IS DISTINCT FROM NEW.average_rating
                                    OR OLD.published_at IS DISTINCT FROM NEW.published_at)) THEN
    IF was THEN
      DELETE FROM trip_search_terms WHERE trip_id = OLD.id;
    END IF;
    IF now_published THEN
      INSERT INTO trip_search_terms (term, trip_id, average_rating, published_at)
      SELECT term, NEW.id, NEW.average_rating, NEW.published_at FROM unnest(new_titles) AS term;
    END IF;
  END IF;
  IF old_words IS DISTINCT FROM new_words OR old_titles IS DISTINCT FROM new_titles THEN
    INSERT INTO search_lexemes AS l (lexeme, trips, titles, display)
    SELECT change.lexeme, sum(change.trips)::int, sum(change.titles)::int, max(spelling.display)
    FROM (
      SELECT w AS lexeme, 1 AS trips, 0 AS titles FROM unnest(new_words) AS w
      UNION ALL SELECT w, -1, 0 FROM unnest(old_words) AS w
      UNION ALL SELECT w, 0, 1 FROM unnest(new_titles) AS w
      UNION ALL SELECT w, 0, -1 FROM unnest(old_titles) AS w
    ) AS change
    LEFT JOIN toulky_title_spellings(CASE WHEN now_published THEN NEW.title || ' ' || coalesce(NEW.title_en, '') END)
      AS spelling ON spelling.lexeme = change.lexeme AND change.titles > 0
    GROUP BY change.lexeme
    HAVING sum(change.trips) <> 0 OR sum(change.titles) <> 0
    ORDER BY change.lexeme
    ON CONFLICT (lexeme) DO UPDATE SET trips = l.trips + EXCLUDED.trips, titles = l.titles + EXCLUDED.titles,
      display = coalesce(l.display, EXCLUDED.display);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER trips_search_change AFTER INSERT OR DELETE OR UPDATE OF status, published_at, average_rating, title,
  title_en, preview, perex, content, preview_en, perex_en, content_en, area_id, label_id, lat, lng, nearest_city_id,
  suitability, accessibility, gastro, additional_activities, overnight_stay, terrain
  ON trips FOR EACH ROW EXECUTE FUNCTION toulky_trip_search_change();
