CREATE TABLE "areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"preview" text NOT NULL,
	"perex" text NOT NULL,
	"content" text NOT NULL,
	"label_id" uuid,
	"image_id" uuid,
	"author_id" uuid,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"alt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"label_cs" text NOT NULL,
	"label_en" text NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"preview" text NOT NULL,
	"label_id" uuid,
	"image_id" uuid,
	"trip_id" uuid NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_images" (
	"trip_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "trip_images_trip_id_image_id_pk" PRIMARY KEY("trip_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"area_id" uuid,
	"label_id" uuid,
	"author_id" uuid,
	"cover_image_id" uuid,
	"route_link" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"preview" text NOT NULL,
	"perex" text NOT NULL,
	"content" text NOT NULL,
	"accessibility" text[] DEFAULT '{}'::text[] NOT NULL,
	"gastro" text[] DEFAULT '{}'::text[] NOT NULL,
	"suitability" text[] DEFAULT '{}'::text[] NOT NULL,
	"additional_activities" text[] DEFAULT '{}'::text[] NOT NULL,
	"overnight_stay" text[] DEFAULT '{}'::text[] NOT NULL,
	"terrain" text[] DEFAULT '{}'::text[] NOT NULL,
	"length_km" numeric(5, 1) NOT NULL,
	"route_type" text NOT NULL,
	"duration" text NOT NULL,
	"finished_count" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"average_rating" real,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_announcements" ADD CONSTRAINT "trip_announcements_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_announcements" ADD CONSTRAINT "trip_announcements_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_announcements" ADD CONSTRAINT "trip_announcements_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_images" ADD CONSTRAINT "trip_images_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_images" ADD CONSTRAINT "trip_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_slug_idx" ON "areas" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE UNIQUE INDEX "labels_slug_idx" ON "labels" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "trip_announcements_published_at_idx" ON "trip_announcements" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE UNIQUE INDEX "trips_slug_idx" ON "trips" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "trips_published_at_idx" ON "trips" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "trips_finished_count_idx" ON "trips" USING btree ("finished_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "trips_average_rating_idx" ON "trips" USING btree ("average_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "trips_area_idx" ON "trips" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "trips_duration_idx" ON "trips" USING btree ("duration");--> statement-breakpoint
CREATE INDEX "trips_route_type_idx" ON "trips" USING btree ("route_type");--> statement-breakpoint
CREATE INDEX "trips_length_idx" ON "trips" USING btree ("length_km");--> statement-breakpoint
CREATE INDEX "trips_accessibility_idx" ON "trips" USING gin ("accessibility");--> statement-breakpoint
CREATE INDEX "trips_gastro_idx" ON "trips" USING gin ("gastro");--> statement-breakpoint
CREATE INDEX "trips_suitability_idx" ON "trips" USING gin ("suitability");--> statement-breakpoint
CREATE INDEX "trips_activities_idx" ON "trips" USING gin ("additional_activities");--> statement-breakpoint
CREATE INDEX "trips_overnight_idx" ON "trips" USING gin ("overnight_stay");--> statement-breakpoint
CREATE INDEX "trips_terrain_idx" ON "trips" USING gin ("terrain");