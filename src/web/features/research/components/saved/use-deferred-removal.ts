import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RESEARCH_MESSAGES as M } from '../../../../../shared/messages';
import { normalizeWorkId } from '../../../../../shared/research/ids';
import type { SavedArticle } from '../../../../../shared/schemas/research';
import type { ArticleRemovalChange } from '../../../../lib/research-slot';
import { researchApi } from '../../api/research-api';
import { researchKeys } from '../../lib/saved-view';

/** How long Undo is offered after Remove. */
export const UNDO_MS = 6_000;

/**
 * Remove with Undo that never loses data: the article is hidden at once but the DELETE is sent only when the
 * undo window has passed (or earlier when another article is removed, Analyze All starts, the screen goes away
 * or the page is left). Undo just shows it again, so its PDF, text, sections and analysis are untouched;
 * re-saving would have fetched and extracted everything anew and dropped the analysis.
 *
 * One instance serves both research screens (ResearchTools): the Saved Articles list and the search results'
 * Saved marks read `hidden`, and `onChange` tells the essay so its article count drops at once and comes back on
 * Undo.
 */
export type DeferredRemoval = ReturnType<typeof useDeferredRemoval>;

export function useDeferredRemoval(
  essayId: string,
  onChange?: (articleId: string, change: ArticleRemovalChange) => void,
) {
  const queryClient = useQueryClient();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const report = useCallback(
    (id: string, change: ArticleRemovalChange) => onChangeRef.current?.(id, change),
    [],
  );
  const [pending, setPending] = useState<SavedArticle | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const pendingRef = useRef<SavedArticle | null>(null);
  const timerRef = useRef<number | undefined>(undefined);

  const show = useCallback((id: string) => {
    setHidden((h) => {
      if (!h.has(id)) return h;
      const next = new Set(h);
      next.delete(id);
      return next;
    });
  }, []);

  const commit = useCallback(
    async (article: SavedArticle) => {
      try {
        await researchApi.removeArticle(essayId, article.id);
        report(article.id, 'removed');
        queryClient.setQueryData<{ success: boolean; articles: SavedArticle[] }>(
          researchKeys.savedArticles(essayId),
          (data) => (data ? { ...data, articles: data.articles.filter((a) => a.id !== article.id) } : data),
        );
        await queryClient.invalidateQueries({ queryKey: researchKeys.savedArticles(essayId) });
      } catch (e) {
        console.warn('Failed to remove article', e);
        setError(M.removeFailed);
        report(article.id, 'restored');
      }
      // once the list is fresh (or the removal failed) the article is shown as the server has it
      show(article.id);
    },
    [essayId, queryClient, report, show],
  );

  /** Sends the waiting removal now. */
  const flush = useCallback(() => {
    const article = pendingRef.current;
    if (!article) return;
    window.clearTimeout(timerRef.current);
    pendingRef.current = null;
    setPending(null);
    void commit(article);
  }, [commit]);

  const remove = useCallback(
    (article: SavedArticle) => {
      flush();
      setError(null);
      pendingRef.current = article;
      setPending(article);
      setHidden((h) => new Set(h).add(article.id));
      report(article.id, 'pending');
      timerRef.current = window.setTimeout(flush, UNDO_MS);
    },
    [flush, report],
  );

  const undo = useCallback(() => {
    const article = pendingRef.current;
    if (!article) return;
    window.clearTimeout(timerRef.current);
    pendingRef.current = null;
    setPending(null);
    show(article.id);
    report(article.id, 'restored');
  }, [report, show]);

  /**
   * Save on a search result whose removal is waiting: Undo instead of saving it again, so the DELETE is never
   * sent and the article keeps its PDF, text and analysis. False when `workId` is not the one waiting.
   */
  const keep = useCallback(
    (workId: string): boolean => {
      const article = pendingRef.current;
      if (!article || normalizeWorkId(article.id) !== normalizeWorkId(workId)) return false;
      undo();
      return true;
    },
    [undo],
  );

  // Leaving the page: the request must outlive it.
  useEffect(() => {
    const onPageHide = () => {
      const article = pendingRef.current;
      if (!article) return;
      pendingRef.current = null;
      window.clearTimeout(timerRef.current);
      void researchApi.removeArticle(essayId, article.id, { keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [essayId]);

  // Unmounted (the research tools closed): send it now.
  useEffect(
    () => () => {
      const article = pendingRef.current;
      if (!article) return;
      pendingRef.current = null;
      window.clearTimeout(timerRef.current);
      void researchApi.removeArticle(essayId, article.id).then(
        () => {
          report(article.id, 'removed');
          return queryClient.invalidateQueries({ queryKey: researchKeys.savedArticles(essayId) });
        },
        (e: unknown) => {
          console.warn('Failed to remove article', e);
          report(article.id, 'restored');
        },
      );
    },
    [essayId, queryClient, report],
  );

  return {
    /** The article whose removal can still be undone. */
    pending,
    hidden,
    error,
    dismissError: () => setError(null),
    remove,
    undo,
    keep,
    flush,
  };
}
