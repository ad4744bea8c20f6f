import type { FamilyLetter, OpenedLetter } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { newFamily, type TestFamily } from '../../test/family-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The principal's mailbox: families write and read back through /app/v1, the kindergarten opens, answers and closes. */
let t: TestApp;
let staff: ApiClient;
let kig1: string;
let kig2: string;
let family1: TestFamily;
let family2: TestFamily;
const as = (f: TestFamily) => new ApiClient(t.app, f.token);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kig1 = orgs.find((o) => o.code === 'KG0001')!.id;
  kig2 = orgs.find((o) => o.code === 'KG0002')!.id;
  family1 = await newFamily(t.app, db, [{ kigCode: 'KG0001' }]);
  family2 = await newFamily(t.app, db, [{ kigCode: 'KG0002' }]);
  staff = await ApiClient.as(t.app, 'demo-kig', 3);
}, 60_000);
afterAll(() => t.close());

const write = (f: TestFamily, body: object) => as(f).post<FamilyLetter>('/app/v1/letters', body);
const unread = async () => (await staff.ok(staff.get<{ unread: number }>('/school/mailboxLetter/unread'))).unread;

describe('a family', () => {
  it('writes to its child’s kindergarten: the letter is unread in the back office', async () => {
    const before = await unread();
    const letter = await as(family1).ok(write(family1, { kigId: kig1, studentId: family1.parents[0]!.studentId, subject: '午睡', content: '孩子最近午睡不好' }));
    expect(letter.state).toBe('unread');
    expect(await unread()).toBe(before + 1);
    const list = await staff.ok(staff.post<Page<{ id: string; state: string; parentId: string }>>('/school/mailboxLetter/list', { state: 'unread' }));
    expect(list.records.find((r) => r.id === letter.id)).toMatchObject({ state: 'unread', parentId: family1.parents[0]!.parentId });
  });

  it('may not write to another kindergarten, nor about another family’s child: answered as a random id', async () => {
    const other = await write(family1, { kigId: kig2, subject: 'x', content: 'y' });
    const random = await write(family1, { kigId: crypto.randomUUID(), subject: 'x', content: 'y' });
    expect([other.status, other.txt]).toEqual([404, random.txt]);
    const child = await write(family1, { kigId: kig1, studentId: family2.parents[0]!.studentId, subject: 'x', content: 'y' });
    const randomChild = await write(family1, { kigId: kig1, studentId: crypto.randomUUID(), subject: 'x', content: 'y' });
    expect([child.status, child.txt]).toEqual([404, randomChild.txt]);
  });

  it('is refused a subject over 40 characters, with the field', async () => {
    const answer = await write(family1, { kigId: kig1, subject: 'x'.repeat(41), content: 'y' });
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual([{ field: 'subject', message: expect.any(String) }]);
  });
});

describe('a letter’s states', () => {
  it('unread -> read when opened -> answered when replied -> closed; the family reads the reply back', async () => {
    const letter = await as(family1).ok(write(family1, { kigId: kig1, subject: '户外活动', content: '希望多一些户外活动' }));
    const refused = await staff.post(`/school/mailboxLetter/close`, { id: letter.id });
    expect([refused.status, refused.txt]).toEqual([422, 'Reply to this letter before closing it']);

    const opened = await staff.ok(staff.post<OpenedLetter>('/school/mailboxLetter/open', { id: letter.id }));
    expect([opened.state, opened.content, opened.parentPhone]).toEqual(['read', '希望多一些户外活动', family1.phone]);
    expect((await staff.ok(staff.post<OpenedLetter>('/school/mailboxLetter/open', { id: letter.id }))).state).toBe('read');
    expect((await staff.post('/school/mailboxLetter/close', { id: letter.id })).status).toBe(422);

    const empty = await staff.post('/school/mailboxLetter/reply', { id: letter.id, reply: '  ' });
    expect(empty.status).toBe(400);
    expect((await staff.post('/school/mailboxLetter/reply', { id: letter.id, reply: 'x'.repeat(501) })).status).toBe(400);
    await staff.ok(staff.post('/school/mailboxLetter/reply', { id: letter.id, reply: '下周起每天增加半小时' }));
    const again = await staff.post('/school/mailboxLetter/reply', { id: letter.id, reply: '再次回复' });
    expect([again.status, again.txt]).toEqual([422, 'This letter has already been answered']);

    const mine = await as(family1).ok(as(family1).get<{ records: FamilyLetter[]; total: number }>('/app/v1/letters'));
    expect(mine.records.find((l) => l.id === letter.id)).toMatchObject({ state: 'answered', reply: '下周起每天增加半小时' });

    await staff.ok(staff.post('/school/mailboxLetter/close', { id: letter.id }));
    expect((await staff.post('/school/mailboxLetter/close', { id: letter.id })).status).toBe(422);
    const closedReply = await staff.post('/school/mailboxLetter/reply', { id: letter.id, reply: '补充' });
    expect([closedReply.status, closedReply.txt]).toEqual([422, 'This letter is closed']);
    const after = await as(family1).ok(as(family1).get<{ records: FamilyLetter[] }>('/app/v1/letters'));
    expect(after.records.find((l) => l.id === letter.id)!.state).toBe('closed');

    const audited = await t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'mailboxLetter'), eq(auditLogs.resourceId, letter.id)));
    expect(audited.map((a) => a.action).sort()).toEqual(['close', 'create', 'update', 'update']);
  });
});

describe('tenancy', () => {
  it('another kindergarten’s letter answers exactly as a random id, to every call', async () => {
    const theirs = await as(family2).ok(write(family2, { kigId: kig2, subject: '校车', content: '校车能否早点到' }));
    for (const [path, body] of [
      ['/school/mailboxLetter/open', {}],
      ['/school/mailboxLetter/reply', { reply: '好的' }],
      ['/school/mailboxLetter/close', {}],
    ] as const) {
      const other = await staff.raw('POST', path, { id: theirs.id, ...body });
      const random = await staff.raw('POST', path, { id: crypto.randomUUID(), ...body });
      expect([other.statusCode, other.body], path).toEqual([random.statusCode, random.body]);
    }
    const got = await staff.raw('GET', `/school/mailboxLetter/get?id=${theirs.id}`);
    expect(got.statusCode).toBe(404);
  });

  it('a family reads only its own letters', async () => {
    const mine = await as(family2).ok(as(family2).get<{ records: FamilyLetter[] }>('/app/v1/letters'));
    expect(mine.records.length).toBeGreaterThan(0);
    expect(mine.records.every((l) => l.kigId === kig2)).toBe(true);
    const theirs = await as(family1).ok(as(family1).get<{ records: FamilyLetter[] }>('/app/v1/letters'));
    expect(theirs.records.some((l) => l.kigId === kig2)).toBe(false);
  });

  it('exports the list as a spreadsheet', async () => {
    const res = await staff.raw('POST', '/school/mailboxLetter/export', {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
