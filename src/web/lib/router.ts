/**
 * The web app's router: wouter (ADR 018), a router of about 3 KB gzip for routes that need no loaders or actions —
 * React Router cost 16 KB on every page. Components import routing from here; the few things wouter leaves out
 * (a `navigate` function, the location's hash, a key per navigation) are small hooks over the same history events.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';

export { Link, Redirect, Route, Router, Switch, useParams, useSearch, useSearchParams } from 'wouter';
export { useLocation };

export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/** A function that goes to `to` (a path with an optional search and hash), pushing or replacing the entry. */
export function useNavigate(): Navigate {
  const [, navigate] = useLocation();
  return useCallback<Navigate>((to, options) => navigate(to, options), [navigate]);
}

// wouter's browser location sends these events on every change (it wraps pushState and replaceState).
const LOCATION_EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;
let navigations = 0;

function subscribe(onChange: () => void): () => void {
  const listener = () => {
    navigations += 1;
    onChange();
  };
  for (const type of LOCATION_EVENTS) window.addEventListener(type, listener);
  return () => {
    for (const type of LOCATION_EVENTS) window.removeEventListener(type, listener);
  };
}

/** The location's hash ('#pricing' or ''); '' while rendering on the server. */
export function useLocationHash(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
}

/**
 * A number that changes on every navigation, even to the address already shown (a second click on 'Pricing'
 * scrolls to the prices again). Several mounted users each count the same event, so only its changes matter.
 */
export function useNavigationKey(): number {
  return useSyncExternalStore(
    subscribe,
    () => navigations,
    () => 0,
  );
}
