import { eq, inArray } from 'drizzle-orm';
import { medicalContracts } from '../../modules/health/health.tables.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import type { Db } from '../../platform/db.js';

/** The school year (1 September to 31 August) a day falls in. */
export function schoolYearOf(day: string): { beginDate: string; endDate: string } {
  const year = Number(day.slice(0, 4)) - (Number(day.slice(5, 7)) < 9 ? 1 : 0);
  return { beginDate: `${year}-09-01`, endDate: `${year + 1}-08-31` };
}

/**
 * The first demo kindergarten contracts the demo institution for the school year running at the seed (so
 * that the demo's institution and experts see its checks whenever it is seeded); the second does not.
 */
export async function seedHealth(db: Db, kigCode: string, institutionCode: string, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  const orgs = await db
    .select({ id: organisations.id, code: organisations.code })
    .from(organisations)
    .where(inArray(organisations.code, [kigCode, institutionCode]));
  const kig = orgs.find((o) => o.code === kigCode);
  const institution = orgs.find((o) => o.code === institutionCode);
  if (!kig || !institution) return;
  const [existing] = await db.select({ id: medicalContracts.id }).from(medicalContracts).where(eq(medicalContracts.kigId, kig.id)).limit(1);
  if (existing) return;
  await db.insert(medicalContracts).values({ kigId: kig.id, institutionId: institution.id, ...schoolYearOf(today), note: '学年健康服务协议' });
}
