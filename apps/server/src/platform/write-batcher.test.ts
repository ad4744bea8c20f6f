import { describe, expect, it } from 'vitest';
import { currentScope, runInScope } from './request-scope.js';
import { WriteBatcher } from './write-batcher.js';

/** A write held open until released, to see what gathers behind it. */
function heldWrites<V>() {
  const batches: Array<Array<readonly [string, V]>> = [];
  const releases: Array<(error?: Error) => void> = [];
  const scopes: unknown[] = [];
  const write = (batch: ReadonlyArray<readonly [string, V]>) =>
    new Promise<void>((resolve, reject) => {
      batches.push([...batch]);
      scopes.push(currentScope());
      releases.push((error) => (error ? reject(error) : resolve()));
    });
  return { batches, releases, scopes, write };
}

const settled = (promise: Promise<unknown>) => {
  const state = { done: false, error: undefined as unknown };
  promise.then(
    () => (state.done = true),
    (error: unknown) => ((state.done = true), (state.error = error)),
  );
  return state;
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WriteBatcher: group commit of last values', () => {
  it('writes a call of a quiet moment at once, and gathers the calls meanwhile into one next batch, each answered after its own commit', async () => {
    const held = heldWrites<number>();
    const batcher = new WriteBatcher<string, number>(held.write, { merge: (a, b) => Math.max(a, b) });
    const first = settled(batcher.submit('a', 1));
    await tick();
    expect(held.batches).toEqual([[['a', 1]]]);

    const later = Array.from({ length: 30 }, (_, i) => settled(batcher.submit(`k${i % 10}`, i)));
    await tick();
    expect(held.batches).toHaveLength(1); // nothing more is written while the first batch is
    expect(first.done).toBe(false);

    held.releases[0]!();
    await tick();
    expect(first.done).toBe(true);
    expect(later.every((s) => !s.done)).toBe(true); // written, not yet committed
    expect(held.batches[1]).toEqual(Array.from({ length: 10 }, (_, i) => [`k${i}`, 20 + i]));

    held.releases[1]!();
    await tick();
    expect(later.every((s) => s.done && s.error === undefined)).toBe(true);
    expect(held.batches).toHaveLength(2);
  });

  it("rejects a failed batch's callers with its error, and the next batch is still written", async () => {
    const held = heldWrites<number>();
    const batcher = new WriteBatcher<string, number>(held.write);
    const failing = settled(batcher.submit('a', 1));
    await tick();
    const next = settled(batcher.submit('b', 2));
    held.releases[0]!(new Error('disk full'));
    await tick();
    expect(failing.error).toEqual(new Error('disk full'));
    expect(held.batches[1]).toEqual([['b', 2]]);
    held.releases[1]!();
    await tick();
    expect(next).toEqual({ done: true, error: undefined });
  });

  it('keeps batches to their size', async () => {
    const held = heldWrites<number>();
    const batcher = new WriteBatcher<string, number>(held.write, { maxBatch: 4 });
    void batcher.submit('first', 0);
    await tick();
    const all = Array.from({ length: 10 }, (_, i) => batcher.submit(`k${i}`, i));
    for (let i = 0; i < 4; i++) {
      held.releases[i]!();
      await tick();
    }
    await Promise.all(all);
    expect(held.batches.map((b) => b.length)).toEqual([1, 4, 4, 2]);
  });

  it("is written outside the scope of the request that started it (a client gone away cancels no one else's write)", async () => {
    const held = heldWrites<number>();
    const bookkept = new WriteBatcher<string, number>(held.write, { bookkeeping: true });
    const signal = AbortSignal.abort();
    const done = runInScope({ requestId: 'req-1', signal }, () => bookkept.submit('a', 1));
    await tick();
    held.releases[0]!();
    await done;
    expect(held.scopes[0]).toEqual({ bookkeeping: true });
  });
});
