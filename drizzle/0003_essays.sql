CREATE TABLE "essays" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"essay_type" text NOT NULL,
	"writing_style" text NOT NULL,
	"target_length" text NOT NULL,
	"audience" text NOT NULL,
	"tone" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"current_phase" text DEFAULT 'prompt' NOT NULL,
	"brainstorm_ideas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thesis_statement" text DEFAULT '' NOT NULL,
	"thesis_review" jsonb,
	"outline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"draft_sections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"word_count" jsonb DEFAULT '{"total":0}'::jsonb NOT NULL,
	"phase_status" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"saved_articles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "essays" ADD CONSTRAINT "essays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "essays_user_updated_idx" ON "essays" USING btree ("user_id","updated_at" DESC NULLS LAST) WHERE "essays"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "essays_deleted_idx" ON "essays" USING btree ("deleted_at") WHERE "essays"."deleted_at" IS NOT NULL;