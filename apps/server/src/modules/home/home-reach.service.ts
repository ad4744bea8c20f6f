import type { HomeChart, HomeKindergartenRow, HomeSection, HomeToday } from '@kg/domain';
import { count, eq } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { addDays, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { kindergartenReach, kindergartensInReach } from '../../platform/tenancy/reach.js';
import { arrivalsOn } from '../attendance/attendance-report.service.js';
import { machineCounts, totalMachines } from '../device/machine-counts.service.js';
import { openMessageCount } from '../health/doctor-message.service.js';
import { healthOverview } from '../health/health-period.service.js';
import { contractedKindergartens } from '../health/health-scope.js';
import { checksByDay } from '../health/health-volume.service.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { type Can, figure, link, machineSection, section } from './home-figures.js';

/** The days of the check-volume charts: the last week, today included. */
const WEEK_DAYS = 7;

async function ownToday(db: Db, ctx: SessionContext, now: Date): Promise<string> {
  const [own] = await db.select({ timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, ctx.orgId));
  return todayIn(own?.timeZone, now);
}

/** An institution and its experts: today's abnormal checks of the contracted kindergartens, and the messages still unanswered. */
export async function specialistToday(db: Db, ctx: SessionContext, can: Can, now: Date): Promise<HomeToday> {
  const date = await ownToday(db, ctx, now);
  const [contracts, week, messages] = await Promise.all([
    db.select({ n: count() }).from(contractedKindergartens(db, ctx).as('c')),
    can('health:check:view') ? checksByDay(db, ctx, addDays(date, 1 - WEEK_DAYS), date) : null,
    can('health:message:view') ? openMessageCount(db, ctx) : null,
  ]);
  const sections: HomeSection[] = [];
  const noContracts = Number(contracts[0]?.n ?? 0) === 0 ? 'noContracts' : undefined;
  let chart: HomeChart | undefined;
  if (week) {
    const today = week.at(-1)!;
    sections.push(section('checks', [figure('abnormalChecks', today.abnormal, { alert: true, link: link('health/abnormal') })], noContracts));
    chart = { key: 'abnormalChecks', series: ['abnormalChecks'], days: week.map((d) => ({ date: d.date, values: { abnormalChecks: d.abnormal } })) };
  }
  if (messages !== null) sections.push(section('messages', [figure('openMessages', messages, { alert: true, link: link('health/message', { state: 'open' }) })]));
  return { date, sections, ...(chart ? { chart } : {}) };
}

function volumeChart(week: { date: string; checks: number; abnormal: number }[]): HomeChart {
  return { key: 'checks', series: ['checks', 'abnormalChecks'], days: week.map((d) => ({ date: d.date, values: { checks: d.checks, abnormalChecks: d.abnormal } })) };
}

/** Operations: the installed machines and those offline, and the checks the machines recorded today and this week. */
export async function operationsToday(db: Db, ctx: SessionContext, can: Can, now: Date): Promise<HomeToday> {
  const date = await ownToday(db, ctx, now);
  const [machines, week] = await Promise.all([machineCounts(db, ctx, now).then(totalMachines), checksByDay(db, ctx, addDays(date, 1 - WEEK_DAYS), date)]);
  const today = week.at(-1)!;
  const sections: HomeSection[] = [];
  if (can('device:device:view')) sections.push(machineSection(machines));
  sections.push(section('checks', [figure('checks', today.checks), figure('abnormalChecks', today.abnormal)], today.checks === 0 ? 'noChecksYet' : undefined));
  return { date, sections, chart: volumeChart(week) };
}

/**
 * An agent's or the platform's kindergartens today: how many were active (an arrival or a check),
 * children arrived of those expected, checks recorded; an agent sees its kindergartens side by side.
 * Counts only (no child is named), in a few grouped statements whatever the number of kindergartens.
 */
export async function activityToday(db: Db, ctx: SessionContext, withRows: boolean, now: Date): Promise<HomeToday> {
  const date = await ownToday(db, ctx, now);
  const reach = kindergartenReach(ctx);
  const [kigs, arrivals, health, week, machines] = await Promise.all([
    kindergartensInReach(db, ctx),
    arrivalsOn(db, reach, date),
    healthOverview(db, ctx, { session: 'morning', date }, now),
    checksByDay(db, ctx, addDays(date, 1 - WEEK_DAYS), date),
    withRows ? machineCounts(db, ctx, now) : null,
  ]);
  if (kigs.length === 0) return { date, sections: [section('activity', [], 'noKindergartens')] };
  const healthOf = new Map(health.kindergartens.map((k) => [k.kigId, k]));
  const checkedToday = (id: string) => healthOf.get(id)?.checked ?? 0;
  const active = kigs.filter((k) => (arrivals.get(k.id) ?? 0) > 0 || checkedToday(k.id) > 0).length;
  const arrived = [...arrivals.values()].reduce((a, b) => a + b, 0);
  const today = week.at(-1)!;
  const sections = [
    section(
      'activity',
      [
        figure('kindergartens', kigs.length),
        figure('activeKindergartens', active, { of: kigs.length }),
        figure('arrived', arrived, { of: health.totals.expected }),
        figure('checks', today.checks),
      ],
      active === 0 ? 'noEventsYet' : undefined,
    ),
  ];
  const rows: HomeKindergartenRow[] | undefined = withRows
    ? kigs.map((k) => {
        const h = healthOf.get(k.id);
        const m = machines?.get(k.id) ?? { machines: 0, offline: 0 };
        return {
          kigId: k.id,
          kigName: k.name,
          figures: [
            figure('arrived', arrivals.get(k.id) ?? 0, { of: h?.expected ?? 0 }),
            figure('checked', h?.checked ?? 0, { of: h?.expected ?? 0 }),
            figure('abnormal', h?.abnormal ?? 0, { alert: true }),
            figure('offline', m.offline, { of: m.machines, alert: true }),
          ],
        };
      })
    : undefined;
  return { date, sections, chart: volumeChart(week), ...(rows ? { kindergartens: rows } : {}) };
}
