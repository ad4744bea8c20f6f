import { ENTITIES, filterableFields, LOCALES, sortableFields } from '@kg/domain';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWorld } from '../../test/list-world.js';
import { call, createTestApp, createTestAppOn, type TestApp } from '../../test/test-app.js';
import { ListPage } from './list-page.js';
import { ResourceRegistry } from './registry.js';
import type { ResourceService } from './resource.service.js';

/**
 * A list's page written by the database (list-json.ts) is the answer the server wrote before from the
 * rows it presented itself, byte for byte: every entity, as each demo session that reads it, with
 * the default page, another page in another language, each sort, each filter and a page past the end.
 * Both servers run on the same database; the one that presents rows itself is the reference.
 */
let t: TestApp;
let before: TestApp;
const registry = new ResourceRegistry();
const sessions: { name: string; token: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { resources: registry });
  sessions.push(...(await listWorld(t, registry)).sessions);
  await awkwardValues();
  before = await createTestAppOn(t.database, { listsInDatabase: false }, {}, async () => {});
});
afterAll(async () => {
  await before?.close();
  await t?.close();
});

/** Values that are easy to write wrongly: escapes, a name missing in a language, a timestamp's microseconds (truncated, not rounded). */
async function awkwardValues() {
  const db = t.database.db;
  const table = (entity: string) => registry.service(entity);
  const student = table('student');
  const [child] = (await db.select({ id: student.columns.id! }).from(student.table).limit(1)) as { id: string }[];
  await db.update(student.table).set({ name: 'Quote " back\\slash\ttab\nline \u0001\u001f ctrl 😀 é </script>' }).where(eq(student.columns.id!, child!.id));
  await db.execute(sql`update ${student.table} set created_at = '2026-01-02 03:04:05.999999+00' where id = ${child!.id}`);
  // A parent menu named in Chinese only: its children's labels fall back to zh-CN in the other languages.
  const menu = table('menu');
  const [child2] = (await db.select({ parentId: menu.columns.parentId! }).from(menu.table).where(isNotNull(menu.columns.parentId!)).limit(1)) as { parentId: string }[];
  await db
    .update(menu.table)
    .set({ name: { 'zh-CN': '只有中文 "引号"', 'zh-TW': '', en: '' } })
    .where(eq(menu.columns.id!, child2!.parentId));
  // Ids kept in a row (an audience's grades and classes): one naming a grade of the kindergarten, one naming
  // nothing (labelled ''), in that order, and a class.
  const grade = table('grade');
  const klass = table('class');
  const kig = (await db.execute(sql`select id from organisations where code = 'KG0001'`)) as unknown as { rows: { id: string }[] };
  const [g] = (await db.select({ id: grade.columns.id!, kigId: grade.columns.kigId! }).from(grade.table).where(eq(grade.columns.kigId!, kig.rows[0]!.id)).limit(1)) as {
    id: string;
    kigId: string;
  }[];
  const [c] = (await db.select({ id: klass.columns.id! }).from(klass.table).where(eq(klass.columns.kigId!, g!.kigId)).limit(1)) as { id: string }[];
  for (const name of ['notice', 'activity']) {
    const audience = table(name);
    await db
      .update(audience.table)
      .set({ gradeIds: [g!.id, '00000000-0000-4000-8000-000000000000'], classIds: [c!.id] })
      .where(eq(audience.columns.kigId!, g!.kigId));
  }
  const dictionary = table('dictionary');
  const [entry] = (await db.select({ parentId: dictionary.columns.parentId! }).from(dictionary.table).where(isNotNull(dictionary.columns.parentId!)).limit(1)) as {
    parentId: string;
  }[];
  if (entry)
    await db
      .update(dictionary.table)
      .set({ name: { 'zh-CN': '字典', 'zh-TW': '', en: 'Dict: "a", b' } })
      .where(eq(dictionary.columns.id!, entry.parentId));
}

/** The bodies of the lists an entity answers a session, by the two servers, with how many records each page held. */
async function compare(path: string, token: string, body: object, lang: string) {
  const ask = (app: TestApp) => call(app.app, token, { method: 'POST', url: `${path}?lang=${lang}`, payload: body });
  const [now, then] = [await ask(t), await ask(before)];
  expect(now.body, `${path} ${JSON.stringify(body)} ${lang}`).toBe(then.body);
  expect(now.headers['content-type']).toBe(then.headers['content-type']);
  expect(now.statusCode).toBe(then.statusCode);
  return now.statusCode === 200 ? (JSON.parse(now.body) as { data: { records: Record<string, unknown>[] } }).data.records : undefined;
}

describe('a list written by the database', () => {
  it("is every entity's; with ids kept in the row, one kindergarten's page only (others are left to the server to present)", () => {
    // A refs field kept in the row (an audience's grades and classes, a system message's organisations): Citus plans no
    // label lookup per element across kindergartens; within one kindergarten's page, it is the statement's.
    const inRow = (entity: (typeof ENTITIES)[number]) => Object.values(entity.fields).some((f) => f.kind === 'refs' && f.column);
    const oneKig = ENTITIES.filter((e) => inRow(e) && e.scope === 'kindergarten').map((e) => e.name);
    for (const entity of ENTITIES) {
      const service = registry.service(entity.name) as ResourceService;
      const page = new ListPage(registry, entity, service.table, service.options.links ?? {}, service.columns);
      for (const locale of LOCALES) {
        const shape = { listed: [], where: undefined, orderKey: '', order: [], limit: 10, offset: 0 };
        const across = page.jsonStatement(shape, locale);
        const ofOne = page.jsonStatement({ ...shape, kigId: '00000000-0000-4000-8000-000000000001' }, locale);
        if (!inRow(entity)) expect([across, ofOne].map(Boolean), entity.name).toEqual([true, true]);
        else expect([across, ofOne].map(Boolean), entity.name).toEqual([false, oneKig.includes(entity.name)]);
      }
    }
    expect(ENTITIES.filter(inRow).map((e) => e.name)).toEqual(['activity', 'notice', 'advert', 'sysMessage']);
    expect(oneKig).toEqual(['activity', 'notice']);
  });

  it.each(ENTITIES.map((e) => [e.name, e] as const))(
    '%s answers as the rows presented by the server',
    async (_name, entity) => {
      const path = `/${entity.area}/${entity.name}/list`;
      let shown = 0;
      for (const { token } of sessions) {
        const first = await compare(path, token, {}, 'zh_CN');
        if (!first) continue;
        shown += first.length;
        await compare(path, token, { pageNumber: 2, pageSize: 3 }, 'en_US');
        await compare(path, token, { pageNumber: 1000, pageSize: 100 }, 'zh_TW');
        for (const field of sortableFields(entity)) {
          for (const order of ['asc', 'desc']) shown += (await compare(path, token, { pageSize: 100, sort: { field, order } }, 'en_US'))?.length ?? 0;
        }
        const row = first[0];
        for (const [field, f] of filterableFields(entity)) {
          const value = row?.[field];
          if (value === null || value === undefined || typeof value === 'object') continue;
          const filter = f.filter === 'like' ? String(value).slice(0, 2) : f.filter === 'in' ? [value] : f.filter === 'range' ? [value, value] : value;
          shown += (await compare(path, token, { pageSize: 20, [field]: filter }, 'zh_TW'))?.length ?? 0;
        }
      }
      // Nothing vacuous: each entity's lists showed rows.
      expect(shown).toBeGreaterThan(0);
      // Some hundred lists an entity (four sessions, each sort and filter): an audited one on Citus takes more than the default.
    },
    180_000,
  );
});
