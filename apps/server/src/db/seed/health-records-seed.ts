import { and, eq, inArray } from 'drizzle-orm';
import { students, teachers, terms } from '../../modules/campus/campus.tables.js';
import { epidemicReports, eyeTests, measurements } from '../../modules/health/health.tables.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import type { Db } from '../../platform/db.js';
import { addDays, todayIn } from '../../platform/dates.js';
import { sequence } from './seed-random.js';

/** The term's two rounds: at the start and before the winter (both before any demo's first start). */
const MEASURED_ON = ['2026-09-08', '2026-11-10'] as const;
const EYES_TESTED_ON = ['2026-09-15', '2026-11-12'] as const;

/** Height (cm) and weight (kg) of a child of `age` years at the term's start, about the national medians. */
function startOfTerm(age: number, spread: number): { height: number; weight: number } {
  return { height: 88 + age * 6.5 + spread * 4, weight: 12 + age * 1.9 + spread * 1.5 };
}

/**
 * The health records a kindergarten keeps besides the daily checks, so the demo's screens and growth
 * reports have them: each child's height and weight twice in the term, both eyes twice, and a few
 * epidemic reports of the last days (a child back from travel, a child with a cough, a teacher).
 */
export async function seedHealthRecords(db: Db, kigCodes: string[]): Promise<void> {
  const kigs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations).where(inArray(organisations.code, kigCodes));
  for (const [k, kig] of kigs.entries()) {
    const [already] = await db.select({ id: measurements.id }).from(measurements).where(eq(measurements.kigId, kig.id)).limit(1);
    if (already) continue;
    const [term] = await db.select({ id: terms.id }).from(terms).where(eq(terms.kigId, kig.id)).limit(1);
    if (!term) continue;
    const kids = await db
      .select({ id: students.id, birthDate: students.birthDate })
      .from(students)
      .where(and(eq(students.kigId, kig.id), eq(students.deleted, false)))
      .orderBy(students.studentNumber);
    const rnd = sequence(311 + k);
    // A value in [-1, 1), from the sequence's 16 bits.
    const spread = () => rnd.next().value! / 32_768 - 1;
    const tenths = (value: number) => Math.round(value * 10);
    const growthRows: (typeof measurements.$inferInsert)[] = [];
    const eyeRows: (typeof eyeTests.$inferInsert)[] = [];
    for (const kid of kids) {
      const age = 2026 - Number(String(kid.birthDate).slice(0, 4));
      const start = startOfTerm(age, spread());
      const grown = { height: 1.5 + spread() * 0.5, weight: 0.5 + spread() * 0.3 };
      growthRows.push(
        { kigId: kig.id, studentId: kid.id, termId: term.id, measuredOn: MEASURED_ON[0], height: tenths(start.height), weight: tenths(start.weight) },
        { kigId: kig.id, studentId: kid.id, termId: term.id, measuredOn: MEASURED_ON[1], height: tenths(start.height + grown.height), weight: tenths(start.weight + grown.weight) },
      );
      // Most children read 4.9 to 5.0 at this age; one in eight has an eye a line or two lower.
      const left = rnd.next().value! % 8 === 0 ? 47 : 49 + (rnd.next().value! % 2);
      const right = rnd.next().value! % 8 === 0 ? 48 : 49 + (rnd.next().value! % 2);
      for (const [i, testDate] of EYES_TESTED_ON.entries()) {
        eyeRows.push({ kigId: kig.id, studentId: kid.id, testDate, leftEye: Math.min(50, left + i), rightEye: right, examiner: '保健医生' });
      }
    }
    const today = todayIn('Asia/Shanghai');
    const [teacher] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.kigId, kig.id)).limit(1);
    await db.transaction(async (tx) => {
      if (growthRows.length) await tx.insert(measurements).values(growthRows);
      if (eyeRows.length) await tx.insert(eyeTests).values(eyeRows);
      if (kids.length >= 2 && teacher) {
        await tx.insert(epidemicReports).values([
          {
            kigId: kig.id,
            personKind: 'student' as const,
            studentId: kids[0]!.id,
            reportDate: addDays(today, -3),
            healthStatus: 'healthy' as const,
            local: false,
            detentionPlace: '杭州市西湖区（外婆家）',
            returnDate: addDays(today, 1),
            travelPlan: '周末随家长返沪，乘高铁',
            riskExposure: false,
          },
          {
            kigId: kig.id,
            personKind: 'student' as const,
            studentId: kids[1]!.id,
            reportDate: addDays(today, -1),
            healthStatus: 'cough' as const,
            local: true,
            riskExposure: false,
            note: '家长告知夜间咳嗽，已就医',
          },
          { kigId: kig.id, personKind: 'teacher' as const, teacherId: teacher.id, reportDate: today, healthStatus: 'healthy' as const, local: true, riskExposure: false },
        ]);
      }
    });
  }
}
