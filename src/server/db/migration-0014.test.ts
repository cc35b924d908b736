import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';

/**
 * Migration 0014 (ADR 018): articles that only the essay's saved_articles list held move to research_saved_articles,
 * rows the table already had stay as they are, and the column goes. Run on a database migrated to 0013 with data
 * written the way the old code wrote it.
 */

let client: PGlite;
let before: string;

async function migrationsUpTo(last: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'smarty-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

const rows = async <T>(text: string) => (await client.query<T>(text)).rows;

beforeAll(async () => {
  client = await PGlite.create();
  const db = drizzle(client);
  before = await migrationsUpTo(13);
  await migrate(db, { migrationsFolder: before });
  await client.exec(`
    INSERT INTO users (id, name, email, first_name, last_name, username)
      VALUES ('u1', 'Ada', 'ada@example.com', 'Ada', 'Example', 'ada');
    INSERT INTO essays (id, user_id, title, essay_type, writing_style, target_length, audience, tone, updated_at, saved_articles)
      VALUES ('e1', 'u1', 'Essay', 'academic', 'argumentative', '500-1000', 'general', 'formal', '2026-01-01T00:00:00Z', '[
        {"id": "W1", "title": "In both", "authors": "Ada Example", "year": 2020, "journal": "List journal"},
        {"id": "https://openalex.org/w2", "title": "List only", "authors": [{"given": "Grace", "family": "Sample"}, "Alan Turing", {"literal": "WHO"}],
         "year": 2019, "doi": "10.1/x", "url": "https://example.org/x", "journal": "Journal", "volume": 7, "issue": "2",
         "pages": "1-9", "publisher": "Pub", "type": "article", "abstract": "An abstract.", "extra": {"kept": false}},
        {"title": "No id", "year": "soon"},
        {"id": 42, "title": "Numeric id"},
        {"id": "W5", "title": "Repeated (first)"},
        {"id": "W5", "title": "Repeated (last)"},
        "not an article"
      ]'::jsonb),
      ('e2', 'u1', 'Other', 'creative', 'narrative', '500-1000', 'general', 'formal', '2026-01-01T00:00:00Z', '{"not": "a list"}'::jsonb);
    INSERT INTO research_saved_articles (id, essay_id, user_id, work_id, title, display_name, authors, pdf_file_key, extracted_text, saved_at)
      VALUES ('r1', 'e1', 'u1', 'W1', 'In both (table)', 'In both (table)', 'Ada Example', 'abc', 'Text of the PDF', '2026-06-01T00:00:00Z');
  `);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
});

afterAll(async () => {
  await client.close();
  await rm(before, { recursive: true, force: true });
});

describe('migration 0014: one store for saved articles', () => {
  it('moves list-only articles into the table, keeps the rows it had and drops the column', async () => {
    const moved = await rows<{
      work_id: string;
      title: string;
      display_name: string;
      authors: string;
      year: number | null;
      doi: string | null;
      url: string | null;
      abstract: string;
      citation: Record<string, string | null> | null;
      pdf_file_key: string | null;
      extracted_text: string | null;
      user_id: string;
    }>(`SELECT * FROM research_saved_articles WHERE essay_id = 'e1' ORDER BY saved_at, id`);
    // moved articles keep the list's order, saved when the essay was last updated; the table's row keeps its time
    expect(moved.map((r) => r.title)).toEqual([
      'List only',
      'No id',
      'Numeric id',
      'Repeated (last)',
      'In both (table)',
    ]);
    const [listOnly, noId, numeric, , kept] = moved;
    expect(kept).toMatchObject({ work_id: 'W1', pdf_file_key: 'abc', extracted_text: 'Text of the PDF' });
    expect(listOnly).toMatchObject({
      work_id: 'W2',
      display_name: 'List only',
      authors: 'Grace Sample, Alan Turing, WHO',
      year: 2019,
      doi: '10.1/x',
      url: 'https://example.org/x',
      abstract: 'An abstract.',
      citation: {
        type: 'article',
        container: 'Journal',
        volume: '7',
        issue: '2',
        pages: '1-9',
        publisher: 'Pub',
      },
      pdf_file_key: null,
      user_id: 'u1',
    });
    expect(noId?.work_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(noId).toMatchObject({ year: null, authors: '', citation: null });
    expect(numeric?.work_id).toBe('42');
    expect(await rows(`SELECT 1 FROM research_saved_articles WHERE essay_id = 'e2'`)).toEqual([]);
    const columns = await rows<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'essays'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('saved_articles');
  });
});
