import type { MenuItem } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { findTrail, flattenMenus, isExternalHref, joinPath, menuRouteSpecs } from './menu-tree';

function menu(id: string, href: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    parentId: '0',
    href,
    name: id,
    icon: '',
    isShow: 1,
    componentUrl: '',
    sort: 0,
    permission: '',
    subMenus: [],
    ...extra,
  };
}

const tree: MenuItem[] = [
  menu('school', '/school', {
    sort: 2,
    subMenus: [
      menu('notice', '/school/notice', { parentId: 'school', componentUrl: 'school/notice', sort: 2 }),
      menu('activity', 'activity', { parentId: 'school', componentUrl: 'school/activity', sort: 1 }),
      menu('detail', '/school/activity/detail', { parentId: 'school', isShow: 0, componentUrl: 'school/detail', sort: 3 }),
    ],
  }),
  menu('home', '/home', { componentUrl: 'home/index', sort: 1 }),
  menu('docs', 'https://example.com/docs', { sort: 3 }),
];

describe('isExternalHref', () => {
  it('treats a scheme or // as external', () => {
    expect(isExternalHref('https://a.b/c')).toBe(true);
    expect(isExternalHref('mailto:x@y.z')).toBe(true);
    expect(isExternalHref('//cdn.example.com/x')).toBe(true);
    expect(isExternalHref('/home')).toBe(false);
    expect(isExternalHref('activity')).toBe(false);
  });
});

describe('joinPath', () => {
  it('keeps absolute hrefs and joins relative ones to the parent', () => {
    expect(joinPath('/school', '/home')).toBe('/home');
    expect(joinPath('/school', 'activity')).toBe('/school/activity');
    expect(joinPath('', 'home')).toBe('/home');
    expect(joinPath('/a/', '/b//c/')).toBe('/b/c');
  });
});

describe('flattenMenus', () => {
  it('orders by sort, resolves paths and records ancestors', () => {
    const entries = flattenMenus(tree);
    expect(entries.map((e) => [e.item.id, e.path, e.ancestors])).toEqual([
      ['home', '/home', []],
      ['school', '/school', []],
      ['activity', '/school/activity', ['school']],
      ['notice', '/school/notice', ['school']],
      ['detail', '/school/activity/detail', ['school']],
      ['docs', 'https://example.com/docs', []],
    ]);
    expect(entries.find((e) => e.item.id === 'docs')?.external).toBe(true);
  });
});

describe('findTrail', () => {
  const entries = flattenMenus(tree);
  it('gives the path from the root to the page', () => {
    expect(findTrail(entries, '/school/notice').map((e) => e.item.id)).toEqual(['school', 'notice']);
    expect(findTrail(entries, '/home').map((e) => e.item.id)).toEqual(['home']);
  });
  it('includes hidden pages and is empty off the menu', () => {
    expect(findTrail(entries, '/school/activity/detail').map((e) => e.item.id)).toEqual(['school', 'detail']);
    expect(findTrail(entries, '/nowhere')).toEqual([]);
  });
});

describe('menuRouteSpecs', () => {
  it('makes pages of leaves, pass-through groups of parents, and skips external links', () => {
    expect(menuRouteSpecs(tree)).toEqual([
      { kind: 'page', id: 'home', path: '/home', componentUrl: 'home/index' },
      {
        kind: 'group',
        id: 'school',
        path: '/school',
        redirectTo: '/school/activity',
        children: [
          { kind: 'page', id: 'activity', path: '/school/activity', componentUrl: 'school/activity' },
          { kind: 'page', id: 'notice', path: '/school/notice', componentUrl: 'school/notice' },
          { kind: 'page', id: 'detail', path: '/school/activity/detail', componentUrl: 'school/detail' },
        ],
      },
    ]);
  });

  it('handles an empty menu', () => {
    expect(menuRouteSpecs([])).toEqual([]);
  });
});
