import type { AttendanceBatchResult, AttendanceEvent } from '@kg/domain';
import { eq, sql } from 'drizzle-orm';
import { newId } from '../../db/columns.js';
import { ATTENDANCE_EVENTS_BY_MONTH } from '../../db/partitioned-tables.js';
import { writingDays } from '../../platform/partitions/monthly-partitions.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import type { DeviceContext } from '../../platform/context.js';
import { credentialKey, recognise } from '../device/recognise.js';
import { usablePhotoPaths } from '../../platform/storage/upload.service.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { classesOf, refreshAttendanceDays } from './attendance-summary.service.js';

/**
 * Stores a machine's batch in one statement, and refreshes the summaries of its days in the same transaction. A record id the machine sent before is a duplicate, not
 * a second event; the answer is sent only once the statement has committed. `onStored` is told, once
 * committed, the own times of the events newly stored (the ingestion lag).
 */
export async function ingestAttendance(
  db: Db,
  device: DeviceContext,
  events: AttendanceEvent[],
  onStored: (eventTimes: Date[]) => void = () => undefined,
): Promise<AttendanceBatchResult> {
  const [org] = await db.select({ timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, device.kigId));
  const timeZone = org?.timeZone ?? 'Asia/Shanghai';
  const [people, usable] = await Promise.all([
    recognise(db, device.kigId, events),
    usablePhotoPaths(
      db,
      device.kigId,
      events.flatMap((e) => (e.photoPath ? [e.photoPath] : [])),
    ),
  ]);
  const rejected: AttendanceBatchResult['rejected'] = [];
  const seen = new Set<string>();
  const rows: {
    id: string;
    kig_id: string;
    device_id: string;
    device_record_id: string;
    person_kind: 'student' | 'teacher';
    person_id: string;
    direction: 'in' | 'out';
    method: string;
    occurred_at: string;
    school_day: string;
    photo_path: string | null;
  }[] = [];
  let repeatedInBatch = 0;
  for (const e of events) {
    if (seen.has(e.recordId)) {
      repeatedInBatch++;
      continue;
    }
    seen.add(e.recordId);
    const person = people.get(credentialKey(e.method, e.credential));
    if (!person) {
      rejected.push({ recordId: e.recordId, reason: 'unknownPerson' });
      continue;
    }
    const at = new Date(e.time);
    rows.push({
      id: newId(),
      kig_id: device.kigId,
      device_id: device.id,
      device_record_id: e.recordId,
      person_kind: person.personKind,
      person_id: person.personId,
      direction: e.direction,
      method: e.method,
      occurred_at: at.toISOString(),
      school_day: todayIn(timeZone, at),
      // Only the kindergarten's own confirmed upload: a path of another kindergarten is never kept.
      photo_path: e.photoPath && usable.has(e.photoPath) ? e.photoPath : null,
    });
  }
  let accepted = 0;
  if (rows.length) {
    // The events and the summaries of their days in one transaction: a count is right once the batch is answered.
    // A month without its partition yet is made first: an event of any date is stored.
    const stored = await writingDays(
      db,
      ATTENDANCE_EVENTS_BY_MONTH,
      rows.map((r) => r.school_day),
      () =>
        db.transaction(async (tx) => {
          // One statement for the whole batch: far cheaper than row-by-row inserts. A resent record has its
          // first sending's time, so its school day: the record key (with the day, the partition key) finds it.
          const result = await tx.execute(sql`
        insert into attendance_events (id, kig_id, device_id, device_record_id, person_kind, person_id, direction, method, occurred_at, school_day, photo_path)
        select id, kig_id, device_id, device_record_id, person_kind, person_id, direction, method, occurred_at, school_day, photo_path
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
          id uuid, kig_id uuid, device_id uuid, device_record_id text, person_kind text, person_id uuid,
          direction text, method text, occurred_at timestamptz, school_day date, photo_path text)
        on conflict (kig_id, device_id, device_record_id, school_day) do nothing
        returning id`);
          const ids = new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
          const fresh = rows.filter((r) => ids.has(r.id));
          // Only the classes of the children seen: a quiet gate's single event recounts one class's day.
          const kig = { id: device.kigId, name: '', timeZone };
          const kids = fresh.filter((r) => r.person_kind === 'student');
          const classIds = await classesOf(
            tx,
            device.kigId,
            kids.map((r) => r.person_id),
          );
          await refreshAttendanceDays(
            tx,
            kig,
            'student',
            kids.map((r) => r.school_day),
            classIds,
          );
          const staff = fresh.filter((r) => r.person_kind === 'teacher');
          await refreshAttendanceDays(
            tx,
            kig,
            'teacher',
            staff.map((r) => r.school_day),
          );
          return fresh;
        }),
    );
    accepted = stored.length;
    onStored(stored.map((r) => new Date(r.occurred_at)));
  }
  return { accepted, duplicates: rows.length - accepted + repeatedInBatch, rejected };
}
