import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './router';
import { DocumentTitle, documentTitle } from '../lib/document-title';
import { APP_COPY } from '../lib/messages';
import { Redirect, Route } from '../lib/router';

type Props = { path?: string | RegExp; page?: string; children?: ReactNode } & Record<string, unknown>;

/** The React elements an element holds: its children and any element passed in another prop (checkoutReturn). */
function inner(element: ReactElement<Props>): ReactElement<Props>[] {
  const found: ReactElement<Props>[] = [];
  for (const [key, value] of Object.entries(element.props)) {
    if (key === 'children')
      Children.forEach(value as ReactNode, (child) => {
        if (isValidElement<Props>(child)) found.push(child);
      });
    else if (isValidElement<Props>(value)) found.push(value);
  }
  return found;
}

/** The elements under `element` down to (and including) the first Route on each branch. */
function routesUnder(element: ReactElement<Props>): ReactElement<Props>[] {
  return inner(element).flatMap((child) => (child.type === Route ? [child] : routesUnder(child)));
}

/** What a Route shows, as far as routing goes: the title page names it sets, the redirects it makes. */
function contents(element: ReactElement<Props>): { titles: Array<string | undefined>; redirects: number } {
  const found = { titles: [] as Array<string | undefined>, redirects: 0 };
  for (const child of inner(element)) {
    if (child.type === Route) continue;
    if (child.type === DocumentTitle) found.titles.push(child.props.page);
    if (child.type === Redirect) found.redirects += 1;
    const below = contents(child);
    found.titles.push(...below.titles);
    found.redirects += below.redirects;
  }
  return found;
}

interface Page {
  path: string;
  titles: string[];
}

/**
 * Every route that shows a page (a Route with no Route inside it), with its path and the document titles it sets;
 * and what a route holding other routes shows in their place (the public layout's route shows a member coming back
 * from the checkout the payment page, whichever public path they are on).
 */
function walkRoutes(): {
  pages: Page[];
  redirects: string[];
  instead: Array<{ path: string; titles: string[] }>;
} {
  const pages: Page[] = [];
  const redirects: string[] = [];
  const instead: Array<{ path: string; titles: string[] }> = [];
  const walk = (route: ReactElement<Props>, parent: string) => {
    const path = route.props.path === undefined ? `${parent} (any other)` : String(route.props.path);
    const nested = routesUnder(route);
    const { titles, redirects: redirecting } = contents(route);
    const named = titles.map((page) => documentTitle(page));
    if (nested.length > 0) {
      if (named.length > 0) instead.push({ path, titles: named });
    } else if (redirecting > 0 && titles.length === 0) redirects.push(path);
    else pages.push({ path, titles: named });
    for (const child of nested) walk(child, path);
  };
  for (const route of routesUnder(AppRoutes())) walk(route, '');
  return { pages, redirects, instead };
}

describe('the web router', () => {
  const found = walkRoutes();

  it('is walked whole: every route of spec 1 §2 is found', () => {
    const paths = found.pages.map((p) => p.path);
    for (const path of [
      '/terms',
      '/privacy',
      '/payment-success',
      '/pricing',
      '/demo',
      '/app',
      '/app/settings',
    ])
      expect(paths).toContain(path);
    expect(paths).toContain('/checkout/test/:id');
    // the public layout's own default route (the home page) and the one redirect (unknown paths go home)
    expect(paths.filter((p) => p.endsWith('(any other)'))).toHaveLength(1);
    expect(found.redirects).toEqual([' (any other)']);
  });

  it('gives every page its own non-empty document title', () => {
    const titleOf = new Map<string, string>();
    for (const page of found.pages) {
      const own = [...new Set(page.titles)];
      expect(own, page.path).toHaveLength(1);
      const title = own[0] ?? '';
      expect(title.trim(), page.path).not.toBe('');
      titleOf.set(page.path, title);
    }
    const titles = [...titleOf.values()];
    expect(new Set(titles).size, JSON.stringify(Object.fromEntries(titleOf), null, 2)).toBe(titles.length);
    expect(titleOf.get('/pricing')).toBe(documentTitle(APP_COPY.pages.pricing));
    // What a group route shows instead of its pages is one of those pages, under the same title.
    expect(found.instead).toHaveLength(1);
    expect(found.instead[0]?.titles).toEqual([titleOf.get('/payment-success')]);
    expect(titleOf.get('/app')).toBe(documentTitle(APP_COPY.pages.workspace));
  });

  it('names every page of APP_COPY.pages on some route', () => {
    const titles = new Set(found.pages.flatMap((p) => p.titles));
    for (const page of Object.values(APP_COPY.pages)) expect(titles).toContain(documentTitle(page));
  });
});
