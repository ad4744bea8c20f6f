import type { MenuItem } from '@kg/domain';
import { useSyncExternalStore } from 'react';
import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../navigation';
import { session } from '../session/session-store';
import { buildRoutes } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The router and a version to key RouterProvider with, so a new router gets a fresh provider. */
export interface CurrentRouter {
  router: AppRouter;
  version: number;
}

/**
 * Routes come from the login menu, so the router is rebuilt whenever the menu changes (login, logout,
 * 401); the new router starts at the current URL and the guard takes it from there.
 */
let current: CurrentRouter | null = null;
let builtFrom: readonly MenuItem[] = [];
const listeners = new Set<() => void>();

function create(menus: readonly MenuItem[], version: number): CurrentRouter {
  builtFrom = menus;
  const router = createBrowserRouter(buildRoutes(menus));
  setNavigator((to) => void router.navigate(to, { replace: true }));
  return { router, version };
}

function snapshot(): CurrentRouter {
  current ??= create(session.get().menus, 0);
  return current;
}

session.subscribe(() => {
  const { menus } = session.get();
  if (!current || menus === builtFrom || (menus.length === 0 && builtFrom.length === 0)) return;
  const previous = current;
  current = create(menus, previous.version + 1);
  previous.router.dispose();
  listeners.forEach((listener) => listener());
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppRouter(): CurrentRouter {
  return useSyncExternalStore(subscribe, snapshot);
}
