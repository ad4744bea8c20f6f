import { allows, type AnyEntity, apiPath, ENTITIES, inForm, type Locale, PROTECTED_EXPORTS, translate } from '@kg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerText, type ContractWorld, contractWorld, ENTITY_OPERATIONS } from '../test/contract/contract-world.js';
import { editOf } from '../test/contract/entity-sample.js';
import { type Input, type Operation, operationKey } from '../test/contract/operation.js';
import type { Access } from './context.js';

/**
 * The contract every operation keeps, generated from the declarations: 401 without a session, 403
 * without its permission, another tenant's row answered exactly as a random id, bad input refused with
 * each field's message in the request's language, and the happy path where the entity allows it.
 */
let w: ContractWorld;
const OPERATIONS = ENTITY_OPERATIONS.flatMap((e) => e.operations);
const LANGS: [string, Locale][] = [
  ['zh_CN', 'zh-CN'],
  ['zh_TW', 'zh-TW'],
  ['en_US', 'en'],
];

beforeAll(async () => {
  w = await contractWorld(OPERATIONS);
}, 120_000);
afterAll(() => w.t.close());

type Envelope<T = unknown> = { code: number; txt: string; data: T };
const json = <T>(res: { json: () => unknown }) => res.json() as Envelope<T>;
const byName = (ops: Operation[], name: string) => ops.find((o) => o.name === name)!;

describe('the operations', () => {
  it('are every declared entity’s generic calls, each a route of the app opened by the same codes', () => {
    expect(new Set(w.registry.all().map((s) => s.entity.name))).toEqual(new Set(ENTITIES.map((e) => e.name)));
    const routes = new Map(w.t.app.routeCatalogue.flatMap((r) => [r.method].flat().map((m) => [`${m} ${r.url}`, r.config?.access as Access | undefined])));
    const wrong: string[] = [];
    for (const op of OPERATIONS) {
      const access = routes.get(operationKey(op));
      const codes = access && 'permission' in access ? [access.permission].flat() : undefined;
      if (!codes || !op.permissions.every((p) => (codes as readonly string[]).includes(p))) wrong.push(`${operationKey(op)} ${op.name}: ${JSON.stringify(access)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe.each(ENTITY_OPERATIONS.map((e) => [e.entity.name, e.entity, e.operations] as const))('%s', (_name, entity, operations) => {
  it('answers 401 to every call without a session and 403 to a session without its permission', async () => {
    // Independent requests, sent together: the database's pool answers them side by side.
    const answers = await Promise.all(operations.map(async (op) => [op, (await w.ask(undefined, op, {})).statusCode, (await w.ask(w.nobody, op, {})).statusCode] as const));
    const wrong = answers.flatMap(([op, anonymous, refused]) => [
      ...(anonymous === 401 ? [] : [`${op.name} without a token: ${anonymous}`]),
      ...(refused === 403 ? [] : [`${op.name} without the permission: ${refused}`]),
    ]);
    expect(wrong).toEqual([]);
  });

  it.skipIf(entity.scope === 'platform')('answers another tenant’s row exactly as a random id, wherever a call names one', async () => {
    const differ: string[] = [];
    const unbuildable: string[] = [];
    let compared = 0;
    for (const op of operations.filter((o) => !o.multipart)) {
      for (const outsider of w.outsiders) {
        const base = op.input(outsider.samples);
        for (const slot of op.ids) {
          const foreignId = w.foreign.get(slot.entity);
          if (!foreignId) {
            differ.push(`${op.name} ${slot.field}: the other tenant has no ${slot.entity}`);
            continue;
          }
          const ask = async (id: string) => {
            const res = await w.ask(`${outsider.token}`, op, { ...base, [slot.field]: slot.shape === 'list' ? [id] : id });
            // An answer may echo the id it was asked about; beyond that, not one byte may differ.
            return { status: res.statusCode, body: (await answerText(res)).replaceAll(id, '<id>'), fields: res.statusCode === 400 ? json<{ field: string }[]>(res).data : [] };
          };
          const [a, b] = await Promise.all([ask(foreignId), ask(crypto.randomUUID())]);
          compared++;
          if (a.status !== b.status || a.body !== b.body) differ.push(`${outsider.name} ${op.name} ${slot.field}: ${a.status} ${a.body} / ${b.status} ${b.body}`);
          // A request refused for another field would prove nothing about the id.
          const other = (b.fields ?? []).filter((f) => f.field !== slot.field && !f.field.startsWith(`${slot.field}.`));
          if (other.length > 0) unbuildable.push(`${outsider.name} ${op.name} ${slot.field}: ${b.body}`);
        }
      }
    }
    expect({ differ, unbuildable }).toEqual({ differ: [], unbuildable: [] });
    expect(compared).toBeGreaterThan(0);
  });

  it('refuses bad input with 400, naming each field with its message in the request’s language', async () => {
    const actor = w.actorOf(entity);
    const wrong: string[] = [];
    // Each refusal in one of the three languages in turn: every entity is answered in all three.
    let turn = 0;
    for (const op of operations) {
      for (const refusal of op.refusals) {
        const [lang, locale] = LANGS[turn++ % LANGS.length]!;
        const expected = refusal.expected(actor.decided(entity));
        // An empty form is no bad input where the session decides every required field (a setting's kindergarten).
        if (expected.length === 0 && refusal.input && Object.keys(refusal.input).length === 0) continue;
        expect(expected.length, `${op.name}: ${refusal.what} breaks no declared rule`).toBeGreaterThan(0);
        {
          const res = await w.ask(actor.token, op, refusal.input, lang);
          const answer = res.statusCode === 400 ? json<{ field: string; message: string }[]>(res).data : undefined;
          const want = expected.map((e) => ({ field: e.field, message: translate(locale, e.key, e.params) }));
          const sort = (list: { field: string; message: string }[]) => [...list].sort((x, y) => x.field.localeCompare(y.field) || x.message.localeCompare(y.message));
          const got = answer?.map((f) => ({ field: f.field, message: f.message }));
          if (res.statusCode !== 400 || JSON.stringify(sort(got ?? [])) !== JSON.stringify(sort(want))) {
            wrong.push(`${op.name} ${refusal.what} (${lang}): ${res.statusCode} ${res.body} wanted ${JSON.stringify(want)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('creates, reads in the list and by id, edits at its version and deletes, as the entity allows', async () => {
    await happyPath(entity, operations);
  });
});

async function happyPath(entity: AnyEntity, operations: Operation[]) {
  const actor = w.actorOf(entity);
  const ok = async <T>(op: Operation, input: Input): Promise<T> => {
    const res = await w.ask(actor.token, op, input);
    const body = json<T>(res);
    expect(body.code, `${op.name}: ${res.body}`).toBe(200);
    return body.data;
  };
  const get = byName(operations, 'get');
  const list = byName(operations, 'list');
  const listed = async (id: string) => {
    for (let pageNumber = 1; ; pageNumber++) {
      const page = await ok<{ records: { id: string }[]; total: number }>(list, { pageNumber, pageSize: 100 });
      if (page.records.some((r) => r.id === id)) return true;
      if (pageNumber * 100 >= page.total) return false;
    }
  };
  type Row = Input & { id: string; updatedAt: string };

  if (!allows(entity, 'create')) {
    const page = await ok<{ records: Row[] }>(list, { pageSize: 10 });
    expect(page.records.length, 'a row to read').toBeGreaterThan(0);
    expect((await ok<Row>(get, { id: page.records[0]!.id })).id).toBe(page.records[0]!.id);
  } else {
    const row = actor.samples.row(entity.name);
    const created = await ok<Row>(byName(operations, 'save (create)'), row);
    const read = await ok<Row>(get, { id: created.id });
    // A secret (an initial password) is written and never read back.
    const secret = (field: string) => entity.fields[field]?.kind === 'text' && (entity.fields[field] as { secret?: boolean }).secret === true;
    for (const [field, value] of Object.entries(row)) expect(read[field], field).toEqual(secret(field) ? undefined : value);
    expect(await listed(created.id)).toBe(true);

    if (allows(entity, 'update')) {
      const save = byName(operations, 'save (update)');
      const form = Object.fromEntries(Object.entries(entity.fields).flatMap(([k, f]) => (inForm(f, false) ? [[k, read[k]]] : [])));
      const edit = editOf(entity, read);
      await ok(save, { ...form, ...edit, id: created.id, updatedAt: read.updatedAt });
      const edited = await ok<Row>(get, { id: created.id });
      for (const [field, value] of Object.entries(edit)) expect(edited[field], field).toEqual(value);
      // The version it was read at is gone: a second edit from it is refused.
      expect((await w.ask(actor.token, save, { ...form, id: created.id, updatedAt: read.updatedAt })).statusCode).toBe(409);
    }
    if (allows(entity, 'delete')) {
      await ok(byName(operations, 'delete'), { id: created.id });
      expect((await w.ask(actor.token, get, { id: created.id })).statusCode).toBe(404);
      expect(await listed(created.id)).toBe(false);
      expect(await ok(byName(operations, 'options'), { ids: created.id })).toEqual([]);
    }
  }
  if (allows(entity, 'export')) {
    const res = await w.ask(actor.token, { method: 'POST', path: apiPath(entity, 'export') }, {});
    // Children's and parents' personal data ask for an SMS code first (sms-code.routes.test.ts exports them with one).
    if (PROTECTED_EXPORTS[entity.name]) expect(res.json()).toMatchObject({ code: 422 });
    else expect(res.headers['content-type']).toContain('spreadsheetml');
  }
  if (allows(entity, 'import')) {
    const res = await w.ask(actor.token, { method: 'GET', path: apiPath(entity, 'importTemplate') }, {});
    expect(res.headers['content-type']).toContain('spreadsheetml');
  }
}
