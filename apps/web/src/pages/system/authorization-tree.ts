import type { AuthorizationNode } from '../../api/system';

/**
 * What a role holds in the Authorization tree. The server lists exactly the menus it is sent, and
 * a granted page needs its directories to be reached, so:
 * - checking a node checks its ancestors (a button brings its page and directory) and everything below;
 * - unchecking a node unchecks everything below, and a directory left with nothing checked below;
 * - a page stays checked without buttons (the screen, without its actions).
 */

export interface TreeIndex {
  parent: Map<string, string | null>;
  children: Map<string, string[]>;
  kind: Map<string, AuthorizationNode['kind']>;
  /** Every id, depth first (the tree's own order). */
  order: string[];
}

export function indexTree(nodes: readonly AuthorizationNode[]): TreeIndex {
  const index: TreeIndex = { parent: new Map(), children: new Map(), kind: new Map(), order: [] };
  const walk = (list: readonly AuthorizationNode[], parent: string | null) => {
    for (const node of list) {
      index.parent.set(node.id, parent);
      index.children.set(
        node.id,
        node.children.map((c) => c.id),
      );
      index.kind.set(node.id, node.kind);
      index.order.push(node.id);
      walk(node.children, node.id);
    }
  };
  walk(nodes, null);
  return index;
}

function ancestors(index: TreeIndex, id: string): string[] {
  const out: string[] = [];
  for (let p = index.parent.get(id) ?? null; p; p = index.parent.get(p) ?? null) out.push(p);
  return out;
}

function descendants(index: TreeIndex, id: string): string[] {
  const out: string[] = [];
  const walk = (node: string) => {
    for (const child of index.children.get(node) ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(id);
  return out;
}

/** The role's stored menus as a checked set: only ids still in the tree, with their ancestors. */
export function initialChecked(index: TreeIndex, menuIds: readonly string[]): Set<string> {
  const checked = new Set<string>();
  for (const id of menuIds) {
    if (!index.parent.has(id)) continue;
    checked.add(id);
    for (const a of ancestors(index, id)) checked.add(a);
  }
  return checked;
}

export function checkNode(index: TreeIndex, checked: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(checked);
  for (const x of [id, ...ancestors(index, id), ...descendants(index, id)]) next.add(x);
  return next;
}

export function uncheckNode(index: TreeIndex, checked: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(checked);
  for (const x of [id, ...descendants(index, id)]) next.delete(x);
  for (const a of ancestors(index, id)) {
    const anyBelow = descendants(index, a).some((d) => next.has(d));
    if (index.kind.get(a) === 'directory' && !anyBelow) next.delete(a);
  }
  return next;
}

/**
 * How the tree shows the set: a checked node with something unchecked below it is half-checked
 * (clicking it then checks all below), the others checked.
 */
export function displayKeys(index: TreeIndex, checked: ReadonlySet<string>): { checked: string[]; halfChecked: string[] } {
  const full: string[] = [];
  const half: string[] = [];
  for (const id of index.order) {
    if (!checked.has(id)) continue;
    if (descendants(index, id).every((d) => checked.has(d))) full.push(id);
    else half.push(id);
  }
  return { checked: full, halfChecked: half };
}

/** The ids to send, in tree order (stable, so an unchanged selection compares equal). */
export function selectedIds(index: TreeIndex, checked: ReadonlySet<string>): string[] {
  return index.order.filter((id) => checked.has(id));
}

export function sameSelection(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}
