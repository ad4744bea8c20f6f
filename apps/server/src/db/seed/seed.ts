import { count } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { hashPassword } from '../../platform/passwords.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { createBuiltInRole } from '../../modules/system/built-in-role.js';
import { userRoles, users } from '../../modules/system/user.table.js';
import { newId } from '../columns.js';
import { DEMO_ORGS, DEMO_USERS } from './demo-data.js';
import { supervisionAuthorities } from '../../modules/supervision/supervision.tables.js';
import { seedActivities, seedDemoTeacher } from './activity-seed.js';
import { seedAttendance } from './attendance-seed.js';
import { seedCampus } from './campus-seed.js';
import { seedHealth } from './health-seed.js';
import { seedHealthRecords } from './health-records-seed.js';
import { seedSchoolMeals } from './school-meals-seed.js';
import { seedNotices } from './notice-seed.js';
import { seedDictionary } from './dictionary-seed.js';
import { seedFamilies } from './families-seed.js';
import { seedMailbox } from './mailbox-seed.js';
import { seedOpenings } from './opening-seed.js';
import { seedPromotion } from './promotion-seed.js';
import { seedSalesmen } from './salesman-seed.js';
import { seedPacks } from './pack-seed.js';
import { seedPayments } from './payment-seed.js';
import { seedSms } from './sms-seed.js';
import { seedMoney } from './money-seed.js';
import type { SecretBox } from '../../platform/secret-box.js';
import { syncMenuCatalogue } from './menu-sync.js';
import { seedKigRecords, seedServiceEnds } from './kig-record-seed.js';

/**
 * Writes the demo organisations, roles and accounts, and (for the product's demo, not the API tests'
 * template) a lived-in campus in each demo kindergarten. Expects an empty database.
 */
export async function seedDemo(db: Db, options: { campus: boolean; secrets?: SecretBox } = { campus: true }): Promise<void> {
  await syncMenuCatalogue(db);
  await seedDictionary(db);
  const hashes = new Map<string, string>();
  for (const u of DEMO_USERS) if (!hashes.has(u.password)) hashes.set(u.password, await hashPassword(u.password));

  await db.transaction(async (tx) => {
    const orgIds = new Map<string, string>();
    const orgPaths = new Map<string, string>();
    for (const [sort, o] of DEMO_ORGS.entries()) {
      const id = newId();
      const parentId = o.parent ? orgIds.get(o.parent)! : null;
      const path = `${o.parent ? orgPaths.get(o.parent)! : '/'}${id}/`;
      orgIds.set(o.key, id);
      orgPaths.set(o.key, path);
      await tx.insert(organisations).values({
        id,
        parentId,
        path,
        kind: o.kind,
        code: o.code,
        name: o.name,
        status: 'enabled',
        contactName: o.contactName ?? null,
        contactPhone: o.contactPhone ?? null,
        areaCode: o.areaCode ?? null,
        address: o.address ?? null,
        category: o.category ?? null,
        sort,
        ...(o.parent && o.parent !== 'platform' && o.parent !== 'inst' ? { agentId: orgIds.get('agent')! } : {}),
        ...(o.kind === 'kindergarten' ? { openDate: o.openDate ?? null, website: o.website ?? null, systemType: o.systemType ?? 'universal' } : {}),
      });
      if (o.kind === 'supervision') await tx.insert(supervisionAuthorities).values({ orgId: id, authorityKind: 'education' });
    }
    const roleIds = new Map<string, string>();
    for (const u of DEMO_USERS) {
      const orgId = orgIds.get(u.org)!;
      const roleKey = `${u.org}:${u.appType}`;
      if (!roleIds.has(roleKey)) {
        roleIds.set(roleKey, await createBuiltInRole(tx, { orgId, appType: u.appType, name: u.roleName }));
      }
      const [user] = await tx
        .insert(users)
        .values({
          orgId,
          userName: u.userName,
          nickName: u.nickName,
          passwordHash: hashes.get(u.password)!,
          appType: u.appType,
          status: 'enabled',
        })
        .returning({ id: users.id });
      await tx.insert(userRoles).values({ userId: user!.id, roleId: roleIds.get(roleKey)! });
    }
  });
  await seedSms(db, new Date(), options.secrets);
  await seedMoney(db);
  if (options.campus) await seedDemoCampus(db);
}

/** The lived-in campus of each demo kindergarten: classes, children, staff, settings, health records. */
export async function seedDemoCampus(db: Db): Promise<void> {
  const kindergartens = DEMO_ORGS.filter((o) => o.kind === 'kindergarten').map((o) => o.code);
  await seedCampus(db, kindergartens);
  await seedFamilies(db);
  await seedMailbox(db, kindergartens);
  await seedAttendance(db, kindergartens);
  await seedHealth(db, kindergartens[0]!, 'IN0001');
  await seedHealthRecords(db, kindergartens);
  await seedSchoolMeals(db, kindergartens);
  await seedDemoTeacher(db);
  await seedActivities(db, kindergartens);
  await seedNotices(db, kindergartens);
  await seedOpenings(db);
  await seedKigRecords(db);
  await seedServiceEnds(db);
  await seedPromotion(db);
  await seedSalesmen(db);
  await seedPacks(db);
  await seedPayments(db);
}

/** Seeds demo data on a database with no organisation; otherwise only adds new catalogue menus. */
export async function seedIfEmpty(db: Db, secrets?: SecretBox): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(organisations);
  if (Number(row?.n ?? 0) > 0) {
    await syncMenuCatalogue(db);
    await seedDictionary(db);
    return false;
  }
  await seedDemo(db, { campus: true, ...(secrets ? { secrets } : {}) });
  return true;
}
