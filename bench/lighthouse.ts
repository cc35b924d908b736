// Issue 17: Lighthouse 13 (mobile, simulated throttling, its defaults) on the public pages, served by the built
// server. It drives Debian's Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium) through chrome-launcher.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigure {
  path: string;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  /** The audits of the four categories that did not pass (score below 0.9), for the log. */
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];

export async function lighthouseRun(baseUrl: string, paths: string[]): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const figures: LighthouseFigure[] = [];
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      // a run Lighthouse could not finish (e.g. no paint within its timeout on a loaded machine) scores 0: say why
      const runtimeError = result.lhr.runtimeError
        ? [`runtime error: ${result.lhr.runtimeError.message}`]
        : [];
      const failing = runtimeError.concat(
        Object.values(categories).flatMap((category) =>
          category.auditRefs
            .filter((ref) => ref.weight > 0)
            .map((ref) => audits[ref.id])
            .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
            .map((audit) => `${category.id}: ${audit?.id} (${audit?.displayValue ?? audit?.score})`),
        ),
      );
      figures.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        bestPractices: score('best-practices'),
        fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        failing,
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
