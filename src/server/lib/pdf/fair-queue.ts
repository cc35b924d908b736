/**
 * A queue that is fair between owners (users): one FIFO lane per owner; the next item comes from the owner
 * served least recently (one never served first), and an owner with a job in flight is skipped until it
 * finishes (one job in flight per owner). So one user's twenty PDFs, or one PDF that never ends, cannot keep
 * another user's PDF waiting behind them.
 *
 *   const queue = new FairQueue<Job>();
 *   queue.push('user-a', job);
 *   const next = queue.take(busyOwners); // { owner, item } | undefined
 */
export class FairQueue<T> {
  /** Per owner: waiting items and when it was last served (0: never). Kept while the owner is busy. */
  private readonly lanes = new Map<string, { items: T[]; lastServed: number }>();
  private tick = 0;

  get size(): number {
    let n = 0;
    for (const lane of this.lanes.values()) n += lane.items.length;
    return n;
  }

  push(owner: string, item: T): void {
    const lane = this.lanes.get(owner);
    if (lane) lane.items.push(item);
    else this.lanes.set(owner, { items: [item], lastServed: 0 });
  }

  /** The oldest item of the owner served least recently among those not `busy`. */
  take(busy: ReadonlySet<string>): { owner: string; item: T } | undefined {
    let pick: string | undefined;
    let pickLane: { items: T[]; lastServed: number } | undefined;
    for (const [owner, lane] of this.lanes) {
      if (busy.has(owner)) continue;
      if (lane.items.length === 0) {
        this.lanes.delete(owner); // idle and nothing waiting: forget it
        continue;
      }
      if (!pickLane || lane.lastServed < pickLane.lastServed) {
        pick = owner;
        pickLane = lane;
      }
    }
    if (pick === undefined || !pickLane) return undefined;
    pickLane.lastServed = ++this.tick;
    return { owner: pick, item: pickLane.items.shift() as T };
  }

  /** Empties the queue and returns every waiting item. */
  drain(): T[] {
    const all = [...this.lanes.values()].flatMap((lane) => lane.items);
    this.lanes.clear();
    return all;
  }
}
