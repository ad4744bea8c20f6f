import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { causes } from '../../platform/db-errors.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { allCodes, grantPermissions } from '../../test/permissions.js';
import { isDistributed, NOT_ON_CITUS, onCitus, singleShardServer, type SingleShardServer } from '../../test/single-shard.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 14's proof of routing: a kindergarten account's requests are answered by one worker. Until
 * the kindergarten tables are distributed they live on the coordinator and every statement is
 * single-task, so these pass without proving anything: the check of the check says so.
 */
let t: TestApp;
let routed: SingleShardServer;
let kig: ApiClient;

beforeAll(async () => {
  if (!onCitus) return;
  t = await createTestApp();
  // Two kindergartens' children, so that their rows lie on more than one shard.
  await seedCampus(t.database.db, ['KG0001', 'KG0002']);
  await grantPermissions(t.database.db, 'KG0001', 3, allCodes(['campus:student', 'school:notice']));
  routed = await singleShardServer(t);
  kig = await ApiClient.as(routed.app, 'demo-kig', 3);
});
afterAll(async () => {
  await routed?.close();
  await t?.close();
});

describe('a kindergarten account on Citus', () => {
  it('lists its children and opens one, each statement on one shard', async ({ skip }) => {
    skip(!onCitus, NOT_ON_CITUS);
    const list = await kig.post<Page<{ id: string; kigId: string }>>('/campus/student/list', { pageSize: 20 });
    expect(routed.multiShard()).toEqual([]);
    expect(list.status).toBe(200);
    expect(list.data.records.length).toBeGreaterThan(0);
    // Only its own kindergarten's children.
    expect(new Set(list.data.records.map((r) => r.kigId)).size).toBe(1);

    const one = await kig.get<{ id: string }>(`/campus/student/get?id=${list.data.records[0]!.id}`);
    expect(routed.multiShard()).toEqual([]);
    expect(one.status).toBe(200);
    expect(one.data.id).toBe(list.data.records[0]!.id);
  });

  it("lists its notices with their grades' names (ids kept in the row), each statement on one shard", async ({ skip }) => {
    skip(!onCitus, NOT_ON_CITUS);
    // Written beside the routed server: what is proven is the list.
    const [grade] = rowsOf<{ id: string; kig_id: string; grade_name: string }>(
      await t.database.db.execute(sql`select g.id, g.kig_id, g.grade_name from grades g join organisations o on o.id = g.kig_id where o.code = 'KG0001' limit 1`),
    );
    const id = crypto.randomUUID();
    await t.database.db.execute(sql`insert into notices (id, kig_id, title, notice_type, audience, grade_ids, class_ids, state, read_count)
      values (${id}, ${grade!.kig_id}, '路由', 'ordinary', 'grades', ${JSON.stringify([grade!.id])}::jsonb, '[]'::jsonb, 'draft', 0)`);
    const list = await kig.post<Page<{ id: string; gradeIds: string[]; _labels: { gradeIds: string[] } }>>('/school/notice/list', { pageSize: 20 });
    expect(list.status).toBe(200);
    const notice = list.data.records.find((r) => r.id === id);
    expect(notice?.gradeIds).toEqual([grade!.id]);
    expect(notice?._labels.gradeIds).toEqual([grade!.grade_name]);
  });

  it('refuses a statement over every shard (the check itself bites)', async ({ skip }) => {
    skip(!onCitus, NOT_ON_CITUS);
    const [setting] = rowsOf<{ level: string }>(await routed.database.db.execute(sql`select current_setting('citus.multi_task_query_log_level') as level`));
    expect(setting?.level).toBe('error');
    skip(!(await isDistributed(t, 'students')), 'students is not distributed yet: every statement on it is single-task');
    const refused = await routed.database.db.execute(sql`select count(*) from students`).then(
      () => 'answered',
      (error: unknown) => error,
    );
    expect([...causes(refused)].map((e) => (e as Error).message).join('\n')).toContain('multi-task query about to be executed');
  });
});
