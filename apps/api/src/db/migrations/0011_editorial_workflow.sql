CREATE TABLE "article_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"article_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"author_id" uuid,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revisions_entity_type_entity_id_version_pk" PRIMARY KEY("entity_type","entity_id","version")
);
--> statement-breakpoint
ALTER TABLE "trips" ALTER COLUMN "lat" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ALTER COLUMN "lng" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ALTER COLUMN "start_point" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ALTER COLUMN "length_km" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ALTER COLUMN "route_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ALTER COLUMN "duration" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_by_id" uuid;--> statement-breakpoint
ALTER TABLE "trip_announcements" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trip_announcements" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_announcements" ADD COLUMN "updated_by_id" uuid;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "updated_by_id" uuid;--> statement-breakpoint
ALTER TABLE "article_slug_history" ADD CONSTRAINT "article_slug_history_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_announcements" ADD CONSTRAINT "trip_announcements_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_status_updated_idx" ON "articles" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_updated_idx" ON "articles" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_scheduled_idx" ON "articles" USING btree ("scheduled_at") WHERE status = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "trip_announcements_status_updated_idx" ON "trip_announcements" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trip_announcements_updated_idx" ON "trip_announcements" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trip_announcements_scheduled_idx" ON "trip_announcements" USING btree ("scheduled_at") WHERE status = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "trips_status_updated_idx" ON "trips" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trips_updated_idx" ON "trips" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trips_scheduled_idx" ON "trips" USING btree ("scheduled_at") WHERE status = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "trips_author_idx" ON "trips" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_complete" CHECK (("trips"."status" = 'DRAFT' AND "trips"."published_at" IS NULL) OR ("trips"."lat" IS NOT NULL AND "trips"."lng" IS NOT NULL AND "trips"."length_km" IS NOT NULL AND "trips"."route_type" IS NOT NULL AND "trips"."duration" IS NOT NULL));