import { DEFAULT_SHARD, isAppType, PASSWORD_CHANGE_REASONS, TOKEN_COOKIE_DAYS, type AppType, type MenuItem, type PasswordChangeReason } from '@kg/domain';
import { useSyncExternalStore } from 'react';
import { SESSION_COOKIES, SESSION_STORAGE } from './session-keys';
import { cookie, local, readJson } from './storage';

/** The signed-in state of spec section 3 that outlives a reload; user info lives in the query cache. */
export interface SessionState {
  token: string | null;
  shardNum: string;
  appType: AppType | null;
  /** The menu tree from login: the server has no menu call, so a reload rebuilds routes from this copy. */
  menus: MenuItem[];
  /** The spec's easyPassword flag, with its reason: while set, the password must be changed first. */
  passwordChange: PasswordChangeReason | null;
}

const isMenuList = (value: unknown): value is MenuItem[] => Array.isArray(value);

function parseAppType(raw: string | null): AppType | null {
  const value = raw === null ? NaN : Number(raw);
  return isAppType(value) ? value : null;
}

function parseReason(raw: string | null): PasswordChangeReason | null {
  return PASSWORD_CHANGE_REASONS.find((reason) => reason === raw) ?? null;
}

function load(): SessionState {
  const token = cookie.get(SESSION_COOKIES.token);
  return {
    token,
    shardNum: cookie.get(SESSION_COOKIES.shardNum) ?? local.get(SESSION_STORAGE.shardNum) ?? DEFAULT_SHARD,
    appType: token ? parseAppType(local.get(SESSION_STORAGE.appType)) : null,
    menus: token ? (readJson(SESSION_STORAGE.menus, isMenuList) ?? []) : [],
    passwordChange: token ? parseReason(local.get(SESSION_STORAGE.passwordChange)) : null,
  };
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  if ('token' in patch) cookie.set(SESSION_COOKIES.token, state.token, TOKEN_COOKIE_DAYS);
  if ('shardNum' in patch) {
    cookie.set(SESSION_COOKIES.shardNum, state.shardNum, TOKEN_COOKIE_DAYS);
    local.set(SESSION_STORAGE.shardNum, state.shardNum);
  }
  if ('appType' in patch) local.set(SESSION_STORAGE.appType, state.appType === null ? null : String(state.appType));
  if ('menus' in patch) local.set(SESSION_STORAGE.menus, state.menus.length ? JSON.stringify(state.menus) : null);
  if ('passwordChange' in patch) local.set(SESSION_STORAGE.passwordChange, state.passwordChange);
  listeners.forEach((listener) => listener());
}

export const session = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** First step of a login: the token, so that get_info can be called before routes change. */
  begin(token: string, shardNum: string, appType: AppType): void {
    update({ token, shardNum: shardNum || DEFAULT_SHARD, appType });
  },
  /** Last step of a login: menus (which rebuild the routes) and whether the password must be changed first. */
  complete(menus: MenuItem[], passwordChange: PasswordChangeReason | null): void {
    update({ menus, passwordChange });
  },
  /** The menu as the server gives it now (get_info): a kindergarten's service switched since sign-in shows without signing in again. */
  refreshMenus(menus: MenuItem[]): void {
    if (menus.length > 0 && JSON.stringify(menus) !== JSON.stringify(state.menus)) update({ menus });
  },
  passwordChanged(): void {
    update({ passwordChange: null });
  },
  /** Sign-out, 401, password change: token, access and menus go; the shard number stays as the default for the next login. */
  clear(): void {
    update({ token: null, appType: null, menus: [], passwordChange: null });
  },
  lastAppType: (): AppType | null => parseAppType(local.get(SESSION_STORAGE.lastAppType)),
  rememberAppType(appType: AppType): void {
    local.set(SESSION_STORAGE.lastAppType, String(appType));
  },
};

export function useSession<T>(select: (s: SessionState) => T): T {
  return useSyncExternalStore(session.subscribe, () => select(state));
}
