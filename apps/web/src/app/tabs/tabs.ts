import { PATHS } from '../paths';

/** Opened pages by path; home is always first and cannot be closed. Pure, so the rules are tested. */
export type TabList = readonly string[];

export function normalizeTabs(tabs: TabList): string[] {
  return [PATHS.home, ...new Set(tabs.filter((path) => path !== PATHS.home))];
}

export function openTab(tabs: TabList, path: string): string[] {
  return normalizeTabs(tabs.includes(path) ? tabs : [...tabs, path]);
}

/** Closing the active tab moves to its left neighbour (home at worst). */
export function closeTab(tabs: TabList, path: string, active: string): { tabs: string[]; next: string } {
  const list = normalizeTabs(tabs);
  const index = list.indexOf(path);
  if (path === PATHS.home || index < 0) return { tabs: list, next: active };
  const rest = list.filter((p) => p !== path);
  const next = path === active ? (rest[index - 1] ?? PATHS.home) : active;
  return { tabs: rest, next };
}

export function closeOtherTabs(tabs: TabList, keep: string): string[] {
  return normalizeTabs(tabs.includes(keep) ? [keep] : []);
}
