CREATE TABLE "research_analysis_runs" (
	"essay_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"article_ids" jsonb NOT NULL,
	"current_index" integer DEFAULT 0 NOT NULL,
	"completed_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failed_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "research_library_works" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_user_id" text,
	"title" text NOT NULL,
	"authors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publication_year" integer,
	"publication_date" text,
	"domain" text,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"cited_by_count" integer DEFAULT 0 NOT NULL,
	"language" text,
	"type" text DEFAULT 'article' NOT NULL,
	"source_name" text,
	"doi" text,
	"is_oa" boolean DEFAULT true NOT NULL,
	"has_pdf" boolean DEFAULT true NOT NULL,
	"is_retracted" boolean DEFAULT false NOT NULL,
	"file_key" text,
	"pages" integer,
	"generator_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(abstract, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(authors::text, '') || ' ' || coalesce(topics::text, '') || ' ' || coalesce(domain, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'D')) STORED
);
--> statement-breakpoint
CREATE TABLE "research_saved_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"essay_id" text NOT NULL,
	"user_id" text NOT NULL,
	"work_id" text NOT NULL,
	"title" text NOT NULL,
	"display_name" text NOT NULL,
	"authors" text NOT NULL,
	"year" integer,
	"doi" text,
	"url" text,
	"abstract" text DEFAULT '' NOT NULL,
	"cited_by_count" integer DEFAULT 0 NOT NULL,
	"relevance_score" real,
	"primary_location" jsonb,
	"open_access" jsonb,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pdf_file_key" text,
	"pdf_original_url" text,
	"pdf_downloaded_at" timestamp with time zone,
	"pdf_metadata" jsonb,
	"extracted_text" text,
	"text_word_count" integer,
	"text_pages" integer,
	"text_extracted_at" timestamp with time zone,
	"text_extraction_time" integer,
	"text_extraction_success" boolean,
	"text_extraction_error" text,
	"text_quality" jsonb,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sections_analyzed" boolean DEFAULT false NOT NULL,
	"sections_analysis_date" timestamp with time zone,
	"relation_analysis" jsonb,
	"analysis_status" text DEFAULT 'none' NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_scholar_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_user_files" (
	"user_id" text NOT NULL,
	"file_key" text NOT NULL,
	"size" integer NOT NULL,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_user_files_user_id_file_key_pk" PRIMARY KEY("user_id","file_key")
);
--> statement-breakpoint
ALTER TABLE "research_analysis_runs" ADD CONSTRAINT "research_analysis_runs_essay_id_essays_id_fk" FOREIGN KEY ("essay_id") REFERENCES "public"."essays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_analysis_runs" ADD CONSTRAINT "research_analysis_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_library_works" ADD CONSTRAINT "research_library_works_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_saved_articles" ADD CONSTRAINT "research_saved_articles_essay_id_essays_id_fk" FOREIGN KEY ("essay_id") REFERENCES "public"."essays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_saved_articles" ADD CONSTRAINT "research_saved_articles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_user_files" ADD CONSTRAINT "research_user_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_analysis_runs_status_idx" ON "research_analysis_runs" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "research_library_works_search_idx" ON "research_library_works" USING gin ("search");--> statement-breakpoint
CREATE INDEX "research_library_works_owner_idx" ON "research_library_works" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "research_library_works_file_idx" ON "research_library_works" USING btree ("file_key");--> statement-breakpoint
CREATE UNIQUE INDEX "research_saved_articles_essay_work_idx" ON "research_saved_articles" USING btree ("essay_id","work_id");--> statement-breakpoint
CREATE INDEX "research_saved_articles_user_idx" ON "research_saved_articles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "research_saved_articles_file_idx" ON "research_saved_articles" USING btree ("pdf_file_key");--> statement-breakpoint
CREATE INDEX "research_scholar_cache_expiry_idx" ON "research_scholar_cache" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "research_user_files_key_idx" ON "research_user_files" USING btree ("file_key");