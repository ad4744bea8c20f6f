import { useSyncExternalStore } from 'react';

/** Count of things loading that the top bar should show (page chunks); navigation adds its own. */
let pending = 0;
const listeners = new Set<() => void>();

function set(next: number): void {
  pending = Math.max(0, next);
  listeners.forEach((listener) => listener());
}

export const progress = {
  start: () => set(pending + 1),
  done: () => set(pending - 1),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useProgressPending(): boolean {
  return useSyncExternalStore(progress.subscribe, () => pending > 0);
}
