import { describe, expect, it } from '@jest/globals';
import type pino from 'pino';
import { TurnBatchedStream } from './logger.module.js';

/** What the batched stream hands to sonic-boom. */
function recordingOut() {
  const calls: string[] = [];
  const out = {
    write: (s: string) => {
      calls.push(`write:${s}`);
      return true;
    },
    flush: (cb?: (err?: Error) => void) => {
      calls.push('flush');
      cb?.();
    },
    flushSync: () => {
      calls.push('flushSync');
    },
  };
  return { calls, out: out as unknown as ReturnType<typeof pino.destination> };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('log lines of one turn of the event loop', () => {
  it('go out as one write at the end of the turn, in order; a later turn gets its own', async () => {
    const { calls, out } = recordingOut();
    const stream = new TurnBatchedStream(out);
    stream.write('a\n');
    stream.write('b\n');
    stream.write('c\n');
    expect(calls).toEqual([]);
    await nextTurn();
    expect(calls).toEqual(['write:a\nb\nc\n']);
    stream.write('d\n');
    await nextTurn();
    await nextTurn();
    expect(calls).toEqual(['write:a\nb\nc\n', 'write:d\n']);
  });

  it('are written at once by flushSync (the exit path) and by flush, never twice', async () => {
    const { calls, out } = recordingOut();
    const stream = new TurnBatchedStream(out);
    stream.write('held\n');
    stream.flushSync();
    expect(calls).toEqual(['write:held\n', 'flushSync']);
    stream.write('more\n');
    const flushed = new Promise<void>((resolve) => stream.flush(() => resolve()));
    await flushed;
    await nextTurn();
    expect(calls).toEqual(['write:held\n', 'flushSync', 'write:more\n', 'flush']);
  });
});
