/**
 * Live essay changes: every write publishes `{id, version, deleted, origin}` on the realtime hub (small enough for
 * NOTIFY on any instance); each open event stream re-reads the essay for its owner and pushes it when its version
 * moved on. Reading rather than shipping the essay keeps large essays out of NOTIFY and keeps the owner check.
 */
import type { AppDeps } from '../../context';
import type { EssayEvent } from '../../../shared/schemas/essays';
import type { SseChannelSetup } from '../../lib/realtime/sse';
import { toEssay, type EssayRecord } from './essay-record';

export interface EssayChange {
  id: string;
  version: number;
  deleted: boolean;
  origin: string | null;
}

export const essayTopic = (id: string) => `essay:${id}`;

/**
 * Announces a committed change without holding up the answer to the write: on PostgreSQL the NOTIFY is a statement
 * and a commit of its own (with its WAL flush, under the cluster-wide lock every notifying commit takes), which the
 * saving tab does not need to wait for. Messages still leave in the order they were published (realtime.ts queues
 * them). A failed publish is logged, never turned into a failed save.
 */
export function publishEssayChange(deps: AppDeps, change: EssayChange): void {
  deps.realtime.publish(essayTopic(change.id), { ...change }).catch((error: unknown) => {
    deps.logger.warn({ err: error, essayId: change.id }, 'essay change could not be published');
  });
}

/**
 * The event stream of one essay for its owner (for `sseChannel`): `essay.ready` first (the current version), then
 * `essay.updated` with the whole essay after each change, or `essay.deleted`. `load` reads the owner's row including
 * soft-deleted ones (undefined when gone).
 */
export function essayEvents(
  deps: AppDeps,
  essayId: string,
  load: () => Promise<EssayRecord | undefined>,
): SseChannelSetup {
  return async (channel) => {
    const send = (event: EssayEvent) => channel.send(event);
    let lastVersion = 0;
    let deleted = false;
    let queue: Promise<void> = Promise.resolve();

    /** Re-reads the essay and sends what changed; runs one at a time, in order. */
    const refresh = (origin: string | null, first = false) => {
      queue = queue
        .then(async () => {
          if (channel.closed) return;
          const row = await load();
          if (channel.closed) return;
          if (!row) {
            if (!deleted) send({ type: 'essay.deleted', id: essayId, version: lastVersion, origin });
            channel.close();
            return;
          }
          if (first) {
            lastVersion = row.version;
            deleted = row.deletedAt !== null;
            send({ type: 'essay.ready', id: essayId, version: row.version });
            return;
          }
          if (row.version <= lastVersion) return;
          lastVersion = row.version;
          if (row.deletedAt) {
            if (!deleted) send({ type: 'essay.deleted', id: essayId, version: row.version, origin });
            deleted = true;
            return;
          }
          deleted = false;
          send({ type: 'essay.updated', essay: toEssay(row), origin });
        })
        .catch((error: unknown) => {
          deps.logger.warn({ err: error, essayId }, 'essay event stream could not read the essay');
        });
    };

    // Subscribe before reading the first state, so no change can fall between the two.
    const unsubscribe = await deps.realtime.subscribe(essayTopic(essayId), (message) => {
      const origin = message && typeof message.origin === 'string' ? message.origin : null;
      refresh(origin);
    });
    refresh(null, true);
    return unsubscribe;
  };
}
