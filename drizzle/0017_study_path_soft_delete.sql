DROP INDEX "study_paths_user_certification_idx";--> statement-breakpoint
ALTER TABLE "study_paths" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "study_paths_deleted_idx" ON "study_paths" USING btree ("deleted_at") WHERE "study_paths"."deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "study_paths_user_certification_idx" ON "study_paths" USING btree ("user_id","certification_id") WHERE "study_paths"."deleted_at" IS NULL;