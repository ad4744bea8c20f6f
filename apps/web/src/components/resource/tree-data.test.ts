import { describe, expect, it } from 'vitest';
import type { TreeRecord } from '../../api/resource-api';
import type { AreaNode } from '../../api/system';
import { buildAreaTree, parentsToLoad } from './area-tree';
import { countNodes, filterTree, parentIds, subtreeIds } from './tree-data';

const tree: TreeRecord[] = [
  {
    id: 'a',
    sys: 8,
    children: [
      { id: 'a1', sys: 8, children: [] },
      { id: 'a2', sys: 8, children: [{ id: 'a21', sys: 8 }] },
    ],
  },
  { id: 'b', sys: 3, children: [] },
];

describe('tree helpers', () => {
  it('keeps matches with their ancestors and drops empty children', () => {
    expect(filterTree(tree, (n) => n.id === 'a21')).toEqual([{ id: 'a', sys: 8, children: [{ id: 'a2', sys: 8, children: [{ id: 'a21', sys: 8 }] }] }]);
    expect(filterTree(tree, (n) => n.sys === 3)).toEqual([{ id: 'b', sys: 3 }]);
  });

  it('keeps what lies below a match when asked (a name search shows a type with its values)', () => {
    expect(filterTree(tree, (n) => n.id === 'a2', true)).toEqual([{ id: 'a', sys: 8, children: [{ id: 'a2', sys: 8, children: [{ id: 'a21', sys: 8 }] }] }]);
    expect(filterTree(tree, (n) => n.id === 'a', true)[0]?.children?.map((c) => c.id)).toEqual(['a1', 'a2']);
  });

  it('finds a subtree, the branches and the size', () => {
    expect([...subtreeIds(tree, 'a2')].sort()).toEqual(['a2', 'a21']);
    expect(subtreeIds(tree, 'zz').size).toBe(0);
    expect(parentIds(tree)).toEqual(['a', 'a2']);
    expect(countNodes(tree)).toBe(5);
  });
});

describe('area tree', () => {
  const area = (code: string, parentCode: string, level: 1 | 2 | 3, isLeaf = false): AreaNode => ({ code, name: code, parentCode, level, isLeaf });

  it('nests the loaded levels and leaves unloaded ones without children', () => {
    const loaded = new Map([
      ['0', [area('310000', '0', 1), area('110000', '0', 1)]],
      ['310000', [area('310104', '310000', 2, true)]],
    ]);
    const nodes = buildAreaTree(loaded, (a, children) => ({ code: a.code, children }));
    expect(nodes).toEqual([
      { code: '310000', children: [{ code: '310104', children: undefined }] },
      { code: '110000', children: undefined },
    ]);
  });

  it('loads every level above an area to show its path', () => {
    expect(parentsToLoad([area('440000', '0', 1), area('440300', '440000', 2), area('440305', '440300', 3, true)])).toEqual(['0', '440000', '440300']);
  });
});
