CREATE TABLE "rating_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"rating_id" uuid,
	"image_id" uuid NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "content_reports" DROP CONSTRAINT "content_reports_target_kind";--> statement-breakpoint
ALTER TABLE "moderation_decisions" DROP CONSTRAINT "moderation_decisions_target_kind";--> statement-breakpoint
ALTER TABLE "rating_photos" ADD CONSTRAINT "rating_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_photos" ADD CONSTRAINT "rating_photos_rating_id_trip_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."trip_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_photos" ADD CONSTRAINT "rating_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rating_photos_rating_idx" ON "rating_photos" USING btree ("rating_id","position");--> statement-breakpoint
CREATE INDEX "rating_photos_user_created_idx" ON "rating_photos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rating_photos_pending_idx" ON "rating_photos" USING btree ("created_at") WHERE rating_id IS NULL;--> statement-breakpoint
CREATE INDEX "rating_photos_image_idx" ON "rating_photos" USING btree ("image_id");--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_target_kind" CHECK ("content_reports"."target_kind" IN ('RATING', 'RATING_PHOTO'));--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_target_kind" CHECK ("moderation_decisions"."target_kind" IN ('RATING', 'RATING_PHOTO'));