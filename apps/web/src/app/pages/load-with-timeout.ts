/** A page chunk that did not load (network, deploy) or took longer than allowed (spec section 8). */
export class PageLoadError extends Error {
  readonly timedOut: boolean;

  constructor(timedOut: boolean, options?: { cause?: unknown }) {
    super(timedOut ? 'Page load timed out' : 'Page failed to load', options);
    this.name = 'PageLoadError';
    this.timedOut = timedOut;
  }
}

export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadError(true)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new PageLoadError(false, { cause }));
      },
    );
  });
}
