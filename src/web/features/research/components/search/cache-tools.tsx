import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { researchCache } from '../../hooks/use-article-search';
import { RESEARCH_COPY } from '../../messages';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The modal's two developer buttons (spec 3 §2.1): a cache round trip, and this user's cache entries. */
export function CacheTools({ userId, essayId }: { userId: string; essayId: string }) {
  const [output, setOutput] = useState<string | null>(null);

  async function testCache() {
    const probe = `cache-test-${essayId}`;
    try {
      const cache = researchCache();
      const data = {
        domains: [],
        domainArticles: {},
        lastFilters: { yearFrom: null, yearTo: null },
        lastSort: 'relevance_score:desc' as const,
        lastSelectedDomain: null,
        lastAppliedFiltersDisplay: '',
        lastUpdated: Date.now(),
        source: null,
      };
      await cache.write(userId, probe, data);
      const back = await cache.read(userId, probe);
      await cache.remove(userId, probe);
      setOutput(back ? RESEARCH_COPY.cacheOkWroteRead : RESEARCH_COPY.cacheProblemTheTest);
    } catch (e) {
      setOutput(RESEARCH_COPY.cacheUnavailable(e instanceof Error ? e.message : String(e)));
    }
  }

  async function listEntries() {
    try {
      const entries = await researchCache().entries(userId);
      setOutput(
        entries.length === 0
          ? RESEARCH_COPY.noCacheEntries
          : entries
              .map(
                (e) =>
                  `${e.essayId === essayId ? RESEARCH_COPY.thisEssay : e.essayId}: ${kb(e.size)}, ${new Date(e.updatedAt).toLocaleString()}${e.fresh ? '' : RESEARCH_COPY.stale}`,
              )
              .join('\n'),
      );
    } catch (e) {
      setOutput(RESEARCH_COPY.cacheUnavailable(e instanceof Error ? e.message : String(e)));
    }
  }

  return (
    <div className="relative flex items-center gap-1">
      <Button
        size="sm"
        variant="ghost"
        className="text-xs text-muted-foreground"
        onClick={() => void testCache()}
      >
        {RESEARCH_COPY.testCache}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-xs text-muted-foreground"
        onClick={() => void listEntries()}
      >
        {RESEARCH_COPY.listEntries}
      </Button>
      {output !== null ? (
        <output className="absolute top-full right-0 z-10 mt-1 w-72 rounded-md border border-border bg-card p-2 text-xs whitespace-pre-wrap shadow-lg">
          {output}
          <button type="button" className="mt-1 block text-primary underline" onClick={() => setOutput(null)}>
            {RESEARCH_COPY.hide}
          </button>
        </output>
      ) : null}
    </div>
  );
}
