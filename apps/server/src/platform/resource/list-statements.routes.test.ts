import { ENTITIES } from '@kg/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWorld } from '../../test/list-world.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { ResourceRegistry } from './registry.js';

/**
 * What one generic list request costs the database: every entity's list, as each demo session that
 * reads it (its session and permissions already in memory), runs one statement (one round trip: the
 * session and permissions are in memory, the page, its total and its references' labels are one
 * statement, list-page.ts): the first page, a later page, a page past the last one, in another language.
 * The exceptions, presented in Node (a refs field's ids kept in the row: Citus plans no label lookup
 * per element across kindergartens, a recurring tuple beside a distributed table), unless the page is one
 * kindergarten's: their labels are a second statement, and so is the total of a page past the last (the
 * page's statement counts it only beside a row).
 */
const MOST = 1;
const IN_ROW = new Set(ENTITIES.filter((e) => Object.values(e.fields).some((f) => f.kind === 'refs' && f.column)).map((e) => e.name));
/** Kindergarten tables among them: a kindergarten's own page is one statement too. */
const ONE_KIG_IN_ROW = ENTITIES.filter((e) => IN_ROW.has(e.name) && e.scope === 'kindergarten').map((e) => e.name);

let t: TestApp;
const registry = new ResourceRegistry();
const sessions: { name: string; token: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { resources: registry });
  const world = await listWorld(t, registry);
  sessions.push(...world.sessions);
  // The ids kept in a row name a row, so that their labels are read.
  for (const name of IN_ROW) {
    const service = registry.service(name);
    for (const [field, f] of Object.entries(service.entity.fields)) {
      const target = f.kind === 'refs' && f.column ? world.ids.get(f.entity) : undefined;
      if (target)
        await t.database.db
          .update(service.table)
          .set({ [field]: [target] })
          .where(eq(service.columns.id!, world.ids.get(name)!));
    }
  }
});
afterAll(() => t?.close());

/** The statements one list request ran, and its answer's records. */
async function counted(path: string, token: string, body: object) {
  const before = t.database.statements();
  const res = await call(t.app, token, { method: 'POST', url: path, payload: body });
  const ran = t.database.statements() - before;
  const records = res.statusCode === 200 ? (JSON.parse(res.body) as { data: { records: unknown[] } }).data.records : undefined;
  return { ran, records, status: res.statusCode };
}

describe('a generic list', () => {
  it('of every entity but four is written in one statement', () => {
    expect([...IN_ROW]).toEqual(['activity', 'notice', 'advert', 'sysMessage']);
    expect(ONE_KIG_IN_ROW).toEqual(['activity', 'notice']);
  });

  it.each(ENTITIES.map((e) => [e.name, e] as const))('%s answers in one statement (two for ids kept in the row)', async (_name, entity) => {
    const path = `/${entity.area}/${entity.name}/list`;
    let read = 0;
    const seen: Record<string, number> = {};
    for (const { name, token } of sessions) {
      // Signed in before: its session and permissions are in memory (their reads are not the list's).
      await call(t.app, token, { method: 'GET', url: '/sys/login/get_info' });
      const first = await counted(path, token, { pageSize: 10 });
      if (first.status !== 200) continue;
      read++;
      seen[`${name} first`] = first.ran;
      seen[`${name} second`] = (await counted(path, token, { pageNumber: 2, pageSize: 1 })).ran;
      seen[`${name} past the last`] = (await counted(path, token, { pageNumber: 1000, pageSize: 100 })).ran;
      seen[`${name} en`] = (await counted(`${path}?lang=en_US`, token, { pageSize: 10 })).ran;
    }
    expect(read, `${path}: read by none of the sessions`).toBeGreaterThan(0);
    const most = IN_ROW.has(entity.name) ? MOST + 1 : MOST;
    for (const [what, ran] of Object.entries(seen)) expect(ran, `${path} ${what}`).toBeLessThanOrEqual(most);
    // Within one kindergarten's page its ids kept in the row are labelled by the page's statement.
    if (ONE_KIG_IN_ROW.includes(entity.name)) for (const when of ['first', 'second', 'en']) expect(seen[`demo-kig ${when}`], `${path} demo-kig ${when}`).toBe(MOST);
    // The labels of ids kept in the row are read: the exception's second statement is real, not vacuous.
    if (IN_ROW.has(entity.name)) expect(Object.values(seen)).toContain(MOST + 1);
  });
});
