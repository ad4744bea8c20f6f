import { rmSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { ENDPOINTS, ENTITIES, entityByName, linkByName, pickerPermissions } from '@kg/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { and, eq, isNotNull } from 'drizzle-orm';
import { seedCampus } from '../db/seed/campus-seed.js';
import { DEMO_USERS } from '../db/seed/demo-data.js';
import { students } from '../modules/campus/campus.tables.js';
import { organisations } from '../platform/tenancy/organization.table.js';
import { activatedGateMachine } from '../test/device-machine.js';
import { foreignHandles, foreignTenant, userWithoutPermissions } from '../test/foreign-tenant.js';
import { grantPermissions } from '../test/permissions.js';
import { call, openTestDatabase, signIn, testConfig } from '../test/test-app.js';
import { type IdInput, idInputs, sampleOf } from '../test/zod-sample.js';
import type { Access } from './context.js';
import { ResourceRegistry } from './resource/registry.js';
import { ENTITY_OPERATIONS } from '../test/contract/contract-world.js';
import { operationKey } from '../test/contract/operation.js';
import { PUBLIC, SIGNED_IN } from '../test/contract/open-routes.js';

/**
 * Every route the real app registers, generic and hand-written, taken from the app itself (a new
 * route is covered the moment it exists): each declares its access. The generic calls of declared
 * entities keep their contract in contract.routes.test.ts; here the others (hand-written routes and
 * links) are checked for who may call them, and that what a caller may not see answers exactly as
 * what does not exist.
 */
interface Route {
  method: string;
  url: string;
  access: Access | undefined;
  schema: { body?: z.ZodType; querystring?: z.ZodType } | undefined;
}

/** Routes outside the API's access rules: the API's own description (swagger), public by design. */
const isApiDescription = (url: string) => url === '/docs' || url.startsWith('/docs/');

/** Accounts that ask for others' ids, each holding every permission any route declares. */
const CALLERS = [
  { userName: 'demo-kig', org: 'KG0001', appType: 3 },
  { userName: 'demo-group', org: 'GR0001', appType: 4 },
  { userName: 'demo-inst', org: 'IN0001', appType: 6 },
] as const;

const routes: Route[] = [];
let app: FastifyInstance;
let close: () => Promise<void>;
let nobody: string;
let foreign: Map<string, string>;
/** A gate machine of KG0001, and the card of one of its children. */
let deviceToken: string;
let ownCard: string;
const tokens = new Map<string, string>();
const key = (r: Route) => `${r.method} ${r.url}`;
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, crypto.randomUUID()).replace('*', 'x/y.png');
const permissionsOf = (a: Access | undefined) => (a && 'permission' in a ? [a.permission].flat() : []);

beforeAll(async () => {
  const { database, drop } = await openTestDatabase();
  const config = testConfig();
  const registry = new ResourceRegistry();
  app = await buildApp({
    config,
    database,
    logger: false,
    resources: registry,
  });
  await app.ready();
  for (const r of app.routeCatalogue) {
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: r.url, access: r.config?.access, schema: r.schema as Route['schema'] });
    }
  }
  close = async () => {
    await app.close();
    await drop();
    rmSync(config.storage.localDir, { recursive: true, force: true });
  };
  const db = database.db;
  foreign = await foreignTenant(db, registry);
  // What a person or a machine names another kindergarten's data by: an upload, a check photo, a child's card and bracelet.
  await foreignHandles(db, foreign);
  deviceToken = await activatedGateMachine(app, db, 'ROUTE-0001');
  // Tests start without campus data: the machine's own children, so that a batch is about what it names.
  await seedCampus(db, ['KG0001']);
  const [own] = await db
    .select({ cardNo: students.cardNo })
    .from(students)
    .innerJoin(organisations, eq(organisations.id, students.kigId))
    .where(and(eq(organisations.code, 'KG0001'), isNotNull(students.cardNo)))
    .limit(1);
  ownCard = own!.cardNo!;
  await userWithoutPermissions(db, 'KG0001', 3, 'route-nobody', 'Nobody_1234');
  nobody = await signIn(app, 'route-nobody', 3, 'Nobody_1234');
  const codes = [...new Set(routes.flatMap((r) => permissionsOf(r.access)))];
  for (const c of CALLERS) {
    await grantPermissions(db, c.org, c.appType, codes);
    tokens.set(c.userName, await signIn(app, c.userName, c.appType));
  }
}, 120_000);
afterAll(() => close());

const apiRoutes = () => routes.filter((r) => !isApiDescription(r.url));
/** The routes the contract suite does not drive (yet): hand-written ones and links. */
const CONTRACT = new Set(ENTITY_OPERATIONS.flatMap((e) => e.operations.map(operationKey)));
const uncontracted = () => apiRoutes().filter((r) => !CONTRACT.has(key(r)));
const request = (r: Route, token: string | undefined, extra: Partial<InjectOptions> = {}) =>
  call(app, token, { method: r.method as 'GET', url: concrete(r.url), ...(r.method === 'GET' ? {} : { payload: {} }), ...extra });

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

  it('answers 401 to a call without a token, and to a device route without a device token', async () => {
    const wrong: string[] = [];
    for (const r of uncontracted()) {
      if (r.access && 'public' in r.access) continue;
      if ((await request(r, undefined)).statusCode !== 401) wrong.push(`${key(r)} without a token`);
      if (r.access && 'device' in r.access && (await request(r, nobody)).statusCode !== 401) wrong.push(`${key(r)} with a person's token`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers 403 to a signed-in session that lacks the route’s permission', async () => {
    const wrong: string[] = [];
    for (const r of uncontracted()) {
      if (permissionsOf(r.access).length === 0) continue;
      const res = await request(r, nobody);
      if (res.statusCode !== 403) wrong.push(`${key(r)}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('lets a picker answer only who may read its entity or edit a form that picks it', async () => {
    const wrong: string[] = [];
    for (const u of DEMO_USERS.filter((d) => d.password === 'Demo_1234')) {
      const token = await signIn(app, u.userName, u.appType);
      const info = (await call(app, token, { method: 'GET', url: '/sys/login/get_info' })).json<{ data: { permissions: string[] } }>();
      const held = new Set(info.data.permissions);
      for (const e of ENTITIES) {
        // Platform data (menus, dictionary, the log) is for platform staff whatever a role holds.
        const allowed = pickerPermissions(e).some((p) => held.has(p)) && (e.scope !== 'platform' || u.org === 'platform');
        const res = await call(app, token, { method: 'GET', url: `/${e.area}/${e.name}/options` });
        if (res.statusCode !== (allowed ? 200 : 403)) wrong.push(`${u.userName} ${e.name}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers another tenant’s id, path or reference byte for byte as one that names nothing', async () => {
    const differ: string[] = [];
    const unmapped: string[] = [];
    const unbuildable: string[] = [];
    const deviceCompared = new Set<string>();
    let compared = 0;
    for (const r of uncontracted()) {
      if (!r.access || 'public' in r.access) continue;
      const device = 'device' in r.access;
      const where = r.method === 'GET' ? 'querystring' : 'body';
      const schema = r.schema?.[where];
      for (const input of idInputs(schema)) {
        const field = input.at.join('.');
        for (const ref of referencesOf(r, input, device)) {
          if (ref === 'platform') continue;
          if (!ref.foreign) {
            unmapped.push(`${key(r)} ${field} (${ref.what})`);
            continue;
          }
          const base = sampleOf(schema);
          const callers = device ? [`Device ${deviceToken}`] : CALLERS.map((c) => `Bearer ${tokens.get(c.userName)}`);
          for (const authorization of callers) {
            const ask = async (id: string) => {
              const values = structuredClone(base);
              const holder = holderOf(values, input.at);
              holder[input.name] = input.list ? [id] : id;
              Object.assign(holder, ref.with);
              // A machine's batch names a person of its own kindergarten (else nothing is about the id) and a new record each time.
              const recordId = crypto.randomUUID();
              if (device && 'recordId' in holder) Object.assign(holder, { recordId }, input.name === 'credential' ? {} : { method: 'card', credential: ownCard });
              const headers = { authorization };
              const res = await (r.method === 'GET'
                ? app.inject({ method: 'GET', url: `${concrete(r.url)}?${new URLSearchParams(values as Record<string, string>)}`, headers })
                : app.inject({ method: r.method as 'POST', url: concrete(r.url), payload: values, headers }));
              return { res, body: (await readable(res)).replaceAll(id, '<id>').replaceAll(recordId, '<record>') };
            };
            // An answer may echo the id it was asked about; beyond that, not one byte may differ.
            const [a, b] = [await ask(ref.foreign), await ask(ref.random)];
            compared++;
            if (device) deviceCompared.add(`${key(r)} ${field} ${ref.what}`);
            if (a.res.statusCode !== b.res.statusCode || a.body !== b.body)
              differ.push(`${authorization.split(' ')[0]} ${key(r)} ${field} ${ref.what}: ${a.res.statusCode} ${a.res.body} / ${b.res.statusCode} ${b.res.body}`);
            // A sample that fails on another field, or names nobody, would prove nothing: the answer must be about the id.
            const fields = b.res.statusCode === 400 ? (b.res.json<{ data: { field: string }[] | null }>().data ?? []).map((f) => f.field) : [];
            const aboutOther = fields.some((f) => f !== field && !f.startsWith(`${field}.`)) || (device && input.name !== 'credential' && b.body.includes('unknownPerson'));
            if (aboutOther) unbuildable.push(`${key(r)} ${field}: ${b.res.body}`);
          }
        }
      }
    }
    expect({ differ, unmapped, unbuildable }).toEqual({ differ: [], unmapped: [], unbuildable: [] });
    expect(compared).toBeGreaterThan(100);
    // The machines' routes are in: each way a batch or a confirmation names another kindergarten's data.
    expect([...deviceCompared].sort()).toEqual(
      expect.arrayContaining([
        'POST /device/v1/health/photos/confirm path checkPhoto',
        'POST /device/v1/attendance/events events.0.credential card',
        'POST /device/v1/attendance/events events.0.credential bracelet',
        'POST /device/v1/attendance/events events.0.credential face',
        'POST /device/v1/attendance/events events.0.photoPath checkPhoto',
        'POST /device/v1/health/checks checks.0.credential card',
        'POST /device/v1/health/checks checks.0.photos checkPhoto',
      ]),
    );
  }, 300_000);
});

/** An answer as compared: a spreadsheet by its cells (its zip carries the time it was written), anything else as sent. */
async function readable(res: LightMyRequestResponse): Promise<string> {
  if (!String(res.headers['content-type']).includes('spreadsheetml')) return res.body;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return JSON.stringify(book.worksheets.map((sheet) => sheet.getSheetValues()));
}

/** What an id input may name, another tenant's one and a random one; `platform` for data no tenant owns. */
type Reference = { what: string; foreign: string | undefined; random: string; with: Record<string, string> } | 'platform';

function referencesOf(r: Route, input: IdInput, device: boolean): Reference[] {
  if (input.name === 'credential') {
    // A machine names a person by card, bracelet or face (the person's id): each way, another kindergarten's person is nobody.
    return [
      { what: 'card', foreign: foreign.get('card'), random: `C${crypto.randomUUID().slice(0, 8)}`, with: { method: 'card' } },
      { what: 'bracelet', foreign: foreign.get('braceletMac'), random: randomMac(), with: { method: 'bracelet' } },
      { what: 'face', foreign: foreign.get('student'), random: crypto.randomUUID(), with: { method: 'face' } },
    ];
  }
  const target = device && /paths?$|photos$/i.test(input.name) ? 'checkPhoto' : targetOf(r.url, input.name);
  // Platform data has no tenant: no one has an id of it that another may not see.
  if (target && entityByName(target)?.scope === 'platform') return ['platform'];
  const random =
    target === 'path' ? 'KGX009/20261120/avatar/2-8899aabbccddeeff.png' : target === 'checkPhoto' ? 'KGX009/20261120/health-check/2-8899aabbccddeeff.jpg' : crypto.randomUUID();
  return [{ what: target ?? '?', foreign: target ? foreign.get(target) : undefined, random, with: input.name === 'personId' ? { personKind: 'student' } : {} }];
}

const randomMac = () => [...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, '0')).join(':');

/** The object that holds the input at `at` (the request itself, or an item of one of its lists). */
function holderOf(values: Record<string, unknown>, at: string[]): Record<string, unknown> {
  return at.slice(0, -1).reduce<Record<string, unknown>>((node, step) => node[step] as Record<string, unknown>, values);
}

/**
 * The entity an id input names: a declared ref field's target, `id`/`ids` the route's own entity,
 * `<entity>Id` that entity, `path` an upload.
 */
function targetOf(url: string, name: string): string | undefined {
  if (name === 'path') return 'path';
  // A link's calls name the rows of its two sides by their keys (`parentId`, `parentIds`).
  const link = linkByName(url.split('/')[2] ?? '');
  if (link) return link.ends.find((e) => name === e.key || name === `${e.key}s`)?.entity;
  const field = entityByName(url.split('/')[2] ?? '')?.fields[name];
  if (field?.kind === 'ref' || field?.kind === 'refs') return field.entity;
  if (name === 'id' || name === 'ids' || name === 'parentId') return url.split('/')[2];
  if (name === 'kigId' || name === 'orgId' || name === 'institutionId') return 'organization';
  if (name === 'personId') return 'student';
  if (name === 'checkId') return 'healthCheck';
  const entity = entityByName(name.replace(/Ids?$/, ''));
  return entity?.name;
}
