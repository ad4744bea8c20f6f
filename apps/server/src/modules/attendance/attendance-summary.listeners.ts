import { attendanceRuleEntity, leaveRequestEntity, type PersonKind, studentEntity, teacherEntity } from '@kg/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { ResourceRegistry, RowChange } from '../../platform/resource/registry.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { datesBetween } from './day-evaluation.js';
import { attendanceDaysOf, refreshAttendanceDays } from './attendance-summary.service.js';

async function kindergarten(tx: Db, kigId: string) {
  const [org] = await tx.select({ name: organisations.name, timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, kigId));
  return { id: kigId, name: org?.name ?? '', timeZone: org?.timeZone ?? 'Asia/Shanghai' };
}

const differs = (c: RowChange, fields: string[]) => !c.before || fields.some((f) => String(c.before![f]) !== String(c.after[f]));

/** Refreshes every day a kindergarten's events or leave speak of, for one kind of person (its rule changed). */
async function refreshAll(tx: Db, kigId: string, personKind: PersonKind) {
  await refreshAttendanceDays(tx, await kindergarten(tx, kigId), personKind, await attendanceDaysOf(tx, kigId, personKind));
}

/**
 * What else changes a day's attendance counts than an event: who is counted and in which class (a
 * child moving class, leaving, enrolled earlier; staff resigning), approved leave, the rule (a
 * kindergarten's time zone is its group's, set once). Each refreshes the summaries it touches in the transaction of the change.
 */
export function keepAttendanceSummaries(registry: ResourceRegistry): void {
  registry.onChange(studentEntity.name, async (tx, changes) => {
    const moved = changes.filter((c) => c.before && differs(c, ['classId', 'status', 'deleted', 'enrolDate']));
    for (const kigId of new Set(moved.map((c) => c.after.kigId as string))) {
      const mine = moved.filter((c) => c.after.kigId === kigId);
      const classIds = [...new Set(mine.flatMap((c) => [c.before!.classId as string, c.after.classId as string]))];
      const days = await attendanceDaysOf(
        tx,
        kigId,
        'student',
        mine.map((c) => c.after.id as string),
      );
      await refreshAttendanceDays(tx, await kindergarten(tx, kigId), 'student', days, classIds);
    }
  });
  registry.onChange(teacherEntity.name, async (tx, changes) => {
    for (const c of changes.filter((x) => x.before && differs(x, ['status', 'deleted']))) {
      const kigId = c.after.kigId as string;
      await refreshAttendanceDays(tx, await kindergarten(tx, kigId), 'teacher', await attendanceDaysOf(tx, kigId, 'teacher', [c.after.id as string]));
    }
  });
  registry.onChange(leaveRequestEntity.name, async (tx, changes) => {
    for (const c of changes) {
      const counted = [c.before, c.after].filter((l): l is NonNullable<typeof l> => !!l && l.status === 'approved' && !l.deleted);
      if (counted.length === 0) continue;
      const days = counted.flatMap((l) => datesBetween(String(l.startDate), String(l.endDate)));
      await refreshAttendanceDays(tx, await kindergarten(tx, c.after.kigId as string), c.after.personKind as PersonKind, days);
    }
  });
  registry.onChange(attendanceRuleEntity.name, async (tx, changes) => {
    for (const c of changes) {
      const kinds = new Set([c.before?.personKind, c.after.personKind].filter((k): k is PersonKind => !!k));
      for (const kind of kinds) await refreshAll(tx, c.after.kigId as string, kind);
    }
  });
}
