import {
  load,
  paced,
  type PacedResult,
  loadStateful,
  manyMembers,
  memberJson,
  type LoadResult,
  type ProductServer,
  type StatefulLoadResult,
} from './support';

interface Writer {
  cookie: string;
  ip: string;
  clientId: string;
  essayId: string;
  version: number;
  saves: number;
}

const PARAGRAPH =
  'Safe nurse staffing shapes how often nurses can check on each patient, and studies across many hospitals link ' +
  'each additional patient per nurse to higher odds of death and readmission, so ratios deserve a place in policy. ';

/** What an autosave sends: the draft sections as typed so far (about 700 words), growing by a word each save. */
function draft(saves: number) {
  return {
    introduction: { content: PARAGRAPH.repeat(3) },
    body: { content: `${PARAGRAPH.repeat(12)}${'More '.repeat(saves % 200)}`.trim() },
    conclusion: { content: PARAGRAPH.repeat(3) },
  };
}

export interface AutosaveFigure {
  writers: number;
  /** Back to back: every writer saves again as soon as its previous save is answered. */
  patch: StatefulLoadResult;
  /** Every writer saving about once a second (`writers` saves per second in all, spread evenly). */
  paced: PacedResult;
  health: LoadResult;
  /** PATCH throughput ÷ GET /api/health throughput, same server, same connections, same run. */
  ratio: number;
  conflicts: number;
}

/**
 * Autosave at `writers` concurrent writers: each writer is a member with an essay of its own, saving it as the essay
 * editor does (`PATCH /api/essays/{id}` with the draft and the version it got back from its previous save), one save in
 * flight per writer, back to back. `GET /api/health` is measured on the same server with as many connections, for the
 * ratio the issue asks for.
 */
export async function autosaveLoad(
  server: ProductServer,
  writers: number,
  durationSec: number,
): Promise<AutosaveFigure> {
  const cookies = await manyMembers(server.url, writers, { subnet: 60 });
  const pool: Writer[] = [];
  for (const [i, cookie] of cookies.entries()) {
    const ip = `198.18.60.${i + 1}`;
    const created = await memberJson<{ essay: { id: string; version: number } }>(
      server.url,
      cookie,
      'POST',
      '/api/essays',
      { title: `Bench essay ${i + 1}` },
      ip,
    );
    if (created.status !== 201) throw new Error(`creating an essay answered ${created.status}`);
    pool.push({
      cookie,
      ip,
      clientId: `bench-tab-${i + 1}`,
      essayId: created.body.essay.id,
      version: created.body.essay.version,
      saves: 0,
    });
  }
  const free = [...pool];
  let conflicts = 0;
  const origin = server.url.replace('127.0.0.1', 'localhost');
  /** The writer's next autosave as the essay editor sends it: the draft and the version its last save returned. */
  const nextSave = (writer: Writer) => {
    writer.saves += 1;
    return {
      path: `/api/essays/${writer.essayId}`,
      headers: {
        'content-type': 'application/json',
        cookie: writer.cookie,
        'x-bench-client-ip': writer.ip,
        'x-client-id': writer.clientId,
        origin,
      },
      body: JSON.stringify({ version: writer.version, draft_sections: draft(writer.saves) }),
    };
  };
  const run = (seconds: number) =>
    loadStateful<Writer>(server.url, {
      connections: writers,
      durationSec: seconds,
      next: () => {
        // one save in flight per writer; only if an answer was lost (a connection reset) may a writer be taken twice,
        // which the server answers with a 409, counted below
        const writer = free.shift() ?? (pool[Math.floor(Math.random() * pool.length)] as Writer);
        return { item: writer, method: 'PATCH', ...nextSave(writer) };
      },
      done: (writer, status, body) => {
        if (status === 200 || status === 409) {
          if (status === 409) conflicts += 1;
          try {
            writer.version = (JSON.parse(body) as { essay: { version: number } }).essay.version;
          } catch {
            // keep the version it had
          }
        }
        free.push(writer);
      },
    });
  // writers whose save was still in flight when a run stopped never got their answer: read their version again
  const resync = async () => {
    await new Promise((r) => setTimeout(r, 300)); // saves the server was still finishing
    for (const writer of pool) {
      if (free.includes(writer)) continue;
      const current = await memberJson<{ essay: { version: number } }>(
        server.url,
        writer.cookie,
        'GET',
        `/api/essays/${writer.essayId}`,
        undefined,
        writer.ip,
      );
      writer.version = current.body.essay.version;
      free.push(writer);
    }
  };
  await run(1);
  await resync();
  conflicts = 0;
  const health = await load(`${server.url}/api/health`, { connections: writers, durationSec });
  const patch = await run(durationSec);
  await resync();
  // the same writers at the pace of people typing: the editor saves 800 ms after the last keystroke, so a writer
  // typing without pause saves about once a second; the writers' saves are spread over the second
  const steady = await paced({ rate: writers, durationSec, lanes: writers }, async (lane) => {
    const writer = pool[lane] as Writer;
    const save = nextSave(writer);
    const res = await fetch(`${server.url}${save.path}`, {
      method: 'PATCH',
      headers: save.headers,
      body: save.body,
    });
    const body = (await res.json()) as { essay?: { version: number } };
    if (res.status === 409) conflicts += 1;
    if (body.essay) writer.version = body.essay.version;
    return res.status;
  });
  return {
    writers,
    patch,
    paced: steady,
    health,
    ratio: patch.requestsPerSec / health.requestsPerSec,
    conflicts,
  };
}
