-- A draft trip may not have a start yet: its globe point is null until lat and lng are both set (cube() refuses
-- an array with NULLs). A generated column's expression cannot be altered before PostgreSQL 17, so it is re-added,
-- and the index that went with it is built again.
ALTER TABLE "trips" drop column "start_point";--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "start_point" "cube" GENERATED ALWAYS AS (CASE WHEN lat IS NULL OR lng IS NULL THEN NULL ELSE cube(ARRAY[cos(radians(lat)) * cos(radians(lng)), cos(radians(lat)) * sin(radians(lng)), sin(radians(lat))]) END) STORED;--> statement-breakpoint
CREATE INDEX "trips_start_point_idx" ON "trips" USING gist ("start_point") WHERE status = 'PUBLISHED';
