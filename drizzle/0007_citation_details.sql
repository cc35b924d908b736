ALTER TABLE "research_library_works" ADD COLUMN "volume" text;--> statement-breakpoint
ALTER TABLE "research_library_works" ADD COLUMN "issue" text;--> statement-breakpoint
ALTER TABLE "research_library_works" ADD COLUMN "page_range" text;--> statement-breakpoint
ALTER TABLE "research_library_works" ADD COLUMN "publisher" text;--> statement-breakpoint
ALTER TABLE "research_saved_articles" ADD COLUMN "citation" jsonb;