import { eq, inArray } from 'drizzle-orm';
import { medicalContracts } from '../../modules/health/health.tables.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import type { Db } from '../../platform/db.js';

/** The first demo kindergarten contracts the demo institution for the school year; the second does not. */
export async function seedHealth(db: Db, kigCode: string, institutionCode: string): Promise<void> {
  const orgs = await db
    .select({ id: organisations.id, code: organisations.code })
    .from(organisations)
    .where(inArray(organisations.code, [kigCode, institutionCode]));
  const kig = orgs.find((o) => o.code === kigCode);
  const institution = orgs.find((o) => o.code === institutionCode);
  if (!kig || !institution) return;
  const [existing] = await db.select({ id: medicalContracts.id }).from(medicalContracts).where(eq(medicalContracts.kigId, kig.id)).limit(1);
  if (existing) return;
  await db.insert(medicalContracts).values({ kigId: kig.id, institutionId: institution.id, beginDate: '2026-09-01', endDate: '2027-08-31', note: '学年健康服务协议' });
}
