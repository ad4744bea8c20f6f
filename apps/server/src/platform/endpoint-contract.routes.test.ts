import { entityByName, isFileAnswer, type Locale, translate } from '@kg/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1x1, multipart } from '../modules/files/upload-fixtures.js';
import { seedHealth } from '../db/seed/health-seed.js';
import { devices } from '../modules/device/device.table.js';
import { users } from '../modules/system/user.table.js';
import { answerText, type ContractWorld, contractWorld, ENTITY_OPERATIONS } from '../test/contract/contract-world.js';
import type { Caller, CaseContext, IdCase } from '../test/contract/endpoint-case.js';
import { ENDPOINT_CASES, EXCUSED } from '../test/contract/endpoint-cases.js';
import { issuesOf } from '../test/contract/entity-operations.js';
import { PUBLIC, SIGNED_IN } from '../test/contract/open-routes.js';
import { type Input, operationKey } from '../test/contract/operation.js';
import { activatedGateMachine } from '../test/device-machine.js';
import { newFamily } from '../test/family-client.js';
import { foreignHandles, userWithoutPermissions } from '../test/foreign-tenant.js';
import { signIn } from '../test/test-app.js';
import { idInputs, sampleOf } from '../test/zod-sample.js';
import type { Access } from './context.js';

/**
 * The contract of every hand-written route of the app (entity-operations drive the generic ones): 401
 * without a token (a machine's route: without a machine's token), 403 without its permission, bad input
 * refused with each field's message in the three languages, another tenant's id answered byte for byte
 * as a random one, and a real call answered as declared. Each route has its case in endpoint-cases.ts.
 */
let w: ContractWorld;
let deviceToken: string;
let familyToken: string;
const routes = new Map<string, RouteOptions>();
const LANGS: [string, Locale][] = [
  ['zh_CN', 'zh-CN'],
  ['zh_TW', 'zh-TW'],
  ['en_US', 'en'],
];
const ENTITY_KEYS = new Set(ENTITY_OPERATIONS.flatMap((e) => e.operations.map(operationKey)));

beforeAll(async () => {
  w = await contractWorld([]);
  const db = w.t.database.db;
  await foreignHandles(db, w.foreign);
  const [machine] = await db
    .select({ serialNo: devices.serialNo })
    .from(devices)
    .where(eq(devices.id, w.foreign.get('device')!));
  w.foreign.set('deviceSerial', machine!.serialNo);
  // KG0001 contracts the demo institution, which then sees its abnormal checks.
  await seedHealth(db, 'KG0001', 'IN0001');
  deviceToken = await activatedGateMachine(w.t.app, db, 'CONTRACT-0001');
  familyToken = (await newFamily(w.t.app, db, [{ kigCode: 'KG0001' }])).token;
  for (const r of w.t.app.routeCatalogue) {
    for (const method of [r.method].flat()) {
      const key = `${method} ${r.url}`;
      if (method !== 'HEAD' && !ENTITY_KEYS.has(key) && !r.url.startsWith('/docs')) routes.set(key, r);
    }
  }
}, 120_000);
afterAll(() => w.t.close());

type Schemas = { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType; response?: Record<number, unknown> };
const schemasOf = (key: string) => (routes.get(key)!.schema ?? {}) as Schemas;
const inputSchema = (key: string) => (key.startsWith('GET ') ? schemasOf(key).querystring : schemasOf(key).body);
const accessOf = (key: string) => routes.get(key)!.config?.access as Access;

function authorization(caller: Caller | string): Record<string, string> {
  if (caller === 'anyone') return {};
  if (caller === 'device') return { authorization: `Device ${deviceToken}` };
  if (caller === 'family') return { authorization: `Bearer ${familyToken}` };
  if (caller.startsWith('demo-')) return { authorization: `Bearer ${w.session(caller).token}` };
  return { authorization: `Bearer ${caller}` };
}

/** A request of a route as a client sends it: path parameters in the path, the rest as query or body. */
function send(key: string, input: Input, caller: Caller | string, lang = 'en_US'): Promise<LightMyRequestResponse> {
  const [method, path] = key.split(' ') as ['GET' | 'POST', string];
  const rest: Input = { ...input };
  const token = rest._token as string | undefined;
  delete rest._token;
  const url = path
    .replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = rest[name];
      delete rest[name];
      return encodeURIComponent(String(value));
    })
    .replace('*', () => {
      const value = String(rest['*'] ?? 'x/y.png');
      delete rest['*'];
      return value;
    });
  const headers = authorization(token ?? caller);
  if (method === 'GET') {
    const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)])), lang });
    return w.t.app.inject({ method, url: `${url}?${query}`, headers });
  }
  return w.t.app.inject({ method, url: `${url}?lang=${lang}`, headers, payload: rest });
}

const context = (caller: Caller): CaseContext => ({
  own: (entity) => {
    const id = w.own.get(entity);
    if (!id) throw new Error(`KG0001 has no ${entity}`);
    return id;
  },
  ask: (method, url, input = {}, as = caller) => send(`${method} ${url.split('?')[0]}`, { ...Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')), ...input }, as),
  account: async () => {
    const userName = `contract-${crypto.randomUUID().slice(0, 8)}`;
    const password = 'Nobody_1234';
    const db = w.t.database.db;
    await userWithoutPermissions(db, 'KG0001', 3, userName, password);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
    return { id: user!.id, userName, password, token: await signIn(w.t.app, userName, 3, password) };
  },
  upload: async () => {
    const auth = await ok<{ url: string; path: string; fields: Record<string, string> }>(
      send('POST /sys/third-auth/getOssAuth', { module: 'avatar', kind: 'image', fileName: 'a.png', size: PNG_1x1.length, contentType: 'image/png' }, 'demo-kig'),
    );
    await context(caller).post(auth, PNG_1x1);
    return auth.path;
  },
  post: async (auth, file) => {
    const form = multipart(auth.fields, file, 'a.png', 'image/png');
    const stored = await w.t.app.inject({ method: 'POST', url: auth.url, headers: { 'content-type': form.contentType }, payload: form.body });
    expect(stored.statusCode, stored.body).toBe(200);
  },
  create: async (entity, as = 'demo-kig') => {
    const made = await ok<{ id: string }>(send(`POST /${entityByName(entity)!.area}/${entity}/save`, w.session(as).samples.row(entity), as));
    return made.id;
  },
  family: () => newFamily(w.t.app, w.t.database.db, [{ kigCode: 'KG0001' }]),
  drain: () => w.t.app.jobs.drain(),
  machine: async (registered) => {
    const serialNo = `CT${crypto.randomUUID().slice(0, 8)}`;
    const made = await ok<{ id: string; _once: { verifyCode: string } }>(send('POST /device/device/save', { serialNo, kind: 'signIn' }, 'demo-admin'));
    if (registered) await ok(send('POST /device/device/register', { serialNo, verifyCode: made._once.verifyCode }, 'demo-kig'));
    return { id: made.id, serialNo, verifyCode: made._once.verifyCode };
  },
});

async function ok<T>(answer: Promise<LightMyRequestResponse>): Promise<T> {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

/** The request a case makes: the schema's required fields, and the case's own values over them. */
async function inputOf(key: string): Promise<Input> {
  const c = ENDPOINT_CASES[key]!;
  return { ...sampleOf(inputSchema(key)), ...sampleOf(schemasOf(key).params), ...(await c.input?.(context(c.as))) };
}

describe('the cases', () => {
  it('are one per hand-written route of the app, keyed by method and path', () => {
    expect([...routes.keys()].filter((k) => !ENDPOINT_CASES[k])).toEqual([]);
    expect(Object.keys(ENDPOINT_CASES).filter((k) => !routes.has(k))).toEqual([]);
    expect(Object.keys(EXCUSED).filter((k) => !routes.has(k))).toEqual([]);
    expect(routes.size).toBeGreaterThan(60);
  });

  it('name every id in each route’s input, and a machine’s routes are asked by a machine', () => {
    const missing: string[] = [];
    for (const [key, c] of Object.entries(ENDPOINT_CASES)) {
      const named = new Set((c.ids ?? []).map((i) => i.at));
      for (const input of idInputs(inputSchema(key)))
        if (!named.has(input.at.join('.')) && !NOT_TENANT_IDS[`${key} ${input.at.join('.')}`]) missing.push(`${key} ${input.at.join('.')}`);
      if ('device' in accessOf(key) !== (c.as === 'device')) missing.push(`${key}: asked by ${c.as}`);
      if ('family' in accessOf(key) !== (c.as === 'family')) missing.push(`${key}: asked by ${c.as}`);
    }
    expect(missing).toEqual([]);
  });
});

/** Ids that name no other tenant's rows, with the reason. */
const NOT_TENANT_IDS: Record<string, string> = {
  'POST /device/device/assign id': 'operations reach every machine',
  'POST /device/device/assign kigId': 'operations assign a machine to any kindergarten: every one is theirs to name',
  'POST /device/device/resetCode id': 'operations reach every machine',
  'POST /system/role/authorize menuIds': 'menus are the platform’s: every system’s catalogue, no tenant’s',
  'POST /agency/membership/sell packageId': 'membership packages are the platform’s catalogue, offered to every kindergarten (off the shelf: refused)',
  'POST /app/v1/membership/trial packageId': 'membership packages are the platform’s catalogue, offered to every kindergarten (off the shelf: refused)',
  'POST /app/v1/order/create packageId': 'membership packages are the platform’s catalogue, offered to every kindergarten (off the shelf: refused)',
  'POST /sys/message/read id':
    'a system message is the platform’s, no tenant’s: who may read it is its audience (sys-message.routes.test.ts and inbox-custom-role.routes.test.ts answer a message outside it as a random id)',
  'GET /sys/help/get id': 'a help article is the platform’s, published to every system: no tenant’s',
  'POST /money/purchase packageId': 'recharge packages are the platform’s catalogue, offered to every agent (off the shelf: refused)',
  'POST /money/purchase/sms offerId': 'SMS offers are the platform’s catalogue, offered to every agent (off the shelf: refused)',
  'GET /money/lines accountId':
    'a ledger account is no declared entity, so the foreign tenant has none to name: money.routes.test.ts asks another party’s account beside a random one',
  'GET /supervision/alert/get id':
    'an outbreak alert is no declared entity, so the foreign tenant has none to name: supervision.routes.test.ts asks another district’s alert beside a random one',
  'POST /supervision/alert/answer id':
    'an outbreak alert is no declared entity (GET /supervision/alert/get): supervision.routes.test.ts answers another kindergarten’s as a random one',
  'POST /supervision/alert/close id': 'an outbreak alert is no declared entity (GET /supervision/alert/get)',
  'GET /money/lines/export accountId': 'a ledger account is no declared entity (GET /money/lines): the lines’ answer for another party’s account is tested in money.routes.test.ts',
  'GET /money/statement/list accountId': 'a ledger account is no declared entity (GET /money/lines); a list filtered by another party’s account is empty as for a random one',
  'POST /money/statement/generate accountId':
    'a ledger account is no declared entity (GET /money/lines): statement.routes.test.ts asks another party’s account beside a random one',
  'GET /money/statement/get id': 'a statement is no declared entity: statement.routes.test.ts asks another party’s statement beside a random id',
  'GET /money/statement/xlsx id': 'a statement is no declared entity: statement.routes.test.ts asks another party’s statement beside a random id (bytes and status)',
  'GET /money/statement/pdf id': 'a statement is no declared entity: statement.routes.test.ts asks another party’s statement beside a random id (bytes and status)',
};

describe.each(Object.keys(ENDPOINT_CASES))('%s', (key) => {
  const c = ENDPOINT_CASES[key]!;
  const open = key in PUBLIC;

  it.skipIf(open)('answers 401 without a token (a machine’s or a family’s route: without its own kind of token)', async () => {
    const sample = { ...sampleOf(inputSchema(key)), ...sampleOf(schemasOf(key).params) };
    expect((await send(key, sample, 'anyone')).statusCode).toBe(401);
    if (c.as === 'device' || c.as === 'family') expect((await send(key, sample, w.nobody)).statusCode).toBe(401);
    // A family's token opens no staff route.
    if (c.as !== 'device' && c.as !== 'family') expect((await send(key, sample, 'family')).statusCode).toBe(401);
  });

  it.skipIf(open || key in SIGNED_IN || c.as === 'device' || c.as === 'family')('answers 403 to a session without its permission', async () => {
    const res = await send(key, { ...sampleOf(inputSchema(key)), ...sampleOf(schemasOf(key).params) }, w.nobody);
    expect(res.statusCode, res.body).toBe(403);
  });

  it.skipIf(!!EXCUSED[key]?.bad)('refuses bad input with 400, naming the field with its message in zh_CN, zh_TW and en_US', async () => {
    const bad = c.bad ?? {};
    // As sent: a query's values are text.
    const sent = key.startsWith('GET ') ? Object.fromEntries(Object.entries(bad).map(([k, v]) => [k, String(v)])) : bad;
    const params = schemasOf(key).params;
    const paramNames = Object.keys(sampleOf(params));
    const withoutParams = Object.fromEntries(Object.entries(sent).filter(([k]) => !paramNames.includes(k) && k !== '*'));
    const expected = [
      ...(params ? issuesOf(params, Object.fromEntries(Object.entries(sent).filter(([k]) => paramNames.includes(k)))) : []),
      ...(inputSchema(key) ? issuesOf(inputSchema(key)!, withoutParams) : []),
    ];
    expect(expected.length, 'the bad input breaks a declared rule').toBeGreaterThan(0);
    for (const [lang, locale] of LANGS) {
      const res = await send(key, bad, c.as === 'anyone' && key in SIGNED_IN ? 'demo-kig' : c.as, lang);
      expect(res.statusCode, res.body).toBe(400);
      const got = (res.json() as { data: { field: string; message: string }[] }).data.map((f) => ({ field: f.field, message: f.message }));
      const want = expected.map((e) => ({ field: e.field, message: translate(locale, e.key, e.params) }));
      // A message is a sentence of the dictionary, its values filled in: never a key, never a placeholder left.
      for (const f of got) expect(f.message, `${f.field} (${lang})`).not.toMatch(/^[a-z]+(\.[A-Za-z]+)+$|\{\{/);
      const order = (l: { field: string; message: string }[]) => [...l].sort((a, b) => a.field.localeCompare(b.field) || a.message.localeCompare(b.message));
      expect(order(got), lang).toEqual(order(want));
    }
  });

  it.skipIf(!c.ids?.length)('answers another tenant’s id exactly as a random one', async () => {
    const differ: string[] = [];
    const unbuildable: string[] = [];
    const callers: (Caller | string)[] = c.as === 'device' || c.as === 'family' ? [c.as] : ['demo-kig', 'demo-group', 'demo-inst'];
    for (const caller of callers) {
      const base = await inputOf(key);
      for (const slot of c.ids!) {
        const foreign = w.foreign.get(slot.names);
        if (!foreign) {
          differ.push(`${slot.at}: the other tenant has no ${slot.names}`);
          continue;
        }
        const ask = async (id: string) => {
          const input = structuredClone(base);
          const record = placeId(input, slot, id);
          const res = await send(key, input, caller);
          // An answer may echo the id it was asked about (and a batch its record's id); beyond that, not one byte may differ.
          return { res, body: (await answerText(res)).replaceAll(id, '<id>').replaceAll(record ?? '<none>', '<record>') };
        };
        const [a, b] = [await ask(foreign), await ask(randomOf(slot.names))];
        if (a.res.statusCode !== b.res.statusCode || a.body !== b.body)
          differ.push(`${caller} ${slot.at} ${slot.names}: ${a.res.statusCode} ${a.body} / ${b.res.statusCode} ${b.body}`);
        // An answer about another field, or a batch naming nobody, would prove nothing about the id.
        const fields = b.res.statusCode === 400 ? ((b.res.json() as { data: { field: string }[] | null }).data ?? []).map((f) => f.field) : [];
        const credential = slot.at.endsWith('credential');
        if (fields.some((f) => f !== slot.at && !f.startsWith(`${slot.at}.`)) || (c.as === 'device' && !credential && b.body.includes('unknownPerson'))) {
          unbuildable.push(`${caller} ${slot.at}: ${b.res.body}`);
        }
      }
    }
    expect({ differ, unbuildable }).toEqual({ differ: [], unbuildable: [] });
  });

  it.skipIf(!!EXCUSED[key]?.happy)('answers a real call as declared', async () => {
    const res = await send(key, await inputOf(key), c.as);
    expect(res.statusCode, res.body).toBe(200);
    const declared = routes.get(key)!.config?.endpoint?.answer;
    if (declared && isFileAnswer(declared)) {
      // A stored file is declared as any bytes, and served with its own type.
      if (declared.file !== 'application/octet-stream') expect(res.headers['content-type']).toContain(declared.file);
      expect(res.rawPayload.length).toBeGreaterThan(0);
    } else if (key !== 'GET /healthz' && String(res.headers['content-type']).includes('json')) {
      // Every JSON answer but the load balancer's is an envelope.
      const body = res.json() as { code: number; data: unknown };
      expect(body.code).toBe(200);
      if (declared) expect(declared.safeParse(body.data).error).toBeUndefined();
    }
  });
});

/** Puts an id at its place (a list as a list of one), with what it needs beside it; a batch's record is made new, and returned. */
function placeId(input: Input, slot: IdCase, id: string): string | undefined {
  const steps = slot.at.split('.');
  const holder = steps.slice(0, -1).reduce<Record<string, unknown>>((node, step) => node[step] as Record<string, unknown>, input);
  const name = steps.at(-1)!;
  holder[name] = Array.isArray(holder[name]) ? [id] : id;
  Object.assign(holder, slot.with);
  if (!('recordId' in holder)) return undefined;
  holder.recordId = crypto.randomUUID();
  return holder.recordId as string;
}

function randomOf(names: string): string {
  switch (names) {
    case 'path':
      return 'KGX009/20261120/avatar/2-8899aabbccddeeff.png';
    case 'checkPhoto':
      return 'KGX009/20261120/health-check/2-8899aabbccddeeff.jpg';
    case 'card':
      return `C${crypto.randomUUID().slice(0, 8)}`;
    case 'deviceSerial':
      return `CT${crypto.randomUUID().slice(0, 8)}`;
    case 'braceletMac':
      return [...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, '0')).join(':');
    default:
      return crypto.randomUUID();
  }
}
