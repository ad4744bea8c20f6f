import { DEFAULT_SHARD, isAppType, TOKEN_COOKIE_DAYS, type AppType, type MenuItem } from '@kg/domain';
import { useSyncExternalStore } from 'react';
import { cookie, local, readJson } from './storage';

/** The signed-in state of spec section 3 that outlives a reload; user info lives in the query cache. */
export interface SessionState {
  token: string | null;
  shardNum: string;
  appType: AppType | null;
  /** The menu tree from login: the server has no menu call, so a reload rebuilds routes from this copy. */
  menus: MenuItem[];
  easyPassword: boolean;
}

const KEYS = {
  token: 'token',
  shardNum: 'shardNum',
  appType: 'appType',
  menus: 'menus',
  easyPassword: 'easyPassword',
  lastAppType: 'lastAppType',
} as const;

const isMenuList = (value: unknown): value is MenuItem[] => Array.isArray(value);

function parseAppType(raw: string | null): AppType | null {
  const value = raw === null ? NaN : Number(raw);
  return isAppType(value) ? value : null;
}

function load(): SessionState {
  const token = cookie.get(KEYS.token);
  return {
    token,
    shardNum: cookie.get(KEYS.shardNum) ?? local.get(KEYS.shardNum) ?? DEFAULT_SHARD,
    appType: token ? parseAppType(local.get(KEYS.appType)) : null,
    menus: token ? (readJson(KEYS.menus, isMenuList) ?? []) : [],
    easyPassword: Boolean(token) && local.get(KEYS.easyPassword) === '1',
  };
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  if ('token' in patch) cookie.set(KEYS.token, state.token, TOKEN_COOKIE_DAYS);
  if ('shardNum' in patch) {
    cookie.set(KEYS.shardNum, state.shardNum, TOKEN_COOKIE_DAYS);
    local.set(KEYS.shardNum, state.shardNum);
  }
  if ('appType' in patch) local.set(KEYS.appType, state.appType === null ? null : String(state.appType));
  if ('menus' in patch) local.set(KEYS.menus, state.menus.length ? JSON.stringify(state.menus) : null);
  if ('easyPassword' in patch) local.set(KEYS.easyPassword, state.easyPassword ? '1' : null);
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
  /** Last step of a login: menus (which rebuild the routes) and the easy-password flag. */
  complete(menus: MenuItem[], easyPassword: boolean): void {
    update({ menus, easyPassword });
  },
  setEasyPassword(easyPassword: boolean): void {
    update({ easyPassword });
  },
  /** Sign-out, 401, password change: token, access and menus go; the shard number stays as the default for the next login. */
  clear(): void {
    update({ token: null, appType: null, menus: [], easyPassword: false });
  },
  lastAppType: (): AppType | null => parseAppType(local.get(KEYS.lastAppType)),
  rememberAppType(appType: AppType): void {
    local.set(KEYS.lastAppType, String(appType));
  },
};

export function useSession<T>(select: (s: SessionState) => T): T {
  return useSyncExternalStore(session.subscribe, () => select(state));
}
