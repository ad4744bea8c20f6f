import { rmSync } from 'node:fs';
import { ENDPOINTS, ENTITIES, PAGE_ALIASES, pickerPermissions } from '@kg/domain';
import { MENU_CATALOGUE } from '@kg/domain/menus/menu-catalogue';
import type { FastifyInstance } from 'fastify';
import { PATHS } from '../../../web/src/app/paths.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEMO_USERS } from '../db/seed/demo-data.js';
import { grantPermissions } from '../test/permissions.js';
import { call, openTestDatabase, signIn, testConfig } from '../test/test-app.js';
import type { Access } from './context.js';
import { PUBLIC, SIGNED_IN } from '../test/contract/open-routes.js';

/**
 * Every route the real app registers, generic and hand-written, taken from the app itself (a new
 * route is covered the moment it exists): each declares its access, and only the listed ones are open.
 * Who may call each route, and that another tenant's id answers as one that names nothing, is the
 * contract suites' (contract.routes.test.ts for the generic calls, endpoint-contract.routes.test.ts
 * for every other route, each of which must have its case there); here, the pickers.
 */
interface Route {
  method: string;
  url: string;
  access: Access | undefined;
}

/** Routes outside the API's access rules: the API's own description (swagger), public by design. */
const isApiDescription = (url: string) => url === '/docs' || url.startsWith('/docs/');

/** Accounts holding every permission any route declares (a picker of platform data still refuses them). */
const CALLERS = [
  { userName: 'demo-kig', org: 'KG0001', appType: 3 },
  { userName: 'demo-group', org: 'GR0001', appType: 4 },
  { userName: 'demo-inst', org: 'IN0001', appType: 6 },
] as const;

const routes: Route[] = [];
let app: FastifyInstance;
let close: () => Promise<void>;
const key = (r: Route) => `${r.method} ${r.url}`;
const permissionsOf = (a: Access | undefined) => (a && 'permission' in a ? [a.permission].flat() : []);

beforeAll(async () => {
  const { database, drop } = await openTestDatabase();
  const config = testConfig();
  app = await buildApp({ config, database, logger: false });
  await app.ready();
  for (const r of app.routeCatalogue) {
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: r.url, access: r.config?.access });
    }
  }
  close = async () => {
    await app.close();
    await drop();
    rmSync(config.storage.localDir, { recursive: true, force: true });
  };
  const db = database.db;
  const codes = [...new Set(routes.flatMap((r) => permissionsOf(r.access)))];
  for (const c of CALLERS) {
    await grantPermissions(db, c.org, c.appType, codes);
  }
}, 120_000);
afterAll(() => close());

const apiRoutes = () => routes.filter((r) => !isApiDescription(r.url));

describe('the route table', () => {
  it('holds every generic and hand-written route, each declaring its access', () => {
    expect(routes.length).toBeGreaterThan(200);
    for (const e of ENTITIES)
      expect(
        routes.some((r) => r.url === `/${e.area}/${e.name}/options`),
        e.name,
      ).toBe(true);
    const undeclared = routes.filter((r) => !r.access && !isApiDescription(r.url)).map(key);
    expect(undeclared).toEqual([]);
  });

  it('registers every endpoint declared in packages/domain at its path and method, with its access', () => {
    const registered = (e: (typeof ENDPOINTS)[number]) =>
      app.routeCatalogue.some((r) => r.url === e.path && [r.method].flat().includes(e.method) && JSON.stringify(r.config?.access) === JSON.stringify(e.access));
    expect(ENDPOINTS.length).toBeGreaterThan(30);
    expect(ENDPOINTS.filter((e) => !registered(e)).map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('opens to anyone only the listed public routes, and to any signed-in person only the listed ones', () => {
    const open = apiRoutes()
      .filter((r) => r.access && 'public' in r.access)
      .map(key)
      .sort();
    expect(open).toEqual(Object.keys(PUBLIC).sort());
    const signedIn = apiRoutes()
      .filter((r) => r.access && 'signedIn' in r.access)
      .map(key)
      .sort();
    expect(signedIn).toEqual(Object.keys(SIGNED_IN).sort());
  });

  // A page opened or reloaded by its address is a GET the server answers with the web app only when no
  // route has that path: a page at an API's path would show the API's JSON instead. The web router's
  // paths (apps/web/src/app/router/routes.tsx) are every system's menu pages, its own fixed paths
  // (sign-in, the password change, home, the error pages, the pages outside the layout) and the spec's
  // route names it leads to their pages: each read from the list the router itself is built from.
  it("gives no page of any system, nor any of the web router's own paths, the path of a GET route, so that its address opens the page", () => {
    const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
    const menuPages = Object.values(MENU_CATALOGUE)
      .flatMap((entries = []) => entries)
      .flatMap((entry) => (entry.href ? [entry.href.split('?')[0]!] : []));
    const fixed = Object.values(PATHS);
    const aliases = Object.keys(PAGE_ALIASES).map((name) => `/${name}`);
    expect(menuPages.length).toBeGreaterThan(100);
    expect(menuPages).toEqual(expect.arrayContaining(['/home', '/kigHome', '/message']));
    expect(fixed).toEqual(expect.arrayContaining(['/login', '/changePsd', '/home', '/401', '/500', '/preparePhoto']));
    expect(aliases).toEqual(expect.arrayContaining(['/stereo', '/noCheck']));
    expect([...new Set([...menuPages, ...fixed, ...aliases])].filter((path) => gets.has(path)).sort()).toEqual([]);
  });

  it('lets a picker answer only who may read its entity or edit a form that picks it', async () => {
    const wrong: string[] = [];
    for (const u of DEMO_USERS.filter((d) => d.password === 'Demo_1234')) {
      const token = await signIn(app, u.userName, u.appType);
      const info = (await call(app, token, { method: 'GET', url: '/sys/login/get_info' })).json<{ data: { permissions: string[] } }>();
      const held = new Set(info.data.permissions);
      for (const e of ENTITIES) {
        // Platform data (menus, dictionary, the log) is for platform staff whatever a role holds; a catalogue (directory) is picked by others too.
        const allowed = pickerPermissions(e).some((p) => held.has(p)) && (e.scope !== 'platform' || e.directory === true || u.org === 'platform');
        const res = await call(app, token, { method: 'GET', url: `/${e.area}/${e.name}/options` });
        if (res.statusCode !== (allowed ? 200 : 403)) wrong.push(`${u.userName} ${e.name}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
