DROP INDEX "research_library_works_search_idx";--> statement-breakpoint
ALTER TABLE "research_library_works" DROP COLUMN "search";