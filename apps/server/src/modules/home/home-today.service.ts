import type { HealthDaily, HomeChart, HomeKindergartenRow, HomeSection, HomeToday } from '@kg/domain';
import { eq } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { addDays, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { kindergartensInReach } from '../../platform/tenancy/reach.js';
import { childrenByDay, childrenToday } from '../attendance/attendance-report.service.js';
import { firstRecordedDay } from '../attendance/person-days.js';
import { kindergartenOf } from '../../platform/tenancy/kindergarten-of.js';
import { machineCounts, totalMachines } from '../device/machine-counts.service.js';
import { openMessageCount } from '../health/doctor-message.service.js';
import { healthOverview } from '../health/health-period.service.js';
import { healthDaily } from '../health/health-stats.service.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { attendanceFigures, type Can, checkFigures, figure, link, machineSection, notArrivedOf, section } from './home-figures.js';
import { activityToday, operationsToday, specialistToday } from './home-reach.service.js';

/**
 * School days the kindergarten's week chart shows, looked for over the last eleven days (seven school
 * days of a Monday-to-Friday week; a holiday shortens the chart rather than lengthening the read).
 */
const WEEK = 7;
const LOOKBACK_DAYS = 10;

/**
 * Today's figures of the session's home (today as of `now`), each computed by the service of its screen
 * over what the session reaches, and only where its role may open that screen.
 */
export async function homeToday(db: Db, ctx: SessionContext, can: Can, now: Date): Promise<HomeToday> {
  switch (ctx.orgKind) {
    case 'kindergarten':
      return kindergartenToday(db, ctx, can, now);
    case 'group':
      return groupToday(db, ctx, can, now);
    case 'institution':
    case 'expert':
      return specialistToday(db, ctx, can, now);
    case 'platform':
      return ctx.appType === 9 ? operationsToday(db, ctx, can, now) : activityToday(db, ctx, false, now);
    case 'agent':
      return activityToday(db, ctx, true, now);
    case 'supervision':
      // An authority's figures are its area overview's (supervision/overview), not the home's.
      return { date: todayIn('Asia/Shanghai', now), sections: [] };
  }
}

async function kindergartenToday(db: Db, ctx: SessionContext, can: Can, now: Date): Promise<HomeToday> {
  const kig = await kindergartenOf(db, ctx, undefined);
  const date = todayIn(kig.timeZone, now);
  const [attendance, morning, afternoon, messages, machines] = await Promise.all([
    can('attendance:daily:view') ? childrenByDay(db, kig, addDays(date, -LOOKBACK_DAYS), now) : null,
    can('health:stats:view') ? healthDaily(db, ctx, { date, session: 'morning' }, now) : null,
    can('health:stats:view') ? healthDaily(db, ctx, { date, session: 'afternoon' }, now) : null,
    can('health:message:view') ? openMessageCount(db, ctx) : null,
    machineCounts(db, ctx, now).then(totalMachines),
  ]);
  const sections: HomeSection[] = [];
  let chart: HomeChart | undefined;
  // A day without school (a weekend, by the children's rule) shows how the last school day ended:
  // who came, and the checks still to review, which is what a principal opening the home then wants.
  const last = attendance?.days.at(-1)?.workDay === false ? attendance.days.filter((d) => d.workDay).at(-1) : undefined;
  const [am, pm] =
    last && morning ? await Promise.all((['morning', 'afternoon'] as const).map((session) => healthDaily(db, ctx, { date: last.date, session }, now))) : [morning, afternoon];
  if (attendance) {
    const today = attendance.days.at(-1)!;
    if (machines.machines === 0 && today.present === 0) sections.push(section('attendance', [], 'noMachines'));
    else if (last) sections.push(section('attendance', attendanceFigures(last, undefined, last.date), 'lastSchoolDay', last.date));
    else if (!today.workDay) sections.push(section('attendance', [figure('present', today.present, { link: link('attendance/daily') })], 'notWorkDay'));
    else sections.push(section('attendance', attendanceFigures(today), today.expected === 0 ? 'noChildren' : today.present === 0 ? 'noEventsYet' : undefined));
    // Days before the machines recorded anyone say nothing about who came (as in the growth reports).
    const first = await firstRecordedDay(db, kig.id, attendance.days[0]!.date, date);
    const week = first ? attendance.days.filter((d) => d.workDay && d.date >= first).slice(-WEEK) : [];
    if (week.some((d) => d.expected > 0)) {
      chart = {
        key: 'attendance',
        series: ['present', 'notArrived', 'leave'],
        days: week.map((d) => ({ date: d.date, values: { present: d.present, notArrived: notArrivedOf(d), leave: d.leave } })),
      };
    }
  }
  if (am) sections.push(checkSection('morningCheck', am, Boolean(last)));
  // The afternoon's figures once its checks begin (many kindergartens check in the morning only).
  if (pm && pm.checked > 0) sections.push(checkSection('afternoonCheck', pm, Boolean(last)));
  if (messages !== null) sections.push(section('messages', [figure('openMessages', messages, { alert: true, link: link('health/message', { state: 'open' }) })]));
  if (can('device:device:view')) sections.push(machineSection(machines));
  return { date, sections, ...(chart ? { chart } : {}) };
}

/** A session's checks of today, or of the last school day (`pastDay`) on a day without school. */
function checkSection(key: 'morningCheck' | 'afternoonCheck', day: HealthDaily, pastDay: boolean): HomeSection {
  const figures = checkFigures(day, { date: day.date, session: day.session, pastDay });
  if (pastDay) return section(key, figures, 'lastSchoolDay', day.date);
  return section(key, figures, day.expected === 0 ? 'noChildren' : day.checked === 0 ? 'noChecksYet' : undefined);
}

/** A group's kindergartens side by side (today's children, morning checks, machines) and their sums. */
async function groupToday(db: Db, ctx: SessionContext, can: Can, now: Date): Promise<HomeToday> {
  const kigs = await kindergartensInReach(db, ctx);
  const [own] = await db.select({ timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, ctx.orgId));
  const date = todayIn(own?.timeZone, now);
  if (kigs.length === 0) return { date, sections: [section('attendance', [], 'noKindergartens')] };
  const mayAttendance = can('attendance:daily:view');
  const mayHealth = can('health:stats:view');
  const [attendance, health, messages, machines] = await Promise.all([
    // Each kindergarten's day by its own rule and time zone, as its daily screen counts it.
    mayAttendance ? childrenToday(db, kigs, now) : null,
    mayHealth ? healthOverview(db, ctx, { date, session: 'morning' }, now) : null,
    can('health:message:view') ? openMessageCount(db, ctx) : null,
    machineCounts(db, ctx, now),
  ]);
  const healthOf = new Map((health?.kindergartens ?? []).map((k) => [k.kigId, k]));
  const mayMachines = can('device:device:view');
  const rows: HomeKindergartenRow[] = kigs.map((k, i) => {
    const figures = [];
    const day = attendance?.[i];
    if (day) figures.push(...attendanceFigures(day, k.id).slice(0, 2));
    const h = healthOf.get(k.id);
    if (h) figures.push(...checkFigures(h, { date: health!.date, session: 'morning', kigId: k.id }));
    if (mayMachines) {
      const m = machines.get(k.id) ?? { machines: 0, offline: 0 };
      figures.push(figure('offline', m.offline, { of: m.machines, alert: true, link: link('device/device') }));
    }
    return { kigId: k.id, kigName: k.name, figures };
  });
  const sections: HomeSection[] = [];
  if (attendance) {
    const sum = { expected: 0, present: 0, late: 0, leftEarly: 0, absent: 0, leave: 0, pending: 0, rate: 0 };
    for (const d of attendance) {
      for (const key of ['expected', 'present', 'late', 'leftEarly', 'absent', 'leave', 'pending'] as const) sum[key] += d[key];
    }
    sections.push(section('attendance', attendanceFigures(sum)));
  }
  if (health) {
    const t = health.totals;
    sections.push(section('morningCheck', checkFigures(t, { date: health.date, session: 'morning' }), t.checked === 0 ? 'noChecksYet' : undefined));
  }
  if (messages !== null) sections.push(section('messages', [figure('openMessages', messages, { alert: true, link: link('health/message', { state: 'open' }) })]));
  if (mayMachines) sections.push(machineSection(totalMachines(machines)));
  return { date, sections, kindergartens: rows };
}
