import { fakeOpenAlexWork } from '../src/testing/openalex-fake';
import { normalizeOpenAlexWork } from '../src/server/lib/scholar/openalex-normalize';
import { SORT_OPTIONS, type WorksSort } from '../src/shared/research/filters';
import type { ScholarWork } from '../src/shared/schemas/research';
import { viewResults } from '../src/web/features/research/lib/result-view';
import { percentile } from './support';

export interface ViewTiming {
  sort: WorksSort;
  years: string;
  kept: number;
  medianMs: number;
  maxMs: number;
}

/** A small deterministic PRNG (mulberry32), so every run sorts the same works. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` works as the browser holds them: OpenAlex-shaped results (the OpenAlex fake's recorded shape, normalised by
 * the same code the server uses), with scores, citations and dates spread at random (some dates missing) and in
 * no particular order, so every sort has real work to do.
 */
export function loadedWorks(count: number): ScholarWork[] {
  const random = prng(20261122);
  const works: ScholarWork[] = [];
  for (let i = 0; i < count; i++) {
    const work = normalizeOpenAlexWork(fakeOpenAlexWork(i, true));
    if (!work) continue;
    const year = 1990 + Math.floor(random() * 36);
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
    const undated = random() < 0.02;
    works.push({
      ...work,
      relevance_score: Math.round(random() * 100_000) / 100,
      cited_by_count: Math.floor(random() ** 3 * 5_000),
      publication_year: undated ? null : year,
      publication_date: undated ? null : random() < 0.1 ? null : `${year}-${month}-${day}`,
    });
  }
  for (let i = works.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [works[i], works[j]] = [works[j] as ScholarWork, works[i] as ScholarWork];
  }
  return works;
}

/**
 * The result list's filter + sort (`viewResults`, the browser code) over `count` loaded works, for each sort with and
 * without year bounds: `runs` timed calls after a warm-up. Runs in Node's V8, the engine of Chromium.
 */
export function benchmarkResultView(count = 2000, runs = 60): ViewTiming[] {
  const works = loadedWorks(count);
  const bounds: Array<{ label: string; yearFrom: number | null; yearTo: number | null }> = [
    { label: 'all years', yearFrom: null, yearTo: null },
    { label: '2010–2020', yearFrom: 2010, yearTo: 2020 },
  ];
  const out: ViewTiming[] = [];
  for (const { value: sort } of SORT_OPTIONS) {
    for (const b of bounds) {
      const options = { sort, yearFrom: b.yearFrom, yearTo: b.yearTo };
      let kept = 0;
      for (let i = 0; i < 10; i++) kept = viewResults(works, options).length;
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        kept = viewResults(works, options).length;
        times.push(performance.now() - started);
      }
      out.push({ sort, years: b.label, kept, medianMs: percentile(times, 50), maxMs: Math.max(...times) });
    }
  }
  return out;
}
