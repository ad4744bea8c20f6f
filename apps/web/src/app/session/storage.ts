import Cookies from 'js-cookie';

/** Small wrappers so a browser that refuses storage (private mode, quotas) never breaks the app. */
export const local = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // storage unavailable: the value lives in memory for this page only
    }
  },
};

export const cookie = {
  get: (key: string): string | null => Cookies.get(key) ?? null,
  set(key: string, value: string | null, days: number): void {
    if (value === null) Cookies.remove(key, { path: '/' });
    else Cookies.set(key, value, { expires: days, path: '/', sameSite: 'lax' });
  },
};

export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = local.get(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}
