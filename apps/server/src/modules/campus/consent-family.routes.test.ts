import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentConsentText, type FamilyConsents } from '@kg/domain';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { newFamily, type TestFamily } from '../../test/family-client.js';
import { createTestApp, envelope, type TestApp } from '../../test/test-app.js';
import { students } from './campus.tables.js';
import { consents } from './consent.table.js';
import { consentStates } from './consent.service.js';

const VERSION = currentConsentText('facePhotos').version;
const RANDOM = '01900000-0000-7000-8000-000000000000';
let t: TestApp;
let family: TestFamily;
let neighbour: TestFamily;

beforeAll(async () => {
  t = await createTestApp();
  await seedCampus(t.database.db, ['KG0001', 'KG0002']);
  // The eleventh child of the first class has not decided on face photos (the seed).
  family = await newFamily(t.app, t.database.db, [{ kigCode: 'KG0001', studentNumber: 'KG0001-011' }, { kigCode: 'KG0002' }]);
  neighbour = await newFamily(t.app, t.database.db, [{ kigCode: 'KG0001', studentNumber: 'KG0001-002' }]);
  // Two families signed in (argon2) and a seeded campus: over a minute on a machine loaded far beyond its two cores.
}, 180_000);
afterAll(() => t.close());

const call = (f: TestFamily, method: 'GET' | 'POST', payload?: object, lang = 'en_US') =>
  t.app.inject({ method, url: `/app/v1/consents?lang=${lang}`, headers: { authorization: `Bearer ${f.token}` }, ...(payload ? { payload } : {}) });

describe("the families' consent", () => {
  it("shows the family's own children with their states and the texts in the family's language", async () => {
    const res = await call(family, 'GET', undefined, 'zh_TW');
    expect(res.statusCode).toBe(200);
    const data = envelope(res).data as FamilyConsents;
    const [mine, theirs] = family.parents;
    expect(data.children.map((c) => c.studentId).sort()).toEqual([mine!.studentId, theirs!.studentId].sort());
    expect(data.children.find((c) => c.studentId === mine!.studentId)).toMatchObject({ facePhotos: 'none', healthChecks: 'given' });
    expect(data.texts).toEqual([
      { purpose: 'facePhotos', version: VERSION, text: currentConsentText('facePhotos').wording['zh-TW'] },
      { purpose: 'healthChecks', version: currentConsentText('healthChecks').version, text: currentConsentText('healthChecks').wording['zh-TW'] },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/app/v1/consents' })).statusCode).toBe(401);
  });

  it('records a parent’s decision for their own child, at once, with who, when and the version, audited', async () => {
    const child = family.parents[0]!.studentId;
    const given = await call(family, 'POST', { studentId: child, purpose: 'facePhotos', decision: 'given', textVersion: VERSION });
    expect(given.statusCode).toBe(200);
    const recorded = envelope(given).data as { id: string; decidedAt: string };
    const [kid] = await t.database.db.select({ kigId: students.kigId }).from(students).where(eq(students.id, child));
    expect((await consentStates(t.database.db, kid!.kigId, [child])).get(child)!.facePhotos).toBe('given');
    const [row] = await t.database.db
      .select()
      .from(consents)
      .where(and(eq(consents.kigId, kid!.kigId), eq(consents.id, recorded.id)));
    expect(row).toMatchObject({ source: 'family', parentId: family.parents[0]!.parentId, guardianName: '测试家长', textVersion: VERSION, scanPath: null });
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'consent'), eq(auditLogs.resourceId, recorded.id)));
    expect(audit).toMatchObject({ action: 'create', result: 'ok', userId: null, orgId: kid!.kigId });

    // Withdrawn: the state is the latest decision, at once.
    expect((await call(family, 'POST', { studentId: child, purpose: 'facePhotos', decision: 'withdrawn', textVersion: VERSION })).statusCode).toBe(200);
    const after = envelope(await call(family, 'GET')).data as FamilyConsents;
    expect(after.children.find((c) => c.studentId === child)).toMatchObject({ facePhotos: 'withdrawn' });
  });

  it("answers another family's child, another kindergarten's and a random id alike: not found, nothing recorded", async () => {
    const body = (studentId: string) => ({ studentId, purpose: 'healthChecks', decision: 'withdrawn', textVersion: VERSION });
    const theirs = await call(neighbour, 'POST', body(family.parents[0]!.studentId));
    const otherKig = await call(neighbour, 'POST', body(family.parents[1]!.studentId));
    const random = await call(neighbour, 'POST', body(RANDOM));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(random.body);
    expect(otherKig.body).toBe(random.body);
    const rows = await t.database.db.select().from(consents).where(eq(consents.parentId, neighbour.parents[0]!.parentId));
    expect(rows).toEqual([]);
    // A version that is not one of the purpose's texts is refused.
    const bad = await call(family, 'POST', { ...body(family.parents[0]!.studentId), textVersion: '1999-01' });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).data).toEqual([{ field: 'textVersion', message: "Not a version of this purpose's consent text" }]);
  });
});
