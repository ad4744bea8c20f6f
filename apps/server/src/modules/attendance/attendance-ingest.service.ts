import type { AttendanceBatchResult, AttendanceEvent } from '@kg/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../db/columns.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { bracelets, students, teachers } from '../campus/campus.tables.js';
import type { DeviceContext } from '../device/device.service.js';
import { organisations } from '../system/organization.table.js';

type Person = { personKind: 'student' | 'teacher'; personId: string };
const key = (method: string, credential: string) => `${method}:${credential.toLowerCase()}`;

/**
 * Who each credential of a batch names, looked up only among the machine's own kindergarten: a card
 * or bracelet or face of another kindergarten names nobody here.
 */
async function resolvePeople(db: Db, kigId: string, events: AttendanceEvent[]): Promise<Map<string, Person>> {
  const found = new Map<string, Person>();
  const of = (method: string) => [...new Set(events.filter((e) => e.method === method).map((e) => e.credential.toLowerCase()))];
  const cards = of('card');
  if (cards.length) {
    const [t, s] = await Promise.all([
      db.select({ id: teachers.id, card: teachers.cardNo }).from(teachers)
        .where(and(eq(teachers.kigId, kigId), eq(teachers.deleted, false), inArray(sql`lower(${teachers.cardNo})`, cards))),
      db.select({ id: students.id, card: students.cardNo }).from(students)
        .where(and(eq(students.kigId, kigId), eq(students.deleted, false), inArray(sql`lower(${students.cardNo})`, cards))),
    ]);
    for (const r of t) found.set(key('card', r.card!), { personKind: 'teacher', personId: r.id });
    for (const r of s) found.set(key('card', r.card!), { personKind: 'student', personId: r.id });
  }
  const macs = of('bracelet');
  if (macs.length) {
    const rows = await db.select({ mac: bracelets.mac, studentId: bracelets.studentId }).from(bracelets)
      .where(and(eq(bracelets.kigId, kigId), eq(bracelets.deleted, false), inArray(sql`lower(${bracelets.mac})`, macs)));
    for (const r of rows) if (r.studentId) found.set(key('bracelet', r.mac), { personKind: 'student', personId: r.studentId });
  }
  const faces = of('face').filter((id) => /^[0-9a-f-]{36}$/.test(id));
  if (faces.length) {
    const [t, s] = await Promise.all([
      db.select({ id: teachers.id }).from(teachers).where(and(eq(teachers.kigId, kigId), eq(teachers.deleted, false), inArray(teachers.id, faces))),
      db.select({ id: students.id }).from(students).where(and(eq(students.kigId, kigId), eq(students.deleted, false), inArray(students.id, faces))),
    ]);
    for (const r of t) found.set(key('face', r.id), { personKind: 'teacher', personId: r.id });
    for (const r of s) found.set(key('face', r.id), { personKind: 'student', personId: r.id });
  }
  return found;
}

/**
 * Stores a machine's batch in one statement. A record id the machine sent before is a duplicate, not
 * a second event; the answer is sent only once the statement has committed.
 */
export async function ingestAttendance(db: Db, device: DeviceContext, events: AttendanceEvent[]): Promise<AttendanceBatchResult> {
  const [org] = await db.select({ timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, device.kigId));
  const timeZone = org?.timeZone ?? 'Asia/Shanghai';
  const people = await resolvePeople(db, device.kigId, events);
  const rejected: AttendanceBatchResult['rejected'] = [];
  const seen = new Set<string>();
  const rows = [];
  let repeatedInBatch = 0;
  for (const e of events) {
    if (seen.has(e.recordId)) {
      repeatedInBatch++;
      continue;
    }
    seen.add(e.recordId);
    const person = people.get(key(e.method, e.credential));
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
      photo_path: e.photoPath ?? null,
    });
  }
  let accepted = 0;
  if (rows.length) {
    // One statement for the whole batch: far cheaper than row-by-row inserts.
    const result = await db.execute(sql`
      insert into attendance_events (id, kig_id, device_id, device_record_id, person_kind, person_id, direction, method, occurred_at, school_day, photo_path)
      select id, kig_id, device_id, device_record_id, person_kind, person_id, direction, method, occurred_at, school_day, photo_path
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        id uuid, kig_id uuid, device_id uuid, device_record_id text, person_kind text, person_id uuid,
        direction text, method text, occurred_at timestamptz, school_day date, photo_path text)
      on conflict (device_id, device_record_id) do nothing
      returning id`);
    accepted = rowsOf(result).length;
  }
  return { accepted, duplicates: rows.length - accepted + repeatedInBatch, rejected };
}
