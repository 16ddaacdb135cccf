ALTER TABLE "trip_ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trip_ratings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "trip_ratings" ADD COLUMN "hidden_by_id" uuid;--> statement-breakpoint
ALTER TABLE "trip_ratings" ADD CONSTRAINT "trip_ratings_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_ratings_created_idx" ON "trip_ratings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trip_ratings_hidden_created_idx" ON "trip_ratings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE hidden_at IS NOT NULL;