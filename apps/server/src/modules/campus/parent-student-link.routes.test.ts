import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { users } from '../system/user.table.js';
import { ApiClient } from '../../test/api-client.js';
import { allCodes, grantPermissions } from '../../test/permissions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A parent and a child linked from either side (spec section 3: a student's parents and relationship). */

let t: TestApp;
let kig1: ApiClient;
let kig2: ApiClient;
let group: ApiClient;
const ids: Record<string, string> = {};
type Rec = { id: string } & Record<string, unknown>;
type Link = { parentId: string; studentId: string; relationship: string; _labels: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  const codes = allCodes(['campus:grade', 'campus:class', 'campus:student', 'campus:parent']);
  const kig1Id = await grantPermissions(t.database.db, 'KG0001', 3, codes);
  const kig2Id = await grantPermissions(t.database.db, 'KG0002', 3, codes);
  await grantPermissions(t.database.db, 'GR0001', 4, codes);
  kig1 = await ApiClient.as(t.app, 'demo-kig', 3);
  kig2 = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  group = await ApiClient.as(t.app, 'demo-group', 4);
  for (const [c, kigId, k] of [
    [kig1, kig1Id, '1'],
    [kig2, kig2Id, '2'],
  ] as const) {
    const grade = await c.ok(c.post<Rec>('/campus/grade/save', { gradeName: '小班', kigId }));
    const cls = await c.ok(c.post<Rec>('/campus/class/save', { className: '小一班', kigId, gradeId: grade.id }));
    const child = { kigId, classId: cls.id, birthDate: '2023-03-01', enrolDate: '2026-09-01' };
    ids[`child${k}`] = (await c.ok(c.post<Rec>('/campus/student/save', { ...child, name: '王小明', studentNumber: `L${k}1` }))).id;
    ids[`sibling${k}`] = (await c.ok(c.post<Rec>('/campus/student/save', { ...child, name: '王小红', studentNumber: `L${k}2` }))).id;
    ids[`parent${k}`] = (await c.ok(c.post<Rec>('/campus/parent/save', { kigId, name: '王大明', phone: `1380013800${k}` }))).id;
  }
});
afterAll(() => t.close());

const list = (c: ApiClient, body: object) => c.post<Link[]>('/campus/parentStudent/list', body);

describe('parents and children', () => {
  it('links a parent to two children from either side, each with its own relationship, shown from both sides', async () => {
    await kig1.ok(kig1.post('/campus/parentStudent/save', { parentId: ids.parent1, studentId: ids.child1, relationship: 'father' }));
    // From the child's side: the same call, named by the child.
    await kig1.ok(kig1.post('/campus/parentStudent/save', { studentId: ids.sibling1, parentId: ids.parent1, relationship: 'uncle' }));
    const ofParent = await kig1.ok(list(kig1, { parentIds: [ids.parent1] }));
    expect(ofParent.map((l) => [l._labels.studentId, l.relationship])).toEqual([
      ['王小明', 'father'],
      ['王小红', 'uncle'],
    ]);
    const ofChild = await kig1.ok(list(kig1, { studentIds: [ids.child1, ids.sibling1] }));
    expect(ofChild.map((l) => [l.studentId, l._labels.parentId, l.relationship])).toEqual(
      expect.arrayContaining([
        [ids.child1, '王大明', 'father'],
        [ids.sibling1, '王大明', 'uncle'],
      ]),
    );
    // Linking again changes the relationship, never a second link.
    const changed = await kig1.ok(kig1.post<Link>('/campus/parentStudent/save', { parentId: ids.parent1, studentId: ids.sibling1, relationship: 'father' }));
    expect(changed).toMatchObject({ relationship: 'father', _labels: { parentId: '王大明', studentId: '王小红' } });
    expect(await kig1.ok(list(kig1, { studentIds: [ids.sibling1] }))).toHaveLength(1);
  });

  it('takes the relationship from the dictionary only, in the reader’s language', async () => {
    const bad = await kig1.post('/campus/parentStudent/save', { parentId: ids.parent1, studentId: ids.child1, relationship: 'neighbour' });
    expect(bad).toMatchObject({ status: 400, data: [{ field: 'relationship', message: 'Not one of the choices' }] });
    const missing = await kig1.post('/campus/parentStudent/save', { parentId: ids.parent1, studentId: ids.child1 });
    expect(missing).toMatchObject({ status: 400, data: [{ field: 'relationship' }] });
    expect((await kig1.post('/campus/parentStudent/list', {})).status).toBe(400);
  });

  it('unlinks (the rows stay), and an absent link is not found', async () => {
    await kig1.ok(kig1.post('/campus/parentStudent/delete', { parentId: ids.parent1, studentId: ids.sibling1 }));
    expect((await kig1.ok(list(kig1, { parentIds: [ids.parent1] }))).map((l) => l.studentId)).toEqual([ids.child1]);
    expect((await kig1.post('/campus/parentStudent/delete', { parentId: ids.parent1, studentId: ids.sibling1 })).status).toBe(404);
    expect((await kig1.get(`/campus/student/get?id=${ids.sibling1}`)).status).toBe(200);
  });

  it('leaves a deleted child out of its parent’s children', async () => {
    const gone = await kig1.ok(
      kig1.post<Rec>('/campus/student/save', {
        name: '王离开',
        kigId: (await kig1.ok(kig1.get<Rec>(`/campus/student/get?id=${ids.child1}`))).kigId,
        studentNumber: 'L19',
        classId: (await kig1.ok(kig1.get<Rec>(`/campus/student/get?id=${ids.child1}`))).classId,
        birthDate: '2023-03-01',
        enrolDate: '2026-09-01',
      }),
    );
    await kig1.ok(kig1.post('/campus/parentStudent/save', { parentId: ids.parent1, studentId: gone.id, relationship: 'mother' }));
    await kig1.ok(kig1.post('/campus/student/delete', { id: gone.id }));
    expect((await kig1.ok(list(kig1, { parentIds: [ids.parent1] }))).map((l) => l.studentId)).toEqual([ids.child1]);
  });
});

describe('parents and children: tenancy', () => {
  it('answers another kindergarten’s parent or child exactly as one that does not exist', async () => {
    const random = crypto.randomUUID();
    const asked = [
      [list(kig2, { parentIds: [ids.parent1] }), list(kig2, { parentIds: [random] })],
      [list(kig2, { studentIds: [ids.child1] }), list(kig2, { studentIds: [random] })],
      [
        kig2.post('/campus/parentStudent/save', { parentId: ids.parent2, studentId: ids.child1, relationship: 'mother' }),
        kig2.post('/campus/parentStudent/save', { parentId: ids.parent2, studentId: random, relationship: 'mother' }),
      ],
      [
        kig2.post('/campus/parentStudent/save', { parentId: ids.parent1, studentId: ids.child2, relationship: 'mother' }),
        kig2.post('/campus/parentStudent/save', { parentId: random, studentId: ids.child2, relationship: 'mother' }),
      ],
      [
        kig2.post('/campus/parentStudent/delete', { parentId: ids.parent1, studentId: ids.child1 }),
        kig2.post('/campus/parentStudent/delete', { parentId: random, studentId: ids.child1 }),
      ],
    ];
    for (const [foreign, unknown] of asked) {
      const [a, b] = [await foreign!, await unknown!];
      expect(a.status).toBe(404);
      expect(a).toEqual(b);
    }
    // The link kig2 asked about is untouched.
    expect(await kig1.ok(list(kig1, { studentIds: [ids.child1] }))).toHaveLength(1);
  });

  it('lets a group link within one of its kindergartens, never across two of them', async () => {
    const across = await group.post('/campus/parentStudent/save', { parentId: ids.parent1, studentId: ids.child2, relationship: 'mother' });
    const unknown = await group.post('/campus/parentStudent/save', { parentId: ids.parent1, studentId: crypto.randomUUID(), relationship: 'mother' });
    expect(across.status).toBe(404);
    expect(across).toEqual(unknown);
    await group.ok(group.post('/campus/parentStudent/save', { parentId: ids.parent2, studentId: ids.child2, relationship: 'grandma' }));
    const both = await group.ok(list(group, { parentIds: [ids.parent1, ids.parent2] }));
    expect(both.map((l) => [l.parentId, l.studentId])).toEqual(
      expect.arrayContaining([
        [ids.parent1, ids.child1],
        [ids.parent2, ids.child2],
      ]),
    );
    expect(both).toHaveLength(2);
  });

  it("audits each link, unlink and the rows' own writes under the session that made them", async () => {
    const rows = await t.database.db
      .select({ action: auditLogs.action, resource: auditLogs.resource, userId: auditLogs.userId, userName: auditLogs.userName, orgId: auditLogs.orgId, ip: auditLogs.ip })
      .from(auditLogs)
      .where(inArray(auditLogs.resource, ['parentStudent', 'parent']))
      .orderBy(asc(auditLogs.at));
    const [kig] = await t.database.db.select({ id: users.id, orgId: users.orgId }).from(users).where(eq(users.userName, 'demo-kig'));
    const [grp] = await t.database.db.select({ id: users.id, orgId: users.orgId }).from(users).where(eq(users.userName, 'demo-group'));
    const byKig = { userId: kig!.id, userName: 'demo-kig', orgId: kig!.orgId, ip: '127.0.0.1' };
    const ofKig = rows.filter((r) => r.userName === 'demo-kig');
    expect(new Set(ofKig.map((r) => `${r.action} ${r.resource}`))).toEqual(new Set(['create parent', 'link parentStudent', 'unlink parentStudent']));
    expect(ofKig.map(({ action: _a, resource: _r, ...actor }) => actor)).toEqual(ofKig.map(() => byKig));
    expect(rows.filter((r) => r.userName === 'demo-group')).toEqual([
      { action: 'link', resource: 'parentStudent', userId: grp!.id, userName: 'demo-group', orgId: grp!.orgId, ip: '127.0.0.1' },
    ]);
  });
});
