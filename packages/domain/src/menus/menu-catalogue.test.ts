import { describe, expect, it } from 'vitest';
import { PAGE_KEYS, isPageKey } from '../pages.js';
import { INTERNAL_PERMISSIONS, PERMISSION_CODES, isPermissionCode } from '../permissions.js';
import { MENU_CATALOGUE } from './menu-catalogue.js';

const systems = Object.entries(MENU_CATALOGUE).map(([appType, entries = []]) => ({ appType, entries }));
const all = systems.flatMap(({ appType, entries }) => entries.map((entry) => ({ appType, entry })));

describe('the menu catalogue', () => {
  it('gives every page a menu entry in some system', () => {
    const paged = new Set(all.map(({ entry }) => entry.componentUrl));
    expect(PAGE_KEYS.filter((key) => !paged.has(key))).toEqual([]);
  });

  it('names a real page and a real permission in every entry', () => {
    const wrong = all.filter(({ entry }) => {
      if (entry.kind === 'directory') return entry.componentUrl !== undefined || entry.permission !== undefined;
      const pageOk = entry.kind === 'page' ? isPageKey(entry.componentUrl ?? '') : entry.componentUrl === undefined;
      return !pageOk || !isPermissionCode(entry.permission ?? '');
    });
    expect(wrong).toEqual([]);
  });

  it('lists each system parent before child, each code once', () => {
    for (const { appType, entries } of systems) {
      const seen = new Set<string>();
      for (const entry of entries) {
        expect(seen.has(entry.code), `${appType} ${entry.code} twice`).toBe(false);
        if (entry.parent) expect(seen.has(entry.parent), `${appType} ${entry.code}: parent ${entry.parent} comes later`).toBe(true);
        seen.add(entry.code);
      }
    }
  });

  it('reaches every permission from some menu, or it is declared internal with its reason', () => {
    const granted = new Set<string | undefined>(all.map(({ entry }) => entry.permission));
    expect(PERMISSION_CODES.filter((code) => !granted.has(code) && !INTERNAL_PERMISSIONS[code])).toEqual([]);
    // An internal code that a menu grants is not internal: the declaration would be stale.
    const internal = Object.entries(INTERNAL_PERMISSIONS);
    expect(internal.filter(([code, reason]) => granted.has(code) || !reason?.trim())).toEqual([]);
  });
});
