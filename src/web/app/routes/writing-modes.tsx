import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { ResearchToolsProvider, type ResearchToolsProps } from '../../lib/research-slot';
import { LoadingScreen } from './loading-screen';

const EssaysPanel = lazy(() =>
  import('../../features/essays/components/essays-panel').then((m) => ({ default: m.EssaysPanel })),
);
const ResearchTools = lazy(() => import('../../features/research/components/research-tools'));

/** The Academic and Creative panels (lazy: their code loads when a writing mode opens). */
export function renderWritingMode(mode: string) {
  if (mode !== 'academic' && mode !== 'creative') return null;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <EssaysPanel key={mode} mode={mode} />
    </Suspense>
  );
}

/** Gives the essay area the research tools of this user (their code loads when an essay opens research). */
export function WithResearch({ userId, children }: { userId: string; children: ReactNode }) {
  const tools = useMemo(
    () =>
      function UserResearchTools(props: ResearchToolsProps) {
        // Loaded on first use, then kept: a search keeps running and its results stay while the modal is closed.
        const [used, setUsed] = useState(false);
        if (props.view !== null && !used) setUsed(true);
        return !used && props.view === null ? null : (
          <Suspense fallback={null}>
            <ResearchTools userId={userId} {...props} />
          </Suspense>
        );
      },
    [userId],
  );
  return <ResearchToolsProvider value={tools}>{children}</ResearchToolsProvider>;
}
