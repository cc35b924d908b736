import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImportGraph } from '../../../../testing/static-imports';

const study = path.resolve(import.meta.dirname, '..');

/**
 * The study area is the workspace's first screen (its JavaScript is a budgeted bench figure, bench/landing-bundle.ts):
 * what only an answer, a panel beside the chat or a dialog needs loads on first use, not with it.
 */
describe("the study area's first screen", () => {
  const graph = staticImportGraph(path.join(study, 'components/study-area.tsx'));

  it('loads no stream reading and no answer sources (they load with the first answer)', () => {
    expect(graph).not.toContain(path.join(study, 'lib/sse.ts'));
    expect(graph).not.toContain('eventsource-parser');
    expect(graph).not.toContain(path.join(study, 'lib/citations.ts'));
  });

  it('loads no copy of the tools that load on first use (tools-messages.ts)', () => {
    expect(graph).not.toContain(path.join(study, 'tools-messages.ts'));
  });

  it('is followed through its imports (the chat window and the chat state are part of it)', () => {
    expect(graph).toContain(path.join(study, 'components/chat-window.tsx'));
    expect(graph).toContain(path.join(study, 'hooks/use-study-chat.ts'));
    expect(graph).toContain(path.join(study, 'messages.ts'));
    expect(graph).toContain('react');
  });
});
