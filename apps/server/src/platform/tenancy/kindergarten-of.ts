import { eq } from 'drizzle-orm';
import type { SessionContext } from '../context.js';
import type { Db } from '../db.js';
import { forbidden } from '../errors.js';
import { organisations } from './organization.table.js';
import { assertOrgInReach } from './reach.js';

export interface Kindergarten {
  id: string;
  name: string;
  timeZone: string;
}

/**
 * The kindergarten a call is about: the session's own, or (for a group) the one named, checked to be
 * within reach. Never taken from the body without that check.
 */
export async function kindergartenOf(db: Db, ctx: SessionContext, kigId: string | undefined): Promise<Kindergarten> {
  const id = kigId ?? (ctx.orgKind === 'kindergarten' ? ctx.orgId : undefined);
  if (!id) throw forbidden();
  await assertOrgInReach(db, ctx, id, 'kindergarten');
  const [org] = await db.select({ name: organisations.name, timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, id));
  return { id, name: org?.name ?? '', timeZone: org?.timeZone ?? 'Asia/Shanghai' };
}
