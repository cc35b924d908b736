import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { researchApi, type CitationStyle, type CitationWork } from '../../api/research-api';
import { citationNodes } from '../../lib/citation-html';
import { CITATION_STYLE_LABELS } from '../../../../../shared/schemas/essays';
import { RESEARCH_COPY } from '../../messages';

/** Each style with its short name (copy buttons) and the label the whole product uses. */
const STYLES: ReadonlyArray<{ id: CitationStyle; name: string; label: string }> = [
  { id: 'apa', name: 'APA', label: CITATION_STYLE_LABELS.apa },
  { id: 'mla', name: 'MLA', label: CITATION_STYLE_LABELS.mla },
  { id: 'chicago', name: 'Chicago', label: CITATION_STYLE_LABELS.chicago },
];

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const t = window.setTimeout(() => setCopied(null), 2_000);
    return () => window.clearTimeout(t);
  }, [copied]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => void copy()}
      aria-label={RESEARCH_COPY.copyCitation(label)}
    >
      {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied === 'yes'
        ? RESEARCH_COPY.copied
        : copied === 'failed'
          ? RESEARCH_COPY.selectAndCopy
          : RESEARCH_COPY.copy}
    </Button>
  );
}

/** APA, MLA and Chicago (its author-date system) for one work, each with copy to clipboard (spec 3 §2.4). */
export function CitationDialog({
  work,
  title,
  onClose,
}: {
  work: CitationWork | null;
  title: string;
  onClose: () => void;
}) {
  const query = useQuery({
    queryKey: ['research', 'citations', work],
    queryFn: () => researchApi.citations(work ?? {}),
    enabled: work !== null,
    staleTime: Infinity,
  });
  return (
    <Dialog open={work !== null} onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent width="2xl">
        <DialogHeader>
          <DialogTitle>{RESEARCH_COPY.citeThisArticle}</DialogTitle>
          <DialogDescription>{title}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            {RESEARCH_COPY.formattingCitations}
          </p>
        ) : query.isError ? (
          <Alert>{errorMessage(query.error, RESEARCH_COPY.theCitationsCouldNot)}</Alert>
        ) : (
          <ul className="grid gap-4">
            {STYLES.map((s) => {
              const c = query.data.citations[s.id];
              return (
                <li key={s.id} className="grid gap-2 rounded-lg border border-border p-3">
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="text-sm font-semibold">{s.label}</h3>
                    <CopyButton text={c.text} label={s.name} />
                  </div>
                  <p className="text-sm leading-relaxed break-words select-all" data-style={s.id}>
                    {citationNodes(c.html)}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
