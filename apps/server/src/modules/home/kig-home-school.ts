import { MEALS, type KigHomeMeal, mealFields } from '@kg/domain';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { activities } from '../school/activity.tables.js';
import { mailboxLetters } from '../school/mailbox.table.js';
import { recipes } from '../school/meals.tables.js';

/**
 * kigHome's school-life figures, each one grouped statement over the kindergartens of `reach` (a
 * kindergarten's own id routes to its shard on Citus; a group's are one statement, not one each).
 */

/** Activities waiting for their review, by kindergarten. */
export async function pendingActivities(db: Db, reach: SQL): Promise<Map<string, number>> {
  const rows = await db
    .select({ kigId: activities.kigId, n: count() })
    .from(activities)
    .where(and(inArray(activities.kigId, reach), eq(activities.deleted, false), eq(activities.state, 'pending')))
    .groupBy(activities.kigId);
  return new Map(rows.map((r) => [r.kigId, Number(r.n)]));
}

/** Letters not answered yet (unread or read), by kindergarten. */
export async function unansweredLetters(db: Db, reach: SQL): Promise<Map<string, number>> {
  const rows = await db
    .select({ kigId: mailboxLetters.kigId, n: count() })
    .from(mailboxLetters)
    .where(and(inArray(mailboxLetters.kigId, reach), eq(mailboxLetters.deleted, false), inArray(mailboxLetters.state, ['unread', 'read'])))
    .groupBy(mailboxLetters.kigId);
  return new Map(rows.map((r) => [r.kigId, Number(r.n)]));
}

/**
 * Each kindergarten's meals of its own today (`dayOf`), in serving order; a kindergarten without a
 * recipe that day is absent. Read by the days asked (one or two across time zones), kept per kindergarten.
 */
export async function recipesOfToday(db: Db, reach: SQL, dayOf: Map<string, string>): Promise<Map<string, KigHomeMeal[]>> {
  const days = [...new Set(dayOf.values())];
  if (days.length === 0) return new Map();
  const rows = await db
    .select()
    .from(recipes)
    .where(and(inArray(recipes.kigId, reach), eq(recipes.deleted, false), inArray(recipes.day, days)));
  const meals = new Map<string, KigHomeMeal[]>();
  for (const row of rows) {
    if (dayOf.get(row.kigId) !== row.day) continue;
    const named = MEALS.flatMap((meal) => {
      const name = row[mealFields(meal).name];
      return typeof name === 'string' && name.trim() ? [{ meal, name }] : [];
    });
    meals.set(row.kigId, named);
  }
  return meals;
}
