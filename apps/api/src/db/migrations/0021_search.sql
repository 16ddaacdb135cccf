-- Search (features/search): the words of trips and articles as text search documents, kept by the database, and the
-- municipality nearest to each trip's start, so a search for a town finds the trips around it; the console's user
-- search ignores diacritics in names.
-- unaccent is a contrib extension trusted since PostgreSQL 13 (PGlite loads it in db/client.ts). Its function depends
-- on a dictionary, so it is only STABLE; a generated column and an index need an IMMUTABLE one: this wrapper, which
-- names the dictionary and its schema itself, so no search_path can change what it does.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION toulky_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
DROP INDEX "users_firstname_prefix_idx";--> statement-breakpoint
DROP INDEX "users_lastname_prefix_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, toulky_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, toulky_unaccent(coalesce(preview, '') || ' ' || coalesce(perex, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, toulky_unaccent(coalesce(content, ''))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "nearest_city_id" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, toulky_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, toulky_unaccent(coalesce(preview, '') || ' ' || coalesce(perex, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, toulky_unaccent(coalesce(content, ''))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_nearest_city_id_cities_id_fk" FOREIGN KEY ("nearest_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "trips_nearest_city_idx" ON "trips" USING btree ("nearest_city_id");--> statement-breakpoint
CREATE INDEX "trips_search_idx" ON "trips" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "users_firstname_prefix_idx" ON "users" USING btree (toulky_unaccent("firstname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_lastname_prefix_idx" ON "users" USING btree (toulky_unaccent("lastname") text_pattern_ops);--> statement-breakpoint
-- The nearest municipality, worked out when a trip gets or moves its start (the generated start_point is not yet
-- computed in a BEFORE trigger, so the point is worked out here from lat and lng, as db/columns.ts does).
CREATE OR REPLACE FUNCTION toulky_trip_nearest_city() RETURNS trigger AS $$
BEGIN
  IF NEW.lat IS NULL OR NEW.lng IS NULL THEN
    NEW.nearest_city_id := NULL;
  ELSE
    NEW.nearest_city_id := (
      SELECT id FROM cities
      ORDER BY point <-> cube(ARRAY[cos(radians(NEW.lat)) * cos(radians(NEW.lng)),
                                   cos(radians(NEW.lat)) * sin(radians(NEW.lng)), sin(radians(NEW.lat))])
      LIMIT 1);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER trips_nearest_city BEFORE INSERT OR UPDATE OF lat, lng ON trips
  FOR EACH ROW EXECUTE FUNCTION toulky_trip_nearest_city();--> statement-breakpoint
UPDATE trips SET lat = lat WHERE lat IS NOT NULL;
