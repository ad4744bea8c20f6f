import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../db/seed/campus-seed.js';
import { activatedGateMachine } from '../test/device-machine.js';
import { newFamily } from '../test/family-client.js';
import { grantPermissions } from '../test/permissions.js';
import { routeStringFields, type StringField } from '../test/string-fields.js';
import { call, createTestApp, envelope, signIn, type TestApp } from '../test/test-app.js';

/**
 * Every string of every route of the real app (enumerated from the app itself, so a new route is in
 * without a line here) gets NUL, other control characters, lone surrogates, 10,000 characters and
 * text not in NFC, with a session allowed to call the route: a refusal is 400 naming the field, an
 * acceptance stores NFC, and nothing is ever a 500.
 */

/** Rounds of values refused everywhere: NUL in every field; then lone surrogates and other control characters, field by field in turn. */
const REFUSED_ROUNDS: { name: string; values: string[] }[] = [
  { name: 'NUL', values: ['a\u0000b'] },
  { name: 'lone surrogates, C0, DEL and C1 controls', values: ['a\ud800b', 'a\u0007b', 'a\udc00b', '\u001b[31m', 'a\u007fb', '\ud83d', 'a\u0085b', 'a\u009fb', 'a\u000bb'] },
];
const LONG = 'x'.repeat(10_000);
const DECOMPOSED = 'Cafe\u0301';
// No URL can carry a lone surrogate (UTF-8); its CESU-8 bytes are sent instead, and must not break anything.
const CESU_SURROGATE = '%ED%A0%80';

const ACCOUNTS: [string, number][] = [
  ['demo-kig', 3],
  ['demo-group', 4],
  ['demo-admin', 8],
  ['demo-ops', 9],
  ['demo-inst', 6],
  ['demo-expert', 7],
  ['demo-agent', 5],
  ['demo-finance', 11],
];

let t: TestApp;
const sessions: { token: string; permissions: Set<string> }[] = [];
let deviceToken: string;
let familyToken: string;
let routes: { route: RouteOptions; method: string; fields: StringField[] }[];
/** Requests in flight at once: the suite runs in seconds, on PostgreSQL's pool as on PGlite. */
const PARALLEL = 8;

async function eachRoute(work: (r: (typeof routes)[number]) => Promise<void>) {
  for (let i = 0; i < routes.length; i += PARALLEL) await Promise.all(routes.slice(i, i + PARALLEL).map(work));
}

interface Access {
  public?: true;
  signedIn?: true;
  device?: true;
  family?: true;
  permission?: string | string[];
}
const accessOf = (route: RouteOptions) => (route.config as { access?: Access } | undefined)?.access ?? { public: true };
const codesOf = (route: RouteOptions) => [accessOf(route).permission ?? []].flat();

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.routeCatalogue
    .flatMap((route) => [route.method].flat().flatMap((method) => routeStringFields(route).map((fields) => ({ route, method: String(method), fields }))))
    .filter((r) => r.method !== 'HEAD');

  // Codes that no demo account holds are granted to the demo kindergarten's role, so every route is called.
  const held = async () => {
    sessions.length = 0;
    for (const [userName, appType] of ACCOUNTS) {
      const token = await signIn(t.app, userName, appType);
      const info = envelope(await call(t.app, token, { method: 'GET', url: '/sys/login/get_info' })).data as { permissions: string[] };
      sessions.push({ token, permissions: new Set(info.permissions) });
    }
  };
  // A gate machine of the demo kindergarten, activated, for the machines' own routes (its setup grants
  // operations and the kindergarten the codes to provision and register it).
  deviceToken = await activatedGateMachine(t.app, t.database.db, 'FUZZ-0001');
  // A family with a child in the demo kindergarten, for the families' API.
  await seedCampus(t.database.db, ['KG0001']);
  familyToken = (await newFamily(t.app, t.database.db, [{ kigCode: 'KG0001' }])).token;
  await held();
  const missing = [...new Set(routes.flatMap((r) => codesOf(r.route)))].filter((code) => !sessions.some((s) => s.permissions.has(code)));
  if (missing.length > 0) {
    await grantPermissions(t.database.db, 'KG0001', 3, missing);
    await held();
  }
}, 60_000);
afterAll(() => t?.close());

function authorization(route: RouteOptions): Record<string, string> {
  const access = accessOf(route);
  if (access.public) return {};
  if (access.device) return { authorization: `Device ${deviceToken}` };
  if (access.family) return { authorization: `Bearer ${familyToken}` };
  const codes = codesOf(route);
  // The session holding most of the route's codes (a save needs add to create, edit to update).
  const held = (s: (typeof sessions)[number]) => codes.filter((c) => s.permissions.has(c)).length;
  const session = codes.length === 0 ? sessions[0] : [...sessions].sort((a, b) => held(b) - held(a)).find((s) => held(s) > 0);
  if (!session) throw new Error(`no session may call ${route.url}`);
  return { authorization: `Bearer ${session.token}` };
}

function setPath(target: Record<string, unknown>, path: string[], value: string) {
  let node: Record<string, unknown> = target;
  path.forEach((key, i) => {
    if (i === path.length - 1) node[key] = value;
    else node = (node[key] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
  });
}

/** A URL part: encoded, except a lone surrogate, which no URL can carry. */
const inUrl = (value: string) =>
  /[\ud800-\udfff]/.test(value) && !/[\ud800-\udbff][\udc00-\udfff]/.test(value) ? value.replace(/[\ud800-\udfff]/g, CESU_SURROGATE) : encodeURIComponent(value);

/** Sends each field its value (field i gets values[i]), everything else left out. */
function send(r: (typeof routes)[number], values: string[]) {
  const body: Record<string, unknown> = {};
  const query: string[] = r.fields.some((f) => f.part === 'query' && f.path[0] === 'lang') ? [] : ['lang=en_US'];
  let url = r.route.url;
  r.fields.forEach((f, i) => {
    const value = values[i]!;
    if (f.part === 'body') setPath(body, f.path, value);
    else if (f.part === 'query') query.push(`${encodeURIComponent(f.path[0]!)}=${inUrl(value)}`);
    else url = f.path[0] === '*' ? url.replace(/\*$/, inUrl(value)) : url.replace(`:${f.path[0]}`, inUrl(value));
  });
  const hasBody = r.method !== 'GET' && r.method !== 'DELETE';
  return t.app.inject({
    method: r.method as 'GET',
    url: `${url}?${query.join('&')}`,
    headers: authorization(r.route),
    ...(hasBody ? { payload: body } : {}),
  });
}

const key = (f: StringField) => f.path.join('.');
const label = (r: (typeof routes)[number]) => `${r.method} ${r.route.url}`;
/** A path cannot carry a lone surrogate: its bytes make the router refuse the whole URL, no field named. */
const refusedAsUrl = (f: StringField, value: string) => f.part === 'params' && /[\ud800-\udfff]/.test(value);

describe('every string field of every route', () => {
  it('finds the routes of the app and their strings (hand-written and generic)', () => {
    const urls = new Set(routes.map(label));
    for (const expected of [
      'POST /sys/login/login',
      'POST /campus/position/save',
      'POST /campus/position/list',
      'GET /campus/position/options',
      'POST /device/v1/heartbeat',
      'POST /campus/enrollment/admit',
    ]) {
      expect(urls, expected).toContain(expected);
    }
    expect(routes.length).toBeGreaterThan(150);
  });

  it.each(REFUSED_ROUNDS)(
    'refuses $name in each with 400 naming the field',
    async ({ values }) => {
      const failures: string[] = [];
      await eachRoute(async (r) => {
        const given = r.fields.map((_, i) => values[i % values.length]!);
        const res = await send(r, given);
        const urlRefused = r.fields.some((f, i) => refusedAsUrl(f, given[i]!));
        const named = new Set(res.statusCode === 400 ? ((envelope(res).data as { field: string }[] | null) ?? []).map((e) => e.field) : []);
        r.fields.forEach((f, i) => {
          const problem = `${label(r)} ${f.part}.${key(f)} <- ${JSON.stringify(given[i])}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (res.statusCode >= 500 || (urlRefused && res.statusCode !== 400)) failures.push(problem);
          else if (!urlRefused && !named.has(key(f))) failures.push(problem);
        });
      });
      expect(failures).toEqual([]);
    },
    120_000,
  );

  it('refuses 10,000 characters (or one more than a longer declared maximum) in each with 400 naming the field', async () => {
    const failures: string[] = [];
    await eachRoute(async (r) => {
      const res = await send(
        r,
        // Rich text declares 50,000: a page of an article is not too long, one character past it is.
        r.fields.map((f) => (f.max !== undefined && f.max >= LONG.length ? 'x'.repeat(f.max + 1) : LONG)),
      );
      const named = new Set(res.statusCode === 400 ? ((envelope(res).data as { field: string }[] | null) ?? []).map((e) => e.field) : []);
      for (const f of r.fields) {
        // A path parameter or a querystring key the schema does not declare may be long: it is looked up, never stored.
        const declared = f.part === 'body' || f.part === 'query';
        if (res.statusCode >= 500 || (declared && !named.has(key(f)))) failures.push(`${label(r)} ${f.part}.${key(f)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    });
    expect(failures).toEqual([]);
  }, 120_000);

  it('takes text that is not NFC as NFC, or refuses it, never a 500', async () => {
    const failures: string[] = [];
    await eachRoute(async (r) => {
      const res = await send(
        r,
        r.fields.map(() => DECOMPOSED),
      );
      if (res.statusCode >= 500 || (res.statusCode < 300 && res.body.includes('e\u0301'))) failures.push(`${label(r)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    });
    expect(failures).toEqual([]);
  }, 120_000);
});
