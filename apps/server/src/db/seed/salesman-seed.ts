import { inArray } from 'drizzle-orm';
import { salesmanKigs, salesmen } from '../../modules/salesman/salesman.table.js';
import { users } from '../../modules/system/user.table.js';
import type { Db } from '../../platform/db.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { newId } from '../columns.js';

const DAY_MS = 86_400_000;

/**
 * The demo agent's salesmen (issue 16): two on duty, one who left; the first brought in KG0001, and
 * KG0002 moved from the one who left to the second (its first assignment kept, ended). Two inserts.
 */
export async function seedSalesmen(db: Db, now = new Date()): Promise<void> {
  const orgs = await db
    .select({ id: organisations.id, code: organisations.code })
    .from(organisations)
    .where(inArray(organisations.code, ['AG0001', 'KG0001', 'KG0002']));
  const idOf = (code: string) => orgs.find((o) => o.code === code)?.id;
  const agentId = idOf('AG0001');
  if (!agentId) return;
  const [agentUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.userName, ['demo-agent']));
  const createdBy = agentUser?.id ?? null;
  const people = [
    { id: newId(), name: '刘洋', phone: '13911110001', state: 'onDuty' as const, remark: '徐汇区、长宁区' },
    { id: newId(), name: '何静', phone: '13911110002', state: 'onDuty' as const, remark: '浦东新区' },
    { id: newId(), name: '马超', phone: '13911110003', state: 'left' as const, remark: '2026 年离职，园所已移交' },
  ];
  await db.insert(salesmen).values(people.map((p) => ({ ...p, orgId: agentId, createdBy })));
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS);
  const kig1 = idOf('KG0001');
  const kig2 = idOf('KG0002');
  const rows: (typeof salesmanKigs.$inferInsert)[] = [];
  if (kig1) rows.push({ kigId: kig1, salesmanId: people[0]!.id, agentId, assignedAt: day(-400), createdBy });
  if (kig2) {
    rows.push({ kigId: kig2, salesmanId: people[2]!.id, agentId, assignedAt: day(-370), endedAt: day(-60), createdBy });
    rows.push({ kigId: kig2, salesmanId: people[1]!.id, agentId, assignedAt: day(-60), createdBy });
  }
  if (rows.length) await db.insert(salesmanKigs).values(rows);
}
