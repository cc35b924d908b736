import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (storage …), read at render. A prerendered page shows `prerendered` while it
 * hydrates (what the build wrote), then the browser's value; a page rendered in the browser reads it at once.
 */
export function useClientValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(noSubscription, read, () => prerendered);
}
