import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RESEARCH_MESSAGES as M } from '../../../../../shared/messages';
import type { SavedArticle } from '../../../../../shared/schemas/research';
import { researchApi } from '../../api/research-api';
import { researchKeys } from '../../lib/saved-view';

/** How long Undo is offered after Remove. */
export const UNDO_MS = 6_000;

/**
 * Remove with Undo that never loses data: the article is hidden at once but the DELETE is sent only when the
 * undo window has passed (or earlier when another article is removed, Analyze All starts, the screen goes away
 * or the page is left). Undo just shows it again, so its PDF, text, sections and analysis are untouched;
 * re-saving would have fetched and extracted everything anew and dropped the analysis.
 */
export function useDeferredRemoval(essayId: string) {
  const queryClient = useQueryClient();
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
        queryClient.setQueryData<{ success: boolean; articles: SavedArticle[] }>(
          researchKeys.savedArticles(essayId),
          (data) => (data ? { ...data, articles: data.articles.filter((a) => a.id !== article.id) } : data),
        );
        await queryClient.invalidateQueries({ queryKey: researchKeys.savedArticles(essayId) });
      } catch (e) {
        console.warn('Failed to remove article', e);
        setError(M.removeFailed);
      }
      // once the list is fresh (or the removal failed) the article is shown as the server has it
      show(article.id);
    },
    [essayId, queryClient, show],
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
      timerRef.current = window.setTimeout(flush, UNDO_MS);
    },
    [flush],
  );

  const undo = useCallback(() => {
    const article = pendingRef.current;
    if (!article) return;
    window.clearTimeout(timerRef.current);
    pendingRef.current = null;
    setPending(null);
    show(article.id);
  }, [show]);

  // Leaving the page: the request must outlive it.
  useEffect(() => {
    const onPageHide = () => {
      const article = pendingRef.current;
      if (!article) return;
      pendingRef.current = null;
      window.clearTimeout(timerRef.current);
      void fetch(
        `/api/essays/${encodeURIComponent(essayId)}/saved-articles/${encodeURIComponent(article.id)}`,
        {
          method: 'DELETE',
          credentials: 'same-origin',
          keepalive: true,
          headers: { Accept: 'application/json' },
        },
      ).catch(() => undefined);
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
        () => queryClient.invalidateQueries({ queryKey: researchKeys.savedArticles(essayId) }),
        (e: unknown) => console.warn('Failed to remove article', e),
      );
    },
    [essayId, queryClient],
  );

  return {
    /** The article whose removal can still be undone. */
    pending,
    hidden,
    error,
    dismissError: () => setError(null),
    remove,
    undo,
    flush,
  };
}
