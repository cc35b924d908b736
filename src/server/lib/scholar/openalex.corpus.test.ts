/**
 * The OpenAlex reader against real API responses (../shared/fixtures/openalex, or OPENALEX_FIXTURES_DIR): every
 * list, single work and error body parses; nulls are kept as nulls; abstracts come back from the inverted index.
 * Run with `npm run test:corpus`.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scholarWorkSchema } from '../../../shared/schemas/research';
import { normalizeListMeta, normalizeOpenAlexWork } from './openalex-normalize';

const DIR =
  process.env.OPENALEX_FIXTURES_DIR ??
  path.resolve(import.meta.dirname, '../../../../../shared/fixtures/openalex');
const files = (await readdir(DIR)).filter((f) => f.endsWith('.json')).sort();
const read = async (file: string) =>
  JSON.parse(await readFile(path.join(DIR, file), 'utf8')) as Record<string, unknown>;

describe('real OpenAlex responses', () => {
  it('has the 12 recorded responses', () => {
    expect(files).toHaveLength(12);
  });

  describe.each(files.filter((f) => f.startsWith('list_')))('%s', (file) => {
    it('parses meta and every result into the API shape', async () => {
      const body = await read(file);
      const meta = normalizeListMeta(body);
      expect(meta).not.toBeNull();
      const raw = body.results as unknown[];
      const works = raw.map((w) => normalizeOpenAlexWork(w));
      expect(works.every((w) => w !== null)).toBe(true);
      for (const work of works) {
        const parsed = scholarWorkSchema.safeParse(work);
        expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 2))).toBe(true);
      }
      // abstracts: exactly the works with an inverted index get text back
      raw.forEach((w, i) => {
        const hasIndex = (w as { abstract_inverted_index: unknown }).abstract_inverted_index !== null;
        expect(works[i]!.abstract.length > 0, (w as { id: string }).id).toBe(
          hasIndex &&
            Object.keys((w as { abstract_inverted_index: object }).abstract_inverted_index).length > 0,
        );
      });
      // a full page of a longer cursor list points to the next one
      if (meta && meta.page === null && raw.length === meta.per_page && meta.count > raw.length)
        expect(meta.next_cursor).toBeTruthy();
    });
  });

  it('counts abstracts and best locations as the fixture README states', async () => {
    const count = async (file: string) => {
      const body = await read(file);
      const works = (body.results as unknown[]).map((w) => normalizeOpenAlexWork(w)!);
      return {
        abstracts: works.filter((w) => w.abstract !== '').length,
        best: works.filter((w) => w.best_oa_location !== null).length,
      };
    };
    expect(await count('list_filter-title_and_abstract-search_biodiversity-AND-finance_per200.json')).toEqual(
      { abstracts: 151, best: 55 },
    );
    expect(await count('list_filter-title-search_english-africa_per200_sdk-saved.json')).toEqual({
      abstracts: 162,
      best: 36,
    });
    expect(await count('list_filter-cited_by_2works_38results.json')).toEqual({ abstracts: 30, best: 20 });
  });

  it('keeps relevance scores of relevance-ranked lists', async () => {
    const body = await read('list_filter-title_and_abstract-search_biodiversity-AND-finance_per200.json');
    const works = (body.results as unknown[]).map((w) => normalizeOpenAlexWork(w)!);
    expect(works.every((w) => typeof w.relevance_score === 'number')).toBe(true);
  });

  it('reads the last cursor page: no results, no next cursor', async () => {
    const meta = normalizeListMeta(await read('list_empty-last-cursor-page.json'));
    expect(meta).toMatchObject({ count: 2, next_cursor: null, page: null });
  });

  it('rebuilds the abstract of the documented example work and finds its PDF', async () => {
    const work = normalizeOpenAlexWork(await read('work_W2741809807_state-of-oa_peerj.json'))!;
    expect(work.title).toMatch(/state of OA/i);
    expect(work.abstract.split(' ').length).toBeGreaterThan(100);
    expect(work.abstract).toMatch(/^Despite growing interest in Open Access/);
    expect(work.has_pdf).toBe(true);
    expect(work.best_pdf_url).toMatch(/^https?:\/\//);
  });

  it('reads the 2026 schema (no abstract, no best location) and the paratext with a null title', async () => {
    const hotspots = normalizeOpenAlexWork(await read('work_W2162348455_biodiversity-hotspots.json'))!;
    expect(hotspots.best_oa_location).toBeNull();
    expect(hotspots.abstract).toBe('');
    expect(scholarWorkSchema.safeParse(hotspots).success).toBe(true);
    const paratext = normalizeOpenAlexWork(await read('work_W4234567890_paratext-no-title.json'))!;
    expect(paratext.title).toBeNull();
    expect(paratext.display_name).toBeNull();
    expect(paratext.topics).toEqual([]);
    expect(scholarWorkSchema.safeParse(paratext).success).toBe(true);
  });

  it('recognises error bodies as not being list responses', async () => {
    for (const file of files.filter((f) => f.startsWith('error400'))) {
      const body = await read(file);
      expect(normalizeListMeta(body)).toBeNull();
      expect(normalizeOpenAlexWork(body)).toBeNull();
      expect(typeof body.message).toBe('string');
    }
  });
});
