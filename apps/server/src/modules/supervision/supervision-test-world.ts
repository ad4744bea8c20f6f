import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { students } from '../campus/campus.tables.js';

/**
 * The set-up the supervision API tests share (supervision.routes.test.ts, supervision-rules.routes.test.ts):
 * a server at the file's clock with the campus of both demo kindergartens (KG0001 in district 310104, the
 * demo authority's; KG0002 in 310105), an activated check machine for each, the organisations' ids by
 * code, operations' client, and the checks of a class sent as the machine sends them.
 */
export type Kid = { id: string; name: string; cardNo: string | null; classId: string | null };

/** What a check says beyond a normal temperature. */
export interface Findings {
  temperature?: number;
  hand?: string;
  mouth?: string;
}

export interface SupervisionWorld {
  t: TestApp;
  /** Organisation ids by code. */
  ids: Record<string, string>;
  ops: ApiClient;
  /** Morning checks of some children of a kindergarten on a day (at 08:10 in Shanghai), through its machine. */
  check(kigCode: string, day: string, kids: Kid[], findings?: Findings): Promise<void>;
  /** The children of a kindergarten's classes (with a card), the biggest class first. */
  classesOf(kigCode: string): Promise<Kid[][]>;
}

/** Opens the world; `prefix` keeps the file's machine serials and record ids its own. */
export async function supervisionWorld(clock: () => Date, prefix: string): Promise<SupervisionWorld> {
  const t = await createTestApp({}, { clock });
  await seedCampus(t.database.db, ['KG0001', 'KG0002']);
  const admin = await ApiClient.as(t.app, 'demo-admin', 8);
  const orgs = await admin.ok(admin.post<Page<{ id: string; code: string }>>('/system/organization/list', { pageSize: 100 }));
  const ids: Record<string, string> = {};
  for (const o of orgs.records) ids[o.code] = o.id;
  const ops = await ApiClient.as(t.app, 'demo-ops', 9);

  const machineOf = async (kigCode: string): Promise<string> => {
    const serialNo = `${prefix}-${kigCode}`;
    const created = await ops.ok(ops.post<{ id: string; _once: { verifyCode: string } }>('/device/device/save', { serialNo, kind: 'morningCheck' }));
    await ops.ok(ops.post('/device/device/assign', { id: created.id, kigCode }));
    const activated = await t.app.inject({ method: 'POST', url: '/device/v1/activate', payload: { serialNo, verifyCode: created._once.verifyCode } });
    return activated.json<{ data: { token: string } }>().data.token;
  };
  const tokens: Record<string, string> = { KG0001: await machineOf('KG0001'), KG0002: await machineOf('KG0002') };

  let record = 0;
  const check = async (kigCode: string, day: string, kids: Kid[], findings: Findings = {}) => {
    const checks = kids.map((kid) => ({
      recordId: `${prefix}-${(record += 1)}`,
      method: 'card',
      credential: kid.cardNo!,
      session: 'morning',
      time: `${day}T00:10:00Z`,
      temperature: findings.temperature ?? 36.6,
      ...(findings.hand ? { hand: findings.hand } : {}),
      ...(findings.mouth ? { mouth: findings.mouth } : {}),
    }));
    const res = await t.app.inject({ method: 'POST', url: '/device/v1/health/checks', headers: { authorization: `Device ${tokens[kigCode]}` }, payload: { checks } });
    expect(res.json()).toMatchObject({ data: { accepted: kids.length } });
  };

  const classesOf = async (kigCode: string): Promise<Kid[][]> => {
    const kids = await t.database.db
      .select({ id: students.id, name: students.name, cardNo: students.cardNo, classId: students.classId })
      .from(students)
      .where(and(eq(students.kigId, ids[kigCode]!), eq(students.status, 'studying'), eq(students.deleted, false)))
      .orderBy(asc(students.studentNumber));
    const byClass = new Map<string, Kid[]>();
    for (const kid of kids) if (kid.classId && kid.cardNo) byClass.set(kid.classId, [...(byClass.get(kid.classId) ?? []), kid]);
    return [...byClass.values()].sort((a, b) => b.length - a.length);
  };

  return { t, ids, ops, check, classesOf };
}
