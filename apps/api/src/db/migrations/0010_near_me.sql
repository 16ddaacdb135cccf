-- "Near me" orders trips by true distance through a GiST index on a 3-D point of the unit sphere (db/columns.ts).
-- cube is a contrib extension trusted since PostgreSQL 13: a database owner may create it without being superuser.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "point" "cube" GENERATED ALWAYS AS (cube(ARRAY[cos(radians(lat)) * cos(radians(lng)), cos(radians(lat)) * sin(radians(lng)), sin(radians(lat))])) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "start_point" "cube" GENERATED ALWAYS AS (cube(ARRAY[cos(radians(lat)) * cos(radians(lng)), cos(radians(lat)) * sin(radians(lng)), sin(radians(lat))])) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cities_point_idx" ON "cities" USING gist ("point");--> statement-breakpoint
CREATE INDEX "trips_start_point_idx" ON "trips" USING gist ("start_point") WHERE status = 'PUBLISHED';