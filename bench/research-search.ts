import { VOCABULARY } from '../src/server/lib/scholar/sample-library/vocabulary';
import { buildWorksFilter } from '../src/shared/research/filters';
import { loadStateful, percentile, type ProductServer, type StatefulLoadResult } from './support';
import { SEARCH_LIMITS } from '../src/shared/limits';

export interface SearchFigure extends StatefulLoadResult {
  members: number;
  queries: number;
  /** One search at a time (the first pass over the queries is a warm-up). */
  alone: { p50Ms: number; maxMs: number; largestKb: number; meanKb: number };
}

/** Two searches per research domain, as the AI's domain detection writes them: a topic and a keyword of the domain. */
export function searchQueries(): string[] {
  return VOCABULARY.flatMap((d) => [d.topics[0]?.[0], d.topics[1]?.[1]]).filter((q): q is string =>
    Boolean(q),
  );
}

/**
 * `GET /api/research/works` as the search modal sends it (one batch: 200 per page, the always-on filters), over the
 * sample library, `connections` at a time, taking `cookies` (signed-in members) in turn: the search is limited per
 * member and minute, and each request carries one member's session.
 */
export async function searchLatency(
  server: ProductServer,
  cookies: readonly string[],
  options: { connections: number; durationSec: number },
): Promise<SearchFigure> {
  const queries = searchQueries();
  const filter = buildWorksFilter({});
  const members = cookies.map((cookie, i) => ({ cookie, ip: `198.19.0.${(i % 250) + 1}` }));
  let turn = 0;
  const request = () => {
    // members in turn, so the per-member limit is reached by none of them
    const member = members[turn % members.length];
    if (!member) throw new Error('no members');
    const search = queries[turn % queries.length] ?? '';
    turn += 1;
    const query = new URLSearchParams({
      search,
      per_page: String(SEARCH_LIMITS.batchSize),
      page: '1',
      filter,
    });
    return {
      item: member,
      method: 'GET',
      path: `/api/research/works?${query.toString()}`,
      headers: { cookie: member.cookie, 'x-bench-client-ip': member.ip },
    };
  };
  const run = (durationSec: number) =>
    loadStateful(server.url, {
      connections: options.connections,
      durationSec,
      next: request,
      done: () => undefined,
    });
  // one search at a time first: the time of a search on its own and the size of its answer
  const alone: number[] = [];
  let bytes = 0;
  let total = 0;
  for (let i = 0; i < 2 * queries.length; i++) {
    const { path, headers } = request();
    const started = performance.now();
    const res = await fetch(`${server.url}${path}`, { headers });
    const size = (await res.arrayBuffer()).byteLength;
    bytes = Math.max(bytes, size);
    if (i >= queries.length) total += size;
    if (!res.ok) throw new Error(`works search answered ${res.status}`);
    if (i >= queries.length) alone.push(performance.now() - started);
  }
  await run(1);
  const result = await run(options.durationSec);
  return {
    ...result,
    members: cookies.length,
    queries: queries.length,
    alone: {
      p50Ms: percentile(alone, 50),
      maxMs: Math.max(...alone),
      largestKb: bytes / 1024,
      meanKb: total / queries.length / 1024,
    },
  };
}
