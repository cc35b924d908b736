import { useState } from 'react';
import type { ResearchToolsProps } from '../../../lib/research-slot';
import { PdfViewerDialog } from './pdf/pdf-viewer-dialog';
import { SavedArticlesModal } from './saved/saved-articles-modal';
import { useDeferredRemoval } from './saved/use-deferred-removal';
import { SearchArticlesModal } from './search/search-articles-modal';
import type { OpenPdf } from './search/work-card';

/**
 * The research area of an open essay: the Search Academic Articles modal and the Saved Articles modal (spec 3
 * §2.1, §2.7), and the PDF viewer the search results open. The search keeps its results while the essay is open.
 */
export function ResearchTools({
  userId,
  essay,
  view,
  onViewChange,
  onArticleRemoval,
}: ResearchToolsProps & { userId: string }) {
  const [pdf, setPdf] = useState<OpenPdf | null>(null);
  const removal = useDeferredRemoval(essay.id, onArticleRemoval);
  const close = () => onViewChange(null);
  return (
    <>
      <SearchArticlesModal
        userId={userId}
        essay={essay}
        open={view === 'search'}
        onClose={close}
        onOpenPdf={setPdf}
        removing={removal.hidden}
        onKeep={removal.keep}
      />
      <SavedArticlesModal
        essay={essay}
        open={view === 'saved'}
        onClose={close}
        onFindArticles={() => onViewChange('search')}
        removal={removal}
      />
      <PdfViewerDialog
        open={pdf !== null}
        onClose={() => setPdf(null)}
        title={pdf?.title ?? ''}
        pdfUrl={pdf?.pdfUrl ?? null}
        originalUrl={pdf?.originalUrl ?? null}
        articleUrl={pdf?.articleUrl ?? null}
      />
    </>
  );
}

export default ResearchTools;
