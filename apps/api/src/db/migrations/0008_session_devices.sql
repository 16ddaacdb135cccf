ALTER TABLE "refresh_tokens" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "os" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "platform" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;