import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';

/**
 * Migration 0020 (issue 16): the subtopics that paths built from the student's material listed in their topics'
 * summaries ("From notes.pdf, pp. 1–2. Covers: A; B.") become rows of study_path_subtopics, and the summaries keep
 * "From …" only. Run on a database migrated to 0019 with topics written the way the old code wrote them.
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

const topic = (id: string, position: number, summary: string, catalogue = 'NULL') =>
  `('${id}', 'p1', 'u1', ${catalogue}, ${position}, 'Topic ${id}', '${summary}', 'Lesson', 'beginner', 10, '2026-01-01T00:00:00Z')`;

beforeAll(async () => {
  client = await PGlite.create();
  const db = drizzle(client);
  before = await migrationsUpTo(19);
  await migrate(db, { migrationsFolder: before });
  await client.exec(`
    INSERT INTO users (id, name, email, first_name, last_name, username)
      VALUES ('u1', 'Ada', 'ada@example.com', 'Ada', 'Example', 'ada');
    INSERT INTO study_certifications (id, name, organization, description, keywords, tags, domain_code, level, type,
        estimated_study_hours, difficulty, exam_codes, availability, position, catalogue_version, updated_at)
      VALUES ('c1', 'Cert', 'Org', 'About', '[]', '[]', 'it', 'entry', 'certification', 10, 'beginner', '[]',
        'available', 0, 1, '2026-01-01T00:00:00Z');
    INSERT INTO study_catalogue_topics (id, certification_id, position, section, title, summary, content, level,
        estimated_minutes, tags, sources, updated_at)
      VALUES ('ct1', 'c1', 0, 'Section', 'Syllabus topic', 'From the syllabus. Covers: not ours.', 'Lesson',
        'beginner', 10, '[]', '[]', '2026-01-01T00:00:00Z');
    INSERT INTO study_paths (id, user_id, name, type, domain_code, created_at)
      VALUES ('p1', 'u1', 'Notes', 'custom', 'general', '2026-01-01T00:00:00Z');
    INSERT INTO study_path_topics (id, path_id, user_id, catalogue_topic_id, position, title, summary, content, level,
        estimated_minutes, created_at)
      VALUES ${[
        topic('t1', 0, 'From network-notes.pdf, pp. 1–2. Covers: 1.1 Remote Access; 1.2 Secure Shell.'),
        // merged: one sentence per merged topic, the last without subtopics
        topic(
          't2',
          1,
          'From a.pdf, p. 4. Covers: A; B.2 Wiring. From Pasted text. Covers: C. From b.pdf, p. 9.',
        ),
        topic('t3', 2, 'From Pasted text.'),
        // a subtopic whose title ends with a full stop
        topic('t4', 3, 'From notes.pdf, p. 1. Covers: Introduction..'),
        topic('t5', 4, 'A path topic the student wrote. Covers: nothing of a document.'),
        topic('t6', 5, 'From the syllabus. Covers: not ours.', `'ct1'`),
      ].join(',\n')};
  `);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
});

afterAll(async () => {
  await client.close();
  await rm(before, { recursive: true, force: true });
});

describe('migration 0020: subtopics as rows', () => {
  it('makes the subtopics listed in a material topic’s summary rows in order, without pages', async () => {
    const subtopics = await rows<{
      topic_id: string;
      path_id: string;
      user_id: string;
      position: number;
      title: string;
      first_page: number | null;
    }>(`SELECT topic_id, path_id, user_id, position, title, first_page FROM study_path_subtopics
         ORDER BY topic_id, position`);
    expect(subtopics.map((s) => [s.topic_id, s.position, s.title])).toEqual([
      ['t1', 0, '1.1 Remote Access'],
      ['t1', 1, '1.2 Secure Shell'],
      ['t2', 0, 'A'],
      ['t2', 1, 'B.2 Wiring'],
      ['t2', 2, 'C'],
      ['t4', 0, 'Introduction.'],
    ]);
    expect(subtopics.every((s) => s.path_id === 'p1' && s.user_id === 'u1' && s.first_page === null)).toBe(
      true,
    );
  });

  it('keeps "From …" in those summaries and leaves other topics as they were', async () => {
    const summaries = await rows<{ id: string; summary: string }>(
      'SELECT id, summary FROM study_path_topics ORDER BY position',
    );
    expect(summaries.map((s) => [s.id, s.summary])).toEqual([
      ['t1', 'From network-notes.pdf, pp. 1–2.'],
      ['t2', 'From a.pdf, p. 4. From Pasted text. From b.pdf, p. 9.'],
      ['t3', 'From Pasted text.'],
      ['t4', 'From notes.pdf, p. 1.'],
      ['t5', 'A path topic the student wrote. Covers: nothing of a document.'],
      ['t6', 'From the syllabus. Covers: not ours.'],
    ]);
  });

  it('removes the subtopics with their topic or their path', async () => {
    const count = async (where: string) =>
      (await rows<{ n: number }>(`SELECT count(*)::int AS n FROM study_path_subtopics WHERE ${where}`))[0]?.n;
    await client.exec(`DELETE FROM study_path_topics WHERE id = 't1'`);
    expect(await count(`topic_id = 't1'`)).toBe(0);
    expect(await count(`topic_id = 't2'`)).toBe(3);
    await client.exec(`DELETE FROM study_paths WHERE id = 'p1'`);
    expect(await count('true')).toBe(0);
  });
});
