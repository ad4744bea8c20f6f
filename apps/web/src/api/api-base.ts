/** localStorage key of the tester's override of the API base address (spec section 7). */
export const API_BASE_OVERRIDE_KEY = 'apiBase';

function storedOverride(): string {
  try {
    return globalThis.localStorage?.getItem(API_BASE_OVERRIDE_KEY)?.trim() ?? '';
  } catch {
    return '';
  }
}

/** The base address of every call, without a trailing slash; '' means the page's own origin. */
export function apiBase(): string {
  const base = storedOverride() || import.meta.env.VITE_API_BASE || '';
  return base.replace(/\/+$/, '');
}
