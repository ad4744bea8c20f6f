import type { MenuItem } from '@kg/domain';
import { matchPath } from 'react-router';
import { flattenMenus } from '../menu/menu-tree';
import { aliasTarget } from '../router/page-aliases';
import { PATHS } from '../paths';

/** The login address's parameter naming the page to return to after signing in. */
export const RETURN_PARAM = 'redirect';

/** Pages that are no destination to return to: where signing in leads anyway, or the sign-in screens. */
const NOT_A_RETURN: readonly string[] = [PATHS.root, PATHS.home, PATHS.login, PATHS.changePsd];

/** The login address that brings the person back to `target` (path, query and hash) once signed in. */
export function loginPathFor(target: string | null | undefined): string {
  const path = target?.split(/[?#]/)[0] ?? '';
  if (!target || NOT_A_RETURN.includes(path)) return PATHS.login;
  return `${PATHS.login}?${new URLSearchParams({ [RETURN_PARAM]: target }).toString()}`;
}

/** Where the browser is now, as a return target. */
export function currentLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * The page to open after signing in, from an untrusted return target: only a path of this app
 * (same origin, never another site however it is spelt) that the new session's menu routes to,
 * with its query and hash (a spec alias as its page's path); otherwise null, and the caller opens home.
 */
export function returnPathWithin(raw: string | null | undefined, menus: readonly MenuItem[], origin: string): string | null {
  if (!raw || !raw.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  // The parsed origin is the authority: '//host', '/\host' and tabs or newlines inside all leave it.
  if (url.origin !== new URL(origin).origin) return null;
  const routed = flattenMenus(menus).some((entry) => !entry.external && matchPath({ path: entry.path, end: true }, url.pathname));
  const path = routed ? url.pathname : aliasTarget(url.pathname, menus);
  return path ? `${path}${url.search}${url.hash}` : null;
}
