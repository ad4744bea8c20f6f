import { useSyncExternalStore } from 'react';

/** The operating system's or browser's "reduce motion" setting (WCAG 2.3.3). */
const QUERY = '(prefers-reduced-motion: reduce)';

// Without matchMedia (an old browser, a test's DOM) nothing is known: motion stays on.
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const reduced = () => media()?.matches ?? false;

/** Whether the person asked for less motion, followed as the setting changes while the app is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
