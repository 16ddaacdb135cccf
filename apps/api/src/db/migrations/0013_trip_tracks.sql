CREATE TABLE "tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gpx" text NOT NULL,
	"file_name" text NOT NULL,
	"length_km" double precision NOT NULL,
	"elevation_gain" integer,
	"elevation_loss" integer,
	"lowest_point" integer,
	"highest_point" integer,
	"start_lat" double precision NOT NULL,
	"start_lng" double precision NOT NULL,
	"point_count" integer NOT NULL,
	"line" jsonb NOT NULL,
	"profile" jsonb NOT NULL,
	"uploaded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "track_id" uuid;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_track_idx" ON "trips" USING btree ("track_id");--> statement-breakpoint
-- A track is never changed (a new upload is a new row), but one changed or deleted by hand must not leave processes
-- serving what they kept of it: it counts as a change of the public catalogue (migration 0006). Deleting one also
-- empties trips.track_id, which counts through trips' own trigger.
CREATE CONSTRAINT TRIGGER tracks_catalogue_version AFTER UPDATE OR DELETE ON tracks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION toulky_bump_catalogue_version();
