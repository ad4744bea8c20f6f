import type { FamilyActivity } from '@kg/domain';
import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { FamilyContext } from '../../platform/context.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { activities, activityApplications } from '../school/activity.tables.js';
import { childrenReached, familyKindergartens, offsetOf, reachesAChild } from './family-reach.js';

/**
 * The published activities reaching the family's children, latest window first: each with whether it is
 * open on its kindergarten's today (the kindergarten's time zone) and, for each child it reaches, whether
 * the child has applied. Applying is `POST /app/v1/activity/apply`.
 */
export async function familyActivities(db: Db, family: FamilyContext, page: { pageNumber: number; pageSize: number }, now: Date) {
  const reach = reachesAChild(family, activities);
  if (!reach) return { records: [], total: 0 };
  const where = and(reach, eq(activities.state, 'published'), eq(activities.deleted, false));
  const rows = await db.select().from(activities).where(where).orderBy(desc(activities.beginDate), desc(activities.id)).limit(page.pageSize).offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(activities).where(where);
  const kigs = await familyKindergartens(db, family);
  const applied = new Set<string>();
  if (rows.length > 0) {
    // Each child by its kindergarten, so that each shard's part is read by its key.
    const mine = or(...family.children.map((c) => and(eq(activityApplications.kigId, c.kigId), eq(activityApplications.studentId, c.studentId))));
    const found = await db
      .select({ activityId: activityApplications.activityId, studentId: activityApplications.studentId })
      .from(activityApplications)
      .where(
        and(
          mine,
          inArray(
            activityApplications.activityId,
            rows.map((r) => r.id),
          ),
        ),
      );
    for (const f of found) applied.add(`${f.activityId}/${f.studentId}`);
  }
  const records: FamilyActivity[] = rows.map((r) => {
    const kig = kigs.get(r.kigId);
    const today = todayIn(kig?.timeZone, now);
    return {
      id: r.id,
      kindergarten: { id: r.kigId, name: kig?.name ?? '' },
      title: r.title,
      sender: r.sender,
      content: r.content,
      cover: r.cover ?? null,
      beginDate: r.beginDate,
      endDate: r.endDate,
      contactName: r.contactName,
      contactPhone: r.contactPhone,
      openToday: r.beginDate <= today && today <= r.endDate,
      children: childrenReached(family, r).map((c) => ({ id: c.studentId, name: c.name, applied: applied.has(`${r.id}/${c.studentId}`) })),
    };
  });
  return { records, total: Number(total?.n ?? 0) };
}
