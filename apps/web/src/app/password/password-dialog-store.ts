import { useSyncExternalStore } from 'react';

/** Whether the user asked for the (normal mode) password dialog; forced mode follows the session flag. */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  open = next;
  listeners.forEach((listener) => listener());
}

export const passwordDialog = {
  open: () => set(true),
  close: () => set(false),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePasswordDialogRequested(): boolean {
  return useSyncExternalStore(passwordDialog.subscribe, () => open);
}
