import { useSyncExternalStore } from 'react';
import { closeOtherTabs, closeTab, normalizeTabs, openTab } from './tabs';

/** Opened tabs live in sessionStorage: kept over a reload, gone with the browser tab or a sign-out. */
const KEY = 'tabs';

function load(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return normalizeTabs(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return normalizeTabs([]);
  }
}

let tabs: string[] = load();
const listeners = new Set<() => void>();

function set(next: string[]): void {
  if (next.length === tabs.length && next.every((path, i) => path === tabs[i])) return;
  tabs = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(tabs));
  } catch {
    // storage unavailable: tabs live in memory only
  }
  listeners.forEach((listener) => listener());
}

export const tabsStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): string[] => tabs,
  open: (path: string) => set(openTab(tabs, path)),
  /** Returns the path to show next. */
  close(path: string, active: string): string {
    const result = closeTab(tabs, path, active);
    set(result.tabs);
    return result.next;
  },
  closeOthers: (keep: string) => set(closeOtherTabs(tabs, keep)),
  clear: () => set(normalizeTabs([])),
};

export function useTabs(): string[] {
  return useSyncExternalStore(tabsStore.subscribe, tabsStore.get);
}
