import { expect } from 'vitest';
import type { Visitor } from './browser';

export interface EssayDraft {
  title: string;
  prompt: string;
  ideas: string[];
  thesis: string;
  phase: string;
}

/** An academic essay at `phase` with a prompt, ideas and a thesis, made through the API of the visitor's session. */
export async function createEssayViaApi(visitor: Visitor, draft: EssayDraft): Promise<string> {
  const headers = { origin: visitor.baseUrl };
  const created = await visitor.context.request.post('/api/essays', {
    data: { title: draft.title, prompt: draft.prompt },
    headers,
  });
  expect(created.status()).toBe(201);
  const { essay } = (await created.json()) as { essay: { id: string; version: number } };
  const patched = await visitor.context.request.patch(`/api/essays/${essay.id}`, {
    data: {
      version: essay.version,
      brainstorm_ideas: draft.ideas,
      thesis_statement: draft.thesis,
      current_phase: draft.phase,
    },
    headers,
  });
  expect(patched.status()).toBe(200);
  return essay.id;
}
