import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ESSAY_MESSAGES as M } from '../../../../shared/messages';
import type { EssayMode } from '../../../../shared/essays/options';
import { loadAcademicState, saveAcademicState } from '../lib/academic-state';
import { AcademicWorkspace } from './academic-workspace';
import { EssayList, essaysQueryKey } from './essay-list';
import { APP_COPY } from '../../../lib/messages';
import { ESSAYS_COPY } from '../messages';

const CreativeWorkspace = lazy(() =>
  import('./creative-workspace').then((m) => ({ default: m.CreativeWorkspace })),
);

const EMPTY = {
  academic: {
    mode: M.academicLabel,
    title: M.noEssaySelected,
    text: M.noAcademicEssaySelectedText,
    side: M.academicModeTitle,
    sideText: M.academicModeText,
  },
  creative: {
    mode: M.creativeLabel,
    title: M.noCreativeSelected,
    text: M.noCreativeSelectedText,
    side: M.creativeModeTitle,
    sideText: M.creativeModeText,
  },
} as const;

/** The Academic or Creative writing panel of the workspace (spec 2 §2.1, §2.5). */
export function EssaysPanel({ mode }: { mode: EssayMode }) {
  const queryClient = useQueryClient();
  const stateKey = mode === 'academic' ? 'currentEssayId' : 'creativeEssayId';
  const [selected, setSelected] = useState<string | null>(() => loadAcademicState()[stateKey]);
  const select = (id: string | null) => {
    setSelected(id);
    saveAcademicState({ [stateKey]: id });
    if (id === null) void queryClient.invalidateQueries({ queryKey: essaysQueryKey(mode) });
  };
  const t = EMPTY[mode];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6">
      {selected ? (
        mode === 'academic' ? (
          <AcademicWorkspace key={selected} essayId={selected} onClose={() => select(null)} />
        ) : (
          <Suspense fallback={<p className="py-10 text-center text-muted-foreground">{APP_COPY.loading}</p>}>
            <CreativeWorkspace key={selected} essayId={selected} onClose={() => select(null)} />
          </Suspense>
        )
      ) : (
        <div className="grid gap-6 py-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="grid content-start gap-6">
            <div>
              <h1 className="text-sm font-semibold tracking-wide text-primary uppercase">{t.mode}</h1>
              <h2 className="mt-1 text-2xl font-bold tracking-tight">{t.title}</h2>
              <p className="mt-1 text-muted-foreground">{t.text}</p>
            </div>
            <EssayList mode={mode} onOpen={(e) => select(e.id)} />
          </div>
          <aside
            aria-label={ESSAYS_COPY.writingMode}
            className="hidden rounded-xl border border-border bg-card p-5 lg:block lg:self-start"
          >
            <h2 className="font-semibold">{t.side}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t.sideText}</p>
          </aside>
        </div>
      )}
    </div>
  );
}

export default EssaysPanel;
