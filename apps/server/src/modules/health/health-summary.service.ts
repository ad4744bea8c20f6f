import { TEMPERATURE_DEFAULTS } from '@kg/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { dateArray, lockSummaryDays } from '../../platform/summary-lock.js';
import { NO_CLASS } from '../attendance/attendance-summary.table.js';
import { anyStale, claimStale, type KigIds } from '../attendance/summary-stale.service.js';

/**
 * Recomputes a kindergarten's health day summaries of some days from the checks, in the caller's
 * transaction: one statement, whatever the number of days. Why a recompute and not counters: a
 * review turns a check from abnormal to normal, a re-check replaces the first, a threshold changes
 * which checks are fevers; recounting the day's latest checks under the day's lock gives the same
 * figures as counting them when read, whichever way the day got there (a day is a few hundred rows).
 */
export async function refreshHealthDays(tx: Db, kigId: string, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  await lockSummaryDays(tx, 'health', kigId, days);
  const dates = dateArray(days);
  await tx.execute(sql`
    with latest as (
      select distinct on (hc.student_id, hc.school_day, hc.session) hc.school_day, hc.session, hc.class_id, hc.abnormal, hc.review,
        coalesce(hc.temperature >= coalesce(hs.fever_temperature, ${TEMPERATURE_DEFAULTS.fever}), false) as fever
      from health_checks hc left join health_settings hs on hs.kig_id = hc.kig_id and hs.deleted = false
      where hc.kig_id = ${kigId} and hc.deleted = false and hc.school_day = any(${dates}::date[])
      order by hc.student_id, hc.school_day, hc.session, hc.checked_at desc
    ),
    counted as (
      select school_day, session, coalesce(class_id, ${NO_CLASS}::uuid) as class_id, count(*)::int as checked,
        count(*) filter (where abnormal)::int as abnormal, count(*) filter (where fever)::int as fever,
        count(*) filter (where review = 'pending')::int as pending_review
      from latest group by 1, 2, 3
    ),
    gone as (
      delete from health_day_summaries s
      where s.kig_id = ${kigId} and s.school_day = any(${dates}::date[])
        and not exists (select 1 from counted c where c.school_day = s.school_day and c.session = s.session and c.class_id = s.class_id)
    )
    insert into health_day_summaries (kig_id, school_day, session, class_id, checked, abnormal, fever, pending_review)
    select ${kigId}, school_day, session, class_id, checked, abnormal, fever, pending_review from counted
    on conflict (kig_id, school_day, session, class_id) do update
      set checked = excluded.checked, abnormal = excluded.abnormal, fever = excluded.fever, pending_review = excluded.pending_review`);
}

/**
 * Recomputes the health days marked stale (a fever threshold's change, migration 0010's trigger) of
 * some kindergartens over a range, in one transaction (the caller's, when it is one). A read settles
 * its range first, so a change made behind the server's back counts at the next read.
 */
export async function settleHealth(db: Db, kigIds: KigIds, from = '0001-01-01', to = '9999-12-31'): Promise<void> {
  if (!(await anyStale(db, 'health', kigIds, from, to))) return;
  await db.transaction(async (tx) => {
    const stale = await claimStale(tx, 'health', kigIds, from, to);
    for (const kigId of new Set(stale.map((s) => s.kigId))) {
      await refreshHealthDays(
        tx,
        kigId,
        stale.filter((s) => s.kigId === kigId).map((s) => s.schoolDay),
      );
    }
  });
}
