import type { MenuItem } from '@kg/domain';
import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { loadAreaWords, loadDictionary, loadPageWords } from '../../i18n';
import { loadAntd } from '../antd/load-antd';
import { RouteError } from '../errors/RouteError';
import { menuRouteSpecs, type RouteSpec } from '../menu/menu-tree';
import type { ErrorStatus } from '../errors/ErrorPage';
import { BootFallback } from '../progress/BootFallback';
import { PATHS } from '../paths';
import { RootFrame } from '../RootFrame';
import { redirectSignedIn, requireSession } from './guards';
import { aliasPaths } from './page-aliases';

/**
 * Each page and each frame is a chunk of its own, fetched when a route first needs it (the router waits
 * for it as for the guard): signing in loads neither the shell nor any page behind it.
 */
const lazyComponent = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/** Spec section 2's top-level pages: signed in, outside the layout, each its own chunk, all health's (its words wait with them). */
const STANDALONE_AREA = 'health';
const STANDALONE_PAGES = [
  { path: PATHS.preparePhoto, load: () => import('../../pages/health/photos/PhotoWallPage').then((m) => m.PhotoWallPage) },
  { path: PATHS.manualCheckPhotoDetail, load: () => import('../../pages/health/photos/ManualCheckPage').then((m) => m.ManualCheckPage) },
  { path: PATHS.historyMorningCheckPhotos, load: () => import('../../pages/health/photos/PhotoHistoryPage').then((m) => m.PhotoHistoryPage) },
  { path: PATHS.doctorMessagesDetail, load: () => import('../../pages/health/photos/MessageDetailPage').then((m) => m.MessageDetailPage) },
];

// The signed-in routes' parts (the shell, the page host, the error pages) are one chunk: see layout/shell.ts.
// The shell's words come with it (sign-in has only its own words), and a page's area's words with the
// page (i18n/areas/areas.ts): both awaited, so no screen behind sign-in renders before its words.
const shell = () => Promise.all([import('../layout/shell'), loadDictionary()]).then(([parts]) => parts);
const pageHost = (componentUrl: string) => async () => {
  const [{ PageHost }] = await Promise.all([shell(), loadPageWords(componentUrl)]);
  return { element: <PageHost componentUrl={componentUrl} /> };
};
const errorPage = (status: ErrorStatus) => async () => {
  const { ErrorPage } = await shell();
  return { element: <ErrorPage status={status} /> };
};

function toRoute(spec: RouteSpec): RouteObject {
  if (spec.kind === 'page') return { id: `menu:${spec.id}`, path: spec.path, lazy: pageHost(spec.componentUrl) };
  // A pathless pass-through view, so children may have any absolute path.
  const children = spec.children.map(toRoute);
  if (spec.redirectTo) children.unshift({ path: spec.path, element: <Navigate to={spec.redirectTo} replace /> });
  return { id: `menu:${spec.id}`, element: <Outlet />, children };
}

/** An alias of the spec's leads to its page's path, keeping the query and hash it was opened with. */
function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** The whole route table: fixed routes of spec section 2 plus those built from the login menu. */
export function buildRoutes(menus: readonly MenuItem[]): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootFrame />,
      errorElement: <RouteError />,
      HydrateFallback: BootFallback,
      children: [
        { path: PATHS.login, loader: redirectSignedIn, lazy: lazyComponent(() => import('../../pages/auth/LoginPage').then((m) => m.LoginPage)) },
        {
          // Every route but sign-in draws with antd: its provider and texts come with the first of them.
          id: 'antd',
          lazy: async () => ({ Component: (await loadAntd()).AntdFrame }),
          children: [
            { path: PATHS.changePsd, lazy: lazyComponent(() => import('../../pages/auth/ChangePasswordPage').then((m) => m.ChangePasswordPage)) },
            {
              id: 'standalone',
              loader: requireSession,
              shouldRevalidate: () => true,
              lazy: lazyComponent(() => Promise.all([import('../layout/StandaloneFrame'), loadDictionary(), loadAreaWords([STANDALONE_AREA])]).then(([m]) => m.StandaloneFrame)),
              children: STANDALONE_PAGES.map(({ path, load }) => ({ path, lazy: lazyComponent(load) })),
            },
            {
              id: 'signed-in',
              loader: requireSession,
              // Run the guard on every navigation, not only when this route first matches.
              shouldRevalidate: () => true,
              lazy: lazyComponent(() => shell().then((m) => m.ShellLayout)),
              children: [
                { path: PATHS.root, element: <Navigate to={PATHS.home} replace /> },
                ...menuRouteSpecs(menus).map(toRoute),
                ...aliasPaths(menus).map(({ from, to }) => ({ path: from, element: <AliasRedirect to={to} /> })),
                { path: PATHS.unauthorized, lazy: errorPage(401) },
                { path: PATHS.serverError, lazy: errorPage(500) },
                { path: '*', lazy: errorPage(404) },
              ],
            },
          ],
        },
      ],
    },
  ];
}
