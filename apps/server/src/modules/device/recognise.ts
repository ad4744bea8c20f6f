import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { bracelets, students, teachers } from '../campus/campus.tables.js';

export type Person = { personKind: 'student' | 'teacher'; personId: string };
export const credentialKey = (method: string, credential: string) => `${method}:${credential.toLowerCase()}`;

/**
 * Who each credential of a batch names, looked up only among the machine's own kindergarten: a card
 * or bracelet or face of another kindergarten names nobody here.
 */
export async function recognise(db: Db, kigId: string, events: { method: string; credential: string }[]): Promise<Map<string, Person>> {
  const found = new Map<string, Person>();
  const of = (method: string) => [...new Set(events.filter((e) => e.method === method).map((e) => e.credential.toLowerCase()))];
  const cards = of('card');
  if (cards.length) {
    const [t, s] = await Promise.all([
      db
        .select({ id: teachers.id, card: teachers.cardNo })
        .from(teachers)
        .where(and(eq(teachers.kigId, kigId), eq(teachers.deleted, false), inArray(sql`lower(${teachers.cardNo})`, cards))),
      db
        .select({ id: students.id, card: students.cardNo })
        .from(students)
        .where(and(eq(students.kigId, kigId), eq(students.deleted, false), inArray(sql`lower(${students.cardNo})`, cards))),
    ]);
    for (const r of t) found.set(credentialKey('card', r.card!), { personKind: 'teacher', personId: r.id });
    for (const r of s) found.set(credentialKey('card', r.card!), { personKind: 'student', personId: r.id });
  }
  const macs = of('bracelet');
  if (macs.length) {
    const rows = await db
      .select({ mac: bracelets.mac, studentId: bracelets.studentId })
      .from(bracelets)
      .where(and(eq(bracelets.kigId, kigId), eq(bracelets.deleted, false), inArray(sql`lower(${bracelets.mac})`, macs)));
    for (const r of rows) if (r.studentId) found.set(credentialKey('bracelet', r.mac), { personKind: 'student', personId: r.studentId });
  }
  const faces = of('face').filter((id) => /^[0-9a-f-]{36}$/.test(id));
  if (faces.length) {
    const [t, s] = await Promise.all([
      db
        .select({ id: teachers.id })
        .from(teachers)
        .where(and(eq(teachers.kigId, kigId), eq(teachers.deleted, false), inArray(teachers.id, faces))),
      db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.kigId, kigId), eq(students.deleted, false), inArray(students.id, faces))),
    ]);
    for (const r of t) found.set(credentialKey('face', r.id), { personKind: 'teacher', personId: r.id });
    for (const r of s) found.set(credentialKey('face', r.id), { personKind: 'student', personId: r.id });
  }
  return found;
}
