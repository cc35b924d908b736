-- Saved articles have one store, research_saved_articles (ADR 018). An article that only the essay's saved_articles
-- list held (added through the essay's own routes or saves) moves to the table with its bibliographic fields and no
-- PDF; where the table already holds the work for the essay, its row stays. Then the list's column goes.
INSERT INTO "research_saved_articles" ("id", "essay_id", "user_id", "work_id", "title", "display_name", "authors", "year", "doi", "url", "abstract", "citation", "saved_at", "updated_at")
SELECT DISTINCT ON (a."essay_id", a."work_id")
  gen_random_uuid()::text, a."essay_id", a."user_id", a."work_id", a."title", a."title", a."authors", a."year",
  a."doi", a."url", a."abstract",
  CASE WHEN EXISTS (SELECT 1 FROM jsonb_each(a."citation") AS c WHERE c.value <> 'null'::jsonb) THEN a."citation" END,
  a."saved_at", now()
FROM (
  SELECT e."id" AS "essay_id", e."user_id", x.ord,
    CASE
      WHEN jsonb_typeof(x.item -> 'id') = 'number' THEN x.item ->> 'id'
      WHEN jsonb_typeof(x.item -> 'id') = 'string'
        AND btrim(x.item ->> 'id') ~* '^https?://(api\.)?openalex\.org/(works/)?[a-z][0-9]+$'
        THEN upper(substring(btrim(x.item ->> 'id') from '([A-Za-z][0-9]+)$'))
      WHEN jsonb_typeof(x.item -> 'id') = 'string' AND btrim(x.item ->> 'id') <> '' THEN btrim(x.item ->> 'id')
      ELSE gen_random_uuid()::text
    END AS "work_id",
    CASE WHEN jsonb_typeof(x.item -> 'title') = 'string' THEN btrim(x.item ->> 'title') ELSE '' END AS "title",
    CASE jsonb_typeof(x.item -> 'authors')
      WHEN 'string' THEN btrim(x.item ->> 'authors')
      WHEN 'array' THEN coalesce((
        SELECT string_agg(n.name, ', ')
        FROM (
          SELECT btrim(CASE jsonb_typeof(au)
            WHEN 'string' THEN au #>> '{}'
            WHEN 'object' THEN coalesce(au ->> 'literal', concat_ws(' ', au ->> 'given', au ->> 'family'))
          END) AS name
          FROM jsonb_array_elements(x.item -> 'authors') AS au
        ) AS n
        WHERE n.name <> ''), '')
      ELSE ''
    END AS "authors",
    CASE WHEN jsonb_typeof(x.item -> 'year') = 'number' THEN round((x.item ->> 'year')::numeric)::integer END AS "year",
    CASE WHEN jsonb_typeof(x.item -> 'doi') = 'string' THEN x.item ->> 'doi' END AS "doi",
    CASE WHEN jsonb_typeof(x.item -> 'url') = 'string' THEN x.item ->> 'url' END AS "url",
    CASE WHEN jsonb_typeof(x.item -> 'abstract') = 'string' THEN x.item ->> 'abstract' ELSE '' END AS "abstract",
    jsonb_build_object(
      'type', CASE WHEN jsonb_typeof(x.item -> 'type') IN ('string', 'number') THEN left(x.item ->> 'type', 50) END,
      'container', CASE WHEN jsonb_typeof(x.item -> 'journal') IN ('string', 'number') THEN left(x.item ->> 'journal', 1000) END,
      'volume', CASE WHEN jsonb_typeof(x.item -> 'volume') IN ('string', 'number') THEN left(x.item ->> 'volume', 50) END,
      'issue', CASE WHEN jsonb_typeof(x.item -> 'issue') IN ('string', 'number') THEN left(x.item ->> 'issue', 50) END,
      'pages', CASE WHEN jsonb_typeof(x.item -> 'pages') IN ('string', 'number') THEN left(x.item ->> 'pages', 50) END,
      'publisher', CASE WHEN jsonb_typeof(x.item -> 'publisher') IN ('string', 'number') THEN left(x.item ->> 'publisher', 500) END
    ) AS "citation",
    e."updated_at" + x.ord * interval '1 millisecond' AS "saved_at"
  FROM "essays" AS e
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(e."saved_articles") = 'array' THEN e."saved_articles" ELSE '[]'::jsonb END
  ) WITH ORDINALITY AS x(item, ord)
  WHERE jsonb_typeof(x.item) = 'object'
) AS a
ORDER BY a."essay_id", a."work_id", a.ord DESC
ON CONFLICT ("essay_id", "work_id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "essays" DROP COLUMN "saved_articles";
