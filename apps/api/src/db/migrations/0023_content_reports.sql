CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reporter_email" text NOT NULL,
	"reason" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision_id" uuid,
	CONSTRAINT "content_reports_target_kind" CHECK ("content_reports"."target_kind" IN ('RATING')),
	CONSTRAINT "content_reports_reason" CHECK ("content_reports"."reason" IN ('ILLEGAL_CONTENT', 'HATE_OR_HARASSMENT', 'SPAM', 'PERSONAL_DATA', 'OFF_TOPIC', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"ground" text,
	"explanation" text NOT NULL,
	"moderator_id" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_decisions_target_kind" CHECK ("moderation_decisions"."target_kind" IN ('RATING')),
	CONSTRAINT "moderation_decisions_decision" CHECK ("moderation_decisions"."decision" IN ('HIDE', 'KEEP')),
	CONSTRAINT "moderation_decisions_ground" CHECK (("moderation_decisions"."decision" = 'HIDE') = ("moderation_decisions"."ground" IS NOT NULL) AND ("moderation_decisions"."ground" IS NULL OR "moderation_decisions"."ground" IN ('ILLEGAL_CONTENT', 'HATE_OR_HARASSMENT', 'SPAM', 'PERSONAL_DATA', 'OFF_TOPIC', 'OTHER')))
);
--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_by_user_idx" ON "content_reports" USING btree ("target_kind","target_id","reporter_id") WHERE decision_id IS NULL AND reporter_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_by_email_idx" ON "content_reports" USING btree ("target_kind","target_id",lower("reporter_email")) WHERE decision_id IS NULL AND reporter_id IS NULL;--> statement-breakpoint
CREATE INDEX "content_reports_open_created_idx" ON "content_reports" USING btree ("created_at","id") WHERE decision_id IS NULL;--> statement-breakpoint
CREATE INDEX "content_reports_open_target_idx" ON "content_reports" USING btree ("target_kind","target_id") WHERE decision_id IS NULL;--> statement-breakpoint
CREATE INDEX "content_reports_decision_idx" ON "content_reports" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "moderation_decisions_target_idx" ON "moderation_decisions" USING btree ("target_kind","target_id","decided_at" DESC NULLS LAST);