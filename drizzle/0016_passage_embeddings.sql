ALTER TABLE "knowledge_passages" ADD COLUMN "embedding" real[];--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD COLUMN "embedding_model" text;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD COLUMN "embedding_dimensions" integer;--> statement-breakpoint
CREATE INDEX "knowledge_passages_embedding_model_idx" ON "knowledge_passages" USING btree ("embedding_model");