/**
 * React 19 has `useSyncExternalStore`: the package wouter imports for React 17 (`use-sync-external-store/shim`) is
 * aliased here (vite.config.ts), so its CommonJS shim stays out of every page's JavaScript.
 */
export { useSyncExternalStore } from 'react';
