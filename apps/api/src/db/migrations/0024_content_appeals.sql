CREATE TABLE "content_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"appellant_id" uuid NOT NULL,
	"explanation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"outcome_explanation" text,
	"moderator_id" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "content_appeals_outcome" CHECK ("content_appeals"."outcome" IS NULL OR "content_appeals"."outcome" IN ('RESTORE', 'CONFIRM')),
	CONSTRAINT "content_appeals_decided" CHECK (("content_appeals"."outcome" IS NULL) = ("content_appeals"."decided_at" IS NULL) AND ("content_appeals"."outcome" IS NULL) = ("content_appeals"."outcome_explanation" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "content_appeals" ADD CONSTRAINT "content_appeals_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_appeals" ADD CONSTRAINT "content_appeals_appellant_id_users_id_fk" FOREIGN KEY ("appellant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_appeals" ADD CONSTRAINT "content_appeals_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_appeals_decision_idx" ON "content_appeals" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "content_appeals_appellant_idx" ON "content_appeals" USING btree ("appellant_id");--> statement-breakpoint
CREATE INDEX "content_appeals_open_created_idx" ON "content_appeals" USING btree ("created_at","id") WHERE outcome IS NULL;--> statement-breakpoint
CREATE INDEX "content_appeals_created_idx" ON "content_appeals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "content_appeals_decided_idx" ON "content_appeals" USING btree ("decided_at") WHERE decided_at IS NOT NULL;