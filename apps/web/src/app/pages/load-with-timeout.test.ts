import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithTimeout, PageLoadError } from './load-with-timeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadWithTimeout', () => {
  it('resolves with the loaded value', async () => {
    await expect(loadWithTimeout(() => Promise.resolve('page'), 1000)).resolves.toBe('page');
  });

  it('turns a failed load into a PageLoadError that is not a timeout', async () => {
    const error = await loadWithTimeout(() => Promise.reject(new TypeError('chunk')), 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageLoadError);
    expect((error as PageLoadError).timedOut).toBe(false);
    expect((error as PageLoadError).cause).toBeInstanceOf(TypeError);
  });

  it('rejects with a timeout when the load takes too long', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise<never>(() => undefined), 120_000);
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    vi.advanceTimersByTime(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(PageLoadError);
    expect((error as PageLoadError).timedOut).toBe(true);
  });
});
