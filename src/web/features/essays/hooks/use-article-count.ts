import { useCallback, useState } from 'react';
import type { Essay } from '../../../../shared/schemas/essays';
import type { ArticleRemovalChange } from '../../../lib/research-slot';

type Removals = ReadonlyMap<string, 'pending' | 'removed'>;

/**
 * The Articles tile's count: the essay's saved articles without the ones the student has removed in the research
 * tools. A removal counts at once (the research screens hide the article at once too) and is counted back on Undo
 * or when the DELETE fails; once the server has removed it, it stays uncounted until the essay's own list (which
 * arrives with the essay's event) has dropped it, and is then forgotten, so saving that article again counts it.
 */
export function useArticleCount(savedArticles: Essay['saved_articles']) {
  const [removals, setRemovals] = useState<Removals>(() => new Map());

  const onArticleRemoval = useCallback((id: string, change: ArticleRemovalChange) => {
    setRemovals((current) => {
      if (change === 'restored' && !current.has(id)) return current;
      const next = new Map(current);
      if (change === 'restored') next.delete(id);
      else next.set(id, change);
      return next;
    });
  }, []);

  const listed = new Set(savedArticles.map((a) => String(a.id)));
  const done = [...removals].filter(([id, state]) => state === 'removed' && !listed.has(id));
  if (done.length > 0) {
    const next = new Map(removals);
    for (const [id] of done) next.delete(id);
    setRemovals(next);
  }

  const count = savedArticles.filter((a) => !removals.has(String(a.id))).length;
  return { count, onArticleRemoval };
}
