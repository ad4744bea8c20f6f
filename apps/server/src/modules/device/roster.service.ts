import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { bracelets, students, teachers } from '../campus/campus.tables.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import type { DeviceContext } from '../../platform/context.js';

/**
 * Who a machine may recognise: its own kindergarten's studying children (cards, bracelets, faces by
 * id) and on-duty staff. A machine downloads it to work offline; nothing of another kindergarten.
 */
export async function rosterOf(db: Db, device: DeviceContext) {
  const [org, kids, staff, bands] = await Promise.all([
    db.select({ timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, device.kigId)),
    db
      .select({ id: students.id, name: students.name, cardNo: students.cardNo, classId: students.classId })
      .from(students)
      .where(and(eq(students.kigId, device.kigId), eq(students.deleted, false), eq(students.status, 'studying')))
      .orderBy(asc(students.studentNumber)),
    db
      .select({ id: teachers.id, name: teachers.name, cardNo: teachers.cardNo })
      .from(teachers)
      .where(and(eq(teachers.kigId, device.kigId), eq(teachers.deleted, false), eq(teachers.status, 'onDuty')))
      .orderBy(asc(teachers.name)),
    db
      .select({ mac: bracelets.mac, studentId: bracelets.studentId })
      .from(bracelets)
      .where(and(eq(bracelets.kigId, device.kigId), eq(bracelets.deleted, false), isNotNull(bracelets.studentId))),
  ]);
  const macs = new Map<string, string[]>();
  for (const b of bands) macs.set(b.studentId!, [...(macs.get(b.studentId!) ?? []), b.mac]);
  return {
    kigId: device.kigId,
    timeZone: org[0]?.timeZone ?? 'Asia/Shanghai',
    students: kids.map((s) => ({ ...s, bracelets: macs.get(s.id) ?? [] })),
    teachers: staff,
  };
}
