import type { AttendanceCounts, KigHome, KigHomeCardData, KigHomeDay, KigHomeMeal } from '@kg/domain';
import { eq } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { forbidden } from '../../platform/errors.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { kindergartenReach, kindergartensInReach } from '../../platform/tenancy/reach.js';
import { childrenToday } from '../attendance/attendance-report.service.js';
import { servicesEndingOf } from '../agency/service-ending.service.js';
import { healthOverview } from '../health/health-period.service.js';
import { attendanceFigures, type Can, checkFigures, figure, link } from './home-figures.js';
import { pendingActivities, recipesOfToday, unansweredLetters } from './kig-home-school.js';

type Checks = { expected: number; checked: number; abnormal: number; pendingReview: number };
type DayCounts = { date: string; workDay: boolean } & AttendanceCounts;

/**
 * kigHome: each kindergarten within reach today (in its own time zone): children present and not
 * arrived, morning checks, activities awaiting review, letters unanswered, the day's recipe; a card
 * only where the role may open its screen; its platform service's end while within 30 days. A group's figures come one statement a figure for all its
 * kindergartens (by date: the kindergartens' todays differ only across time zones), with their sums.
 */
export async function kigHome(db: Db, ctx: SessionContext, can: Can, now: Date): Promise<KigHome> {
  if (ctx.orgKind !== 'kindergarten' && ctx.orgKind !== 'group') throw forbidden();
  const reach = kindergartenReach(ctx);
  const [kigs, [own]] = await Promise.all([
    kindergartensInReach(db, ctx),
    db.select({ timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, ctx.orgId)),
  ]);
  const date = todayIn(own?.timeZone, now);
  const dayOf = new Map(kigs.map((k) => [k.id, todayIn(k.timeZone, now)]));
  const may = {
    attendance: can('attendance:daily:view'),
    checks: can('health:stats:view'),
    activities: can('school:activity:view'),
    letters: can('school:mailbox:view'),
    recipe: can('school:recipe:view'),
  };
  const [attendance, checks, activities, letters, meals, ending] = await Promise.all([
    may.attendance && kigs.length ? childrenToday(db, kigs, now) : null,
    may.checks && kigs.length ? morningChecks(db, ctx, [...new Set(dayOf.values())], now) : null,
    may.activities && kigs.length ? pendingActivities(db, reach) : null,
    may.letters && kigs.length ? unansweredLetters(db, reach) : null,
    may.recipe && kigs.length ? recipesOfToday(db, reach, dayOf) : null,
    // Whoever opens the home is told of a platform service ending soon (and how to renew it).
    servicesEndingOf(
      db,
      kigs.map((k) => k.id),
      now,
    ),
  ]);
  // A kindergarten's own links need no kigId (its screens are its own); a group's name the kindergarten.
  const ownKig = ctx.orgKind === 'kindergarten';
  const checksOf = checks ? kigs.map((k) => checks.get(`${dayOf.get(k.id)}|${k.id}`) ?? { expected: 0, checked: 0, abnormal: 0, pendingReview: 0 }) : null;
  const rows: KigHomeDay[] = kigs.map((k, i) => {
    const day = dayOf.get(k.id)!;
    const kigId = ownKig ? undefined : k.id;
    const cards: KigHomeCardData[] = [];
    if (attendance) cards.push(attendanceCard(attendance[i]!, kigId, day));
    if (checksOf) cards.push(checksCard(checksOf[i]!, kigId, day));
    if (activities) cards.push(activitiesCard(activities.get(k.id) ?? 0));
    if (letters) cards.push(lettersCard(letters.get(k.id) ?? 0));
    if (meals) cards.push(recipeCard(meals.get(k.id), kigId, day));
    const serviceEnd = ending.get(k.id);
    return { kigId: k.id, kigName: k.name, date: day, cards, ...(serviceEnd ? { serviceEnd } : {}) };
  });
  if (ownKig) return { date, kindergartens: rows };
  return { date, kindergartens: rows, total: totalCards(attendance, checksOf, activities, letters, date) };
}

/** Each kindergarten's morning checks of its today, keyed `date|kigId` (one read per date asked). */
async function morningChecks(db: Db, ctx: SessionContext, dates: string[], now: Date): Promise<Map<string, Checks>> {
  const byKig = new Map<string, Checks>();
  const overviews = await Promise.all(dates.map((d) => healthOverview(db, ctx, { date: d, session: 'morning' }, now)));
  for (const o of overviews) for (const k of o.kindergartens) byKig.set(`${o.date}|${k.kigId}`, k);
  return byKig;
}

function attendanceCard(c: DayCounts, kigId: string | undefined, date: string): KigHomeCardData {
  const note = !c.workDay ? 'notWorkDay' : c.expected === 0 ? 'noChildren' : undefined;
  return { key: 'attendance', figures: attendanceFigures(c, kigId, date), link: link('attendance/daily', { kigId, date }), ...(note ? { note } : {}) };
}

function checksCard(c: Checks, kigId: string | undefined, date: string): KigHomeCardData {
  const note = c.expected === 0 ? 'noChildren' : c.checked === 0 ? 'noChecksYet' : undefined;
  // pastDay: the statistics' link names the day (the kindergarten's today, which may not be the group's).
  return { key: 'checks', figures: checkFigures(c, { date, session: 'morning', kigId, pastDay: true }), link: link('health/daily', { kigId, date }), ...(note ? { note } : {}) };
}

function activitiesCard(pending: number): KigHomeCardData {
  const to = link('school/activity');
  return { key: 'activities', figures: [figure('pendingActivities', pending, { alert: true, link: to })], link: to };
}

function lettersCard(unanswered: number): KigHomeCardData {
  const to = link('school/mailbox');
  return { key: 'letters', figures: [figure('unansweredLetters', unanswered, { alert: true, link: to })], link: to };
}

function recipeCard(meals: KigHomeMeal[] | undefined, kigId: string | undefined, day: string): KigHomeCardData {
  return { key: 'recipe', figures: [], meals: meals ?? [], link: link('school/addRecipe', { kigId, day }), ...(meals?.length ? {} : { note: 'noRecipe' as const }) };
}

/** A group's sums: the figures added up over its kindergartens (each kindergarten's own today). */
function totalCards(
  attendance: DayCounts[] | null,
  checks: Checks[] | null,
  activities: Map<string, number> | null,
  letters: Map<string, number> | null,
  date: string,
): KigHomeCardData[] {
  const cards: KigHomeCardData[] = [];
  if (attendance) {
    const sum = { expected: 0, present: 0, late: 0, leftEarly: 0, absent: 0, leave: 0, pending: 0, rate: 0 };
    for (const d of attendance) for (const key of ['expected', 'present', 'late', 'leftEarly', 'absent', 'leave', 'pending'] as const) sum[key] += d[key];
    cards.push({ key: 'attendance', figures: attendanceFigures(sum), link: link('attendance/daily') });
  }
  if (checks) {
    const sum: Checks = { expected: 0, checked: 0, abnormal: 0, pendingReview: 0 };
    for (const c of checks) for (const key of ['expected', 'checked', 'abnormal', 'pendingReview'] as const) sum[key] += c[key];
    cards.push({ key: 'checks', figures: checkFigures(sum, { date, session: 'morning' }), link: link('health/daily') });
  }
  const sumOf = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  if (activities) cards.push(activitiesCard(sumOf(activities)));
  if (letters) cards.push(lettersCard(sumOf(letters)));
  return cards;
}
