import { describe, expect, it } from '@jest/globals';
import { batchedReads } from './batch-gate.js';

/** A loader whose reads stay "in the database" until released, recording each batch. */
function loaderWith(limit: number) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const failures = new Set<number>();
  const loader = batchedReads<number, number>(async (keys) => {
    batches.push([...keys]);
    await new Promise<void>((resolve) => pending.push(resolve));
    if (keys.some((k) => failures.has(k))) throw new Error('falhou');
    return keys.map((k) => k * 10);
  }, limit);
  /** Lets the oldest read in the database finish. */
  const release = async () => {
    pending.shift()?.();
    await turn();
  };
  return { loader, batches, release, failures, inDatabase: () => pending.length };
}

/** One turn of the event loop (a batch scheduled now is dispatched by then). */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('batchedReads (a DataLoader dispatched by a BatchGate)', () => {
  it('sends a load alone on the next turn, and the loads of one turn together', async () => {
    const { loader, batches, release } = loaderWith(2);
    const one = loader.load(1);
    await turn();
    expect(batches).toEqual([[1]]);
    await release();
    await expect(one).resolves.toBe(10);

    const together = [loader.load(2), loader.load(3), loader.load(4)];
    await turn();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await release();
    await expect(Promise.all(together)).resolves.toEqual([20, 30, 40]);
  });

  it('keeps at most `limit` batches in the database; what comes meanwhile waits as one batch', async () => {
    const { loader, batches, release, inDatabase } = loaderWith(2);
    const first = loader.load(1);
    await turn();
    const second = loader.load(2);
    await turn();
    expect(inDatabase()).toBe(2);

    // Three more turns of arrivals while both are in the database: nothing more is sent...
    const later = [loader.load(3)];
    await turn();
    later.push(loader.load(4));
    await turn();
    later.push(loader.load(5));
    await turn();
    expect(batches).toEqual([[1], [2]]);

    // ...until one comes back: then they go together.
    await release();
    expect(batches).toEqual([[1], [2], [3, 4, 5]]);
    await release();
    await release();
    await expect(Promise.all([first, second, ...later])).resolves.toEqual([10, 20, 30, 40, 50]);
    expect(inDatabase()).toBe(0);
  });

  it('a failed batch fails its own loads only and frees its place', async () => {
    const { loader, batches, release, failures } = loaderWith(1);
    failures.add(1);
    const failing = expect(loader.load(1)).rejects.toThrow('falhou');
    await turn();
    const waiting = loader.load(2);
    await turn();
    expect(batches).toEqual([[1]]);
    await release();
    await failing;
    expect(batches).toEqual([[1], [2]]);
    await release();
    await expect(waiting).resolves.toBe(20);
  });
});
