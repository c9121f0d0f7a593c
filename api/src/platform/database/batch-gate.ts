import DataLoader from 'dataloader';

/**
 * Natural batching for a DataLoader (its `batchScheduleFn`) that reads from the database: a
 * batch is sent on the next turn of the event loop while fewer than `limit` batches of this
 * loader are in the database, otherwise when one of them comes back. A request alone waits for
 * no one; under a burst each batch gathers the requests that came in while the previous ones
 * were in the database, so the number of statements follows the database's pace instead of
 * the number of requests (the same idea as a group commit).
 *
 * `batchedReads` makes such a loader; the API's use one batch in the database at a time.
 */
export class BatchGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** DataLoader's `batchScheduleFn`. */
  readonly schedule = (dispatch: () => void): void => {
    this.waiting.push(dispatch);
    if (this.running < this.limit) setImmediate(() => this.next());
  };

  /** Runs a batch's read, counted as in the database until it settles. */
  async run<T>(read: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await read();
    } finally {
      this.running -= 1;
      this.next();
    }
  }

  /** Dispatches waiting batches while there is room (a dispatch calls `run` at once). */
  private next(): void {
    while (this.running < this.limit) {
      const dispatch = this.waiting.shift();
      if (!dispatch) return;
      dispatch();
    }
  }
}

/**
 * A DataLoader without a cache (every request reads the database afresh) whose batches a
 * `BatchGate` of `limit` dispatches: `read` answers a batch of keys, one value or Error per key.
 */
export function batchedReads<K, V>(
  read: (keys: readonly K[]) => Promise<(V | Error)[]>,
  limit = 1,
): DataLoader<K, V> {
  const gate = new BatchGate(limit);
  return new DataLoader<K, V>((keys) => gate.run(() => read(keys)), {
    cache: false,
    maxBatchSize: 1000,
    batchScheduleFn: gate.schedule,
  });
}
