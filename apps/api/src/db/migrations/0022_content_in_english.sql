-- Content in English (issue 30): every editorial text gets an optional English twin beside the Czech one, which stays
-- where it was (nothing moves, nothing is lost). `has_english` says whether a row's English version is complete; only
-- then do readers of English get it (platform/content-language.ts). Search looks in both languages: the search vectors
-- are generated again with the English columns, and their indexes, dropped with them, are made again.
ALTER TABLE "areas" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "slug_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "preview_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "perex_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "has_english" boolean GENERATED ALWAYS AS (coalesce(slug_en, '') <> '' AND coalesce(title_en, '') <> '' AND coalesce(preview_en, '') <> '' AND coalesce(perex_en, '') <> '' AND coalesce(content_en, '') <> '') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "alt_en" text;--> statement-breakpoint
ALTER TABLE "trip_announcements" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "trip_announcements" ADD COLUMN "preview_en" text;--> statement-breakpoint
ALTER TABLE "trip_announcements" ADD COLUMN "has_english" boolean GENERATED ALWAYS AS (coalesce(title_en, '') <> '' AND coalesce(preview_en, '') <> '') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "preview_en" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "perex_en" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "has_english" boolean GENERATED ALWAYS AS (coalesce(title_en, '') <> '' AND coalesce(preview_en, '') <> '' AND coalesce(perex_en, '') <> '' AND coalesce(content_en, '') <> '') STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_en_idx" ON "articles" USING btree ("slug_en");--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, toulky_unaccent(coalesce(title, '') || ' ' || coalesce(title_en, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, toulky_unaccent(coalesce(preview, '') || ' ' || coalesce(perex, '') || ' ' || coalesce(preview_en, '') || ' ' || coalesce(perex_en, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, toulky_unaccent(coalesce(content, '') || ' ' || coalesce(content_en, ''))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "trips" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, toulky_unaccent(coalesce(title, '') || ' ' || coalesce(title_en, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, toulky_unaccent(coalesce(preview, '') || ' ' || coalesce(perex, '') || ' ' || coalesce(preview_en, '') || ' ' || coalesce(perex_en, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, toulky_unaccent(coalesce(content, '') || ' ' || coalesce(content_en, ''))), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "trips_search_idx" ON "trips" USING gin ("search_vector");
