import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../session/session-store';
import { findTrail, flattenMenus, type MenuEntry } from './menu-tree';

/** The signed-in user's menu, flattened with resolved paths. */
export function useMenuEntries(): MenuEntry[] {
  const menus = useSession((s) => s.menus);
  return useMemo(() => flattenMenus(menus), [menus]);
}

/** Menu entries from the root down to the current page (empty off the menu, e.g. a 404). */
export function useMenuTrail(): MenuEntry[] {
  const entries = useMenuEntries();
  const { pathname } = useLocation();
  return useMemo(() => findTrail(entries, pathname), [entries, pathname]);
}
