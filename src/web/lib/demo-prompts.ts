/**
 * Demo prompt usage signals, shared by the api client (which reads the response header) and whatever sends
 * AI prompts (which reports each use). The demo state listens and re-syncs with the server (spec 1 §4).
 * No imports on purpose: this module is part of the landing page's first bundle.
 */

/** The response header with the demo's prompts-used count (DEMO_PROMPTS_USED_HEADER in shared/schemas/demo). */
export const PROMPTS_USED_HEADER = 'x-demo-prompts-used';
/** The request header naming the demo user (DEMO_USER_HEADER in shared/schemas/demo). */
export const DEMO_USER_ID_HEADER = 'x-demo-user-id';

/** `count` is the server's prompts-used figure when known, or null for "a prompt was just used". */
export type DemoPromptListener = (count: number | null) => void;

const listeners = new Set<DemoPromptListener>();

/** Call after an AI prompt of a demo user (count when the answer told it). */
export function reportDemoPromptUse(count: number | null = null): void {
  for (const listener of listeners) listener(count);
}

export function onDemoPromptUse(listener: DemoPromptListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
