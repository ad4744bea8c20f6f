import { describe, expect, it } from 'vitest';
import type { AuthorizationNode } from '../../api/system';
import { checkNode, displayKeys, indexTree, initialChecked, sameSelection, selectedIds, uncheckNode } from './authorization-tree';

const node = (id: string, kind: AuthorizationNode['kind'], children: AuthorizationNode[] = []): AuthorizationNode => ({
  id,
  name: id,
  kind,
  permission: kind === 'directory' ? '' : `p:${id}`,
  children,
});

// home (page); system (directory) > user (page) > add, edit (buttons); system > log (page) > export (button)
const tree = [
  node('home', 'page'),
  node('system', 'directory', [node('user', 'page', [node('user.add', 'button'), node('user.edit', 'button')]), node('log', 'page', [node('log.export', 'button')])]),
];
const index = indexTree(tree);
const set = (...ids: string[]) => new Set(ids);

describe('authorization tree', () => {
  it('checking a button checks its page and directory too', () => {
    expect(selectedIds(index, checkNode(index, set(), 'user.edit'))).toEqual(['system', 'user', 'user.edit']);
  });

  it('checking a page or directory checks everything below it', () => {
    expect(selectedIds(index, checkNode(index, set(), 'log'))).toEqual(['system', 'log', 'log.export']);
    expect(selectedIds(index, checkNode(index, set('home'), 'system'))).toEqual(['home', 'system', 'user', 'user.add', 'user.edit', 'log', 'log.export']);
  });

  it('unchecking a button keeps its page; unchecking the last page drops the empty directory', () => {
    const all = checkNode(index, set(), 'log');
    const noExport = uncheckNode(index, all, 'log.export');
    expect(selectedIds(index, noExport)).toEqual(['system', 'log']);
    expect(selectedIds(index, uncheckNode(index, noExport, 'log'))).toEqual([]);
  });

  it('unchecking a page keeps a directory that still holds another page', () => {
    const both = checkNode(index, checkNode(index, set(), 'log'), 'user');
    expect(selectedIds(index, uncheckNode(index, both, 'user'))).toEqual(['system', 'log', 'log.export']);
  });

  it('shows partly granted nodes as half-checked', () => {
    const checked = set('system', 'user', 'user.add');
    expect(displayKeys(index, checked)).toEqual({ checked: ['user.add'], halfChecked: ['system', 'user'] });
  });

  it('starts from the stored menus that still exist, with their ancestors', () => {
    expect(selectedIds(index, initialChecked(index, ['log.export', 'gone']))).toEqual(['system', 'log', 'log.export']);
  });

  it('compares selections regardless of order', () => {
    expect(sameSelection(set('a', 'b'), set('b', 'a'))).toBe(true);
    expect(sameSelection(set('a'), set('a', 'b'))).toBe(false);
  });
});
