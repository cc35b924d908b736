/**
 * What the research feature runs at start and in the background (serve.ts calls startResearch after jobs.start()).
 * It seeds the sample library (when it is the scholarly index), generates missing sample PDFs in the background,
 * registers the Analyze All job and its resume sweep, prunes the OpenAlex cache, and resumes analysis runs a
 * restart interrupted.
 */
import type { AppDeps } from '../../context';
import type { Jobs } from '../../lib/jobs/jobs';
import { createScholarCache } from '../../lib/scholar/response-cache';
import {
  seedSampleLibrary,
  warmLibraryIndex,
  warmSamplePdfs,
} from '../../lib/scholar/sample-library/library';
import { ANALYSIS_JOB, resumeAnalysisRuns, runAnalysis } from './analysis-run.service';

export const ANALYSIS_RESUME_JOB = 'research-analysis-resume';
export const SCHOLAR_CACHE_PRUNE_JOB = 'research-cache-prune';

export async function registerResearchJobs(jobs: Jobs, deps: AppDeps, shutdown?: AbortSignal): Promise<void> {
  await jobs.register<{ essayId: string }>(ANALYSIS_JOB, async ({ essayId }) => {
    await runAnalysis(deps, essayId, shutdown ? { signal: shutdown } : {});
  });
  await jobs.register(
    ANALYSIS_RESUME_JOB,
    async () => {
      await resumeAnalysisRuns(deps);
    },
    { cron: '* * * * *' },
  );
  await jobs.register(
    SCHOLAR_CACHE_PRUNE_JOB,
    async () => {
      await createScholarCache(deps.database, deps.now).prune();
    },
    { cron: '41 * * * *' },
  );
}

export interface ResearchStartOptions {
  /**
   * Generate the sample PDFs not generated yet in the background (default false: each is generated on first use, in
   * about 0.1 s; rendering all 1,040 at start held the event loop for a render at a time for minutes and made every
   * request wait behind it).
   */
  warmPdfs?: boolean;
}

export async function startResearch(
  deps: AppDeps,
  jobs: Jobs,
  options: ResearchStartOptions = {},
): Promise<{ stop: () => void }> {
  const controller = new AbortController();
  if (deps.scholar.kind === 'sample') {
    const { written } = await seedSampleLibrary(deps.database);
    if (written > 0) deps.logger.info({ works: written }, 'sample library written');
    // the search index in memory, built in the background so that the first search does not build it
    void warmLibraryIndex(deps.database).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'sample library search index could not be built'),
    );
    if (options.warmPdfs === true) {
      void warmSamplePdfs(deps, { signal: controller.signal })
        .then((made) => {
          if (made > 0) deps.logger.info({ pdfs: made }, 'sample library PDFs generated');
        })
        .catch((error: unknown) =>
          deps.logger.warn({ err: error }, 'sample library PDFs could not be generated'),
        );
    }
  }
  await registerResearchJobs(jobs, deps, controller.signal);
  const resumed = await resumeAnalysisRuns(deps);
  if (resumed > 0) deps.logger.info({ runs: resumed }, 'analysis runs resumed');
  return {
    stop: () => {
      controller.abort();
      void deps.pdf.close();
    },
  };
}
