import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../testing/test-db';
import { RESEARCH_DOMAINS } from '../../../../shared/schemas/ai';
import { isEnglishWord } from '../../nlp/speller';
import { scholarWorkSchema } from '../../../../shared/schemas/research';
import { parseWorksFilter } from '../../../../shared/research/filters';
import { keepInBatch } from '../../../../shared/research/filters';
import { createLocalStorage } from '../../storage/local-storage';
import { contentKey, getBytes, type FileStorage } from '../../storage/storage';
import { createPdfExtractor } from '../../pdf/pdf-extractor';
import type { ScholarQuery } from '../scholar';
import {
  allSampleWorks,
  bodyText,
  generateSampleWork,
  REFERENCES_NOTE,
  SAMPLE_LIBRARY_SIZE,
  SAMPLE_NOTICE,
  WORKS_PER_DOMAIN,
} from './generator';
import {
  ensureLibraryPdf,
  libraryIdFromUrl,
  libraryPdfUrl,
  searchLibrary,
  seedSampleLibrary,
  warmSamplePdfs,
} from './library';
import { renderSamplePdf } from './sample-pdf';

const BASE = 'http://localhost:3999';
let tdb: TestDatabase;
let dir: string;
let storage: FileStorage;
const works = allSampleWorks();

beforeAll(async () => {
  tdb = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'smarty-library-'));
  storage = createLocalStorage(dir);
  await seedSampleLibrary(tdb.database);
});
afterAll(async () => {
  await tdb.close();
  await rm(dir, { recursive: true, force: true });
});

const q = (over: Partial<ScholarQuery> = {}): ScholarQuery => ({
  search: '',
  filter: {},
  page: 1,
  perPage: 25,
  ...over,
});
const search = (over: Partial<ScholarQuery> = {}) =>
  searchLibrary({ database: tdb.database, baseUrl: BASE }, q(over));

describe('the generated works', () => {
  it('has at least 300 works across all 13 domains, every one with a distinct title', () => {
    expect(SAMPLE_LIBRARY_SIZE).toBeGreaterThanOrEqual(300);
    expect(works).toHaveLength(SAMPLE_LIBRARY_SIZE);
    expect(new Set(works.map((w) => w.domain))).toEqual(new Set(RESEARCH_DOMAINS));
    expect(new Set(works.map((w) => w.title)).size).toBe(works.length);
    for (const d of RESEARCH_DOMAINS)
      expect(works.filter((w) => w.domain === d)).toHaveLength(WORKS_PER_DOMAIN);
  });

  it('is reproducible: the same work twice is word for word the same', () => {
    expect(generateSampleWork(4, 7)).toEqual(generateSampleWork(4, 7));
  });

  it('writes real sections with the study named consistently', () => {
    const w = works[0]!;
    expect(w.sections.map((s) => s.heading)).toEqual([
      '1. Introduction',
      expect.stringMatching(/^2\. (Background|Literature Review)$/),
      expect.stringMatching(/^3\. /),
      expect.stringMatching(/^4\. (Results|Findings)$/),
      '5. Discussion',
      '6. Conclusion',
    ]);
    const topic = w.keywords[0]!;
    expect(w.abstract.toLowerCase()).toContain(w.title.split(':')[0]!.toLowerCase().split(' and ')[0]!);
    expect(w.sections.every((s) => s.paragraphs.join(' ').length > 200)).toBe(true);
    expect(w.references.length).toBeGreaterThanOrEqual(7);
    expect(topic.length).toBeGreaterThan(2);
  });

  it('states no invented statistics: no estimates, intervals, p-values, percentages or sample sizes', () => {
    const statistic =
      /\b(?:p\s*[<=>]|CI\b|confidence interval|\(estimate|odds ratio|percent\b)|\d+(?:\.\d+)?\s*%|\b\d[\d,]*\s+(?:participants|patients|respondents|studies|interviews|firms|municipalities)\b|\b\d\.\d/i;
    for (const w of works) {
      const text = [w.title, w.abstract, ...w.sections.flatMap((s) => s.paragraphs)].join('\n');
      expect(text, w.id).not.toMatch(statistic);
    }
  });

  it('keeps title, abstract and body about one study: its topic, outcome and population', () => {
    for (const w of works) {
      const outcome = w.keywords[2]!.toLowerCase();
      const topic = w.topics[0]!.display_name.toLowerCase();
      const title = w.title.toLowerCase();
      const body = w.sections
        .map((s) => s.paragraphs.join(' '))
        .join(' ')
        .toLowerCase();
      expect(title, w.id).toContain(topic);
      expect(title, w.id).toContain(outcome);
      expect(w.abstract.toLowerCase(), w.id).toContain(
        `how ${w.topics[0]!.display_name.toLowerCase()} relates to ${outcome.toLowerCase()}`,
      );
      expect(body, w.id).toContain(
        `relationship between ${w.topics[0]!.display_name.toLowerCase()} and ${outcome.toLowerCase()}`,
      );
    }
  });

  it('renders the same PDF bytes every time (one content hash)', async () => {
    const a = await renderSamplePdf(works[3]!);
    const b = await renderSamplePdf(generateSampleWork(0, 3));
    expect(contentKey(a)).toBe(contentKey(b));
  });
});

describe('seeding', () => {
  it('is idempotent', async () => {
    expect(await seedSampleLibrary(tdb.database)).toEqual({ written: 0 });
    const rows = await tdb.database.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM research_library_works WHERE kind = 'sample'",
    );
    expect(Number(rows[0]?.n)).toBe(SAMPLE_LIBRARY_SIZE);
  });
});

describe('search (OpenAlex semantics, concept ranking in memory)', () => {
  it('answers in OpenAlex shape with the count and page', async () => {
    const page = await search({ perPage: 10 });
    expect(page.meta).toMatchObject({ count: SAMPLE_LIBRARY_SIZE, page: 1, per_page: 10, next_cursor: null });
    expect(page.results).toHaveLength(10);
    for (const w of page.results) expect(scholarWorkSchema.parse(w)).toBeTruthy();
    // most cited first without a search
    const cites = page.results.map((w) => w.cited_by_count);
    expect([...cites].sort((a, b) => b - a)).toEqual(cites);
  });

  it('ranks works about the query first, with stemming', async () => {
    const page = await search({ search: 'minimum wages employment' });
    expect(page.meta.count).toBeGreaterThan(0);
    expect(page.results[0]!.title!.toLowerCase()).toContain('minimum wage');
    const scores = page.results.map((w) => w.relevance_score ?? 0);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('supports quoted phrases, AND, OR and NOT', async () => {
    const phrase = await search({ search: '"nurse staffing"', perPage: 100 });
    expect(phrase.meta.count).toBeGreaterThan(0);
    expect(phrase.results[0]!.title!.toLowerCase()).toContain('nurse staffing');
    const loose = await search({ search: 'nurse OR staffing', perPage: 100 });
    expect(loose.meta.count).toBeGreaterThanOrEqual(phrase.meta.count);
    // a sample work's text is the generator's (its row does not repeat the body)
    const byId = new Map(works.map((w) => [w.id, w]));
    const texts = phrase.results.map((r) => {
      const w = byId.get(r.id)!;
      return `${w.title} ${w.abstract} ${bodyText(w)}`;
    });
    expect(texts.every((t) => /nurse staffing/i.test(t))).toBe(true);
    const both = await search({ search: 'telemedicine AND mortality', perPage: 100 });
    const either = await search({ search: 'telemedicine OR deforestation', perPage: 100 });
    const not = await search({ search: 'telemedicine NOT mortality', perPage: 100 });
    expect(either.meta.count).toBeGreaterThan(both.meta.count);
    expect(not.meta.count).toBeGreaterThan(0);
    expect(not.results.some((w) => both.results.some((b) => b.id === w.id))).toBe(false);
    const dash = await search({ search: 'telemedicine -mortality', perPage: 100 });
    expect(dash.meta.count).toBe(not.meta.count);
    const narrowed = await search({
      search: 'climate adaptation AND ("sea level" OR "flood")',
      perPage: 100,
    });
    expect(narrowed.meta.count).toBeGreaterThan(0);
  });

  it('reads neighbouring terms of a boolean search as most of them, not any one (OpenAlex: AND)', async () => {
    const count = async (s: string) => (await search({ search: s, perPage: 100 })).meta.count;
    // two terms: both
    expect(await count('telemedicine mortality AND telemedicine')).toBe(
      await count('telemedicine AND mortality'),
    );
    // three terms: two of them; a group of one known term and two words no work holds finds nothing
    expect(await count('telemedicine mortality harpsichord AND telemedicine')).toBe(
      await count('telemedicine AND mortality'),
    );
    expect(await count('telemedicine harpsichord marzipan AND telemedicine')).toBe(0);
    expect(await count('telemedicine OR deforestation')).toBeGreaterThan(0);
  });

  it('finds nothing for made-up words or a query it holds only a tiny part of', async () => {
    const count = async (s: string) => (await search({ search: s, perPage: 100 })).meta.count;
    const made = Array.from({ length: 500 }, (_, i) => `blorv${'abcdefghij'[i % 10]}tastic`).join(' ');
    expect(await count(made)).toBe(0);
    expect(await count('x'.repeat(3_000))).toBe(0);
    expect(await count(`nursing ${made}`)).toBe(0);
    // mostly not words: 2 real words of 5 (below 60%); 3 of 5 are enough to be read
    expect(await count('nurse staffing qzvrokal blorvatic wumpfrel')).toBe(0);
    expect(await count('nurse staffing mortality blorvatic wumpfrel')).toBeGreaterThan(0);
    // real words the library does not hold: the library must hold at least half of the terms
    expect(await count('telemedicine harpsichord')).toBeGreaterThan(0);
    expect(await count('telemedicine harpsichord marzipan')).toBe(0);
    // a word no dictionary knows but the library holds is a word
    expect(isEnglishWord('telemedicine')).toBe(false);
    expect(await count('telemedicine')).toBeGreaterThan(0);
  });

  it('applies every filter', async () => {
    const all = (await search({ perPage: 100, page: 1 })).meta.count;
    const f = (s: string) => search({ perPage: 100, filter: parseWorksFilter(s) });
    const oa = await f('is_oa:true');
    expect(oa.meta.count).toBeLessThan(all);
    expect(oa.results.every((w) => w.open_access.is_oa)).toBe(true);
    const pdf = await f('has_content.pdf:true');
    expect(pdf.results.every((w) => w.has_pdf)).toBe(true);
    const notRetracted = await f('is_retracted:false');
    expect(notRetracted.meta.count).toBeLessThan(all);
    const en = await f('language:en');
    expect(en.results.every((w) => w.language === 'en')).toBe(true);
    expect(en.meta.count).toBeLessThan(all);
    const reviews = await f('type:review');
    expect(reviews.results.every((w) => w.type === 'review')).toBe(true);
    const cited = await f('cited_by_count:>500');
    expect(cited.results.every((w) => w.cited_by_count > 500)).toBe(true);
    const years = await f('publication_year:2015-2018');
    expect(years.results.every((w) => w.publication_year! >= 2015 && w.publication_year! <= 2018)).toBe(true);
    const batch = await f('is_oa:true,has_content.pdf:true,is_retracted:false,language:en');
    expect(batch.results.every((w) => keepInBatch(w))).toBe(true);
  });

  it('sorts by date both ways and by citations', async () => {
    const newest = await search({ sort: 'publication_date:desc', perPage: 30 });
    const dates = newest.results.map((w) => w.publication_date!);
    expect([...dates].sort().reverse()).toEqual(dates);
    const oldest = await search({ sort: 'publication_date:asc', perPage: 30 });
    expect(oldest.results[0]!.publication_date! <= newest.results.at(-1)!.publication_date!).toBe(true);
  });

  it('pages without overlap, and by cursor to the end', async () => {
    const p1 = await search({ perPage: 50, page: 1 });
    const p2 = await search({ perPage: 50, page: 2 });
    expect(p1.results.some((w) => p2.results.some((x) => x.id === w.id))).toBe(false);
    const seen = new Set<string>();
    let cursor: string | null = '*';
    let pages = 0;
    while (cursor) {
      const page = await search({ perPage: 100, cursor });
      page.results.forEach((w) => seen.add(w.id));
      expect(page.meta.page).toBeNull();
      cursor = page.meta.next_cursor;
      pages += 1;
    }
    expect(seen.size).toBe(SAMPLE_LIBRARY_SIZE);
    expect(pages).toBe(Math.ceil(SAMPLE_LIBRARY_SIZE / 100));
  });

  it('offers PDFs at our own address and recognises that address again', async () => {
    const work = (await search({ search: 'telemedicine', filter: { hasPdf: true } })).results[0]!;
    expect(work.best_pdf_url).toBe(libraryPdfUrl(BASE, work.id));
    expect(libraryIdFromUrl(BASE, work.best_pdf_url!)).toBe(work.id);
    expect(libraryIdFromUrl(BASE, `/api/research/library/${work.id}/pdf`)).toBe(work.id);
    expect(libraryIdFromUrl(BASE, `http://evil.example/api/research/library/${work.id}/pdf`)).toBeNull();
    expect(libraryIdFromUrl(BASE, `${BASE}/api/research/library/../x/pdf`)).toBeNull();
  });
});

describe('sample PDFs', () => {
  it('are generated on first use, stored once, and read back as the work', async () => {
    const id = works[10]!.id;
    const first = await ensureLibraryPdf({ database: tdb.database, storage }, id, null);
    expect(first).not.toBeNull();
    const again = await ensureLibraryPdf({ database: tdb.database, storage }, id, null);
    expect(again?.key).toBe(first?.key);
    const bytes = await getBytes(storage, first!.key);
    const pdf = createPdfExtractor({ workers: 1 });
    try {
      const text = await pdf.extract(bytes!);
      expect(text.pages).toBe(first!.pages);
      expect(text.text).toContain('1. Introduction');
      // the first page says it is a sample paper, before the abstract; references are marked illustrative
      const flat = text.text.replace(/\s+/g, ' ');
      expect(flat).toContain(SAMPLE_NOTICE);
      expect(flat.indexOf(SAMPLE_NOTICE)).toBeLessThan(flat.indexOf('Abstract'));
      expect(flat).toContain(REFERENCES_NOTE);
      expect(text.text.replace(/\s+/g, ' ')).toContain(works[10]!.title.split(':')[0]!.replace(/\s+/g, ' '));
      expect(text.quality.poor).toBe(false);
    } finally {
      await pdf.close();
    }
    const listed = (await search({ search: works[10]!.title })).results.find((w) => w.id === id);
    expect(listed?.pdf_filename).toBe(`${first!.key}.pdf`);
  });

  it('has none for works offered without a PDF, and none for unknown ids', async () => {
    const noPdf = works.find((w) => !w.hasPdf)!;
    expect(await ensureLibraryPdf({ database: tdb.database, storage }, noPdf.id, null)).toBeNull();
    expect(await ensureLibraryPdf({ database: tdb.database, storage }, 'SL99999', null)).toBeNull();
  });

  it('are warmed in the background up to a limit', async () => {
    expect(await warmSamplePdfs({ database: tdb.database, storage }, { limit: 3 })).toBe(3);
  });
});
