import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { settled } from './site';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on what the page shows once its animations have finished and returns its violations, one line each
 * for readable failures. The script comes from the installed package and is evaluated through the DevTools protocol, so the page's
 * CSP (no inline scripts) stays as it is.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // a dialog or panel still fading in is checked at its final colours, not mid-animation
  await settled(page);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ target: unknown[] }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
  });
  return (violations as AxeViolation[]).map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.targets.slice(0, 5).join(', ')}`,
  );
}
