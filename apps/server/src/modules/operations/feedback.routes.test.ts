import type { FamilyFeedback, FamilyFeedbackPage } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { newFamily, type TestFamily } from '../../test/family-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Feedback (issue 18): a kindergarten and families file it, operations answer and close it, each filer reads the answer. */
let t: TestApp;
let kigStaff: ApiClient;
let ops: ApiClient;
let kig1: string;
let kig2: string;
let family1: TestFamily;
let family2: TestFamily;
const as = (f: TestFamily) => new ApiClient(t.app, f.token);

type Row = { id: string; kigId: string; source: string; state: string; content: string; answer: string | null; feedbackKind: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kig1 = orgs.find((o) => o.code === 'KG0001')!.id;
  kig2 = orgs.find((o) => o.code === 'KG0002')!.id;
  family1 = await newFamily(t.app, db, [{ kigCode: 'KG0001' }]);
  family2 = await newFamily(t.app, db, [{ kigCode: 'KG0002' }]);
  kigStaff = await ApiClient.as(t.app, 'demo-kig', 3);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
}, 60_000);
afterAll(() => t.close());

const fileAsFamily = (f: TestFamily, body: object) => as(f).post<FamilyFeedback>('/app/v1/feedback', body);
const familyList = async (f: TestFamily) => (await as(f).ok(as(f).get<FamilyFeedbackPage>('/app/v1/feedback'))).records;
const fileAsKig = (body: object) => kigStaff.post<{ id: string }>('/operations/feedback/save', body);
const list = (client: ApiClient, filters: object = {}) => client.ok(client.post<Page<Row>>('/operations/feedback/list', { pageSize: 100, ...filters }));

describe('a kindergarten', () => {
  it('files feedback: open, from the kindergarten, in its own list and in operations’ list', async () => {
    const saved = await kigStaff.ok(fileAsKig({ feedbackKind: 'problem', content: '晨检机偶尔离线', contact: '13800000000' }));
    const mine = await list(kigStaff);
    expect(mine.records.find((r) => r.id === saved.id)).toMatchObject({ kigId: kig1, source: 'kindergarten', state: 'open', feedbackKind: 'problem', answer: null });
    const all = await list(ops, { source: 'kindergarten' });
    expect(all.records.find((r) => r.id === saved.id)).toMatchObject({ content: '晨检机偶尔离线', state: 'open' });
  });

  it('may not set the source, state or answer itself: the server stamps them', async () => {
    const saved = await kigStaff.ok(fileAsKig({ feedbackKind: 'other', content: '其他', contact: 'x', source: 'family', state: 'closed', answer: '自答' }));
    const row = await kigStaff.ok(kigStaff.get<Row>(`/operations/feedback/get?id=${saved.id}`));
    expect([row.source, row.state, row.answer]).toEqual(['kindergarten', 'open', null]);
  });

  it('is refused without content or contact, with the fields, in each language', async () => {
    const res = await fileAsKig({ feedbackKind: 'problem', content: '', contact: '' });
    expect(res.status).toBe(400);
    expect((res.data as unknown as { field: string }[]).map((e) => e.field).sort()).toEqual(['contact', 'content']);
    // The same rule said in each language: three different sentences.
    const said = new Set<string>();
    for (const lang of ['zh_CN', 'zh_TW', 'en_US']) {
      const localised = await new ApiClient(t.app, kigStaff.token, lang).post('/operations/feedback/save', { feedbackKind: 'problem', content: '', contact: '' });
      expect(localised.status).toBe(400);
      said.add((localised.data as unknown as { message: string }[])[0]!.message);
    }
    expect(said.size).toBe(3);
  });

  it('may neither answer nor close (not its permission)', async () => {
    const saved = await kigStaff.ok(fileAsKig({ feedbackKind: 'suggestion', content: '建议', contact: 'x' }));
    expect((await kigStaff.post('/operations/feedback/answer', { id: saved.id, answer: '自答' })).status).toBe(403);
    expect((await kigStaff.post('/operations/feedback/close', { id: saved.id })).status).toBe(403);
  });
});

describe('a family', () => {
  it('files feedback with one of its kindergartens and reads it back; another kindergarten answers as a random id', async () => {
    const filed = await as(family1).ok(fileAsFamily(family1, { kigId: kig1, feedbackKind: 'suggestion', content: '希望增加视频回放', contact: family1.phone }));
    expect([filed.state, filed.answer, filed.kigId]).toEqual(['open', null, kig1]);
    expect((await familyList(family1)).map((r) => r.id)).toContain(filed.id);
    const other = await fileAsFamily(family1, { kigId: kig2, feedbackKind: 'other', content: 'x', contact: 'y' });
    const random = await fileAsFamily(family1, { kigId: crypto.randomUUID(), feedbackKind: 'other', content: 'x', contact: 'y' });
    expect([other.status, other.txt]).toEqual([404, random.txt]);
    const tooLong = await fileAsFamily(family1, { kigId: kig1, feedbackKind: 'other', content: 'x'.repeat(1001), contact: 'y' });
    expect([tooLong.status, tooLong.data]).toEqual([400, [{ field: 'content', message: expect.any(String) }]]);
  });

  it('is read by operations, never by the kindergarten (its id answers the kindergarten as a random one)', async () => {
    const filed = await as(family1).ok(fileAsFamily(family1, { kigId: kig1, feedbackKind: 'complaint', content: '接送时间太短', contact: family1.phone }));
    expect((await list(ops, { source: 'family' })).records.find((r) => r.id === filed.id)).toMatchObject({ kigId: kig1, source: 'family', state: 'open' });
    expect((await list(kigStaff)).records.some((r) => r.id === filed.id)).toBe(false);
    const theirs = await kigStaff.raw('GET', `/operations/feedback/get?id=${filed.id}`);
    const random = await kigStaff.raw('GET', `/operations/feedback/get?id=${crypto.randomUUID()}`);
    expect([theirs.statusCode, theirs.body]).toEqual([random.statusCode, random.body]);
  });

  it('reads only its own feedback', async () => {
    const filed = await as(family2).ok(fileAsFamily(family2, { kigId: kig2, feedbackKind: 'problem', content: '应用闪退', contact: family2.phone }));
    expect((await familyList(family2)).map((r) => r.id)).toEqual([filed.id]);
    expect((await familyList(family1)).some((r) => r.id === filed.id)).toBe(false);
  });
});

describe('operations', () => {
  it('answer, then close; closing first is refused; each filer reads the answer back; every step audited', async () => {
    const fromKig = await kigStaff.ok(fileAsKig({ feedbackKind: 'problem', content: '导出很慢', contact: '010-1234' }));
    const fromFamily = await as(family2).ok(fileAsFamily(family2, { kigId: kig2, feedbackKind: 'suggestion', content: '希望有英文界面', contact: family2.phone }));
    for (const id of [fromKig.id, fromFamily.id]) {
      const early = await ops.post('/operations/feedback/close', { id });
      expect([early.status, early.txt]).toEqual([422, 'Answer the feedback before closing it']);
      expect((await ops.post('/operations/feedback/answer', { id, answer: '  ' })).status).toBe(400);
      await ops.ok(ops.post('/operations/feedback/answer', { id, answer: '已记录，下个版本处理' }));
      const again = await ops.post('/operations/feedback/answer', { id, answer: '再答' });
      expect([again.status, again.txt]).toEqual([422, 'This feedback is already answered']);
    }
    const kigRow = await kigStaff.ok(kigStaff.get<Row>(`/operations/feedback/get?id=${fromKig.id}`));
    expect([kigRow.state, kigRow.answer]).toEqual(['answered', '已记录，下个版本处理']);
    expect((await familyList(family2)).find((r) => r.id === fromFamily.id)).toMatchObject({ state: 'answered', answer: '已记录，下个版本处理', answeredAt: expect.any(String) });

    for (const id of [fromKig.id, fromFamily.id]) await ops.ok(ops.post('/operations/feedback/close', { id }));
    const closed = await ops.post('/operations/feedback/answer', { id: fromKig.id, answer: '补充' });
    expect([closed.status, closed.txt]).toEqual([422, 'This feedback is closed']);
    expect((await kigStaff.ok(kigStaff.get<Row>(`/operations/feedback/get?id=${fromKig.id}`))).state).toBe('closed');
    expect((await familyList(family2)).find((r) => r.id === fromFamily.id)!.state).toBe('closed');

    const audited = async (id: string) =>
      (
        await t.database.db
          .select({ action: auditLogs.action })
          .from(auditLogs)
          .where(and(eq(auditLogs.resource, 'feedback'), eq(auditLogs.resourceId, id)))
      )
        .map((a) => a.action)
        .sort();
    expect(await audited(fromKig.id)).toEqual(['close', 'create', 'update']);
    expect(await audited(fromFamily.id)).toEqual(['close', 'create', 'update']);
  });

  it('answer and close an unknown id as not found', async () => {
    expect((await ops.post('/operations/feedback/answer', { id: crypto.randomUUID(), answer: 'x' })).status).toBe(404);
    expect((await ops.post('/operations/feedback/close', { id: crypto.randomUUID() })).status).toBe(404);
  });

  it('export the list as a spreadsheet, filtered by state', async () => {
    const res = await ops.raw('POST', '/operations/feedback/export', { state: 'closed' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
