-- One name for hikers' photos (issue 44): the table, its indexes and constraints, the kind of a report or decision
-- about one and the audit log's entity type say "hiker photo", as the API, the app and their texts do. Only names
-- change: the rows, their ids and the files they point at stay as they are.
ALTER TABLE "rating_photos" RENAME TO "hiker_photos";--> statement-breakpoint
ALTER INDEX "rating_photos_pkey" RENAME TO "hiker_photos_pkey";--> statement-breakpoint
ALTER INDEX "rating_photos_rating_idx" RENAME TO "hiker_photos_rating_idx";--> statement-breakpoint
ALTER INDEX "rating_photos_user_created_idx" RENAME TO "hiker_photos_user_created_idx";--> statement-breakpoint
ALTER INDEX "rating_photos_pending_idx" RENAME TO "hiker_photos_pending_idx";--> statement-breakpoint
ALTER INDEX "rating_photos_image_idx" RENAME TO "hiker_photos_image_idx";--> statement-breakpoint
ALTER TABLE "hiker_photos" RENAME CONSTRAINT "rating_photos_user_id_users_id_fk" TO "hiker_photos_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "hiker_photos" RENAME CONSTRAINT "rating_photos_rating_id_trip_ratings_id_fk" TO "hiker_photos_rating_id_trip_ratings_id_fk";--> statement-breakpoint
ALTER TABLE "hiker_photos" RENAME CONSTRAINT "rating_photos_image_id_images_id_fk" TO "hiker_photos_image_id_images_id_fk";--> statement-breakpoint
ALTER TABLE "content_reports" DROP CONSTRAINT "content_reports_target_kind";--> statement-breakpoint
ALTER TABLE "moderation_decisions" DROP CONSTRAINT "moderation_decisions_target_kind";--> statement-breakpoint
UPDATE "content_reports" SET "target_kind" = 'HIKER_PHOTO' WHERE "target_kind" = 'RATING_PHOTO';--> statement-breakpoint
UPDATE "moderation_decisions" SET "target_kind" = 'HIKER_PHOTO' WHERE "target_kind" = 'RATING_PHOTO';--> statement-breakpoint
UPDATE "audit_log" SET "entity_type" = 'hiker_photo' WHERE "entity_type" = 'rating_photo';--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_target_kind" CHECK ("content_reports"."target_kind" IN ('RATING', 'HIKER_PHOTO'));--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_target_kind" CHECK ("moderation_decisions"."target_kind" IN ('RATING', 'HIKER_PHOTO'));
