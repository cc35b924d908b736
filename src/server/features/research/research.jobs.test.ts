import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import { createJobs, type JobQueue, type Jobs } from '../../lib/jobs/jobs';
import { createLogger } from '../../lib/logger';
import { createLocalStorage } from '../../lib/storage/local-storage';
import { createPdfExtractor } from '../../lib/pdf/pdf-extractor';
import { allSampleWorks } from '../../lib/scholar/sample-library/generator';
import { libraryPdfUrl, seedSampleLibrary } from '../../lib/scholar/sample-library/library';
import { users } from '../../db/schema';
import { ANALYSIS_LEASE_MS, runAnalysis } from './analysis-run.service';
import { startResearch } from './research.jobs';

/** The instance's job queue: none before the simulated restart, pg-boss after it. */
const queue: JobQueue & { target: JobQueue | null } = {
  target: null,
  async send(name, data, options) {
    return this.target ? this.target.send(name, data, options) : null;
  },
};
let t: TestApp;
let dir: string;
let jobs: Jobs | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'smarty-research-jobs-'));
  t = await createTestApp(
    {},
    { storage: createLocalStorage(dir), pdf: createPdfExtractor({ workers: 1 }), jobs: queue },
  );
});
afterAll(async () => {
  await jobs?.stop();
  await t.deps.pdf.close();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('Analyze All across a restart (pg-boss)', () => {
  it('a run interrupted by a dying worker is resumed by the job system at start and finishes', async () => {
    const sample = allSampleWorks()
      .filter((w) => w.domain === 'Education' && w.hasPdf && w.isOa)
      .slice(0, 3);
    await seedSampleLibrary(t.deps.database, { works: sample });
    const res = await t.request('/api/accounts/register', {
      method: 'POST',
      json: registrationForm(),
      ip: '10.62.0.1',
    });
    const cookie = sessionCookie(res);
    const { user } = (await res.json()) as { user: { id: string } };
    await t.deps.database.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, user.id));
    const essay = (await (
      await t.request('/api/essays', {
        method: 'POST',
        cookie,
        json: { title: 'Schools', prompt: 'Does online learning improve student engagement?' },
      })
    ).json()) as {
      essay: { id: string };
    };
    const essayId = essay.essay.id;
    for (const w of sample) {
      t.clock.advance(1000);
      const saved = await t.request(`/api/essays/${essayId}/save-article`, {
        method: 'POST',
        cookie,
        json: {
          id: w.id,
          title: w.title,
          authors: w.authors.join(', '),
          year: w.publicationYear,
          bestPdfUrl: libraryPdfUrl('http://localhost:3999', w.id),
        },
      });
      expect(saved.status).toBe(200);
    }

    // Before the restart: the run starts, its worker analyses one article and dies.
    // Before the restart no job system runs: the queued job is lost with the dying instance.
    queue.target = null;
    const started = await t.request('/api/integrated-article-analysis/analyze-all', {
      method: 'POST',
      cookie,
      json: { essayId },
    });
    expect(started.status).toBe(200);
    await runAnalysis(t.deps, essayId, { stopAfter: 1 });

    // The restart: jobs start, research registers its job and resumes the run once the dead worker's lease ran out.
    t.clock.advance(ANALYSIS_LEASE_MS + 1000);
    jobs = createJobs(t.deps.database, createLogger('silent'), { pollingIntervalSeconds: 0.5 });
    await jobs.start();
    queue.target = jobs;
    await startResearch(t.deps, jobs, { warmPdfs: false });

    type State = { status: string; completedArticleIds: string[]; currentArticleIndex: number } | null;
    // the real job system polls every 0.5 s: wait for the run to complete (up to 20 s)
    const state = await vi.waitFor(
      async () => {
        const got = (await (
          await t.request(`/api/integrated-article-analysis/state/${essayId}`, { cookie })
        ).json()) as { analysisState: State };
        expect(got.analysisState?.status).toBe('completed');
        return got.analysisState;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(state).toMatchObject({
      status: 'completed',
      currentArticleIndex: 3,
      completedArticleIds: sample.map((w) => w.id),
    });
    const rows = await t.deps.database.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM pgboss.job WHERE name = 'research-analysis'",
    );
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(1);
  });
});
