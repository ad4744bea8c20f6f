import type { TreeRecord } from '../../api/resource-api';

/**
 * Tree helpers for tree entities (`.../tree` answers nested rows). Pure, so they are unit-tested.
 */

/**
 * Keeps the nodes that match and the ancestors of those that do, and (withDescendants: a name search)
 * everything below a match; drops empty `children`, so antd shows no expander there.
 */
export function filterTree(nodes: readonly TreeRecord[], keep: (node: TreeRecord) => boolean, withDescendants = false): TreeRecord[] {
  const out: TreeRecord[] = [];
  for (const node of nodes) {
    const matched = keep(node);
    const children = filterTree(node.children ?? [], matched && withDescendants ? () => true : keep, withDescendants);
    if (children.length > 0 || matched) {
      const { children: _children, ...rest } = node;
      out.push(children.length > 0 ? { ...rest, children } : rest);
    }
  }
  return out;
}

/** The node's own id and every id below it (a menu cannot move under itself or its descendants). */
export function subtreeIds(nodes: readonly TreeRecord[], id: string): Set<string> {
  const found = findNode(nodes, id);
  const ids = new Set<string>();
  const walk = (node: TreeRecord) => {
    ids.add(node.id);
    node.children?.forEach(walk);
  };
  if (found) walk(found);
  return ids;
}

export function findNode(nodes: readonly TreeRecord[], id: string): TreeRecord | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findNode(node.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

/** Ids of every node that has children, to expand a tree fully. */
export function parentIds(nodes: readonly TreeRecord[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...parentIds(n.children)] : []));
}

export function countNodes(nodes: readonly TreeRecord[]): number {
  return nodes.reduce((sum, n) => sum + 1 + countNodes(n.children ?? []), 0);
}
