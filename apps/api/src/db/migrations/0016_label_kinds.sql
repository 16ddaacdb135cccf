DROP INDEX "labels_slug_idx";--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "kind" text DEFAULT 'TRIP' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "labels_kind_slug_idx" ON "labels" USING btree ("kind","slug");--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_kind" CHECK ("labels"."kind" IN ('TRIP', 'ARTICLE'));--> statement-breakpoint
-- Hand-written: colours are kept as lower-case #rrggbb (the check below); the seed and the console always wrote them so.
UPDATE "labels" SET "color" = lower("color") WHERE "color" <> lower("color");--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_color" CHECK ("labels"."color" ~ '^#[0-9a-f]{6}$');--> statement-breakpoint
-- Hand-written: every label so far is a TRIP label (the column's default). One that only articles carry becomes an
-- ARTICLE label; one that articles share with trips or announcements gets an ARTICLE twin (same slug, names and
-- colour), which its articles then carry, so each kind of content keeps its label and editors of one kind never
-- change what the other shows.
UPDATE "labels" SET "kind" = 'ARTICLE'
WHERE EXISTS (SELECT 1 FROM "articles" WHERE "articles"."label_id" = "labels"."id")
  AND NOT EXISTS (SELECT 1 FROM "trips" WHERE "trips"."label_id" = "labels"."id")
  AND NOT EXISTS (SELECT 1 FROM "trip_announcements" WHERE "trip_announcements"."label_id" = "labels"."id");--> statement-breakpoint
WITH "shared" AS (
  SELECT "id", "slug", "label_cs", "label_en", "color" FROM "labels"
  WHERE "kind" = 'TRIP' AND EXISTS (SELECT 1 FROM "articles" WHERE "articles"."label_id" = "labels"."id")
), "twins" AS (
  INSERT INTO "labels" ("kind", "slug", "label_cs", "label_en", "color")
  SELECT 'ARTICLE', "slug", "label_cs", "label_en", "color" FROM "shared"
  RETURNING "id", "slug"
)
UPDATE "articles" SET "label_id" = "twins"."id"
FROM "shared" JOIN "twins" ON "twins"."slug" = "shared"."slug"
WHERE "articles"."label_id" = "shared"."id";
