CREATE TABLE "study_path_subtopics" (
	"id" text PRIMARY KEY NOT NULL,
	"topic_id" text NOT NULL,
	"path_id" text NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"first_page" integer
);
--> statement-breakpoint
ALTER TABLE "study_path_subtopics" ADD CONSTRAINT "study_path_subtopics_topic_id_study_path_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."study_path_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_path_subtopics" ADD CONSTRAINT "study_path_subtopics_path_id_study_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."study_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_path_subtopics" ADD CONSTRAINT "study_path_subtopics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "study_path_subtopics_topic_idx" ON "study_path_subtopics" USING btree ("topic_id","position");--> statement-breakpoint
CREATE INDEX "study_path_subtopics_path_idx" ON "study_path_subtopics" USING btree ("path_id");--> statement-breakpoint
CREATE INDEX "study_path_subtopics_user_idx" ON "study_path_subtopics" USING btree ("user_id");--> statement-breakpoint
-- Paths built from the student's material before this migration listed their subtopics in the topic's summary
-- ("From notes.pdf, pp. 1–2. Covers: A; B."; a merged topic has one such sentence per merged topic): they become
-- rows in that order (the page each started on was not kept) and the summary keeps only "From …".
INSERT INTO "study_path_subtopics" ("id", "topic_id", "path_id", "user_id", "position", "title", "first_page")
SELECT gen_random_uuid()::text, "t"."id", "t"."path_id", "t"."user_id",
       (row_number() OVER (PARTITION BY "t"."id" ORDER BY "seg"."n", "item"."k") - 1)::integer, "item"."title", NULL
  FROM "study_path_topics" "t"
 CROSS JOIN LATERAL regexp_matches("t"."summary", 'Covers: (.*?)\.(?= From |$)', 'g') WITH ORDINALITY AS "seg"("m", "n")
 CROSS JOIN LATERAL unnest(string_to_array("seg"."m"[1], '; ')) WITH ORDINALITY AS "item"("title", "k")
 WHERE "t"."catalogue_topic_id" IS NULL AND "t"."summary" LIKE 'From %' AND "item"."title" <> '';--> statement-breakpoint
UPDATE "study_path_topics"
   SET "summary" = regexp_replace("summary", ' Covers: .*?\.(?= From |$)', '', 'g')
 WHERE "catalogue_topic_id" IS NULL AND "summary" LIKE 'From %';
