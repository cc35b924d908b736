CREATE TABLE "knowledge_passages" (
	"id" text PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"position" integer NOT NULL,
	"heading" text NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, heading), 'A') || setweight(to_tsvector('english'::regconfig, text), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text,
	"certification_id" text,
	"catalogue_topic_id" text,
	"path_id" text,
	"title" text NOT NULL,
	"url" text,
	"heading" text NOT NULL,
	"checksum" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_messages" ADD COLUMN "confidence" text;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_source_id_knowledge_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."knowledge_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD CONSTRAINT "knowledge_sources_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD CONSTRAINT "knowledge_sources_certification_id_study_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."study_certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD CONSTRAINT "knowledge_sources_catalogue_topic_id_study_catalogue_topics_id_fk" FOREIGN KEY ("catalogue_topic_id") REFERENCES "public"."study_catalogue_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD CONSTRAINT "knowledge_sources_path_id_study_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."study_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_passages_source_idx" ON "knowledge_passages" USING btree ("source_id","position");--> statement-breakpoint
CREATE INDEX "knowledge_passages_search_idx" ON "knowledge_passages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "knowledge_sources_certification_idx" ON "knowledge_sources" USING btree ("certification_id");--> statement-breakpoint
CREATE INDEX "knowledge_sources_owner_idx" ON "knowledge_sources" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "knowledge_sources_catalogue_topic_idx" ON "knowledge_sources" USING btree ("catalogue_topic_id");