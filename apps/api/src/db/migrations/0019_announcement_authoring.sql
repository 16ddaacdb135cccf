ALTER TABLE "trip_announcements" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "trip_announcements" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "trip_announcements" ADD CONSTRAINT "trip_announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_announcements_author_idx" ON "trip_announcements" USING btree ("author_id");--> statement-breakpoint
-- Announcements written before they had authors were each a trip's announcement (the automatic one or the seed's):
-- they get the trip's author, as announceTrips gives every new automatic one.
UPDATE "trip_announcements" a SET "author_id" = t."author_id" FROM "trips" t WHERE t."id" = a."trip_id" AND a."author_id" IS NULL;
