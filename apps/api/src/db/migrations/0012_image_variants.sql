ALTER TABLE "images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "focal_x" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "focal_y" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "original_key" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "uploaded_by_id" uuid;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_focal_point" CHECK ("images"."focal_x" BETWEEN 0 AND 1 AND "images"."focal_y" BETWEEN 0 AND 1);--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_size" CHECK (("images"."width" IS NULL) = ("images"."height" IS NULL) AND "images"."width" > 0 AND "images"."height" > 0);