import type { AreaNode } from '../../api/system';

/** Loaded area children by parent code ('0' holds the provinces). */
export type AreaChildren = ReadonlyMap<string, readonly AreaNode[]>;

/**
 * A nested tree of the areas loaded so far, in any node shape (Cascader options, Tree nodes). A
 * node whose children are not loaded yet has none, so the lazy loader is asked for them.
 */
export function buildAreaTree<T>(loaded: AreaChildren, make: (area: AreaNode, children: T[] | undefined) => T, parentCode = '0'): T[] {
  return (loaded.get(parentCode) ?? []).map((area) => {
    const children = loaded.has(area.code) ? buildAreaTree(loaded, make, area.code) : undefined;
    return make(area, children);
  });
}

/** The parent codes whose children must be loaded to show an area's path ('0', province, city...). */
export function parentsToLoad(path: readonly AreaNode[]): string[] {
  return ['0', ...path.slice(0, -1).map((a) => a.code)];
}

export function isAreaCode(text: string): boolean {
  return /^\d{6}$/.test(text);
}
