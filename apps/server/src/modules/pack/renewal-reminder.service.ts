import { type Locale, MEMBERSHIP_ENDING_DAYS, SERVICE_ENDING_DAYS, translate } from '@kg/domain';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { newId } from '../../db/columns.js';
import { DEFAULT_RENEWAL_REMINDER_HOUR } from '../../platform/config.js';
import { addDays, daysBetween, localDateTime, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { students } from '../campus/campus.tables.js';
import { sysMessages } from '../operations/operations.tables.js';
import { memberships } from './pack.tables.js';
import { type RENEWAL_SUBJECTS, renewalReminders } from './renewal-reminder.table.js';

/**
 * The job that sends renewal reminders: at every hour's start, so that each kindergarten has its reminders
 * at the configured hour of its own clock (RENEWAL_REMINDER_HOUR, 09:00 by default), whatever its zone.
 */
export const RENEWAL_JOB = 'pack.renewalReminders';
export const RENEWAL_SCHEDULE = { name: RENEWAL_JOB, kind: RENEWAL_JOB, cron: '0 * * * *' };

/** Days before its end a kindergarten's platform service is reminded of, largest first. */
export const SERVICE_THRESHOLDS = [SERVICE_ENDING_DAYS, 7, 1] as const;

type Subject = (typeof RENEWAL_SUBJECTS)[number];
interface Due {
  subject: Subject;
  subjectId: string;
  endDate: string;
  threshold: number;
}

/**
 * The threshold a service ending in `daysLeft` days is reminded for: the smallest of 30, 7 and 1 not
 * below it (so a day missed, the server down, is made up the next day, never twice), none more than 30
 * days before the end or once it has ended.
 */
export function serviceThreshold(daysLeft: number): number | null {
  if (daysLeft < 0 || daysLeft > SERVICE_THRESHOLDS[0]) return null;
  return [...SERVICE_THRESHOLDS].reverse().find((t) => daysLeft <= t)!;
}

/** The hour (0 to 23) on a zone's clocks at an instant. */
const localHour = (now: Date, timeZone: string) => Number(localDateTime(now, timeZone).slice(11, 13));

export interface ReminderOptions {
  /** The hour of the kindergarten's own clock from which its reminders of the day go (config `renewalReminderHour`). */
  hour?: number;
  /** The language the messages are written in (the platform's). */
  locale?: Locale;
}

/**
 * Renewal reminders (issue 18), on each kindergarten's own day (its time zone), from the configured hour
 * of its clock (a run before it leaves the kindergarten to a later run of the same day): its platform service
 * ending within 30, 7 or 1 days, and its children's memberships (each child's latest period, so a
 * renewed one is not) ending within 7 days. What is due is written to `renewal_reminders` first: its
 * unique key keeps a reminder from going twice (a second run, a restart, another server), and only what
 * was new goes into one system message to the kindergarten's accounts (the families have no channel
 * of their own yet: the message names the children). Answers how many reminders went.
 */
export async function sendRenewalReminders(db: Db, now: Date, options: ReminderOptions = {}): Promise<number> {
  const { hour = DEFAULT_RENEWAL_REMINDER_HOUR, locale = 'zh-CN' } = options;
  const kigs = await db
    .select({ id: organisations.id, timeZone: organisations.timeZone, serviceEnd: organisations.platformServiceEnd })
    .from(organisations)
    .where(and(eq(organisations.kind, 'kindergarten'), eq(organisations.deleted, false), eq(organisations.status, 'enabled')));
  // Each child's latest period ending around the next week on any zone's clock (each kindergarten's own day decides below).
  const utcToday = todayIn('UTC', now);
  const ending = rowsOf<{ kig_id: string; student_id: string; end_date: string }>(
    await db.execute(sql`select kig_id, student_id, end_date::text as end_date from (
        select ${memberships.kigId} as kig_id, ${memberships.studentId} as student_id, ${memberships.endDate} as end_date,
          row_number() over (partition by ${memberships.kigId}, ${memberships.studentId} order by ${memberships.endDate} desc, ${memberships.id} desc) as n
        from ${memberships} where ${memberships.deleted} = false
      ) latest
      where n = 1 and end_date between ${addDays(utcToday, -1)}::date and ${addDays(utcToday, MEMBERSHIP_ENDING_DAYS + 1)}::date`),
  );
  let sent = 0;
  for (const kig of kigs) {
    if (localHour(now, kig.timeZone) < hour) continue;
    const today = todayIn(kig.timeZone, now);
    const due: Due[] = [];
    const threshold = kig.serviceEnd ? serviceThreshold(daysBetween(today, kig.serviceEnd)) : null;
    if (kig.serviceEnd && threshold !== null) due.push({ subject: 'platformService', subjectId: kig.id, endDate: kig.serviceEnd, threshold });
    for (const m of ending) {
      if (m.kig_id !== kig.id) continue;
      const left = daysBetween(today, m.end_date);
      if (left >= 0 && left <= MEMBERSHIP_ENDING_DAYS) due.push({ subject: 'membership', subjectId: m.student_id, endDate: m.end_date, threshold: MEMBERSHIP_ENDING_DAYS });
    }
    if (due.length) sent += await remind(db, kig.id, today, due, now, locale);
  }
  return sent;
}

/** One kindergarten's reminders due today: those not sent before, in one system message to its accounts. */
async function remind(db: Db, kigId: string, today: string, due: Due[], now: Date, locale: Locale): Promise<number> {
  return db.transaction(async (tx) => {
    // Children who left keep their memberships' rows but are reminded of nothing.
    const childIds = due.filter((d) => d.subject === 'membership').map((d) => d.subjectId);
    const children = childIds.length
      ? await tx
          .select({ id: students.id, name: students.name })
          .from(students)
          .where(and(eq(students.kigId, kigId), inArray(students.id, childIds), eq(students.deleted, false), eq(students.status, 'studying')))
      : [];
    const names = new Map(children.map((c) => [c.id, c.name]));
    const wanted = due.filter((d) => d.subject !== 'membership' || names.has(d.subjectId));
    if (!wanted.length) return 0;
    const messageId = newId();
    const inserted = await tx
      .insert(renewalReminders)
      .values(wanted.map((d) => ({ ...d, kigId, localDay: today, messageId, createdAt: now })))
      .onConflictDoNothing()
      .returning({ subject: renewalReminders.subject, subjectId: renewalReminders.subjectId, endDate: renewalReminders.endDate, threshold: renewalReminders.threshold });
    if (!inserted.length) return 0;
    const w = (key: string, params?: Record<string, string | number>) => translate(locale, `renewal.${key}`, params);
    const lines: string[] = [];
    const service = inserted.find((r) => r.subject === 'platformService');
    if (service) {
      const days = daysBetween(today, service.endDate);
      lines.push(days === 0 ? w('platformServiceToday', { end: service.endDate }) : w('platformService', { end: service.endDate, days }));
    }
    const ends = inserted
      .filter((r) => r.subject === 'membership')
      .sort((a, b) => a.endDate.localeCompare(b.endDate) || names.get(a.subjectId)!.localeCompare(names.get(b.subjectId)!));
    if (ends.length) {
      if (lines.length) lines.push('');
      lines.push(w('memberships', { days: MEMBERSHIP_ENDING_DAYS }));
      for (const r of ends) lines.push(w('membership', { name: names.get(r.subjectId)!, end: r.endDate }));
    }
    await tx.insert(sysMessages).values({
      id: messageId,
      title: w('title'),
      content: lines.join('\n'),
      appTypes: [3],
      orgKinds: [],
      orgIds: [kigId],
      showFrom: now,
      state: 'published',
      publishedAt: now,
    });
    return inserted.length;
  });
}

/** When each child of a kindergarten was last reminded of the membership ending on the date given (`studentId:endDate`). */
export async function membershipRemindedAt(db: Db, kigId: string, rows: { studentId: string; endDate: string }[]): Promise<Map<string, string>> {
  if (!rows.length) return new Map();
  const found = await db
    .select({ subjectId: renewalReminders.subjectId, endDate: renewalReminders.endDate, at: max(renewalReminders.createdAt) })
    .from(renewalReminders)
    .where(
      and(
        eq(renewalReminders.kigId, kigId),
        eq(renewalReminders.subject, 'membership'),
        inArray(
          renewalReminders.subjectId,
          rows.map((r) => r.studentId),
        ),
      ),
    )
    .groupBy(renewalReminders.subjectId, renewalReminders.endDate);
  return new Map(found.flatMap((f) => (f.at ? [[`${f.subjectId}:${f.endDate}`, new Date(f.at).toISOString()] as const] : [])));
}
