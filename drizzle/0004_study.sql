CREATE TABLE "study_catalogue_state" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"checksum" text NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_catalogue_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"certification_id" text NOT NULL,
	"position" integer NOT NULL,
	"section" text NOT NULL,
	"objective" text,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"level" text NOT NULL,
	"estimated_minutes" integer NOT NULL,
	"tags" jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_certifications" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"organization" text NOT NULL,
	"description" text NOT NULL,
	"keywords" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"domain_code" text NOT NULL,
	"level" text NOT NULL,
	"type" text NOT NULL,
	"estimated_study_hours" integer NOT NULL,
	"difficulty" text NOT NULL,
	"official_resources" jsonb,
	"exam_codes" jsonb NOT NULL,
	"availability" text NOT NULL,
	"position" integer NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"catalogue_version" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_flashcard_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"state_before" smallint NOT NULL,
	"due_before" timestamp with time zone NOT NULL,
	"due_after" timestamp with time zone NOT NULL,
	"scheduled_days" integer NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_flashcards" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"path_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"front" text NOT NULL,
	"back" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "study_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"path_id" text,
	"topic_id" text,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"citations" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_path_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"path_id" text NOT NULL,
	"user_id" text NOT NULL,
	"catalogue_topic_id" text,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text,
	"level" text NOT NULL,
	"estimated_minutes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_paths" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"domain_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"difficulty" text DEFAULT 'beginner' NOT NULL,
	"certification_id" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"focus_topic_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_accessed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "study_quiz_results" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"path_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"percent" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_topic_progress" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"path_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"topic_title" text NOT NULL,
	"domain_code" text NOT NULL,
	"mastery_level" text NOT NULL,
	"time_spent_minutes" integer DEFAULT 0 NOT NULL,
	"last_studied_at" timestamp with time zone,
	"study_sessions" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_catalogue_topics" ADD CONSTRAINT "study_catalogue_topics_certification_id_study_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."study_certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_flashcard_reviews" ADD CONSTRAINT "study_flashcard_reviews_card_id_study_flashcards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."study_flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_flashcard_reviews" ADD CONSTRAINT "study_flashcard_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_flashcards" ADD CONSTRAINT "study_flashcards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_flashcards" ADD CONSTRAINT "study_flashcards_path_id_study_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."study_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_flashcards" ADD CONSTRAINT "study_flashcards_topic_id_study_path_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."study_path_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_messages" ADD CONSTRAINT "study_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_messages" ADD CONSTRAINT "study_messages_path_id_study_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."study_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_messages" ADD CONSTRAINT "study_messages_topic_id_study_path_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."study_path_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_path_topics" ADD CONSTRAINT "study_path_topics_path_id_study_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."study_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_path_topics" ADD CONSTRAINT "study_path_topics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_path_topics" ADD CONSTRAINT "study_path_topics_catalogue_topic_id_study_catalogue_topics_id_fk" FOREIGN KEY ("catalogue_topic_id") REFERENCES "public"."study_catalogue_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_paths" ADD CONSTRAINT "study_paths_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_paths" ADD CONSTRAINT "study_paths_certification_id_study_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."study_certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_quiz_results" ADD CONSTRAINT "study_quiz_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_quiz_results" ADD CONSTRAINT "study_quiz_results_path_id_study_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."study_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_quiz_results" ADD CONSTRAINT "study_quiz_results_topic_id_study_path_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."study_path_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_topic_progress" ADD CONSTRAINT "study_topic_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_topic_progress" ADD CONSTRAINT "study_topic_progress_path_id_study_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."study_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_topic_progress" ADD CONSTRAINT "study_topic_progress_topic_id_study_path_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."study_path_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_catalogue_topics_cert_idx" ON "study_catalogue_topics" USING btree ("certification_id","position");--> statement-breakpoint
CREATE INDEX "study_certifications_domain_idx" ON "study_certifications" USING btree ("domain_code");--> statement-breakpoint
CREATE INDEX "study_flashcard_reviews_card_idx" ON "study_flashcard_reviews" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "study_flashcard_reviews_user_idx" ON "study_flashcard_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "study_flashcards_path_due_idx" ON "study_flashcards" USING btree ("path_id","due");--> statement-breakpoint
CREATE INDEX "study_flashcards_user_idx" ON "study_flashcards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_flashcards_topic_front_idx" ON "study_flashcards" USING btree ("topic_id",md5("front"));--> statement-breakpoint
CREATE INDEX "study_messages_conversation_idx" ON "study_messages" USING btree ("user_id","path_id","topic_id","seq");--> statement-breakpoint
CREATE INDEX "study_path_topics_path_idx" ON "study_path_topics" USING btree ("path_id","position");--> statement-breakpoint
CREATE INDEX "study_path_topics_user_idx" ON "study_path_topics" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_path_topics_catalogue_idx" ON "study_path_topics" USING btree ("path_id","catalogue_topic_id");--> statement-breakpoint
CREATE INDEX "study_paths_user_idx" ON "study_paths" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_paths_user_certification_idx" ON "study_paths" USING btree ("user_id","certification_id");--> statement-breakpoint
CREATE INDEX "study_quiz_results_topic_idx" ON "study_quiz_results" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_topic_progress_topic_idx" ON "study_topic_progress" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "study_topic_progress_path_idx" ON "study_topic_progress" USING btree ("path_id");