import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * On PostgreSQL a list's statement is named by its text: a connection parses it once and then only
 * binds and runs it. One connection here, so that what it has prepared can be read back.
 */
describe.skipIf(inject('dbTemplate').kind !== 'postgres')('a list on PostgreSQL', () => {
  let t: TestApp;
  let admin: ApiClient;
  const prepared = async () =>
    ((await t.database.db.execute(sql`select name, statement from pg_prepared_statements order by name`)) as unknown as { rows: { name: string; statement: string }[] }).rows;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { database: { limits: { poolMax: 1, connectTimeoutMs: 5000, statementTimeoutMs: 0, queryTimeoutMs: 0, healthTimeoutMs: 1000, retryAfterSeconds: 5 } } },
    );
    admin = await ApiClient.as(t.app, 'demo-admin', 8);
  });
  afterAll(() => t?.close());

  it('is prepared once per shape and run again by its name, its answer the same', async () => {
    const first = await admin.ok(admin.post<Page<{ userName: string }>>('/system/user/list', { pageSize: 5 }));
    const named = (await prepared()).filter((p) => p.statement.includes('from "users"'));
    expect(named).toHaveLength(1);
    // Another page and another size are the same shape (values, not text); another sort is another.
    const second = await admin.ok(admin.post<Page<{ userName: string }>>('/system/user/list', { pageSize: 5, pageNumber: 2 }));
    expect(second.total).toBe(first.total);
    expect((await prepared()).filter((p) => p.statement.includes('from "users"'))).toEqual(named);
    await admin.ok(admin.post('/system/user/list', { sort: { field: 'userName', order: 'desc' } }));
    expect((await prepared()).filter((p) => p.statement.includes('from "users"'))).toHaveLength(2);
    expect((await admin.ok(admin.post<Page<{ userName: string }>>('/system/user/list', { pageSize: 5 }))).records).toEqual(first.records);
  });

  it("keeps a platform table's plan for every page once it has run a few times (not planned again at each run)", async () => {
    const plans = async (table: string) =>
      (
        (await t.database.db.execute(
          sql`select generic_plans::int as "generic", custom_plans::int as "custom" from pg_prepared_statements where name like 'kg_list_%' and statement like ${`%from "${table}" %`}`,
        )) as unknown as { rows: { generic: number; custom: number }[] }
      ).rows;
    for (const [path, table] of [
      ['/system/menu/list', 'menus'],
      ['/system/auditLog/list', 'audit_logs'],
    ] as const) {
      const first = await admin.ok(admin.post<Page<{ id: string }>>(path, { pageSize: 10 }));
      // PostgreSQL plans a named statement for its values five times, then weighs its generic plan.
      for (let page = 1; page <= 8; page++) await admin.ok(admin.post(path, { pageSize: 10, pageNumber: page }));
      const [plan] = await plans(table);
      expect(plan, table).toBeDefined();
      expect(plan!.custom, table).toBeLessThanOrEqual(5);
      expect(plan!.generic, table).toBeGreaterThanOrEqual(4);
      // The kept plan answers as the first ones did.
      expect((await admin.ok(admin.post<Page<{ id: string }>>(path, { pageSize: 10 }))).records, table).toEqual(first.records);
    }
  });
});
