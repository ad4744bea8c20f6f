import { ENTITIES, permissionOf } from '@kg/domain';
import { eq } from 'drizzle-orm';
import { seedAttendance } from '../db/seed/attendance-seed.js';
import { seedCampus } from '../db/seed/campus-seed.js';
import { seedHealthRecords } from '../db/seed/health-records-seed.js';
import type { ResourceRegistry } from '../platform/resource/registry.js';
import { organisations } from '../platform/tenancy/organization.table.js';
import { tenantRows } from './foreign-tenant.js';
import { grantPermissions } from './permissions.js';
import { signIn, type TestApp } from './test-app.js';

/**
 * Every generic list with rows to show, and the demo sessions that read them: a kindergarten's campus,
 * attendance and health data, a row of every entity in reach of KG0001 and its group (references
 * filled), and each demo organisation kind signed in with every entity's view permission.
 * Gives the rows made or found (tenantRows: by entity) and the sessions.
 */
export async function listWorld(t: TestApp, registry: ResourceRegistry): Promise<{ ids: Map<string, string>; sessions: { name: string; token: string }[] }> {
  const db = t.database.db;
  await seedCampus(db, ['KG0001']);
  await seedAttendance(db, ['KG0001']);
  await seedHealthRecords(db, ['KG0001']);
  const orgId = async (code: string) => (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, code)))[0]!.id;
  const ids = await tenantRows(db, registry, { groupId: await orgId('GR0001'), kigId: await orgId('KG0001') }, () => true);
  const codes = ENTITIES.map((e) => permissionOf(e, 'view'));
  const sessions: { name: string; token: string }[] = [];
  for (const [name, org, appType] of [
    ['demo-kig', 'KG0001', 3],
    ['demo-group', 'GR0001', 4],
    ['demo-inst', 'IN0001', 6],
    ['demo-admin', 'PLATFORM', 8],
  ] as const) {
    await grantPermissions(db, org, appType, codes);
    sessions.push({ name, token: await signIn(t.app, name, appType) });
  }
  return { ids, sessions };
}
