import { eq } from 'drizzle-orm';
import { childOrgValues } from '../../modules/system/organization.resource.js';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

/**
 * A third kindergarten of the demo agent, straight under it, not sold the morning-check service (issue
 * 16): its record shows the services as switched, and its machines' checks are refused. It has no
 * accounts nor campus (the simulator plays the two lived-in ones). Skipped when it exists.
 */
export async function seedKigRecords(db: Db): Promise<void> {
  const [agent] = await db.select().from(organisations).where(eq(organisations.code, 'AG0001')).limit(1);
  const [taken] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'KG0003')).limit(1);
  if (!agent || taken) return;
  await db.insert(organisations).values({
    ...childOrgValues(agent),
    parentId: agent.id,
    agentId: agent.id,
    kind: 'kindergarten',
    code: 'KG0003',
    name: '晨光幼儿园',
    category: 'private',
    contactName: '孙晓',
    contactPhone: '13800000007',
    areaCode: '310112',
    address: '上海市闵行区七莘路 300 号',
    status: 'enabled',
    sort: 9,
    openDate: '2025-09-01',
    systemType: 'universal',
    morningCheckService: false,
    checkInService: true,
  });
}

/** Days left of the second demo kindergarten's platform service at the demo's first start. */
export const DEMO_SERVICE_DAYS_LEFT = 20;

/**
 * The second demo kindergarten's platform service ends 20 days after the demo's first day (issue 18): its
 * staff's home shows the notice, and the agent's and operations' kindergartens screen lists it as ending
 * soon. The first keeps no end (the recharge-package purchase of the browser tests sets one).
 */
export async function seedServiceEnds(db: Db, now = new Date()): Promise<void> {
  await db
    .update(organisations)
    .set({ platformServiceEnd: addDays(todayIn(DEFAULT_TIME_ZONE, now), DEMO_SERVICE_DAYS_LEFT) })
    .where(eq(organisations.code, 'KG0002'));
}
