import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { classes, classrooms, grades, parents, parentStudents, positions, students, teachers, terms } from '../../modules/campus/campus.tables.js';
import { consents } from '../../modules/campus/consent.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { newId } from '../columns.js';
import { consentRows } from './consent-seed.js';
import { sequence } from './seed-random.js';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭'];
const GIVEN = ['子轩', '一诺', '若汐', '浩然', '梓涵', '可欣', '宇航', '思彤', '雨桐', '俊熙', '欣怡', '沐阳', '语嫣', '明轩', '诗涵', '皓轩', '安琪', '博文'];
const TEACHER_GIVEN = ['丽', '敏', '静', '芳', '娜', '婷', '霞', '雪', '燕', '琳'];
const RELATIONS = ['father', 'mother', 'grandfather', 'grandmother', 'grandpa', 'grandma'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * A lived-in campus for each demo kindergarten: three grades of two classes, their classrooms and
 * teachers, the current term, and twelve children a class with a parent each (and their consent decisions).
 */
export async function seedCampus(db: Db, kigCodes: string[]): Promise<void> {
  const kigs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations).where(inArray(organisations.code, kigCodes));
  for (const [k, kig] of kigs.entries()) {
    const [existing] = await db.select({ id: grades.id }).from(grades).where(eq(grades.kigId, kig.id)).limit(1);
    if (existing) continue;
    const rnd = sequence(97 + k);
    const pick = <T>(list: T[]) => list[rnd.next().value! % list.length]!;
    const kigId = kig.id;
    await db.transaction(async (tx) => {
      await tx.insert(terms).values({ kigId, schoolYear: '2026-2027', semester: 'autumn', beginDate: '2026-09-01', endDate: '2027-01-22' });
      const [head, assistant] = await tx
        .insert(positions)
        .values([
          { kigId, positionName: '主班老师', sort: 1 },
          { kigId, positionName: '配班老师', sort: 2 },
        ])
        .returning({ id: positions.id });
      let phone = 13900000000 + k * 100000;
      let number = 1;
      for (const [g, gradeName] of ['小班', '中班', '大班'].entries()) {
        // Spaced orders, so a grade can later be placed before or between them.
        const [grade] = await tx
          .insert(grades)
          .values({ kigId, gradeName, sort: (g + 1) * 10 })
          .returning({ id: grades.id });
        for (const c of [1, 2]) {
          const className = `${gradeName.slice(0, 1)}${c === 1 ? '一' : '二'}班`;
          const [room] = await tx
            .insert(classrooms)
            .values({ kigId, name: `${g + 1}0${c} 教室`, capacity: 30 })
            .returning({ id: classrooms.id });
          const teacherRows = await tx
            .insert(teachers)
            .values([
              { kigId, name: `${pick(SURNAMES)}${pick(TEACHER_GIVEN)}`, phone: String(++phone), positionId: head!.id, cardNo: `T${kig.code}${pad(g)}${c}1` },
              { kigId, name: `${pick(SURNAMES)}${pick(TEACHER_GIVEN)}`, phone: String(++phone), positionId: assistant!.id, cardNo: `T${kig.code}${pad(g)}${c}2` },
            ])
            .returning({ id: teachers.id });
          const [cls] = await tx
            .insert(classes)
            .values({ kigId, className, gradeId: grade!.id, headTeacherId: teacherRows[0]!.id, classroomId: room!.id, sort: g * 10 + c })
            .returning({ id: classes.id });
          const birthYear = 2023 - g;
          const kids = Array.from({ length: 12 }, () => {
            const id = newId();
            const month = (rnd.next().value! % 12) + 1;
            const day = (rnd.next().value! % 28) + 1;
            return {
              id,
              kigId,
              name: `${pick(SURNAMES)}${pick(GIVEN)}`,
              studentNumber: `${kig.code}-${pad(number, 3)}`,
              cardNo: `C${kig.code}${pad(number++, 3)}`,
              classId: cls!.id,
              gender: rnd.next().value! % 2 ? ('male' as const) : ('female' as const),
              birthDate: `${birthYear}-${pad(month)}-${pad(day)}`,
              enrolDate: `${2026 - g}-09-01`,
              serviceEndDate: '2027-07-31',
            };
          });
          await tx.insert(students).values(kids);
          const guardians = kids.map((kid) => ({
            id: newId(),
            kigId,
            name: `${kid.name.slice(0, 1)}${pick(GIVEN)}`,
            phone: String(13600000000 + k * 100000 + Number(kid.studentNumber.slice(-3))),
            relationship: pick(RELATIONS),
          }));
          await tx.insert(parents).values(guardians.map(({ relationship: _r, ...parent }) => parent));
          await tx.insert(parentStudents).values(guardians.map((p, i) => ({ kigId, parentId: p.id, studentId: kids[i]!.id, relationship: p.relationship })));
          await tx
            .insert(consents)
            .values(consentRows(kids.map((kid, i) => ({ kigId, studentId: kid.id, enrolDate: kid.enrolDate, parentId: guardians[i]!.id, parentName: guardians[i]!.name }))));
        }
      }
    });
  }
}
